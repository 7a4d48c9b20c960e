import { PurchaseOrdersPage } from '#web/features/purchase-orders/components/purchase-orders-page.tsx';

/** `/in/purchase-orders`: the buyer's purchase orders. */
export default function PurchaseOrdersRoute() {
  return <PurchaseOrdersPage side="buyer" />;
}

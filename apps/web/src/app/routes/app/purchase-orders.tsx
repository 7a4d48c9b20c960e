import { PurchaseOrdersPage } from '../../../features/purchase-orders/components/purchase-orders-page';

/** `/in/purchase-orders`: the buyer's purchase orders. */
export default function PurchaseOrdersRoute() {
  return <PurchaseOrdersPage side="buyer" />;
}

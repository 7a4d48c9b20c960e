import { PurchaseOrdersPage } from '#web/features/purchase-orders/components/purchase-orders-page.tsx';

/** `/in/inbox/purchase-orders`: the purchase orders a provider company received. */
export default function InboxPurchaseOrdersRoute() {
  return <PurchaseOrdersPage side="provider" />;
}

import { PurchaseOrdersPage } from '../../../features/purchase-orders/components/purchase-orders-page';

/** `/in/inbox/purchase-orders`: the purchase orders a provider company received. */
export default function InboxPurchaseOrdersRoute() {
  return <PurchaseOrdersPage side="provider" />;
}

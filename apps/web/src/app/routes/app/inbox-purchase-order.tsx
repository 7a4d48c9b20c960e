import { useParams } from 'react-router';
import { PurchaseOrderDetail } from '#web/features/purchase-orders/components/purchase-order-detail.tsx';

/** `/in/inbox/purchase-orders/:orderId`: an order a provider received, to acknowledge. */
export default function InboxPurchaseOrderRoute() {
  return <PurchaseOrderDetail side="provider" id={Number(useParams().orderId)} />;
}

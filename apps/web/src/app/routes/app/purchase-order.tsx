import { useParams } from 'react-router';
import { PurchaseOrderDetail } from '#web/features/purchase-orders/components/purchase-order-detail.tsx';

/** `/in/purchase-orders/:orderId`: one of the buyer's orders. */
export default function PurchaseOrderRoute() {
  return <PurchaseOrderDetail side="buyer" id={Number(useParams().orderId)} />;
}

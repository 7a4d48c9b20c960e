import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { PoStatus } from '@app/shared/constants/purchasing';
import {
  awardPlanSchema,
  awardSchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  type Award,
  type AwardPlan,
  type AwardRequest,
  type PurchaseOrder,
  type PurchaseOrderList,
} from '@app/shared/schemas/purchase-orders';
import { apiClient, call } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/api-client.ts';

/** Whose side of an order the screen is on: the buyer who issued it or the supplier it went to. */
export type OrderSide = 'buyer' | 'provider';

export const purchaseOrdersQueryKey = ['purchase-orders'] as const;

/** GET /rfqs/:id/award/: the RFQ's current award and its orders. */
export function useAward(rfqId: number) {
  return useQuery({
    queryKey: [...purchaseOrdersQueryKey, 'award', rfqId],
    queryFn: async ({ signal }): Promise<Award> =>
      awardSchema.parse(
        await call(
          apiClient.GET('/api/rfqs/{id}/award/', { params: { path: { id: rfqId } }, signal }),
        ),
      ),
  });
}

/** POST /rfqs/:id/award/plan/: the optimizer's plan for these choices; nothing is stored. */
export function usePlanAward(rfqId: number) {
  return useMutation({
    mutationFn: async (request: AwardRequest): Promise<AwardPlan> =>
      awardPlanSchema.parse(
        await call(
          apiClient.POST('/api/rfqs/{id}/award/plan/', {
            params: { path: { id: rfqId } },
            body: request,
          }),
        ),
      ),
  });
}

/** POST /rfqs/:id/award/: stores the award and issues, cancels and mails the orders. */
export function useConfirmAward(rfqId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AwardRequest): Promise<Award> =>
      awardSchema.parse(
        await call(
          apiClient.POST('/api/rfqs/{id}/award/', {
            params: { path: { id: rfqId } },
            body: request,
          }),
        ),
      ),
    // The RFQ is awarded now, and its orders are new: everything cached may be stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** One page of the buyer's orders or of the orders a provider received. */
export function usePurchaseOrders(side: OrderSide, page: number) {
  return useQuery({
    queryKey: [...purchaseOrdersQueryKey, side, 'list', page],
    queryFn: async ({ signal }): Promise<PurchaseOrderList> =>
      purchaseOrderListSchema.parse(
        side === 'buyer'
          ? await call(
              apiClient.GET('/api/purchase-orders/', { params: { query: { page } }, signal }),
            )
          : await call(
              apiClient.GET('/api/inbox/purchase-orders/', { params: { query: { page } }, signal }),
            ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(side: OrderSide, id: number) {
  return useQuery({
    queryKey: [...purchaseOrdersQueryKey, side, 'detail', id],
    queryFn: async ({ signal }): Promise<PurchaseOrder> =>
      purchaseOrderSchema.parse(
        side === 'buyer'
          ? await call(
              apiClient.GET('/api/purchase-orders/{id}/', { params: { path: { id } }, signal }),
            )
          : await call(
              apiClient.GET('/api/inbox/purchase-orders/{id}/', {
                params: { path: { id } },
                signal,
              }),
            ),
      ),
  });
}

/**
 * Moves an order on: the buyer records deliveries, closes or cancels
 * (POST /purchase-orders/:id/status/); the supplier acknowledges
 * (POST /inbox/purchase-orders/:id/acknowledge/).
 */
export function useMoveOrder(side: OrderSide, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: PoStatus): Promise<PurchaseOrder> =>
      purchaseOrderSchema.parse(
        side === 'buyer'
          ? await call(
              apiClient.POST('/api/purchase-orders/{id}/status/', {
                params: { path: { id } },
                body: { status },
              }),
            )
          : await call(
              apiClient.POST('/api/inbox/purchase-orders/{id}/acknowledge/', {
                params: { path: { id } },
              }),
            ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseOrdersQueryKey }),
  });
}

/** The order's PDF, as the supplier received it. */
export function downloadOrderPdf(side: OrderSide, id: number, number: string) {
  const path =
    side === 'buyer' ? API_PATHS.purchaseOrderPdf(id) : API_PATHS.inboxPurchaseOrderPdf(id);
  return downloadFile(path, `${number}.pdf`);
}

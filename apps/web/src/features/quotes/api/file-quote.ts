import { quoteDetailSchema, type QuoteDetail } from '@app/shared/schemas/quotes';
import { rfqListSchema, type RfqList } from '@app/shared/schemas/rfqs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';
import { quoteQueryOptions, quotesQueryKey } from './quotes';

/** GET /rfqs/: the company's newest RFQs (a page), the choices to file a quote under. */
export function useRfqChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: ['rfqs', 'list', { page: 1 }, 'quote-filing'],
    queryFn: async ({ signal }): Promise<RfqList> =>
      rfqListSchema.parse(
        await call(apiClient.GET('/api/rfqs/', { params: { query: { page: 1 } }, signal })),
      ),
    enabled: isEnabled,
  });
}

/**
 * PUT /quotes/:id/rfq/: files the quote under one of the company's RFQs, or under none, at the
 * version on screen (docs/product-rules.md § Quote intake and review).
 */
export function useFileQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { version: number; rfq_id: number | null }): Promise<QuoteDetail> =>
      quoteDetailSchema.parse(
        await call(
          apiClient.PUT('/api/quotes/{id}/rfq/', { params: { path: { id } }, body: input }),
        ),
      ),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQueryOptions(id).queryKey, quote);
      return queryClient.invalidateQueries({ queryKey: [...quotesQueryKey, 'list'] });
    },
  });
}

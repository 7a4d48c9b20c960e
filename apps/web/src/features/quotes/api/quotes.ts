import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteStatus } from '@app/shared/constants/purchasing';
import {
  quoteDetailSchema,
  quoteListSchema,
  quotePreviewPagesSchema,
  type QuoteDetail,
  type QuoteList,
  type QuotePreviewPages,
  type SaveQuoteInput,
} from '@app/shared/schemas/quotes';
import { quotePriceAlertsSchema, type QuotePriceAlerts } from '@app/shared/schemas/price-memory';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';
import { api } from '#web/lib/api-client.ts';

export const quotesQueryKey = ['quotes'] as const;

/** How often a quote still being read is asked about again. */
const READING_POLL_MS = 1500;

const isReading = (status: string) => status === 'received' || status === 'reading';

export type QuoteListFilter = {
  status?: QuoteStatus;
  rfq_id?: number;
  project_id?: number;
  page?: number;
};

/** Where an upload is filed: on an RFQ (and so its project), or on a project without an RFQ. */
export type QuoteTarget = { rfqId: number } | { projectId: number };

/** GET /quotes/: one page of the company's quotes; asked again while any is being read. */
export function useQuotes(filter: QuoteListFilter = {}) {
  return useQuery({
    queryKey: [...quotesQueryKey, 'list', filter],
    queryFn: async ({ signal }): Promise<QuoteList> =>
      quoteListSchema.parse(
        await call(apiClient.GET('/api/quotes/', { params: { query: filter }, signal })),
      ),
    refetchInterval: (query) =>
      query.state.data?.quotes.some((q) => isReading(q.status)) ? READING_POLL_MS : false,
  });
}

export const quoteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...quotesQueryKey, 'detail', id],
    queryFn: async ({ signal }): Promise<QuoteDetail> =>
      quoteDetailSchema.parse(
        await call(apiClient.GET('/api/quotes/{id}/', { params: { path: { id } }, signal })),
      ),
    refetchInterval: (query) =>
      query.state.data && isReading(query.state.data.status) ? READING_POLL_MS : false,
  });

export function useQuote(id: number) {
  return useQuery(quoteQueryOptions(id));
}

/**
 * GET /quotes/:id/file/pages/: the pages of a TIFF quote file and their sizes, each then fetched
 * as PNG (docs/product-rules.md § Quote review on screen). A file that cannot be shown is not
 * asked about again.
 */
export function useQuotePreviewPages(id: number) {
  return useQuery({
    queryKey: [...quotesQueryKey, 'preview-pages', id],
    queryFn: async ({ signal }): Promise<QuotePreviewPages> =>
      quotePreviewPagesSchema.parse(
        await call(
          apiClient.GET('/api/quotes/{id}/file/pages/', { params: { path: { id } }, signal }),
        ),
      ),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * GET /quotes/:id/price-alerts/: the lines' prices held against the company's price memory, asked
 * again for each version of the quote (docs/product-rules.md § Price memory).
 */
export function useQuotePriceAlerts(id: number, version: number | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: [...quotesQueryKey, 'price-alerts', id, version],
    queryFn: async ({ signal }): Promise<QuotePriceAlerts> =>
      quotePriceAlertsSchema.parse(
        await call(
          apiClient.GET('/api/quotes/{id}/price-alerts/', { params: { path: { id } }, signal }),
        ),
      ),
    enabled: isEnabled && version !== undefined,
  });
}

/** The upload's query string for a target: `rfq_id` or `project_id`. */
const targetParams = (target: QuoteTarget | undefined) =>
  !target ? {} : 'rfqId' in target ? { rfq_id: target.rfqId } : { project_id: target.projectId };

/** POST /quotes/: one file, its bytes as the body; the quote comes back received. */
export function useUploadQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      target,
    }: {
      file: File;
      target?: QuoteTarget;
    }): Promise<QuoteDetail> =>
      quoteDetailSchema.parse(
        await api.post(API_PATHS.quotes, file, {
          params: { file_name: file.name, ...targetParams(target) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
  });
}

export function useSaveQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveQuoteInput): Promise<QuoteDetail> =>
      quoteDetailSchema.parse(
        await call(apiClient.PUT('/api/quotes/{id}/', { params: { path: { id } }, body: input })),
      ),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQueryOptions(id).queryKey, quote);
      return queryClient.invalidateQueries({ queryKey: [...quotesQueryKey, 'list'] });
    },
  });
}

/** POST /quotes/:id/confirm/: `supplierId` is the directory's supplier the reviewer chose, if any. */
export function useConfirmQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      version,
      supplierId,
      acknowledge = false,
    }: {
      version: number;
      supplierId: number | null;
      /** The buyer saw that the arithmetic is red and confirms anyway. */
      acknowledge?: boolean;
    }): Promise<QuoteDetail> =>
      quoteDetailSchema.parse(
        await call(
          apiClient.POST('/api/quotes/{id}/confirm/', {
            params: { path: { id } },
            body: {
              version,
              ...(supplierId ? { supplier_id: supplierId } : {}),
              ...(acknowledge ? { acknowledge } : {}),
            },
          }),
        ),
      ),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteQueryOptions(id).queryKey, quote);
      return queryClient.invalidateQueries({ queryKey: [...quotesQueryKey, 'list'] });
    },
  });
}

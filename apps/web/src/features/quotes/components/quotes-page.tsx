import { SegmentedControl, Stack } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { useQuotes } from '../api/quotes';
import { QuoteAddress } from './quote-address';
import { QuoteTable } from './quote-table';
import { UploadQuotes } from './upload-quotes';
import { QueryState } from '../../../components/ui/query-state';

const FILTERS = ['all', 'to_review', 'failed', 'confirmed'] as const;

/**
 * Quotes: upload files, watch each one being read (the list asks again while any is), open one to
 * review it (docs/product-rules.md § Quote intake and review).
 */
export function QuotesPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  // The filter and the page live in the URL (`?status=`, `?page=`), so a reload keeps them.
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((value) => value === params.get('status')) ?? 'all';
  const [page, setPage] = usePageParam();
  const setFilter = (value: (typeof FILTERS)[number]) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('status');
      else next.set('status', value);
      next.delete('page');
      return next;
    });
  const quotes = useQuotes({ ...(filter === 'all' ? {} : { status: filter }), page });
  const data = quotes.data;

  return (
    <Stack gap="lg">
      <PageTitle title={t('quotes:title')} description={t('quotes:subtitle')} />
      {canManage ? <UploadQuotes /> : null}
      <QuoteAddress />
      <SegmentedControl
        aria-label={t('quotes:list.filter')}
        value={filter}
        onChange={setFilter}
        data={FILTERS.map((value) => ({ value, label: t(`quotes:filter.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {quotes.isPending || quotes.isError ? (
        <QueryState preferServerMessage query={quotes} errorMessage={t('quotes:list.loadError')} />
      ) : !data || data.quotes.length === 0 ? (
        <EmptyState
          icon={<IconFileOff size={40} aria-hidden />}
          title={t('quotes:list.emptyTitle')}
          description={t('quotes:list.emptyText')}
        />
      ) : (
        <QuoteTable data={data} label={t('quotes:title')} page={page} onPage={setPage} />
      )}
    </Stack>
  );
}

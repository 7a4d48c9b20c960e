import { SegmentedControl, Stack } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
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
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [page, setPage] = useState(1);
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
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
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

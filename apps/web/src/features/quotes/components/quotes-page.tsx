import { Anchor, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { useQuotes } from '../api/quotes';
import { QuoteAddress } from './quote-address';
import { QuoteStatusBadge } from './quote-status-badge';
import { UploadQuotes } from './upload-quotes';
import { QueryState } from '../../../components/ui/query-state';

const FILTERS = ['all', 'to_review', 'failed', 'confirmed'] as const;

/**
 * Quotes: upload files, watch each one being read (the list asks again while any is), open one to
 * review it (docs/product-rules.md § Quote intake and review).
 */
export function QuotesPage({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
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
        <>
          <Table.ScrollContainer
            type="native"
            minWidth={640}
            tabIndex={0}
            aria-label={t('quotes:title')}
          >
            <Table striped highlightOnHover aria-label={t('quotes:title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quotes:list.file')}</Table.Th>
                  <Table.Th>{t('quotes:list.status')}</Table.Th>
                  <Table.Th>{t('quotes:list.supplier')}</Table.Th>
                  <Table.Th>{t('quotes:list.rfq')}</Table.Th>
                  <Table.Th ta="right">{t('quotes:list.lines')}</Table.Th>
                  <Table.Th ta="right">{t('quotes:list.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.quotes.map((quote) => (
                  <Table.Tr key={quote.id} data-testid={`quote-row-${quote.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.app.quote.getHref(quote.id)}>
                        {quote.file_name ?? t('quotes:list.typed')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <QuoteStatusBadge status={quote.status} />
                        {quote.failure_code ? (
                          <Text size="xs">{t(`quotes:failure.${quote.failure_code}`)}</Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{quote.supplier_name ?? '—'}</Table.Td>
                    <Table.Td>{quote.rfq ? quote.rfq.number : '—'}</Table.Td>
                    <Table.Td ta="right">{quote.line_count}</Table.Td>
                    <Table.Td ta="right">
                      {quote.total && quote.currency
                        ? formatMoney(quote.total, quote.currency, i18n.language)
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > data.page_size ? (
            <Group justify="center">
              <Pagination
                total={Math.ceil(data.total / data.page_size)}
                value={page}
                onChange={setPage}
                aria-label={t('quotes:list.pages')}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

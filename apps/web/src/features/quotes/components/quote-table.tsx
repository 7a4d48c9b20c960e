import { Anchor, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteList } from '@app/shared/schemas/quotes';
import { paths } from '#web/config/paths.ts';
import { QuoteStatusBadge } from './quote-status-badge';
import { useFormat } from '#web/lib/format.ts';

/**
 * A page of quotes: file (opens the review), status and why reading failed, supplier, project
 * (its code opens its page) when the list mixes projects, RFQ, sums.
 */
export function QuoteTable({
  data,
  label,
  page,
  onPage,
  isProjectShown = false,
}: {
  data: QuoteList;
  label: string;
  page: number;
  onPage: (page: number) => void;
  /** Off on a project's or an RFQ's page, where every quote is on the same project. */
  isProjectShown?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      {/* Below its width the table scrolls sideways inside its frame, not the page. */}
      <Table.ScrollContainer
        type="native"
        minWidth={isProjectShown ? 720 : 640}
        tabIndex={0}
        aria-label={label}
      >
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quotes:list.file')}</Table.Th>
              <Table.Th>{t('quotes:list.status')}</Table.Th>
              <Table.Th>{t('quotes:list.supplier')}</Table.Th>
              {isProjectShown ? <Table.Th>{t('quotes:list.project')}</Table.Th> : null}
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
                {isProjectShown ? (
                  <Table.Td>
                    {quote.project ? (
                      <Anchor
                        component={Link}
                        to={paths.app.project.getHref(quote.project.id)}
                        title={quote.project.name}
                      >
                        {quote.project.code}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                ) : null}
                <Table.Td>{quote.rfq ? quote.rfq.number : '—'}</Table.Td>
                <Table.Td ta="right">{quote.line_count}</Table.Td>
                <Table.Td ta="right">
                  {quote.total && quote.currency
                    ? format.numbers.money(quote.total, quote.currency)
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
            onChange={onPage}
            aria-label={t('quotes:list.pages')}
          />
        </Group>
      ) : null}
    </>
  );
}

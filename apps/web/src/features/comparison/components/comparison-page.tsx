import { Anchor, Badge, Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComparisonExportButtons } from './comparison-export-buttons';
import { ComparisonRows } from './comparison-rows';
import {
  ChangesNote,
  ConversionButton,
  ConversionModal,
  type ConversionTarget,
} from './conversion-details';
import {
  MatchNote,
  ReassignButton,
  ReassignLineModal,
  UnmatchedLines,
  type ReassignTarget,
} from './reassign-line';
import type { Comparison } from '@app/shared/schemas/comparisons';
import { isOfferExpired, todayUtc } from '@app/shared/rules/offer-validity';
import type { PriceAlert } from '@app/shared/schemas/price-memory';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useComparison } from '../api/get-comparison';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

/** Draws a price memory alert; the route passes the price memory's marker. */
export type RenderPriceAlert = (alert: PriceAlert) => ReactNode;

type ComparisonCell = Comparison['cells'][number];

/** The rows under the items: total, freight, coverage, terms. */
const FOOTER_ROWS = 4;

/** Width of the item column and of each offer's column: eight offers fit a 1440 px screen's scroll. */
const ITEM_COLUMN = 260;
const OFFER_COLUMN = 170;

/**
 * Stays in view while the grid scrolls (docs/decisions/015-comparison-engine.md § Comparison): the
 * item column on the left, the header on top and the totals row at the bottom, on the page's own
 * background.
 */
const stickyLeft = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;
const stickyBottom = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 0 1px 0 var(--mantine-color-gray-4)',
} as const;

/** The cells by item and offer, built once per comparison: a 500 × 20 grid looks each up at once. */
function cellsByKey(comparison: Comparison): Map<string, ComparisonCell> {
  return new Map(comparison.cells.map((cell) => [`${cell.item_id}|${cell.offer_key}`, cell]));
}

function Cell({
  cell,
  item,
  offerKey,
  renderPriceAlert,
  onReassign,
  onConversion,
  currency,
}: {
  cell: ComparisonCell | undefined;
  item: Comparison['items'][number];
  /** The comparison's currency: a levelled price shows at least its decimals. */
  currency: string;
  offerKey: string;
  renderPriceAlert?: RenderPriceAlert | undefined;
  onReassign: (target: ReassignTarget) => void;
  onConversion: (target: ConversionTarget) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!cell?.levelled_unit_price)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('comparison:gap')}
      </Text>
    );
  const isBest = item.best_offer_key === offerKey;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={isBest ? 700 : 400}>
        {format.numbers.unitPrice(cell.levelled_unit_price, currency)}
        {isBest ? (
          <Badge ml={6} size="sm" color="green.9" variant="filled">
            {t('comparison:best')}
          </Badge>
        ) : null}
      </Text>
      {cell.substitution ? (
        <Badge size="sm" color="violet.9" variant="filled" title={cell.note ?? undefined}>
          {t('comparison:substitution')}
        </Badge>
      ) : null}
      {cell.changes.length > 0 ? (
        <ChangesNote changes={cell.changes} />
      ) : cell.note ? (
        <Text size="xs">{cell.note}</Text>
      ) : null}
      {cell.conversion && cell.conversion.kind !== 'same' ? (
        <ConversionButton
          target={{
            lineId: cell.line_id,
            itemId: item.id,
            description: cell.description,
            conversion: cell.conversion,
          }}
          onOpen={onConversion}
        />
      ) : cell.conversion_note ? (
        <Text size="xs">{cell.conversion_note}</Text>
      ) : null}
      {cell.partial ? (
        <Badge size="sm" color="gray.7" variant="filled">
          {t('comparison:partial')}
        </Badge>
      ) : null}
      {cell.price_alert && renderPriceAlert ? renderPriceAlert(cell.price_alert) : null}
      <MatchNote source={cell.match_source} confidence={cell.confidence} />
      {cell.line_id !== null ? (
        <ReassignButton
          target={{
            lineId: cell.line_id,
            description: cell.description,
            itemId: item.id,
            source: cell.match_source,
          }}
          onReassign={onReassign}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The comparison of an RFQ (docs/product-rules.md § Comparing and awarding): requested items ×
 * offers, levelled to the RFQ's currency per requested unit, the best per item marked in words, a
 * gap shown as a gap, then each offer's total, coverage and terms. A price far from the company's
 * history carries the marker `renderPriceAlert` draws (docs/product-rules.md § Price memory).
 */
export function ComparisonPage({
  rfqId,
  renderPriceAlert,
}: {
  rfqId: number;
  renderPriceAlert?: RenderPriceAlert;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const comparison = useComparison(rfqId);
  // An offer valid until before today is flagged (docs/product-rules.md § Comparing and awarding).
  const today = todayUtc();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [reassigning, setReassigning] = useState<ReassignTarget | null>(null);
  const [converting, setConverting] = useState<ConversionTarget | null>(null);
  const data = comparison.data;
  const cells = useMemo(
    () => (data ? cellsByKey(data) : new Map<string, ComparisonCell>()),
    [data],
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.app.rfq.getHref(rfqId)} size="sm">
          {t('comparison:back')}
        </Anchor>
        <Title order={1} fz={26}>
          {t('comparison:title')}
        </Title>
        <ComparisonExportButtons rfqId={rfqId} />
        {data ? (
          <Text size="sm" c="dimmed">
            {t('comparison:subtitle', { currency: data.currency })}
          </Text>
        ) : null}
      </Stack>
      {comparison.isPending || comparison.isError || !data ? (
        <QueryState
          preferServerMessage
          query={comparison}
          errorMessage={t('comparison:loadError')}
        />
      ) : data.offers.length === 0 ? (
        <EmptyState
          icon={<IconScale size={40} aria-hidden />}
          title={t('comparison:emptyTitle')}
          description={t('comparison:emptyText')}
        />
      ) : (
        <Paper withBorder>
          {/* One scrolling box for both directions, so the rows can be drawn as they come into view;
              it takes the keyboard focus, so arrow keys and Page Down scroll it. */}
          <Box
            ref={scrollRef}
            role="region"
            tabIndex={0}
            aria-label={t('comparison:title')}
            style={{ overflow: 'auto', maxHeight: '75vh' }}
          >
            <Table
              withColumnBorders
              miw={ITEM_COLUMN + data.offers.length * OFFER_COLUMN}
              style={{ tableLayout: 'fixed' }}
              aria-label={t('comparison:title')}
              aria-rowcount={data.items.length + FOOTER_ROWS + 1}
            >
              <Table.Thead
                style={{
                  position: 'sticky',
                  top: 0,
                  zIndex: 2,
                  background: 'var(--mantine-color-body)',
                }}
              >
                <Table.Tr aria-rowindex={1}>
                  <Table.Th w={ITEM_COLUMN} style={stickyLeft}>
                    {t('comparison:item')}
                  </Table.Th>
                  {data.offers.map((offer) => (
                    <Table.Th key={offer.key} w={OFFER_COLUMN}>
                      {offer.supplier_name}
                      {isOfferExpired(offer.valid_until, today) ? (
                        <Badge color="red" c="red.9" variant="light" size="sm" ml={6}>
                          {t('comparison:expired')}
                        </Badge>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {t(`comparison:source.${offer.source}`)}
                      </Text>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <ComparisonRows
                items={data.items}
                columns={data.offers.length + 1}
                scrollRef={scrollRef}
                renderRow={(item) => (
                  <>
                    <Table.Td style={stickyLeft}>
                      <Text size="sm">
                        {item.position}. {item.description}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {format.numbers.quantity(item.quantity)} {t(`rfqs:units.${item.unit}`)}
                      </Text>
                    </Table.Td>
                    {data.offers.map((offer) => (
                      <Table.Td key={offer.key}>
                        <Cell
                          cell={cells.get(`${item.id}|${offer.key}`)}
                          item={item}
                          offerKey={offer.key}
                          renderPriceAlert={renderPriceAlert}
                          onReassign={setReassigning}
                          onConversion={setConverting}
                          currency={data.currency}
                        />
                      </Table.Td>
                    ))}
                  </>
                )}
              />
              <Table.Tfoot>
                <Table.Tr aria-rowindex={data.items.length + 2}>
                  <Table.Th style={{ ...stickyBottom, ...stickyLeft, zIndex: 2 }}>
                    {t('comparison:total')}
                  </Table.Th>
                  {data.offers.map((offer) => (
                    <Table.Td key={offer.key} fw={700} style={stickyBottom}>
                      {offer.levelled_total === null ? (
                        <Text component="span" c="red.8" size="sm" fw={700}>
                          {t('comparison:noFxRate', {
                            currency: offer.currency,
                            date: format.dates.date(offer.fx_date),
                          })}
                        </Text>
                      ) : (
                        format.numbers.money(offer.levelled_total, data.currency)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr aria-rowindex={data.items.length + 3}>
                  <Table.Th style={stickyLeft}>{t('comparison:freight')}</Table.Th>
                  {data.offers.map((offer) => (
                    <Table.Td key={offer.key}>
                      {format.numbers.money(offer.freight, offer.currency)}
                    </Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr aria-rowindex={data.items.length + 4}>
                  <Table.Th style={stickyLeft}>{t('comparison:coverage')}</Table.Th>
                  {data.offers.map((offer) => (
                    <Table.Td key={offer.key}>
                      {t('comparison:coverageValue', {
                        answered: data.items.length - offer.gap_item_ids.length,
                        total: data.items.length,
                      })}
                    </Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr aria-rowindex={data.items.length + 5}>
                  <Table.Th style={stickyLeft}>{t('comparison:terms')}</Table.Th>
                  {data.offers.map((offer) => (
                    <Table.Td key={offer.key}>
                      <Text size="sm">{offer.payment_terms ?? '—'}</Text>
                      {offer.valid_until ? (
                        <Text size="xs">
                          {t('comparison:validUntil', {
                            date: format.dates.date(offer.valid_until),
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Box>
        </Paper>
      )}
      {data ? (
        <>
          <UnmatchedLines comparison={data} onReassign={setReassigning} />
          <ReassignLineModal
            rfqId={rfqId}
            items={data.items}
            target={reassigning}
            onClose={() => setReassigning(null)}
          />
          <ConversionModal rfqId={rfqId} target={converting} onClose={() => setConverting(null)} />
        </>
      ) : null}
    </Stack>
  );
}

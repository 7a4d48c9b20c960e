import {
  Anchor,
  Button,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowsJoin2, IconPlus } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_PATHS } from '@app/shared/api/paths';
import { CURRENCIES } from '@app/shared/constants/purchasing';
import type { PriceAlert } from '@app/shared/schemas/price-memory';
import type { QuoteDetail, QuoteLine, SaveQuoteInput } from '@app/shared/schemas/quotes';
import { FormAlert } from '../../../components/ui/form-alert';
import { showNotice } from '../../../components/ui/notify';
import { paths } from '../../../config/paths';
import { downloadFile } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/errors';
import { useConfirmQuote, useQuote, useQuotePriceAlerts, useSaveQuote } from '../api/quotes';
import { useLineActions, type LineFocus } from '../hooks/use-line-actions';
import { emptyLine, sourceLineIds, type DraftLine } from '../utils/draft-lines';
import { LinesGrid } from './lines-grid';
import { QuoteStatusBadge } from './quote-status-badge';
import { SourceView } from './source-view';
import {
  SupplierChoicePanel,
  initialChoice,
  isChoiceComplete,
  type SupplierChoice,
} from './supplier-choice';
import { QueryState } from '../../../components/ui/query-state';

/** Below this the reader was unsure of a value: it says so. */
const LOW_CONFIDENCE = 0.8;

type Draft = Omit<SaveQuoteInput, 'lines'> & { lines: DraftLine[] };

/** The reader names a few header values its own way. */
const SOURCE_KEY: Record<string, string> = { supplier_tax_id: 'tax_id', tax_amount: 'tax' };

const HEADER_TEXT = [
  'supplier_name',
  'supplier_tax_id',
  'quote_number',
  'payment_terms',
  'delivery_time',
] as const;
const HEADER_DATES = ['issue_date', 'valid_until'] as const;
const HEADER_MONEY = ['subtotal', 'freight', 'tax_amount', 'total'] as const;

function toDraft(quote: QuoteDetail): Draft {
  return {
    version: quote.version,
    supplier_name: quote.supplier_name,
    supplier_tax_id: quote.supplier_tax_id,
    quote_number: quote.quote_number,
    issue_date: quote.issue_date,
    valid_until: quote.valid_until,
    currency: quote.currency,
    payment_terms: quote.payment_terms,
    delivery_time: quote.delivery_time,
    subtotal: quote.subtotal,
    freight: quote.freight,
    tax_amount: quote.tax_amount,
    total: quote.total,
    notes: quote.notes,
    lines: quote.lines.map((line) => ({
      key: `l${line.id}`,
      id: line.id,
      sku: line.sku,
      description: line.description,
      brand: line.brand,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unit_price,
      discount_pct: line.discount_pct,
      line_total: line.line_total,
      confidence: line.confidence,
    })),
  };
}

/** An empty input is "not on the document" (null); a number keeps the digits typed, a dot as mark. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const asNumber = (value: string) => {
  const text = value.trim().replace(',', '.');
  return text === '' ? null : text;
};

/**
 * The review screen (docs/product-rules.md § Quote intake and review): the source document beside
 * the values read from it; unsure lines and broken arithmetic stand out; every value can be
 * changed, lines added and deleted; saving keeps each correction; confirming records who and when.
 * A saved line's price far from the company's history carries the marker `renderPriceAlert` draws
 * (docs/product-rules.md § Price memory).
 */
export function QuoteReview({
  quoteId,
  canManage,
  renderPriceAlert,
}: {
  quoteId: number;
  canManage: boolean;
  renderPriceAlert?: (alert: PriceAlert) => ReactNode;
}) {
  const { t } = useTranslation();
  const quote = useQuote(quoteId);
  const hasLines =
    !!quote.data?.lines.length && !['received', 'reading'].includes(quote.data.status);
  const priceAlerts = useQuotePriceAlerts(
    quoteId,
    quote.data?.version,
    hasLines && renderPriceAlert !== undefined,
  );
  const save = useSaveQuote(quoteId);
  const confirm = useConfirmQuote(quoteId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  // The value in focus, whose place on the document is drawn: a line by index, or a header field.
  const [focus, setFocus] = useState<LineFocus>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [choice, setChoice] = useState<SupplierChoice | null>(null);
  const data = quote.data;
  const actions = useLineActions({ setDraft, setIsDirty, setSelected, setFocus });

  // Alerts are for the saved lines (lines are numbered by position); an unsaved edit hides them.
  const alerts = priceAlerts.data?.lines;
  const priceAlertOf = useCallback(
    (lineId: number | null | undefined) => {
      const position = data?.lines.findIndex((l) => l.id === lineId) ?? -1;
      const alert =
        !isDirty && position >= 0 ? alerts?.find((a) => a.position === position + 1) : undefined;
      return alert && renderPriceAlert ? renderPriceAlert(alert.alert) : null;
    },
    [alerts, data?.lines, isDirty, renderPriceAlert],
  );

  // The draft follows the server's quote (read, saved, confirmed) until the reviewer edits it.
  const stamp = data ? `${data.version}:${data.status}:${data.lines.length}` : '';
  const [synced, setSynced] = useState('');
  if (data && !isDirty && stamp !== synced) {
    setDraft(toDraft(data));
    setSynced(stamp);
    setSelected(new Set());
    setChoice(initialChoice(data));
  }

  if (quote.isPending || quote.isError || !data) {
    return (
      <QueryState preferServerMessage query={quote} errorMessage={t('quotes:review.loadError')} />
    );
  }
  const isReading = data.status === 'received' || data.status === 'reading';
  const isEditable = canManage && (data.status === 'to_review' || data.status === 'failed');
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setIsDirty(true);
  };

  async function onSave() {
    if (!draft) return;
    try {
      const saved = await save.mutateAsync({
        ...draft,
        lines: draft.lines.map(({ key: _key, confidence: _confidence, ...line }) => line),
      });
      setDraft(toDraft(saved));
      setIsDirty(false);
      showNotice({ key: 'quotes:review.saved' });
    } catch {
      // The error is shown beside the buttons.
    }
  }

  async function onConfirm() {
    if (!draft) return;
    try {
      await confirm.mutateAsync({
        version: draft.version,
        supplierId: choice?.kind === 'directory' ? choice.id : null,
      });
      showNotice({ key: 'quotes:review.confirmed' });
    } catch {
      // Shown beside the buttons.
    }
  }

  const sourceOfLine = (line: DraftLine | undefined): QuoteLine['source'] => {
    const from = line ? sourceLineIds(line)[0] : undefined;
    return data.lines.find((l) => l.id === from)?.source ?? null;
  };
  const focusedSource: QuoteLine['source'] = !focus
    ? null
    : 'line' in focus
      ? sourceOfLine(draft?.lines[focus.line])
      : (data.field_sources[SOURCE_KEY[focus.field] ?? focus.field] ?? null);
  const canChooseSupplier = isEditable && data.status === 'to_review' && choice !== null;
  const headerFocus = (field: string) => ({ onFocus: () => setFocus({ field }) });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.app.quotes.getHref()} size="sm">
            {t('quotes:review.back')}
          </Anchor>
          <Title order={1} fz={26}>
            {data.file_name ?? t('quotes:list.typed')}
          </Title>
          <Group gap="xs">
            <QuoteStatusBadge status={data.status} />
            {data.rfq ? (
              <Anchor component={Link} to={paths.app.rfq.getHref(data.rfq.id)} size="sm">
                {data.rfq.number} · {data.rfq.title}
              </Anchor>
            ) : null}
            {data.confirmed_at ? (
              <Text size="sm" c="dimmed">
                {t('quotes:review.confirmedBy', {
                  name: data.confirmed_by ?? '',
                  date: new Date(data.confirmed_at).toLocaleString(),
                })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        {data.file ? (
          <Button
            variant="default"
            onClick={() =>
              void downloadFile(API_PATHS.quoteFile(data.id), data.file_name ?? 'quote')
            }
          >
            {t('quotes:review.download')}
          </Button>
        ) : null}
      </Group>

      {isReading ? (
        <Paper withBorder p="lg" role="status">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>{t('quotes:review.reading')}</Text>
          </Group>
        </Paper>
      ) : null}
      {data.status === 'failed' && data.failure_code ? (
        <FormAlert title={t('quotes:review.failedTitle')}>
          {t(`quotes:failure.${data.failure_code}`)} {t('quotes:review.typeIn')}
        </FormAlert>
      ) : null}
      {data.arithmetic.subtotal === false || data.arithmetic.total === false ? (
        <FormAlert tone="info" title={t('quotes:review.sumsTitle')}>
          {data.arithmetic.subtotal === false ? t('quotes:review.subtotalOff') : null}{' '}
          {data.arithmetic.total === false ? t('quotes:review.totalOff') : null}
        </FormAlert>
      ) : null}
      {canChooseSupplier ? null : data.supplier_match ? (
        <Text size="sm">
          {t('quotes:review.supplierMatch', {
            name: data.supplier_match.legal_name,
            how: t(`quotes:review.matchBy.${data.supplier_match.by}`),
          })}
        </Text>
      ) : data.status === 'to_review' && data.supplier_name ? (
        <Text size="sm">{t('quotes:review.supplierNew', { name: data.supplier_name })}</Text>
      ) : null}
      {data.duplicate_of.length ? (
        <FormAlert tone="info" title={t('quotes:review.duplicateTitle')}>
          {t('quotes:review.duplicate')}{' '}
          {data.duplicate_of.map((id, i) => (
            <span key={id}>
              {i ? ', ' : ''}
              <Anchor component={Link} to={paths.app.quote.getHref(id)}>
                #{id}
              </Anchor>
            </span>
          ))}
        </FormAlert>
      ) : null}
      {data.warnings.length ? (
        // The reader's own notes are in English for the log; the reviewer reads what they mean.
        <FormAlert tone="info" title={t('quotes:review.warnings')}>
          {t('quotes:review.warningsText')}
        </FormAlert>
      ) : null}

      {draft && !isReading ? (
        <Grid gap="lg">
          {data.file ? (
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <SourceView quote={data} highlight={focusedSource} />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, lg: data.file ? 7 : 12 }}>
            <Stack gap="md">
              <Paper withBorder p="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {HEADER_TEXT.map((field) => (
                    <TextInput
                      key={field}
                      label={t(`quotes:field.${field}`)}
                      value={draft[field] ?? ''}
                      readOnly={!isEditable}
                      {...headerFocus(field)}
                      onChange={(e) => change({ [field]: orNull(e.currentTarget.value) })}
                    />
                  ))}
                  {HEADER_DATES.map((field) => (
                    <TextInput
                      key={field}
                      type="date"
                      label={t(`quotes:field.${field}`)}
                      value={draft[field] ?? ''}
                      readOnly={!isEditable}
                      {...headerFocus(field)}
                      onChange={(e) => change({ [field]: orNull(e.currentTarget.value) })}
                    />
                  ))}
                  <NativeSelect
                    label={t('quotes:field.currency')}
                    value={draft.currency ?? ''}
                    disabled={!isEditable}
                    data={[
                      { value: '', label: '—' },
                      ...CURRENCIES.map((c) => ({ value: c, label: c })),
                    ]}
                    onChange={(e) =>
                      change({
                        currency: (orNull(e.currentTarget.value) as Draft['currency']) ?? null,
                      })
                    }
                  />
                  {HEADER_MONEY.map((field) => (
                    <TextInput
                      key={field}
                      label={t(`quotes:field.${field}`)}
                      inputMode="decimal"
                      value={draft[field] ?? ''}
                      readOnly={!isEditable}
                      {...headerFocus(field)}
                      error={
                        (data.field_confidence[field] ?? 1) < LOW_CONFIDENCE
                          ? t('quotes:review.unsure')
                          : undefined
                      }
                      onChange={(e) => change({ [field]: asNumber(e.currentTarget.value) })}
                    />
                  ))}
                </SimpleGrid>
              </Paper>

              {canChooseSupplier ? (
                <SupplierChoicePanel quote={data} choice={choice} onChange={setChoice} />
              ) : null}
              <Text size="sm" c="dimmed" id="lines-keys">
                {t('quotes:review.keysHint')}
              </Text>
              <LinesGrid
                lines={draft.lines}
                isEditable={isEditable}
                focusedLine={focus && 'line' in focus ? focus.line : null}
                selected={selected}
                onFocusLine={actions.onFocusLine}
                onChangeLine={actions.onChangeLine}
                onToggle={actions.onToggle}
                onSplit={actions.onSplit}
                onDelete={actions.onDelete}
                priceAlertOf={priceAlertOf}
              />
              {isEditable ? (
                <Group justify="space-between">
                  <Group gap="sm">
                    <Button
                      variant="default"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => actions.changeLines((lines) => [...lines, emptyLine()])}
                    >
                      {t('quotes:review.addLine')}
                    </Button>
                    <Button
                      variant="default"
                      leftSection={<IconArrowsJoin2 size={16} aria-hidden />}
                      disabled={selected.size < 2}
                      onClick={() => actions.onMerge(selected)}
                    >
                      {t('quotes:review.mergeLines', { n: selected.size })}
                    </Button>
                  </Group>
                  <Group gap="sm">
                    <Button
                      variant="default"
                      onClick={() => void onSave()}
                      loading={save.isPending}
                      disabled={!isDirty}
                    >
                      {t('quotes:review.save')}
                    </Button>
                    <Button
                      onClick={() => void onConfirm()}
                      loading={confirm.isPending}
                      disabled={
                        isDirty ||
                        data.status !== 'to_review' ||
                        !choice ||
                        !isChoiceComplete(choice)
                      }
                    >
                      {t('quotes:review.confirm')}
                    </Button>
                  </Group>
                </Group>
              ) : null}
              {isDirty && isEditable ? (
                <Text size="sm" c="dimmed">
                  {t('quotes:review.saveFirst')}
                </Text>
              ) : null}
              {save.isError ? (
                <FormAlert>{getErrorMessage(save.error, t('quotes:review.saveError'))}</FormAlert>
              ) : null}
              {confirm.isError ? (
                <FormAlert>
                  {getErrorMessage(confirm.error, t('quotes:review.saveError'))}
                </FormAlert>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}

import { Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useSuppliers } from '#web/api/suppliers.ts';

/**
 * The supplier a confirmation records: `auto` lets the server match one (or add the quote's
 * supplier to the directory when none matches); `directory` is one the reviewer picked.
 */
export type SupplierChoice = { kind: 'auto' } | { kind: 'directory'; id: number | null };

/** Whether a quote can be confirmed with `choice`: picking from the directory needs a pick. */
export const isChoiceComplete = (choice: SupplierChoice) =>
  choice.kind === 'auto' || choice.id !== null;

/**
 * A supplier chosen and saved with the quote stays chosen; a quote naming no supplier and matching
 * none can only be confirmed with one picked.
 */
export const initialChoice = (quote: QuoteDetail): SupplierChoice =>
  quote.supplier_match?.by === 'chosen'
    ? { kind: 'directory', id: quote.supplier_match.id }
    : quote.supplier_match || quote.supplier_name?.trim()
      ? { kind: 'auto' }
      : { kind: 'directory', id: null };

/**
 * The supplier a save keeps with the quote (docs/product-rules.md § Quote review on screen): the
 * one picked; null when the reviewer went back to matching after one was saved; undefined (keep
 * what was saved) while nothing is picked or nothing changed.
 */
export function supplierToSave(
  quote: QuoteDetail,
  choice: SupplierChoice | null,
): number | null | undefined {
  const saved = quote.supplier_match?.by === 'chosen' ? quote.supplier_match.id : null;
  const next = !choice ? undefined : choice.kind === 'directory' ? (choice.id ?? undefined) : null;
  return next === undefined || next === saved ? undefined : next;
}

/**
 * Who the quote is from, before confirming (docs/product-rules.md § Quote review on screen): keep
 * the directory's matched supplier, or add the quote's supplier as a new one, or decline that and
 * pick any supplier of the directory instead.
 */
export function SupplierChoicePanel({
  quote,
  choice,
  onChange,
}: {
  quote: QuoteDetail;
  choice: SupplierChoice;
  onChange: (choice: SupplierChoice) => void;
}) {
  const { t } = useTranslation();
  const suppliers = useSuppliers('', choice.kind === 'directory');
  const match = quote.supplier_match;
  const name = quote.supplier_name?.trim();
  return (
    <Paper withBorder p="md">
      <Radio.Group
        label={t('quotes:supplier.title')}
        value={choice.kind}
        onChange={(kind) =>
          onChange(kind === 'auto' ? { kind: 'auto' } : { kind: 'directory', id: null })
        }
      >
        <Stack gap="xs" mt="xs">
          {match?.by === 'chosen' ? (
            <Radio value="auto" label={t('quotes:supplier.matchAgain')} />
          ) : match ? (
            <Radio
              value="auto"
              label={t('quotes:supplier.useMatch', {
                name: match.legal_name,
                how: t(`quotes:review.matchBy.${match.by}`),
              })}
            />
          ) : name ? (
            <Radio value="auto" label={t('quotes:supplier.createNew', { name })} />
          ) : null}
          <Radio
            value="directory"
            label={match || !name ? t('quotes:supplier.pick') : t('quotes:supplier.pickInstead')}
          />
        </Stack>
      </Radio.Group>
      {choice.kind === 'directory' ? (
        <QueryState
          compact
          preferServerMessage
          query={suppliers}
          errorMessage={t('quotes:supplier.loadError')}
        >
          {(list) => (
            <Select
              mt="sm"
              searchable
              label={t('quotes:supplier.directory')}
              placeholder={t('quotes:supplier.search')}
              nothingFoundMessage={t('quotes:supplier.nothingFound')}
              value={choice.id === null ? null : String(choice.id)}
              data={list.map((s) => ({
                value: String(s.id),
                label: s.tax_id ? `${s.legal_name} · ${s.tax_id}` : s.legal_name,
              }))}
              onChange={(value) =>
                onChange({ kind: 'directory', id: value ? Number(value) : null })
              }
            />
          )}
        </QueryState>
      ) : null}
      {!isChoiceComplete(choice) ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('quotes:supplier.pickFirst')}
        </Text>
      ) : null}
    </Paper>
  );
}

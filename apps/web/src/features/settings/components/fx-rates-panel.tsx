import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FxRate } from '@app/shared/schemas/fx-rates';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useDeleteFxRate, useFxRates, useSaveFxRate } from '../api/fx-rates';
import { FxRateForm } from './fx-rate-form';
import { useFormat } from '#web/lib/format.ts';

/**
 * Settings › Exchange rates: the company's own table, each rate as printed and the date from which
 * it holds; the comparison levels each offer at the rate valid on the offer's date
 * (docs/product-rules.md § Exchange rates).
 */
export function FxRatesPanel() {
  const { t } = useTranslation();
  const rates = useFxRates();
  const format = useFormat();
  const save = useSaveFxRate();
  const remove = useDeleteFxRate();
  // null: the form is closed; 'new': adding; a rate: editing it.
  const [editing, setEditing] = useState<FxRate | 'new' | null>(null);
  const number = (value: string) => format.numbers.quantity(value);
  const rows = (list: FxRate[]) =>
    list.map((rate) => {
      const pair = t('settings:fx.pair', {
        base: rate.base_currency,
        rate: number(rate.rate),
        quote: rate.quote_currency,
      });
      return (
        <Table.Tr key={rate.id}>
          <Table.Td>{pair}</Table.Td>
          <Table.Td>{format.dates.date(rate.valid_from)}</Table.Td>
          <Table.Td>
            <Group gap="xs" justify="flex-end">
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={t('settings:fx.editLabel', {
                  pair,
                  date: format.dates.date(rate.valid_from),
                })}
                onClick={() => setEditing(rate)}
              >
                {t('common:actions.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={t('settings:fx.deleteLabel', {
                  pair,
                  date: format.dates.date(rate.valid_from),
                })}
                loading={remove.isPending && remove.variables === rate.id}
                onClick={() => remove.mutate(rate.id)}
              >
                {t('common:actions.delete')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      );
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>{t('settings:fx.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('settings:fx.description')}
          </Text>
        </Stack>
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>{t('settings:fx.add')}</Button>
        ) : null}
      </Group>
      {editing !== null ? (
        <Paper withBorder p="md">
          <FxRateForm
            key={editing === 'new' ? 'new' : editing.id}
            rate={editing === 'new' ? null : editing}
            isSaving={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: editing === 'new' ? null : editing.id, input });
              setEditing(null);
            }}
          />
        </Paper>
      ) : null}
      <QueryState
        query={rates}
        errorMessage={t('settings:fx.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<Text c="dimmed">{t('settings:fx.empty')}</Text>}
      >
        {(list) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings:fx.columns.rate')}</Table.Th>
                <Table.Th>{t('settings:fx.columns.validFrom')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('settings:fx.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows(list)}</Table.Tbody>
          </Table>
        )}
      </QueryState>
      {remove.isError ? <Text c="red.8">{t('settings:fx.deleteFailed')}</Text> : null}
    </Stack>
  );
}

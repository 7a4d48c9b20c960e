import { Badge, Center, Loader, Popover, Table, Text, UnstyledButton } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceAlert } from '@app/shared/schemas/price-memory';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { usePriceHistory } from '../api/get-price-history';
import { useFormat } from '#web/lib/format.ts';

/**
 * A price far from the company's history (docs/product-rules.md § Price memory), said in words;
 * one click opens the item's earlier prices: date, supplier, project, request and unit price.
 */
export function PriceAlertMarker({ alert }: { alert: PriceAlert }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const history = usePriceHistory(alert, isOpen);
  const unknown = t('price-memory:history.unknown');
  return (
    <Popover opened={isOpen} onChange={setIsOpen} width={520} position="bottom-start" withArrow>
      <Popover.Target>
        <UnstyledButton
          onClick={() => setIsOpen((open) => !open)}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
        >
          <Badge
            size="sm"
            variant="filled"
            color={alert.direction === 'above' ? 'red.9' : 'blue.9'}
            leftSection={<IconHistory size={12} aria-hidden />}
            style={{ cursor: 'pointer', whiteSpace: 'normal', height: 'auto' }}
            title={t('price-memory:alert.median', {
              count: alert.record_count,
              median: format.numbers.money(alert.median, alert.currency),
            })}
          >
            {t(`price-memory:alert.${alert.direction}`, { percent: alert.percent })}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text fw={700} size="sm" id={titleId}>
          {t('price-memory:history.title')}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t('price-memory:history.subtitle', {
            unit: t(`rfqs:units.${alert.unit}`),
            currency: alert.currency,
          })}
        </Text>
        {history.isPending ? (
          <Center py="sm" role="status" aria-label={t('common:loading')}>
            <Loader size="sm" />
          </Center>
        ) : history.isError ? (
          <FormAlert>
            {getErrorMessage(history.error, t('price-memory:history.loadError'))}
          </FormAlert>
        ) : history.data.records.length === 0 ? (
          <Text size="sm">{t('price-memory:history.empty')}</Text>
        ) : (
          <Table.ScrollContainer type="native" minWidth={440} mah={320}>
            <Table striped aria-label={t('price-memory:history.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('price-memory:history.date')}</Table.Th>
                  <Table.Th>{t('price-memory:history.supplier')}</Table.Th>
                  <Table.Th>{t('price-memory:history.project')}</Table.Th>
                  <Table.Th>{t('price-memory:history.rfq')}</Table.Th>
                  <Table.Th ta="right">{t('price-memory:history.unitPrice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.records.map((record) => (
                  <Table.Tr key={record.id}>
                    <Table.Td>{record.date}</Table.Td>
                    <Table.Td>{record.supplier_name ?? unknown}</Table.Td>
                    <Table.Td>{record.project_name ?? unknown}</Table.Td>
                    <Table.Td>{record.rfq_number ?? unknown}</Table.Td>
                    <Table.Td ta="right">
                      {format.numbers.money(record.unit_price, record.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

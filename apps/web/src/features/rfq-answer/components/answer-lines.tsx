import { Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupplierRfqView } from '@app/shared/schemas/rfqs';
import { useFormat } from '../../../lib/format';

export type LineValues = { unitPrice: string; brand: string; deliveryDays: string; note: string };

type AnswerLinesProps = {
  items: SupplierRfqView['items'];
  lines: Record<number, LineValues>;
  onChange: (itemId: number, patch: Partial<LineValues>) => void;
  errors: Record<number, string | undefined>;
  isReadOnly: boolean;
  /** The buyer's country: quantities are written its way. */
  country: string;
};

/** The requested items, each with the supplier's unit price, brand, delivery days and note. */
export function AnswerLines({
  items,
  lines,
  onChange,
  errors,
  isReadOnly,
  country,
}: AnswerLinesProps) {
  const { t } = useTranslation();
  const format = useFormat(country);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={4} aria-label={t('rfq-answer:lines.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>{t('rfq-answer:lines.item')}</Table.Th>
            <Table.Th ta="right">{t('rfq-answer:lines.quantity')}</Table.Th>
            <Table.Th w={140}>{t('rfq-answer:lines.unitPrice')}</Table.Th>
            <Table.Th w={130}>{t('rfq-answer:lines.brand')}</Table.Th>
            <Table.Th w={100}>{t('rfq-answer:lines.deliveryDays')}</Table.Th>
            <Table.Th w={170}>{t('rfq-answer:lines.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => {
            const line = lines[item.id] ?? { unitPrice: '', brand: '', deliveryDays: '', note: '' };
            const label = (name: string) => `${t(`rfq-answer:lines.${name}`)} ${index + 1}`;
            return (
              <Table.Tr key={item.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm">{item.description}</Text>
                  {item.brand || item.notes ? (
                    <Text size="xs" c="dimmed">
                      {[item.brand, item.notes].filter(Boolean).join(' · ')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{`${format.numbers.quantity(item.quantity)} ${t(`rfqs:units.${item.unit}`)}`}</Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={label('unitPrice')}
                    inputMode="decimal"
                    value={line.unitPrice}
                    readOnly={isReadOnly}
                    error={errors[item.id]}
                    onChange={(event) =>
                      onChange(item.id, { unitPrice: event.currentTarget.value })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={label('brand')}
                    value={line.brand}
                    readOnly={isReadOnly}
                    onChange={(event) => onChange(item.id, { brand: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={label('deliveryDays')}
                    inputMode="numeric"
                    value={line.deliveryDays}
                    readOnly={isReadOnly}
                    onChange={(event) =>
                      onChange(item.id, { deliveryDays: event.currentTarget.value })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={label('note')}
                    value={line.note}
                    readOnly={isReadOnly}
                    onChange={(event) => onChange(item.id, { note: event.currentTarget.value })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { ActionIcon, Badge, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '@app/shared/schemas/suppliers';

type SuppliersTableProps = {
  suppliers: Supplier[];
  canManage: boolean;
  selected: number[];
  onToggle: (id: number) => void;
  onEdit: (supplier: Supplier) => void;
};

/** The directory as a table (it scrolls sideways on a phone). */
export function SuppliersTable({
  suppliers,
  canManage,
  selected,
  onToggle,
  onEdit,
}: SuppliersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('suppliers:title')}>
        <Table.Thead>
          <Table.Tr>
            {canManage ? (
              <Table.Th w={40}>
                <VisuallyHidden>{t('suppliers:list.select')}</VisuallyHidden>
              </Table.Th>
            ) : null}
            <Table.Th>{t('suppliers:fields.legalName')}</Table.Th>
            <Table.Th>{t('suppliers:fields.taxId')}</Table.Th>
            <Table.Th>{t('suppliers:fields.country')}</Table.Th>
            <Table.Th>{t('suppliers:fields.emails')}</Table.Th>
            <Table.Th>{t('suppliers:fields.categories')}</Table.Th>
            {canManage ? (
              <Table.Th w={60}>
                <VisuallyHidden>{t('suppliers:list.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers.map((supplier) => (
            <Table.Tr key={supplier.id}>
              {canManage ? (
                <Table.Td>
                  <Checkbox
                    aria-label={t('suppliers:list.selectOne', { name: supplier.legal_name })}
                    checked={selected.includes(supplier.id)}
                    onChange={() => onToggle(supplier.id)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Text fw={600}>{supplier.legal_name}</Text>
                {supplier.trade_name ? (
                  <Text size="sm" c="dimmed">
                    {supplier.trade_name}
                  </Text>
                ) : null}
                {supplier.provider_company ? (
                  <Badge variant="light" color="indigo" c="indigo.9" size="sm" mt={4}>
                    {t('suppliers:list.onCotiza')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                {supplier.tax_id ? `${supplier.tax_id_type ?? ''} ${supplier.tax_id}`.trim() : '—'}
              </Table.Td>
              <Table.Td>{supplier.country}</Table.Td>
              <Table.Td>{supplier.emails.join(', ') || '—'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {supplier.categories.map((category) => (
                    <Badge key={category} variant="outline" color="gray.7" size="sm">
                      {category}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              {canManage ? (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('suppliers:list.edit', { name: supplier.legal_name })}
                    onClick={() => onEdit(supplier)}
                  >
                    <IconEdit size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

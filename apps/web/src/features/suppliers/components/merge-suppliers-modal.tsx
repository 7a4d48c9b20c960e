import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';

type MergeSuppliersModalProps = {
  suppliers: Supplier[];
  isOpen: boolean;
  isMerging: boolean;
  onClose: () => void;
  onMerge: (keepId: number, duplicateIds: number[]) => Promise<unknown>;
};

/** Merging duplicates: the buyer picks the supplier to keep; the others fold into it. */
export function MergeSuppliersModal({
  suppliers,
  isOpen,
  isMerging,
  onClose,
  onMerge,
}: MergeSuppliersModalProps) {
  const { t } = useTranslation();
  const [keepId, setKeepId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = keepId ?? (suppliers[0] ? String(suppliers[0].id) : null);

  const merge = async () => {
    if (!chosen) return;
    setFailure(null);
    const keep = Number(chosen);
    try {
      await onMerge(
        keep,
        suppliers.map((supplier) => supplier.id).filter((id) => id !== keep),
      );
    } catch (error) {
      setFailure(getErrorMessage(error, t('suppliers:errors.mergeFailed')));
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={isOpen}
      onClose={onClose}
      title={t('suppliers:merge.title')}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('suppliers:merge.body', { count: suppliers.length })}</Text>
        <Radio.Group label={t('suppliers:merge.keep')} value={chosen} onChange={setKeepId}>
          <Stack gap="xs" mt="xs">
            {suppliers.map((supplier) => (
              <Radio
                key={supplier.id}
                value={String(supplier.id)}
                label={`${supplier.legal_name}${supplier.tax_id ? ` · ${supplier.tax_id}` : ''}`}
                description={supplier.emails.join(', ')}
              />
            ))}
          </Stack>
        </Radio.Group>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isMerging}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void merge()} loading={isMerging}>
            {t('suppliers:merge.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

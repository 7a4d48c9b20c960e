import { Button, Group, Text } from '@mantine/core';
import { IconArrowsJoin2, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';

type Mutation = { isPending: boolean; isError: boolean; error: unknown };

/**
 * The review's buttons: add a line, merge the ticked ones, save, confirm; and why a save or a
 * confirmation failed, or that changes must be saved first.
 */
export function ReviewActions({
  isEditable,
  isDirty,
  canSave,
  canConfirm,
  selectedCount,
  save,
  confirm,
  onAddLine,
  onMerge,
  onSave,
  onConfirm,
}: {
  isEditable: boolean;
  isDirty: boolean;
  canSave: boolean;
  canConfirm: boolean;
  selectedCount: number;
  save: Mutation;
  confirm: Mutation;
  onAddLine: () => void;
  onMerge: () => void;
  onSave: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isEditable ? (
        <Group justify="space-between">
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={onAddLine}
            >
              {t('quotes:review.addLine')}
            </Button>
            {/* Its words wrap on a phone rather than push the page sideways. */}
            <Button
              variant="default"
              leftSection={<IconArrowsJoin2 size={16} aria-hidden />}
              h="auto"
              mih={42}
              py={6}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              disabled={selectedCount < 2}
              onClick={onMerge}
            >
              {t('quotes:review.mergeLines', { n: selectedCount })}
            </Button>
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onSave} loading={save.isPending} disabled={!canSave}>
              {t('quotes:review.save')}
            </Button>
            <Button onClick={onConfirm} loading={confirm.isPending} disabled={!canConfirm}>
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
        <FormAlert>{getErrorMessage(confirm.error, t('quotes:review.saveError'))}</FormAlert>
      ) : null}
    </>
  );
}

import { Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmailAvailability } from '../hooks/use-email-availability';

/** The error text for the three negative states, or undefined. */
export function useEmailStatusError(status: EmailAvailability): string | undefined {
  const { t } = useTranslation();
  if (status === 'invalid') return t('validation:email.invalid');
  if (status === 'taken') return t('errors:emailInUse');
  if (status === 'error') return t('errors:emailCheckFailed');
  return undefined;
}

/** The positive states (checking, available), shown as the field's description. */
export function EmailStatusNote({ status }: { status: EmailAvailability }) {
  const { t } = useTranslation();
  if (status === 'checking') {
    return (
      <Group gap={6} component="span" wrap="nowrap">
        <Loader size={12} aria-hidden />
        <span>{t('signup:emailStatus.checking')}</span>
      </Group>
    );
  }
  if (status === 'available') {
    return (
      <Group gap={6} component="span" wrap="nowrap">
        <IconCircleCheck size={14} aria-hidden color="var(--mantine-color-green-9)" />
        <Text span size="xs" c="green.9" fw={600}>
          {t('signup:emailStatus.available')}
        </Text>
      </Group>
    );
  }
  return null;
}

import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/errors';
import type { NewPasswordValues } from './new-password-schema';
import { PasswordInput } from '../../../components/ui/password-input';

/** New password and its confirmation (reset password, accept invitation). */
export function NewPasswordFields({ form }: { form: UseFormReturn<NewPasswordValues> }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('auth:fields.newPassword')}
        autoComplete="new-password"
        required
        error={translateMessage(t, formState.errors.password?.message)}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth:fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={translateMessage(t, formState.errors.confirm_password?.message)}
        {...register('confirm_password')}
      />
    </Stack>
  );
}

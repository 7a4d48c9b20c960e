import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewPasswordValues } from './new-password-schema';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useFieldError } from '#web/components/form/use-field-error.ts';

/** New password and its confirmation (reset password, accept invitation). */
export function NewPasswordFields({ form }: { form: UseFormReturn<NewPasswordValues> }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const fieldError = useFieldError(formState);
  return (
    <Stack gap="md">
      <PasswordInput
        label={t('auth:fields.newPassword')}
        autoComplete="new-password"
        required
        error={fieldError('password')}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth:fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={fieldError('confirm_password')}
        {...register('confirm_password')}
      />
    </Stack>
  );
}

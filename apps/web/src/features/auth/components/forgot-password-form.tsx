import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordResetSchema, type PasswordResetInput } from '@app/shared/schemas/users';
import { FormCard } from '#web/components/layout/form-card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useFieldError } from '#web/components/form/use-field-error.ts';

/** Asks for a reset link by email. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { email: '' },
  });
  const fieldError = useFieldError(formState);

  return (
    <FormCard
      title={t('auth:forgotPassword.title')}
      description={t('auth:forgotPassword.subtitle')}
    >
      {resetRequest.isSuccess ? (
        <FormAlert tone="success">
          {resetRequest.data.message || t('common:messages.passwordResetSent')}
        </FormAlert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit((v) => resetRequest.mutate(v))(event)}
        >
          <Stack gap="md">
            <TextInput
              label={t('auth:fields.email')}
              type="email"
              autoComplete="email"
              required
              error={fieldError('email')}
              {...register('email')}
            />
            {resetRequest.isError ? <FormAlert>{t('errors:genericRetry')}</FormAlert> : null}
            <Button type="submit" fullWidth loading={resetRequest.isPending}>
              {t('auth:forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.auth.login.getHref()} ta="center" size="sm" fw={600}>
        {t('auth:forgotPassword.backToLogin')}
      </Anchor>
    </FormCard>
  );
}

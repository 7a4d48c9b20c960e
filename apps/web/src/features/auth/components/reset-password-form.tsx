import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '#web/components/layout/form-card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useRedirectAfterSuccess } from '../hooks/use-redirect-after-success';
import { newPasswordSchema, type NewPasswordValues } from './new-password-schema';
import { NewPasswordFields } from './new-password-fields';

/** Sets a new password from a mailed link, then goes to /login after 3 s. */
export function ResetPasswordForm({ uidb64, token }: { uidb64: string; token: string }) {
  const { t } = useTranslation();
  const confirmReset = useConfirmPasswordReset();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  useRedirectAfterSuccess(confirmReset.isSuccess, paths.auth.login.getHref());

  const submit = form.handleSubmit(({ password }) =>
    confirmReset.mutate(
      { uidb64, token, new_password: password },
      {
        onError: (error) => {
          // A refused password (too common, too short…) belongs under the field.
          const messages = error instanceof ApiError ? error.fieldErrors.new_password : undefined;
          if (messages) form.setError('password', { type: 'server', message: messages.join(' ') });
        },
      },
    ),
  );

  return (
    <FormCard title={t('auth:resetPassword.title')} description={t('auth:resetPassword.subtitle')}>
      {confirmReset.isSuccess ? (
        <FormAlert tone="success">
          {confirmReset.data.message || t('common:messages.passwordResetDone')}{' '}
          {t('common:redirecting')}
        </FormAlert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <NewPasswordFields form={form} />
            {confirmReset.isError ? <FormAlert>{t('errors:genericRetry')}</FormAlert> : null}
            <Button type="submit" fullWidth loading={confirmReset.isPending}>
              {t('auth:resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

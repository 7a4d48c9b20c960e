import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '#web/components/layout/form-card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useRedirectAfterSuccess } from '../hooks/use-redirect-after-success';
import { newPasswordSchema, type NewPasswordValues } from './new-password-schema';
import { NewPasswordFields } from './new-password-fields';

/** Chooses a password to accept an invitation, then goes to /login after 3 s. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  useRedirectAfterSuccess(accept.isSuccess, paths.auth.login.getHref());

  const submit = form.handleSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      {
        onError: (error) => {
          const messages = error instanceof ApiError ? error.fieldErrors.password : undefined;
          if (messages) form.setError('password', { type: 'server', message: messages.join(' ') });
        },
      },
    ),
  );

  return (
    <FormCard
      title={t('auth:acceptInvitation.title')}
      description={t('auth:acceptInvitation.subtitle')}
    >
      {accept.isSuccess ? (
        <FormAlert tone="success">
          {t('common:messages.invitationAccepted')} {t('common:redirecting')}
        </FormAlert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <NewPasswordFields form={form} />
            {accept.isError ? (
              <FormAlert>
                {getErrorMessage(accept.error, t('errors:acceptInvitationFailed'))}
              </FormAlert>
            ) : null}
            <Button type="submit" fullWidth loading={accept.isPending}>
              {t('auth:acceptInvitation.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}

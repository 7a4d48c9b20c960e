import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordSchema } from '@app/shared/schemas/users';
import { PasswordStrengthMeter } from '#web/components/ui/password-strength-meter.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { useChangePassword } from '../api/change-password';
import { showNotice } from '#web/components/ui/notify.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const formSchema = changePasswordSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.password.mismatchReset',
  });
type ChangePasswordValues = z.infer<typeof formSchema>;

const EMPTY: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};
const FIELDS = ['current_password', 'new_password'] as const;

/** Current password, new password with its strength, and the confirmation. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, setError, formState, reset, control } = form;
  const fieldError = useFieldError(formState);
  const newPassword = useWatch({ control, name: 'new_password' });

  const submit = ({ current_password, new_password }: ChangePasswordValues) => {
    setFailure(null);
    changePassword.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset(EMPTY);
          showNotice(t('common:messages.passwordChanged'));
        },
        onError: (cause) => {
          applyServerErrors(cause, setError, FIELDS);
          // The server's own `{error}` text when it sent one, else the fixed message (§8).
          const serverText = cause instanceof ApiError ? cause.errorText : undefined;
          setFailure(serverText ?? t('errors:changePasswordFailed'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md" maw={480}>
        <PasswordInput
          label={t('profile:password.current')}
          autoComplete="current-password"
          required
          error={fieldError('current_password')}
          {...register('current_password')}
        />
        <div>
          <PasswordInput
            label={t('profile:password.new')}
            autoComplete="new-password"
            required
            aria-describedby="new-password-strength"
            error={fieldError('new_password')}
            {...register('new_password')}
          />
          <PasswordStrengthMeter id="new-password-strength" password={newPassword} />
        </div>
        <PasswordInput
          label={t('profile:password.confirm')}
          autoComplete="new-password"
          required
          error={fieldError('confirm_password')}
          {...register('confirm_password')}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group>
          <Button type="submit" loading={changePassword.isPending}>
            {t('profile:password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

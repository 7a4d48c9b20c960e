import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { InvitableRole } from '@app/shared/constants/domain';
import { inviteUserSchema } from '@app/shared/schemas/users';
import { ApiError } from '#web/lib/api-client.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useInviteUser } from '../api/invite-user';
import { useRoleLabel } from '../hooks/use-member-labels';
import { showNotice } from '#web/components/ui/notify.tsx';
import { useFieldError } from '#web/components/form/use-field-error.ts';

type InviteFormInput = z.input<typeof inviteUserSchema>;
type InviteFormValues = z.output<typeof inviteUserSchema>;

type InviteFormProps = {
  /** Roles this company may give (ROLES_BY_STAKEHOLDER_TYPE); empty while the type loads. */
  roles: readonly InvitableRole[];
};

/** Email and role of a new member; the server mails the invitation. */
export function InviteForm({ roles }: InviteFormProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const inviteUser = useInviteUser();
  const { register, handleSubmit, control, setError, formState, reset } = useForm<
    InviteFormInput,
    unknown,
    InviteFormValues
  >({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: '', role: undefined },
  });
  const fieldError = useFieldError(formState);

  const submit = (values: InviteFormValues) => {
    inviteUser.mutate(values, {
      onSuccess: () => {
        reset({ email: '', role: values.role });
        showNotice(t('common:messages.invitationSent'));
      },
      onError: (cause) => {
        // The server's translated reason ("A user with this email already exists.") or §8's text.
        const message = getErrorMessage(cause, t('errors:addInvitationFailed'));
        const emailError = cause instanceof ApiError ? cause.fieldErrors.email : undefined;
        if (emailError) setError('email', { type: 'server', message: emailError.join(' ') });
        showNotice(message, 'error');
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-label={t('members:invite.title')}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('members:fields.email')}
          type="email"
          autoComplete="off"
          required
          style={{ flex: '2 1 240px' }}
          error={fieldError('email')}
          {...register('email')}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select
              label={t('members:fields.role')}
              placeholder={t('members:invite.rolePlaceholder')}
              required
              size="md"
              style={{ flex: '1 1 160px' }}
              data={roles.map((value) => ({ value, label: roleLabel(value) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={fieldError('role')}
              disabled={roles.length === 0}
            />
          )}
        />
        <Button
          type="submit"
          loading={inviteUser.isPending}
          leftSection={<IconSend size={18} aria-hidden />}
          style={{ flex: '0 0 auto' }}
        >
          {t('members:invite.submit')}
        </Button>
      </Group>
    </form>
  );
}

import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconMailForward,
  IconPencil,
  IconPlayerPlay,
  IconPlayerPause,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitableRole } from '@app/shared/constants/domain';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useResendInvitation } from '../api/resend-invitation';
import { useToggleMemberStatus } from '../api/toggle-member-status';
import { useUpdateInvitation } from '../api/update-invitation';
import { useUpdateMemberRole } from '../api/update-member-role';
import type { MemberRow, RowPermissions } from '../utils/member-rows';
import { EditRoleModal } from './edit-role-modal';
import { showNotice } from '#web/components/ui/notify.tsx';

function RowAction(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  isLoading?: boolean;
  color?: string;
}) {
  return (
    <Tooltip label={props.label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={props.color ?? 'dark'}
        size="lg"
        aria-label={props.label}
        onClick={props.onClick}
        loading={props.isLoading}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

function notifySuccess(message: string) {
  showNotice(message);
}

function notifyFailure(message: string) {
  showNotice(message, 'error');
}

type MemberRowActionsProps = {
  row: MemberRow;
  permissions: RowPermissions;
  roles: readonly InvitableRole[];
};

/** The actions a row offers: role and status for members, role, resend and delete for invitations. */
export function MemberRowActions({ row, permissions, roles }: MemberRowActionsProps) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  const updateMemberRole = useUpdateMemberRole();
  const updateInvitation = useUpdateInvitation();
  const toggleStatus = useToggleMemberStatus();
  const resend = useResendInvitation();
  const remove = useDeleteInvitation();
  const email = row.email;

  const saveRole = (role: InvitableRole) => {
    const handlers = {
      onSuccess: () => {
        setIsEditing(false);
        notifySuccess(t('members:messages.roleUpdated'));
      },
      onError: (error: unknown) =>
        notifyFailure(getErrorMessage(error, t('members:errors.updateRoleFailed'))),
    };
    if (row.userId !== null) updateMemberRole.mutate({ userId: row.userId, role }, handlers);
    else updateInvitation.mutate({ id: row.invitationId, role }, handlers);
  };

  const toggle = () => {
    if (row.userId === null) return;
    const isActive = row.status === 'active';
    toggleStatus.mutate(row.userId, {
      onSuccess: () =>
        notifySuccess(t(isActive ? 'members:messages.deactivated' : 'members:messages.activated')),
      onError: (error) => notifyFailure(getErrorMessage(error, t('members:errors.toggleFailed'))),
    });
  };

  const resendInvitation = () =>
    resend.mutate(row.invitationId, {
      onSuccess: () => notifySuccess(t('common:messages.invitationSent')),
      onError: () => notifyFailure(t('errors:resendInvitationFailed')),
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('members:delete.title'),
      centered: true,
      children: <Text size="sm">{t('members:delete.body', { email })}</Text>,
      labels: { confirm: t('members:delete.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(row.invitationId, {
          onSuccess: () => notifySuccess(t('members:messages.invitationDeleted')),
          onError: () => notifyFailure(t('errors:deleteInvitationFailed')),
        }),
    });

  const hasAny =
    permissions.canEditRole ||
    permissions.canToggle ||
    permissions.canResend ||
    permissions.canDelete;
  if (!hasAny) return null;
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {permissions.canEditRole ? (
        <RowAction
          label={t('members:actions.editRole', { email })}
          icon={<IconPencil size={18} aria-hidden />}
          onClick={() => setIsEditing(true)}
        />
      ) : null}
      {permissions.canToggle ? (
        <RowAction
          label={t(
            row.status === 'active' ? 'members:actions.deactivate' : 'members:actions.activate',
            { email },
          )}
          icon={
            row.status === 'active' ? (
              <IconPlayerPause size={18} aria-hidden />
            ) : (
              <IconPlayerPlay size={18} aria-hidden />
            )
          }
          onClick={toggle}
          isLoading={toggleStatus.isPending}
        />
      ) : null}
      {permissions.canResend ? (
        <RowAction
          label={t('members:actions.resend', { email })}
          icon={<IconMailForward size={18} aria-hidden />}
          onClick={resendInvitation}
          isLoading={resend.isPending}
        />
      ) : null}
      {permissions.canDelete ? (
        <RowAction
          label={t('members:actions.delete', { email })}
          icon={<IconTrash size={18} aria-hidden />}
          onClick={confirmDelete}
          isLoading={remove.isPending}
          color="red.9"
        />
      ) : null}
      {isEditing ? (
        <EditRoleModal
          email={email}
          currentRole={row.role}
          roles={roles}
          isSaving={updateMemberRole.isPending || updateInvitation.isPending}
          onClose={() => setIsEditing(false)}
          onSave={saveRole}
        />
      ) : null}
    </Group>
  );
}

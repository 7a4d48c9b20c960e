import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitableRole } from '@app/shared/constants/domain';
import { useRoleLabel } from '../hooks/use-member-labels';

type EditRoleModalProps = {
  email: string | null;
  currentRole: string;
  roles: readonly InvitableRole[];
  isSaving: boolean;
  onClose: () => void;
  onSave: (role: InvitableRole) => void;
};

/** Picks a new role for a member or a pending invitation. */
export function EditRoleModal({
  email,
  currentRole,
  roles,
  isSaving,
  onClose,
  onSave,
}: EditRoleModalProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [role, setRole] = useState<string | null>(currentRole);
  const choice = roles.find((option) => option === role);
  return (
    <Modal opened={email !== null} onClose={onClose} title={t('members:editRole.title')} centered>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('members:editRole.description', { email })}
        </Text>
        <Select
          label={t('members:fields.role')}
          data={roles.map((value) => ({ value, label: roleLabel(value) }))}
          value={role}
          onChange={setRole}
          allowDeselect={false}
          size="md"
          comboboxProps={{ withinPortal: false }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => choice && onSave(choice)}
            loading={isSaving}
            disabled={!choice || choice === currentRole}
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

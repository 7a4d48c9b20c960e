import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvitableRole } from '@app/shared/constants/domain';
import {
  getRowPermissions,
  type MemberRow,
  type MemberStatus,
  type RowLabels,
  type SortColumn,
  type SortState,
} from '../utils/member-rows';
import { MemberRowActions } from './member-row-actions';
import { SortableHeader } from './sortable-header';
import { useFormat } from '#web/lib/format.ts';

// A dot badge keeps dark text (WCAG AA); the dot's colour tells the status apart at a glance.
const STATUS_COLORS: Record<MemberStatus, string> = {
  active: 'green.8',
  inactive: 'gray.6',
  pending: 'orange.7',
};

type MembersTableProps = {
  rows: readonly MemberRow[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  labels: RowLabels;
  canManage: boolean;
  roles: readonly InvitableRole[];
};

/** One page of members and invitations. */
export function MembersTable({ rows, sort, onSort, labels, canManage, roles }: MembersTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headers: { column: SortColumn; label: string }[] = [
    { column: 'email', label: t('members:columns.email') },
    { column: 'fullName', label: t('members:columns.fullName') },
    { column: 'role', label: t('members:columns.role') },
    { column: 'status', label: t('members:columns.status') },
    { column: 'lastLogin', label: t('members:columns.lastLogin') },
  ];
  return (
    <Table.ScrollContainer minWidth={canManage ? 860 : 720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <SortableHeader key={header.column} {...header} sort={sort} onSort={onSort} />
            ))}
            {canManage ? (
              <Table.Th>
                <Text fw={700} fz="sm" ta="right">
                  {t('members:columns.actions')}
                </Text>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.email}
                {row.isSelf ? (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {t('members:you')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {row.fullName || (
                  <Text span c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{labels.role(row.role)}</Table.Td>
              {/* The cell never wraps and the badge never clips, so the longest status
                  (Spanish "PENDIENTE") shows whole at 1280 px. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-column="status">
                <Badge
                  variant="dot"
                  color={STATUS_COLORS[row.status]}
                  c="dark.8"
                  radius="sm"
                  styles={{
                    root: { overflow: 'visible', minWidth: 'max-content' },
                    label: { overflow: 'visible' },
                  }}
                >
                  {labels.status(row.status)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {row.lastLogin ? (
                  format.dates.timestamp(row.lastLogin)
                ) : (
                  <Text span c="dimmed" size="sm">
                    {row.status === 'pending' ? '—' : t('members:lastLoginNever')}
                  </Text>
                )}
              </Table.Td>
              {canManage ? (
                <Table.Td>
                  <MemberRowActions
                    row={row}
                    permissions={getRowPermissions(row, canManage)}
                    roles={roles}
                  />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

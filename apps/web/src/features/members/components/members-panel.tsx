import { Group, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES_BY_STAKEHOLDER_TYPE, type RegistrationType } from '@app/shared/constants/domain';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useMe } from '../api/get-me';
import { useMembers } from '../api/get-members';
import { useMemberLabels } from '../hooks/use-member-labels';
import {
  filterRows,
  sortRows,
  toMemberRows,
  type SortColumn,
  type SortState,
} from '../utils/member-rows';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { QueryState } from '#web/components/ui/query-state.tsx';

export const MEMBERS_PAGE_SIZE = 25;

type MembersPanelProps = {
  canManage: boolean;
  /** The company's type (GET /stakeholders/mine/) decides the roles on offer. */
  companyType: RegistrationType | undefined;
};

/**
 * User Management: members and invitations, sortable and searchable, paged so that thousands of
 * rows stay quick; OWNER and ADMIN also invite and manage, STAFF and BUYER only read.
 */
export function MembersPanel({ canManage, companyType }: MembersPanelProps) {
  const { t, i18n } = useTranslation();
  const members = useMembers();
  const me = useMe();
  const labels = useMemberLabels();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ column: 'email', direction: 'asc' });
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const roles = companyType ? ROLES_BY_STAKEHOLDER_TYPE[companyType] : [];

  const rows = useMemo(
    () => toMemberRows(members.data ?? [], me.data?.id),
    [members.data, me.data?.id],
  );
  const sorted = useMemo(() => sortRows(rows, sort, labels, locale), [rows, sort, labels, locale]);
  const visible = useMemo(() => filterRows(sorted, deferredSearch), [sorted, deferredSearch]);
  const pageCount = Math.max(1, Math.ceil(visible.length / MEMBERS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageRows = visible.slice(
    (currentPage - 1) * MEMBERS_PAGE_SIZE,
    currentPage * MEMBERS_PAGE_SIZE,
  );

  const toggleSort = (column: SortColumn) => {
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
    setPage(1);
  };

  return (
    <Stack gap="lg">
      {canManage ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('members:invite.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('members:invite.description')}
            </Text>
            <InviteForm roles={roles} />
          </Stack>
        </Paper>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t('members:title')}
              </Title>
              <Text size="sm" c="dimmed">
                {canManage ? t('members:description') : t('members:readOnly')}
              </Text>
            </Stack>
            <TextInput
              label={t('members:search.label')}
              placeholder={t('members:search.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 300 }}
              type="search"
            />
          </Group>
          <QueryState query={members} errorMessage={t('members:fetchFailed')} />
          {members.data && visible.length === 0 ? (
            <EmptyState
              icon={<IconUsers size={24} />}
              title={rows.length === 0 ? t('members:empty.title') : t('members:empty.noMatchTitle')}
              description={
                rows.length === 0
                  ? t('members:empty.description')
                  : t('members:empty.noMatchDescription')
              }
            />
          ) : null}
          {members.data && visible.length > 0 ? (
            <>
              <MembersTable
                rows={pageRows}
                sort={sort}
                onSort={toggleSort}
                labels={labels}
                canManage={canManage}
                roles={roles}
              />
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('members:summary', { count: visible.length })}
                </Text>
                {pageCount > 1 ? (
                  <Pagination
                    total={pageCount}
                    value={currentPage}
                    onChange={setPage}
                    size="sm"
                    getControlProps={(control) => ({
                      'aria-label': t(
                        control === 'next'
                          ? 'members:pagination.next'
                          : 'members:pagination.previous',
                      ),
                    })}
                    getItemProps={(item) => ({
                      'aria-label': t('members:pagination.page', { page: item }),
                    })}
                  />
                ) : null}
              </Group>
            </>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

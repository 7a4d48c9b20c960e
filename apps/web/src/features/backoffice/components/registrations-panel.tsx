import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PendingRegistration } from '@app/shared/schemas/companies';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useApproveRegistration } from '../api/approve-registration';
import { usePendingRegistrations } from '../api/get-pending-registrations';
import { showNotice } from '#web/components/ui/notify.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

const TYPE_KEYS: Record<PendingRegistration['type'], string> = {
  provider: 'backoffice:types.provider',
  company: 'backoffice:types.company',
  retail: 'backoffice:types.retail',
};

const SUBTYPE_KEYS: Record<string, string> = {
  distributor: 'backoffice:subtypes.distributor',
  manufacturer: 'backoffice:subtypes.manufacturer',
  service_provider: 'backoffice:subtypes.service_provider',
  construction: 'backoffice:subtypes.construction',
  contractor: 'backoffice:subtypes.contractor',
  architect: 'backoffice:subtypes.architect',
};

function ApproveButton({ registration }: { registration: PendingRegistration }) {
  const { t } = useTranslation();
  const approve = useApproveRegistration();
  const name = `${registration.first_name} ${registration.last_name}`.trim();
  return (
    <Button
      size="sm"
      leftSection={<IconCircleCheck size={18} aria-hidden />}
      loading={approve.isPending}
      aria-label={t('backoffice:approveLabel', { name, company: registration.company_name })}
      onClick={() =>
        approve.mutate(registration.id, {
          onSuccess: (message) => showNotice(message),
          onError: (error) =>
            showNotice(getErrorMessage(error, t('backoffice:approveFailed')), 'error'),
        })
      }
    >
      {t('backoffice:approve')}
    </Button>
  );
}

/** The account executives' back office: registrations waiting for approval. */
export function RegistrationsPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const registrations = usePendingRegistrations();
  const list = registrations.data ?? [];
  return (
    <Stack gap="xl">
      <PageTitle title={t('backoffice:title')} description={t('backoffice:subtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <QueryState query={registrations} errorMessage={t('backoffice:fetchFailed')} />
        {registrations.data && list.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={24} />}
            title={t('backoffice:empty.title')}
            description={t('backoffice:empty.description')}
          />
        ) : null}
        {list.length > 0 ? (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice:columns.name')}</Table.Th>
                  <Table.Th>{t('backoffice:columns.company')}</Table.Th>
                  <Table.Th>{t('backoffice:columns.type')}</Table.Th>
                  <Table.Th>{t('backoffice:columns.subtype')}</Table.Th>
                  <Table.Th>{t('backoffice:columns.phone')}</Table.Th>
                  <Table.Th>{t('backoffice:columns.date')}</Table.Th>
                  <Table.Th>
                    <Text span fw={700} fz="sm">
                      {t('backoffice:columns.actions')}
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((registration) => (
                  <Table.Tr key={registration.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {`${registration.first_name} ${registration.last_name}`.trim()}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {registration.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{registration.company_name}</Table.Td>
                    <Table.Td>{t(TYPE_KEYS[registration.type])}</Table.Td>
                    <Table.Td>
                      {registration.subtype && SUBTYPE_KEYS[registration.subtype]
                        ? t(SUBTYPE_KEYS[registration.subtype] ?? '')
                        : '—'}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {registration.phone_number}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {format.dates.timestamp(registration.date_joined)}
                    </Table.Td>
                    <Table.Td>
                      <ApproveButton registration={registration} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>
    </Stack>
  );
}

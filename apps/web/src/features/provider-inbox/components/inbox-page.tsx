import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ListPager } from '#web/components/ui/list-pager.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageParam } from '#web/hooks/use-page-param.ts';
import { useInbox } from '../api/get-inbox';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

const STATUS_COLORS = {
  invited: 'gray.7',
  viewed: 'indigo.9',
  answered: 'green.9',
  withdrawn: 'red.9',
} as const;

/**
 * A provider company's inbox: the RFQs sent to it, the latest first, 50 a page (the page is
 * `?page=` in the URL), with the state of each answer.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = usePageParam();
  const inbox = useInbox(page);
  return (
    <Stack gap="lg">
      <PageTitle title={t('provider-inbox:title')} description={t('provider-inbox:subtitle')} />
      <QueryState query={inbox} errorMessage={t('provider-inbox:errors.fetchFailed')} />
      {inbox.data?.total === 0 ? (
        <EmptyState
          icon={<IconInbox size={24} />}
          title={t('provider-inbox:empty.title')}
          description={t('provider-inbox:empty.description')}
        />
      ) : null}
      {inbox.data && inbox.data.total > 0 ? (
        <>
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('provider-inbox:title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('provider-inbox:fields.rfq')}</Table.Th>
                  <Table.Th>{t('provider-inbox:fields.buyer')}</Table.Th>
                  <Table.Th>{t('provider-inbox:fields.dueAt')}</Table.Th>
                  <Table.Th>{t('provider-inbox:fields.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inbox.data.rfqs.map((entry) => (
                  <Table.Tr key={entry.invitation_id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.app.inboxRfq.getHref(entry.invitation_id)}
                        fw={600}
                      >
                        {`${entry.number} · ${entry.title}`}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t('provider-inbox:fields.items', { count: entry.item_count })} ·{' '}
                        {entry.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{entry.buyer_company}</Table.Td>
                    <Table.Td>{format.dates.timestamp(entry.due_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[entry.invitation_status]} variant="filled">
                        {t(`provider-inbox:status.${entry.invitation_status}`)}
                      </Badge>
                      {entry.can_answer ? null : (
                        <Text size="xs" c="dimmed">
                          {t('provider-inbox:closed')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            label={t('provider-inbox:pages')}
            page={page}
            pageSize={inbox.data.page_size}
            total={inbox.data.total}
            onChange={setPage}
          />
        </>
      ) : null}
    </Stack>
  );
}

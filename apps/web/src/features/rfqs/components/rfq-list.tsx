import { Anchor, Stack, Table, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ListPager } from '#web/components/ui/list-pager.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageParam } from '#web/hooks/use-page-param.ts';
import { useRfqs } from '../api/get-rfqs';
import { RfqStatusBadge } from './rfq-status-badge';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

/**
 * The RFQs of one project, newest first, 50 a page (the page is `?page=` in the URL): number,
 * title, status, due date, answers received.
 */
export function RfqList({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = usePageParam();
  const rfqs = useRfqs({ project: projectId, page });
  if (rfqs.isPending || rfqs.isError) {
    return <QueryState query={rfqs} errorMessage={t('rfqs:errors.fetchFailed')} />;
  }
  // A page past the end (RFQs gone since the link was made) keeps its pager to go back.
  if (rfqs.data.total === 0) {
    return (
      <EmptyState
        icon={<IconFileOff size={24} />}
        title={t('rfqs:empty.title')}
        description={t('rfqs:empty.description')}
      />
    );
  }
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('rfqs:list.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rfqs:fields.number')}</Table.Th>
              <Table.Th>{t('rfqs:fields.title')}</Table.Th>
              <Table.Th>{t('rfqs:fields.status')}</Table.Th>
              <Table.Th>{t('rfqs:fields.dueAt')}</Table.Th>
              <Table.Th>{t('rfqs:list.answers')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rfqs.data.rfqs.map((rfq) => (
              <Table.Tr key={rfq.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.app.rfq.getHref(rfq.id)} fw={600}>
                    {rfq.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{rfq.title}</Table.Td>
                <Table.Td>
                  <RfqStatusBadge status={rfq.status} />
                </Table.Td>
                <Table.Td>{format.dates.timestamp(rfq.due_at)}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('rfqs:list.answered', {
                      answered: rfq.answered_count,
                      invited: rfq.invited_count,
                    })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager
        label={t('rfqs:list.pages')}
        page={page}
        pageSize={rfqs.data.page_size}
        total={rfqs.data.total}
        onChange={setPage}
      />
    </Stack>
  );
}

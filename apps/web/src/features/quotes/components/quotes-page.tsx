import { Box, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryIdParam } from '@app/shared/schemas/common';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { ProjectSelect } from '#web/components/ui/project-select.tsx';
import { usePageParam } from '#web/hooks/use-page-param.ts';
import { useQuotes } from '../api/quotes';
import { QuoteAddress } from './quote-address';
import { QuoteTable } from './quote-table';
import { UploadQuotes } from './upload-quotes';
import { QueryState } from '#web/components/ui/query-state.tsx';

const FILTERS = ['all', 'to_review', 'failed', 'confirmed'] as const;

/** The project a URL asks for: anything the API would not take as an id reads as none. */
const readProjectParam = (params: URLSearchParams): number | undefined => {
  const parsed = queryIdParam.safeParse(params.get('project') ?? undefined);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Quotes: upload files, watch each one being read (the list asks again while any is), open one to
 * review it, see or choose the project each is on (docs/product-rules.md § Quote intake and
 * review).
 */
export function QuotesPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  // The filters and the page live in the URL (`?status=`, `?project=`, `?page=`), so a reload
  // keeps them; a new filter starts at page 1.
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((value) => value === params.get('status')) ?? 'all';
  const projectId = readProjectParam(params);
  const [page, setPage] = usePageParam();
  const setParam = (name: 'status' | 'project', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const quotes = useQuotes({
    ...(filter === 'all' ? {} : { status: filter }),
    ...(projectId ? { project_id: projectId } : {}),
    page,
  });
  const data = quotes.data;

  return (
    <Stack gap="lg">
      <PageTitle title={t('quotes:title')} description={t('quotes:subtitle')} />
      {canManage ? <UploadQuotes /> : null}
      <QuoteAddress />
      <Group align="flex-end" gap="sm" wrap="wrap">
        {/* On a phone the four statuses are wider than the screen: they scroll, not clip. */}
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            aria-label={t('quotes:list.filter')}
            value={filter}
            onChange={(value) => setParam('status', value === 'all' ? null : value)}
            data={FILTERS.map((value) => ({ value, label: t(`quotes:filter.${value}`) }))}
          />
        </Box>
        <ProjectSelect
          label={t('quotes:list.project')}
          placeholder={t('quotes:list.allProjects')}
          value={projectId ? String(projectId) : ''}
          onChange={(value) => setParam('project', value)}
          w={{ base: '100%', xs: 280 }}
          isCodeShown
        />
      </Group>
      {quotes.isPending || quotes.isError ? (
        <QueryState preferServerMessage query={quotes} errorMessage={t('quotes:list.loadError')} />
      ) : !data || data.quotes.length === 0 ? (
        <EmptyState
          icon={<IconFileOff size={40} aria-hidden />}
          title={t('quotes:list.emptyTitle')}
          description={t('quotes:list.emptyText')}
        />
      ) : (
        <QuoteTable
          data={data}
          label={t('quotes:title')}
          page={page}
          onPage={setPage}
          isProjectShown
        />
      )}
    </Stack>
  );
}

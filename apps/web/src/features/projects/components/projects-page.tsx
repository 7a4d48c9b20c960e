import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PROJECT_STATUSES, type ProjectStatus } from '@app/shared/constants/purchasing';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ListPager } from '#web/components/ui/list-pager.tsx';
import { showNotice } from '#web/components/ui/notify.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import { readPageParam } from '#web/hooks/use-page-param.ts';
import { useProjects } from '#web/api/projects.ts';
import { useSaveProject } from '../api/save-project';
import { ProjectCard } from './project-card';
import { ProjectForm } from './project-form';
import { QueryState } from '#web/components/ui/query-state.tsx';

type StatusFilter = ProjectStatus | 'all';

const STATUS_FILTERS: readonly StatusFilter[] = [...PROJECT_STATUSES, 'all'];

/**
 * The list's view kept in the URL (`?q=`, `?status=`, `?page=`), so that a link, a reload and the
 * back button show the same projects. Page 1 and the default status (active) are left out, and a
 * new search or status starts again at page 1 (docs/product-rules.md § Projects).
 */
function useListView() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = STATUS_FILTERS.find((value) => value === rawStatus) ?? 'active';
  const page = readPageParam(params);
  const update = (changes: Record<string, string | undefined>, options = {}) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    }, options);
  return {
    search: params.get('q') ?? '',
    status,
    page,
    // Typing replaces the history entry instead of adding one per key.
    setSearch: (q: string) => update({ q, page: undefined }, { replace: true }),
    setStatus: (value: StatusFilter) =>
      update({ status: value === 'active' ? undefined : value, page: undefined }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}

/**
 * Projects: search, filter by status, create; each card opens the project. The server searches,
 * filters and pages (50 a page).
 */
export function ProjectsPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, status, page, setSearch, setStatus, setPage } = useListView();
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [isCreating, setIsCreating] = useState(false);
  const projects = useProjects({
    ...(status === 'all' ? {} : { status }),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page,
  });
  const saveProject = useSaveProject();
  const list = projects.data?.projects ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle title={t('projects:title')} description={t('projects:subtitle')} />
        {canManage ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setIsCreating(true)}
          >
            {t('projects:actions.create')}
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('projects:list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          aria-label={t('projects:list.statusFilter')}
          value={status}
          onChange={setStatus}
          data={[
            { value: 'active', label: t('projects:status.active') },
            { value: 'closed', label: t('projects:status.closed') },
            { value: 'all', label: t('projects:list.all') },
          ]}
        />
      </Group>
      <QueryState query={projects} errorMessage={t('projects:errors.fetchFailed')} />
      {projects.data?.total === 0 ? (
        <EmptyState
          icon={<IconFolderOff size={24} />}
          title={t('projects:empty.title')}
          description={t('projects:empty.description')}
        />
      ) : null}
      {list.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </SimpleGrid>
      ) : null}
      {projects.data ? (
        <ListPager
          label={t('projects:list.pages')}
          page={page}
          pageSize={projects.data.page_size}
          total={projects.data.total}
          onChange={setPage}
        />
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        title={t('projects:form.createTitle')}
        size="lg"
      >
        <ProjectForm
          isSaving={saveProject.isPending}
          onCancel={() => setIsCreating(false)}
          onSubmit={async (values) => {
            const project = await saveProject.mutateAsync(values);
            setIsCreating(false);
            showNotice({ key: 'projects:messages.created' });
            void navigate(paths.app.project.getHref(project.id));
          }}
        />
      </Modal>
    </Stack>
  );
}

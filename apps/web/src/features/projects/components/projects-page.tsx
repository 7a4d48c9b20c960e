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
import { useNavigate } from 'react-router';
import type { ProjectStatus } from '@app/shared/constants/purchasing';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { showNotice } from '../../../components/ui/notify';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { usePageParam } from '../../../hooks/use-page-param';
import { useProjects } from '../api/get-projects';
import { useSaveProject } from '../api/save-project';
import { ProjectCard } from './project-card';
import { ProjectForm } from './project-form';
import { QueryState } from '../../../components/ui/query-state';

type StatusFilter = ProjectStatus | 'all';

/**
 * Projects: search, filter by status, create; each card opens the project. The server searches,
 * filters and pages (50 a page, the page is `?page=` in the URL); a new search or filter starts
 * again at page 1.
 */
export function ProjectsPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<StatusFilter>('active');
  const [page, setPage] = usePageParam();
  const [isCreating, setIsCreating] = useState(false);
  const projects = useProjects({
    ...(status === 'all' ? {} : { status }),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page,
  });
  const saveProject = useSaveProject();
  const list = projects.data?.projects ?? [];
  const toFirstPage = () => {
    if (page !== 1) setPage(1);
  };

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
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            toFirstPage();
          }}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          aria-label={t('projects:list.statusFilter')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            toFirstPage();
          }}
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

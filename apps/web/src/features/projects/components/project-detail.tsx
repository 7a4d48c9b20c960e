import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconLock, IconLockOpen, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '#web/components/ui/back-button.tsx';
import { showNotice } from '#web/components/ui/notify.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useSetProjectClosed } from '../api/close-project';
import { useProject } from '#web/api/projects.ts';
import { useSaveProject } from '../api/save-project';
import { ProjectForm } from './project-form';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

type ProjectDetailProps = {
  projectId: number;
  canManage: boolean;
  /** The project's RFQs (the route composes them from the RFQ feature). */
  rfqs: ReactNode;
  /** The quotes filed on the project, with their upload (from the quotes feature). */
  quotes?: ReactNode;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** One project: its facts, edit, close or reopen, its RFQs and its quotes. */
export function ProjectDetail({ projectId, canManage, rfqs, quotes }: ProjectDetailProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const project = useProject(projectId);
  const saveProject = useSaveProject();
  const setClosed = useSetProjectClosed();
  const [isEditing, setIsEditing] = useState(false);

  if (project.isPending || project.isError) {
    return (
      <QueryState
        preferServerMessage
        query={project}
        errorMessage={t('projects:errors.fetchOneFailed')}
      />
    );
  }
  const data = project.data;
  const isActive = data.status === 'active';
  const toggleClosed = () =>
    modals.openConfirmModal({
      title: t(isActive ? 'projects:close.title' : 'projects:reopen.title'),
      centered: true,
      children: (
        <Text size="sm">{t(isActive ? 'projects:close.body' : 'projects:reopen.body')}</Text>
      ),
      labels: { confirm: t('common:actions.confirm'), cancel: t('common:actions.cancel') },
      onConfirm: () =>
        setClosed.mutate(
          { id: data.id, isClosed: isActive },
          {
            onSuccess: () =>
              showNotice({
                key: isActive ? 'projects:messages.closed' : 'projects:messages.reopened',
              }),
            onError: (error) => showNotice(getErrorMessage(error), 'error'),
          },
        ),
    });

  return (
    <Stack gap="lg">
      <BackButton to={paths.app.projects.getHref()} label={t('projects:detail.back')} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <PageTitle title={data.name} description={data.code} />
          <Badge color={isActive ? 'green.9' : 'gray.7'} variant="filled" w="fit-content">
            {t(`projects:status.${data.status}`)}
          </Badge>
        </Stack>
        {canManage ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => setIsEditing(true)}
            >
              {t('common:actions.edit')}
            </Button>
            <Button
              variant="default"
              leftSection={
                isActive ? (
                  <IconLock size={16} aria-hidden />
                ) : (
                  <IconLockOpen size={16} aria-hidden />
                )
              }
              onClick={toggleClosed}
            >
              {t(isActive ? 'projects:actions.close' : 'projects:actions.reopen')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('projects:fields.client')} value={data.client || '—'} />
          <Fact
            label={t('projects:fields.deliveryLocation')}
            value={data.delivery_location?.name ?? t('projects:detail.noLocation')}
          />
          <Fact label={t('projects:fields.currency')} value={data.currency} />
          <Fact label={t('projects:fields.taxRate')} value={`${data.tax_rate} %`} />
          <Fact
            label={t('projects:fields.budget')}
            value={data.budget ? format.numbers.money(data.budget, data.currency) : '—'}
          />
        </SimpleGrid>
      </Paper>
      <Group justify="space-between" gap="sm">
        <Text component="h2" fw={700} fz="lg">
          {t('projects:detail.rfqs')}
        </Text>
        {canManage && isActive ? (
          <Button
            component={Link}
            to={paths.app.newRfq.getHref(data.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('projects:actions.newRfq')}
          </Button>
        ) : null}
      </Group>
      {rfqs}
      {quotes}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={isEditing}
        onClose={() => setIsEditing(false)}
        title={t('projects:form.editTitle')}
        size="lg"
      >
        <ProjectForm
          project={data}
          isSaving={saveProject.isPending}
          onCancel={() => setIsEditing(false)}
          onSubmit={async (values) => {
            await saveProject.mutateAsync({ id: data.id, ...values });
            setIsEditing(false);
            showNotice({ key: 'projects:messages.updated' });
          }}
        />
      </Modal>
    </Stack>
  );
}

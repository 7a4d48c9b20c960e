import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@app/shared/schemas/projects';
import { paths } from '#web/config/paths.ts';

/** One project in the list: the whole card is the link to its detail. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={paths.app.project.getHref(project.id)}
      withBorder
      radius="lg"
      padding="md"
      aria-label={`${project.name} (${project.code})`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate="end">
            {project.name}
          </Text>
          <Badge color={project.status === 'active' ? 'green.9' : 'gray.7'} variant="filled">
            {t(`projects:status.${project.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {project.code}
          {project.client ? ` · ${project.client}` : ''}
        </Text>
        <Text size="sm">{project.delivery_location?.name ?? t('projects:detail.noLocation')}</Text>
        <Text size="sm" c="dimmed">
          {t('projects:list.rfqCount', { count: project.rfq_count })}
        </Text>
      </Stack>
    </Card>
  );
}

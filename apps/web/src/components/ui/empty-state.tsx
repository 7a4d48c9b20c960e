import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: ReactNode; title: string; description?: string; action?: ReactNode };

/** What an empty list shows instead of nothing: what is missing and, if possible, what to do. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {description ? (
        <Text c="dimmed" size="sm" maw={420}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}

import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type ComingSoonItem = { icon: ReactNode; title: string; description: string };

type ComingSoonProps = {
  badge: string;
  title: string;
  description: string;
  items: readonly ComingSoonItem[];
  /** Heading level of the panel's title (a page's first heading is level 1). */
  order?: 1 | 2;
};

/**
 * An honest placeholder: says the part is not built yet and what it will show, with a preview of
 * its parts (dashboard, projects, analytics, billing).
 */
export function ComingSoon({ badge, title, description, items, order = 1 }: ComingSoonProps) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={order} fz={order === 1 ? { base: 26, sm: 30 } : 22} lh={1.2}>
            {title}
          </Title>
          <Badge variant="light" color="indigo" c="indigo.9" radius="sm">
            {badge}
          </Badge>
        </Group>
        <Text c="dimmed" maw={720}>
          {description}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((item) => (
          <Paper
            key={item.title}
            withBorder
            radius="lg"
            p="lg"
            style={{ borderStyle: 'dashed', background: 'var(--mantine-color-gray-0)' }}
          >
            <Stack gap="sm">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                {item.icon}
              </ThemeIcon>
              <Text fw={600} component={order === 1 ? 'h2' : 'h3'} m={0} fz="md">
                {item.title}
              </Text>
              <Text size="sm" c="dimmed">
                {item.description}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

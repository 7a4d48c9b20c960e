import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

type DashboardCardProps = {
  title: string;
  /** The card's figure: a count, or a rate. */
  figure: string;
  /** A line under the figure (what it is made of). */
  summary?: ReactNode;
  /** The card's list page and the link's text. */
  list?: { href: string; label: string };
  /** Shown instead of rows when the card counts nothing: what to do next. */
  empty?: { text: string; action?: { href: string; label: string } } | undefined;
  children?: ReactNode;
};

/**
 * One card of a dashboard (docs/product-rules.md § Dashboard): its count, its first rows and a
 * link to its list; with nothing to count, what to do next.
 */
export function DashboardCard({
  title,
  figure,
  summary,
  list,
  empty,
  children,
}: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="md" id={titleId}>
            {title}
          </Title>
          <Text fz={28} fw={700} lh={1} data-testid="dashboard-figure">
            {figure}
          </Text>
        </Group>
        {summary ? (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        ) : null}
        {empty ? (
          <Stack gap={4} style={{ flex: 1 }}>
            <Text size="sm">{empty.text}</Text>
            {empty.action ? (
              <Anchor component={Link} to={empty.action.href} size="sm" fw={600}>
                {empty.action.label}
              </Anchor>
            ) : null}
          </Stack>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none', flex: 1 }}>
            {children}
          </Stack>
        )}
        {list ? (
          <Anchor component={Link} to={list.href} size="sm">
            {list.label}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

/** One row of a card: a link to the entry and a line about it. */
export function DashboardRow({
  href,
  label,
  detail,
  aside,
}: {
  href: string;
  label: string;
  detail: string;
  aside?: string | undefined;
}) {
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={href} size="sm" fw={600} truncate="end">
            {label}
          </Anchor>
          <Text size="xs" c="dimmed" truncate="end">
            {detail}
          </Text>
        </Stack>
        {aside ? (
          <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
            {aside}
          </Text>
        ) : null}
      </Group>
    </li>
  );
}

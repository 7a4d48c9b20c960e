import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@app/shared/schemas/locations';

/** Street line and city line of a location, skipping what is empty. */
export function formatAddress(location: Location): string[] {
  const street = [location.route, location.street_number].filter(Boolean).join(' ');
  const unit = [location.floor, location.apartment].filter(Boolean).join(', ');
  const city = [location.postal_code, location.city].filter(Boolean).join(' ');
  const region = [city, location.state, location.country].filter(Boolean).join(', ');
  return [[street, unit].filter(Boolean).join(', '), region].filter(Boolean);
}

type LocationCardProps = {
  location: Location;
  typeName: string;
  canManage: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

export function LocationCard({
  location,
  typeName,
  canManage,
  isDeleting,
  onEdit,
  onDelete,
}: LocationCardProps) {
  const { t } = useTranslation();
  const editLabel = t('my-locations:actions.edit', { name: location.name });
  const deleteLabel = t('my-locations:actions.delete', { name: location.name });
  return (
    <Paper withBorder radius="lg" p="md" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <IconMapPin
            size={22}
            aria-hidden
            color="var(--mantine-color-indigo-8)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} component="h3" fz="md" m={0} style={{ overflowWrap: 'anywhere' }}>
                {location.name}
              </Text>
              <Badge variant="light" c="indigo.9" radius="sm">
                {typeName}
              </Badge>
            </Group>
            {formatAddress(location).map((line) => (
              <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </Stack>
        </Group>
        {canManage ? (
          <Group gap={2} wrap="nowrap">
            <Tooltip label={editLabel} withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="dark"
                size="lg"
                aria-label={editLabel}
                onClick={onEdit}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={deleteLabel} withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                aria-label={deleteLabel}
                onClick={onDelete}
                loading={isDeleting}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

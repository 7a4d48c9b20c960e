import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * Shown while the interface language or a route chunk loads. Without a `label` its accessible
 * name is fixed in both languages, because it can show before any translation is ready.
 */
export function FullScreenLoader({ label }: { label?: string }) {
  return (
    <Center
      mih="100dvh"
      role="status"
      aria-live="polite"
      aria-label={label ?? 'Cargando… / Loading…'}
    >
      <Stack align="center" gap="md">
        <Loader size="lg" />
        {label ? <Text c="dimmed">{label}</Text> : null}
      </Stack>
    </Center>
  );
}

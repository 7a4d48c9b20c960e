import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Cotiza mark and name. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconBuildingFactory2 size={22} stroke={1.8} />
      </ThemeIcon>
      <Text fw={800} fz={22} c={inverted ? 'white' : 'dark.8'} style={{ letterSpacing: -0.3 }}>
        {t('common:appName')}
      </Text>
    </Group>
  );
}

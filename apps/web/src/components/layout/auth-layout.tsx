import { Box, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../ui/brand-logo';
import { LanguageSwitch } from '../ui/language-switch';
import classes from './layout.module.css';

const POINTS = [
  'common:brandPanel.points.digitize',
  'common:brandPanel.points.compare',
  'common:brandPanel.points.profit',
] as const;

/** Split screen for the sign-in family of pages: brand panel left (wide screens), form right. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.split}>
      <aside className={classes.brandPanel} aria-label={t('common:appName')}>
        <Link to="/" className={classes.brandLink}>
          <BrandLogo inverted />
        </Link>
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={32} lh={1.2}>
            {t('common:tagline')}
          </Title>
          <List
            spacing="md"
            c="indigo.0"
            icon={
              <ThemeIcon size={24} radius="xl" color="white" variant="white" aria-hidden>
                <IconCheck size={16} color="var(--mantine-color-indigo-9)" />
              </ThemeIcon>
            }
          >
            {POINTS.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="indigo.1">
          © {new Date().getFullYear()} {t('common:appName')}
        </Text>
      </aside>
      <div className={classes.formSide}>
        <Group component="header" justify="space-between" className={classes.formHeader}>
          <Link to="/" className={`${classes.brandLink} ${classes.mobileOnly}`}>
            <BrandLogo />
          </Link>
          <Box ml="auto">
            <LanguageSwitch />
          </Box>
        </Group>
        <Box component="main" id="main" className={classes.formMain}>
          <Box w="100%" maw={wide ? 560 : 420}>
            {children}
          </Box>
        </Box>
      </div>
    </div>
  );
}

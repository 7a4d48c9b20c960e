import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../ui/brand-logo';
import { LanguageSwitch } from '../ui/language-switch';
import classes from './layout.module.css';

/** Brand and language switch, with room for actions (login, sign-up) on the right. */
export function PublicHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.brandLink} aria-label={t('common:appName')}>
            <BrandLogo />
          </Link>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            {actions}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

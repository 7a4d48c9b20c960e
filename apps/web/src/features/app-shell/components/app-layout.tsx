import { AppShell, Box, Burger, Container, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChartBar,
  IconClipboardCheck,
  IconFileCheck,
  IconFileInvoice,
  IconBuildingStore,
  IconFolders,
  IconInbox,
  IconLayoutDashboard,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '#web/components/ui/brand-logo.tsx';
import { paths } from '#web/config/paths.ts';
import { getCachedFirstName } from '#web/lib/auth-storage.ts';
import classes from './app-layout.module.css';
import { UserMenu } from './user-menu';

export type ShellUser = {
  firstName?: string;
  lastName?: string;
  email?: string;
  avatar?: string | null;
  /** Account executives see the back office instead of the company screens. */
  isStaff?: boolean;
  /** Provider companies answer RFQs (inbox); buyer companies and retail users buy. */
  isProvider?: boolean;
};

type NavItem = { href: string; label: string; icon: ReactNode; isExact?: boolean };

function useNavItems(isStaff: boolean, isProvider: boolean): NavItem[] {
  const { t } = useTranslation();
  if (isStaff) {
    return [
      {
        href: paths.app.backoffice.getHref(),
        label: t('shell:nav.backoffice'),
        icon: <IconClipboardCheck size={20} aria-hidden />,
      },
    ];
  }
  return [
    {
      href: paths.app.root.getHref(),
      label: t('shell:nav.dashboard'),
      icon: <IconLayoutDashboard size={20} aria-hidden />,
      isExact: true,
    },
    ...(isProvider
      ? [
          {
            href: paths.app.inbox.getHref(),
            label: t('shell:nav.inbox'),
            icon: <IconInbox size={20} aria-hidden />,
          },
          {
            href: paths.app.inboxPurchaseOrders.getHref(),
            label: t('shell:nav.inboxPurchaseOrders'),
            icon: <IconFileCheck size={20} aria-hidden />,
          },
        ]
      : [
          {
            href: paths.app.projects.getHref(),
            label: t('shell:nav.projects'),
            icon: <IconFolders size={20} aria-hidden />,
          },
          {
            href: paths.app.quotes.getHref(),
            label: t('shell:nav.quotes'),
            icon: <IconFileInvoice size={20} aria-hidden />,
          },
          {
            href: paths.app.purchaseOrders.getHref(),
            label: t('shell:nav.purchaseOrders'),
            icon: <IconFileCheck size={20} aria-hidden />,
          },
          {
            href: paths.app.suppliers.getHref(),
            label: t('shell:nav.suppliers'),
            icon: <IconBuildingStore size={20} aria-hidden />,
          },
          // Buyers only: a provider's own analytics do not exist yet (docs/product-rules.md
          // § Analytics).
          {
            href: paths.app.analytics.getHref(),
            label: t('shell:nav.analytics'),
            icon: <IconChartBar size={20} aria-hidden />,
          },
        ]),
    {
      href: paths.app.settings.getHref(),
      label: t('shell:nav.settings'),
      icon: <IconSettings size={20} aria-hidden />,
    },
  ];
}

type AppLayoutProps = {
  user: ShellUser;
  /** The language switch of the header (it saves the choice in the profile). */
  languageControl?: ReactNode;
  children: ReactNode;
};

/**
 * The signed-in layout: sidebar (a menu behind a burger on a phone), greeting with the first name
 * (the cached one at once, the profile's when it arrives) and the avatar menu.
 */
export function AppLayout({ user, languageControl, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navItems = useNavItems(user.isStaff ?? false, user.isProvider ?? false);
  const firstName = user.firstName || getCachedFirstName();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || firstName || '';

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
    >
      <a href="#main" className={classes.skipLink}>
        {t('common:skipToContent')}
      </a>
      <AppShell.Header>
        <Group
          h="100%"
          px={{ base: 'sm', sm: 'md' }}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
        >
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(isNavOpen ? 'shell:nav.close' : 'shell:nav.open')}
              aria-expanded={isNavOpen}
              aria-controls="app-navigation"
            />
            <Link
              to={paths.app.root.getHref()}
              className={classes.brandLink}
              aria-label={t('common:appName')}
            >
              <BrandLogo />
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap" className={classes.greeting}>
            <Text fw={600} truncate="end" aria-live="polite">
              {firstName ? t('shell:greeting', { name: firstName }) : t('shell:greetingNoName')}
            </Text>
            <Box visibleFrom="sm">{languageControl}</Box>
            <UserMenu fullName={fullName} email={user.email} avatar={user.avatar ?? null} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" id="app-navigation" aria-label={t('shell:nav.label')} component="nav">
        <Stack gap={4} style={{ flex: 1 }}>
          {navItems.map((item) => {
            const isActive = item.isExact ? pathname === item.href : pathname.startsWith(item.href);
            return (
              <NavLink
                key={item.href}
                component={Link}
                to={item.href}
                label={item.label}
                leftSection={item.icon}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={close}
                className={classes.navLink}
                variant="light"
              />
            );
          })}
        </Stack>
        <Box hiddenFrom="sm" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {languageControl}
        </Box>
      </AppShell.Navbar>
      <AppShell.Main id="main" className={classes.main}>
        <Container size="xl" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useLogout } from '../api/logout';
import classes from './app-layout.module.css';

type UserMenuProps = { fullName: string; email?: string; avatar: string | null };

/** The avatar in the header: opens the profile or logs out. */
export function UserMenu({ fullName, email, avatar }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('shell:userMenu.label')}>
          <Group gap={6} wrap="nowrap">
            <Avatar
              src={avatar}
              name={fullName}
              color="indigo"
              variant="filled"
              radius="xl"
              size={36}
              alt=""
            />
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {fullName || email ? (
          <Menu.Label>
            <Text size="sm" fw={600} c="dark.8" truncate>
              {fullName}
            </Text>
            {email ? (
              <Text size="xs" c="dimmed" truncate>
                {email}
              </Text>
            ) : null}
          </Menu.Label>
        ) : null}
        <Menu.Item
          component={Link}
          to={paths.app.profile.getHref()}
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          {t('shell:userMenu.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('common:actions.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

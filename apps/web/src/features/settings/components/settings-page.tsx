import { Stack, Tabs } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuilding,
  IconCreditCard,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import type { SettingsTab } from '../utils/settings-tabs';

const TAB_META: Record<SettingsTab, { label: string; icon: ReactNode }> = {
  company: { label: 'settings:tabs.company', icon: <IconBuilding size={18} aria-hidden /> },
  members: { label: 'settings:tabs.members', icon: <IconUsers size={18} aria-hidden /> },
  locations: { label: 'settings:tabs.locations', icon: <IconMapPin size={18} aria-hidden /> },
  fx: { label: 'settings:tabs.fx', icon: <IconArrowsExchange size={18} aria-hidden /> },
  billing: { label: 'settings:tabs.billing', icon: <IconCreditCard size={18} aria-hidden /> },
};

type SettingsPageProps = {
  tabs: readonly SettingsTab[];
  /** The content of each tab; routes compose them from the company, members and locations features. */
  panels: Partial<Record<SettingsTab, ReactNode>>;
};

/** /in/settings: one tab per part; the open tab is kept in the address (`?tab=`). */
export function SettingsPage({ tabs, panels }: SettingsPageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = tabs.find((tab) => tab === requested) ?? tabs[0];
  return (
    <Stack gap="xl">
      <PageTitle title={t('settings:title')} description={t('settings:subtitle')} />
      <Tabs
        value={active ?? null}
        onChange={(value) => value && setSearchParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} leftSection={TAB_META[tab].icon}>
              {t(TAB_META[tab].label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {panels[tab]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

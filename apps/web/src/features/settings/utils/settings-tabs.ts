import type { UserType } from '@app/shared/constants/domain';

export const SETTINGS_TABS = ['company', 'members', 'locations', 'fx', 'billing'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * Tabs by user type (docs/product-rules.md § Screens): buyer companies see them all; providers all
 * but the exchange rates (they do not compare offers); retail users locations, exchange rates and
 * billing; account executives (no user type) have no company settings.
 */
export function getSettingsTabs(userType: UserType | null): readonly SettingsTab[] {
  switch (userType) {
    case 'Company User':
      return SETTINGS_TABS;
    case 'Provider User':
      return SETTINGS_TABS.filter((tab) => tab !== 'fx');
    case 'Retail User':
      return ['locations', 'fx', 'billing'];
    default:
      return [];
  }
}

import type { UserType } from '@app/shared/constants/domain';

export const SETTINGS_TABS = ['company', 'members', 'locations', 'billing'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * Tabs by user type (docs/product-rules.md § Screens): providers and buyer companies see all four; retail users
 * only locations and billing; account executives (no user type) have no company settings.
 */
export function getSettingsTabs(userType: UserType | null): readonly SettingsTab[] {
  switch (userType) {
    case 'Provider User':
    case 'Company User':
      return SETTINGS_TABS;
    case 'Retail User':
      return ['locations', 'billing'];
    default:
      return [];
  }
}

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Profile } from '@app/shared/schemas/users';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { getSettingsTabs } from '../utils/settings-tabs';

function openSettings(profile: Partial<Profile>, path = '/in/settings') {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(http.get(apiUrl(API_PATHS.profile), () => HttpResponse.json(buildProfile(profile))));
  return renderApp(path);
}

async function tabNames() {
  const list = await screen.findByRole('tablist', {}, { timeout: 10_000 });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

const COMPANY_TABS = ['My Company Information', 'User Management', 'My Locations', 'Billing'];

describe('settings tabs', () => {
  it('shows company information, user management, locations and billing to a Provider User', async () => {
    openSettings({ user_type: 'Provider User' });
    expect(await tabNames()).toEqual(COMPANY_TABS);
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Aceros del Norte',
    );
  });

  it('shows a Company User the same tabs and its exchange rates', async () => {
    openSettings({ user_type: 'Company User', role: 'BUYER' });
    expect(await tabNames()).toEqual([...COMPANY_TABS.slice(0, 3), 'Exchange rates', 'Billing']);
  });

  it('shows only locations, exchange rates and billing to a Retail User', async () => {
    openSettings({ user_type: 'Retail User' });
    expect(await tabNames()).toEqual(['My Locations', 'Exchange rates', 'Billing']);
    expect(await screen.findByRole('heading', { name: 'My Locations' })).toBeInTheDocument();
  });

  it('shows an account executive no company tabs, only the way to the back office and profile', async () => {
    openSettings({ user_type: null, role: null, is_staff: true });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No company settings for account executives' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open registrations' })).toHaveAttribute(
      'href',
      '/in/backoffice',
    );
    expect(screen.getByRole('link', { name: 'Open my profile' })).toHaveAttribute(
      'href',
      '/in/profile',
    );
  });

  it('opens the tab named in the address and keeps the chosen tab there', async () => {
    const { user, location } = openSettings(
      { user_type: 'Provider User' },
      '/in/settings?tab=billing',
    );
    await tabNames();
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Locations' }));
    expect(location().search).toBe('?tab=locations');
  });

  it('maps every user type to its tabs', () => {
    expect(getSettingsTabs('Provider User')).toEqual([
      'company',
      'members',
      'locations',
      'billing',
    ]);
    expect(getSettingsTabs('Company User')).toEqual([
      'company',
      'members',
      'locations',
      'fx',
      'billing',
    ]);
    expect(getSettingsTabs('Retail User')).toEqual(['locations', 'fx', 'billing']);
    expect(getSettingsTabs(null)).toEqual([]);
  });
});

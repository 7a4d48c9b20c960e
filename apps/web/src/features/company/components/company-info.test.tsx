import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Profile } from '@app/shared/schemas/users';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

function openCompany(profile: Partial<Profile> = {}) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(http.get(apiUrl(API_PATHS.profile), () => HttpResponse.json(buildProfile(profile))));
  return renderApp('/in/settings?tab=company');
}

describe('my company information', () => {
  it('lets an ADMIN rename the company and confirms the save', async () => {
    let sent: unknown;
    server.use(
      http.patch(apiUrl(API_PATHS.companyMine), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ name: 'Aceros del Sur', type: 'provider', country: 'MX' });
      }),
    );
    const { user } = openCompany({ role: 'ADMIN' });
    const name = await screen.findByRole('textbox', { name: /Company name/ }, { timeout: 10_000 });
    await user.clear(name);
    await user.type(name, 'Aceros del Sur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The company name has been saved.')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Aceros del Sur', country: 'MX' });
  });

  it('moves the company to Spain, and its amounts to a decimal comma at once', async () => {
    let sent: unknown;
    server.use(
      http.patch(apiUrl(API_PATHS.companyMine), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ name: 'Aceros del Norte', type: 'provider', country: 'ES' });
      }),
    );
    const { user } = openCompany({ role: 'OWNER' });
    const country = await screen.findByRole('combobox', { name: 'Country' }, { timeout: 10_000 });
    expect(screen.getByText(/as in this country: 1,234,567.90 MXN/)).toBeInTheDocument();
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    // The example follows the choice before it is saved.
    expect(screen.getByText(/as in this country: 1.234.567,90 MXN/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The company name has been saved.')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Aceros del Norte', country: 'ES' });
  });

  it('says "Failed to save company name" when the save fails', async () => {
    server.use(
      http.patch(apiUrl(API_PATHS.companyMine), () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = openCompany();
    const name = await screen.findByRole('textbox', { name: /Company name/ }, { timeout: 10_000 });
    await user.type(name, ' SA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save company name')).toBeInTheDocument();
  });

  it('shows a STAFF member the name read-only', async () => {
    openCompany({ role: 'STAFF' });
    expect(
      await screen.findByText('Aceros del Norte', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Only owners and administrators can change the company name.'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import {
  cacheFirstName,
  getAccessToken,
  getCachedFirstName,
  getRefreshToken,
  storeTokens,
} from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

function signIn() {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
}

describe('signed-in layout', () => {
  it('greets with the cached first name at once, then with the profile’s', async () => {
    signIn();
    cacheFirstName('Anita');
    server.use(
      http.get(apiUrl(API_PATHS.profile), async () => {
        await delay(150);
        return HttpResponse.json(buildProfile({ first_name: 'Ana María' }));
      }),
    );
    renderApp('/in');
    expect(await screen.findByText('Hello, Anita', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ana María')).toBeInTheDocument();
    expect(getCachedFirstName()).toBe('Ana María');
  });

  it('offers a buyer dashboard, projects, quotes, suppliers, analytics and settings in the sidebar', async () => {
    signIn();
    server.use(
      http.get(apiUrl(API_PATHS.profile), () =>
        HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
      ),
    );
    renderApp('/in');
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Suppliers' })).toBeInTheDocument(),
    );
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/in'],
      ['Projects', '/in/projects'],
      ['Quotes', '/in/quotes'],
      ['Purchase orders', '/in/purchase-orders'],
      ['Suppliers', '/in/suppliers'],
      ['Analytics', '/in/analytics'],
      ['Settings', '/in/settings'],
    ]);
    expect(within(nav).queryByRole('link', { name: 'Registrations' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'RFQs received' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers a provider the RFQs it received instead of projects and suppliers', async () => {
    signIn();
    renderApp('/in');
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'RFQs received' })).toBeInTheDocument(),
    );
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/in'],
      ['RFQs received', '/in/inbox'],
      ['Orders received', '/in/inbox/purchase-orders'],
      ['Settings', '/in/settings'],
    ]);
  });

  it("takes a provider who opens the buyer's analytics address to its dashboard", async () => {
    signIn();
    renderApp('/in/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('opens the profile from the avatar menu', async () => {
    signIn();
    const { user, location } = renderApp('/in');
    await screen.findByText('Hello, Ana', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    await waitFor(() => expect(location().pathname).toBe('/in/profile'));
  });

  it('logs out: ends the session on the server with the refresh token and clears the local data', async () => {
    signIn();
    let blacklisted: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.tokenBlacklist), async ({ request }) => {
        blacklisted = await request.json();
        return HttpResponse.json({ message: 'You have been signed out.' });
      }),
    );
    const { user, location } = renderApp('/in');
    await screen.findByText('Hello, Ana', {}, { timeout: 10_000 });
    expect(getCachedFirstName()).toBe('Ana');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(blacklisted).toEqual({ refresh: 'refresh-1' });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getCachedFirstName()).toBeNull();
  });

  it('still clears the local data when the server cannot end the session', async () => {
    signIn();
    server.use(http.post(apiUrl(API_PATHS.tokenBlacklist), () => HttpResponse.error()));
    const { user, location } = renderApp('/in');
    await screen.findByText('Hello, Ana', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });

  it('sends /in/dashboard and any unknown /in path to /in', async () => {
    signIn();
    const { location } = renderApp('/in/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/in');
  });

  it('opens the analytics page from the sidebar', async () => {
    signIn();
    server.use(
      http.get(apiUrl(API_PATHS.profile), () =>
        HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
      ),
    );
    const { user } = renderApp('/in');
    await user.click(await screen.findByRole('link', { name: 'Analytics' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Spend by supplier' })).toBeInTheDocument();
  });

  it('takes the language kept in the profile', async () => {
    signIn();
    server.use(
      http.get(apiUrl(API_PATHS.profile), () =>
        HttpResponse.json(buildProfile({ language: 'es' })),
      ),
    );
    renderApp('/in');
    expect(await screen.findByText('Hola, Ana', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
  });

  it('saves the language switched in the header in the profile', async () => {
    signIn();
    let saved: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.setUserLanguage), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: 'Idioma guardado.' });
      }),
    );
    const { user } = renderApp('/in');
    await screen.findByText('Hello, Ana', {}, { timeout: 10_000 });
    await user.click(screen.getAllByRole('button', { name: 'Español' })[0]!);
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual({ language: 'es' }));
  });
});

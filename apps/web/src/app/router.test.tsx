import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accountContracts } from '@app/shared/api/contracts/account';
import { authContracts } from '@app/shared/api/contracts/auth';
import { request } from '../lib/api-client';
import { getAccessToken, storeTokens } from '../lib/auth-storage';
import { buildProfile } from '../testing/app-handlers';
import { contractUrl } from '../testing/api-url';
import { server } from '../testing/server';
import { renderApp } from '../testing/test-utils';

describe('routes', () => {
  it('sends an unknown path to /in, and a signed-out visitor on to /login', async () => {
    const { location } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it('lands on /login with the session-expired message when the refresh fails', async () => {
    storeTokens({ access: 'stale', refresh: 'spent' });
    server.use(
      http.get(contractUrl(accountContracts.profile), () =>
        HttpResponse.json({ error: 'x' }, { status: 401 }),
      ),
      http.post(contractUrl(authContracts.refresh), () =>
        HttpResponse.json({ error: 'x' }, { status: 401 }),
      ),
    );
    const { location } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await request(accountContracts.profile).catch(() => undefined);

    expect(
      await screen.findByText(
        'Your session has expired. Please log in again',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });

  it('shows the next user who signs in their own data, not what the expired session had loaded', async () => {
    const firstNameByToken: Record<string, string> = {
      'access-ana': 'Ana',
      'access-bruno': 'Bruno',
    };
    let isAnaSessionOver = false;
    server.use(
      http.get(contractUrl(accountContracts.profile), async ({ request }) => {
        const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
        const firstName = firstNameByToken[token];
        if (!firstName || (firstName === 'Ana' && isAnaSessionOver)) {
          return HttpResponse.json({ error: 'x' }, { status: 401 });
        }
        // Bruno's profile takes a moment, long enough to see what the page draws meanwhile.
        if (firstName === 'Bruno') await delay(300);
        return HttpResponse.json(buildProfile({ first_name: firstName }));
      }),
      http.post(contractUrl(authContracts.refresh), () =>
        HttpResponse.json({ error: 'x' }, { status: 401 }),
      ),
      http.post(contractUrl(authContracts.login), () =>
        HttpResponse.json({ access: 'access-bruno', refresh: 'refresh-bruno' }),
      ),
    );
    storeTokens({ access: 'access-ana', refresh: 'refresh-ana' });
    const { user, location } = renderApp('/in');
    expect(await screen.findByText('Hello, Ana', {}, { timeout: 10_000 })).toBeInTheDocument();

    isAnaSessionOver = true;
    await request(accountContracts.profile).catch(() => undefined);
    await screen.findByText('Your session has expired. Please log in again', {}, { timeout: 5000 });

    await user.type(screen.getByLabelText(/^Email/), 'bruno@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/in'));
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
    expect(screen.queryByText(/\bAna\b/)).not.toBeInTheDocument();

    expect(await screen.findByText('Hello, Bruno', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/\bAna\b/)).not.toBeInTheDocument();
  });
});

describe('scroll position', () => {
  it('starts a page reached by a link at the top, and leaves back navigation to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, location, goBack } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: /Log in|I already have an account/ })[0]!);
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    act(() => goBack());
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('landing page', () => {
  it('offers login and sign-up, and three feature blurbs', async () => {
    renderApp('/');
    const main = await screen.findByRole('main');
    expect(within(main).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /Sign up|Create your account/ })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(
      screen.getAllByRole('link', { name: /Log in|I already have an account/ })[0],
    ).toHaveAttribute('href', '/login');
  });

  it('switches the language to Spanish and back', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Every quote, compared and under control' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { name: 'Cada cotización, comparada y bajo control' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('language')).toBe('es');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { name: 'Every quote, compared and under control' }),
    ).toBeInTheDocument();
  });
});

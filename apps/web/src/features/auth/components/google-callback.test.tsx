import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken } from '#web/lib/auth-storage.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { startGoogleNonce } from '../utils/google-nonce';

const tokens = encodeURIComponent(JSON.stringify({ access: 'g-access', refresh: 'g-refresh' }));

describe('Google callback', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the tokens of a sign-in this tab started and lands in the signed-in area', async () => {
    const nonce = startGoogleNonce();
    const { location } = renderApp(`/google-callback?nonce=${nonce}&tokens=${tokens}`);
    await waitFor(() => expect(location().pathname).toBe('/in'), { timeout: 5000 });
    expect(getAccessToken()).toBe('g-access');
    expect(getRefreshToken()).toBe('g-refresh');
    expect(window.location.search).not.toContain('g-access');
  });

  it('refuses tokens this tab did not ask for: a crafted link leaves the visitor signed out', async () => {
    const { location } = renderApp(`/google-callback?nonce=guessed&tokens=${tokens}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Google sign-in was started in another browser.',
    );
    expect(location().pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('uses a nonce once: the same link opened again is refused', async () => {
    const nonce = startGoogleNonce();
    const first = renderApp(`/google-callback?nonce=${nonce}&tokens=${tokens}`);
    await waitFor(() => expect(first.location().pathname).toBe('/in'), { timeout: 5000 });
    first.unmount();
    localStorage.clear();
    const again = renderApp(`/google-callback?nonce=${nonce}&tokens=${tokens}`);
    await waitFor(() => expect(again.location().pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });

  it('carries a known error code to /login, where it is worded in the page language', async () => {
    const { location } = renderApp('/google-callback?error=googleNoAccount');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no active account for this Google email.',
    );
    expect(location().pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });

  it('shows no text of a link’s own making on /login', async () => {
    renderApp('/login?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Call \+1 555/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken } from '../../../lib/auth-storage';
import { renderApp } from '../../../testing/test-utils';

describe('Google callback', () => {
  it('stores the tokens and lands in the signed-in area through /in/dashboard', async () => {
    const tokens = encodeURIComponent(JSON.stringify({ access: 'g-access', refresh: 'g-refresh' }));
    const { location } = renderApp(`/google-callback?tokens=${tokens}`);
    await waitFor(() => expect(location().pathname).toBe('/in'), { timeout: 5000 });
    expect(getAccessToken()).toBe('g-access');
    expect(getRefreshToken()).toBe('g-refresh');
  });

  it('carries the error to /login, where it is shown', async () => {
    const { location } = renderApp('/google-callback?error=No%20account%20here');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account here');
    expect(location().pathname).toBe('/login');
    expect(location().search).toBe('?error=No+account+here');
    expect(getAccessToken()).toBeNull();
  });
});

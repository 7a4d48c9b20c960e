import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { getAccessToken, getRefreshToken } from '#web/lib/auth-storage.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome back' });
  return view;
}

describe('login', () => {
  it('stores the tokens and goes to the signed-in area', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.token), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ access: 'access-1', refresh: 'refresh-1' });
      }),
    );
    const { user, location } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'Ana@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location().pathname).toBe('/in'));
    expect(sent).toEqual({ email: 'ana@example.com', password: 'Obra#2024x' });
    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('says "Invalid email or password." when the credentials are refused, and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.token), () =>
        HttpResponse.json(
          { error: 'Invalid email or password.', error_code: 'invalid_credentials' },
          { status: 401 },
        ),
      ),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(getAccessToken()).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
  });

  it("shows the server's message when the registration still awaits approval", async () => {
    const waiting =
      "Your registration is waiting for an account executive's approval. We will email you a link to activate your account as soon as it is approved.";
    server.use(
      http.post(apiUrl(API_PATHS.token), () =>
        HttpResponse.json({ error: waiting }, { status: 403 }),
      ),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(waiting);
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('validates the fields with the shared login schema before calling the API', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('focuses the first wrong field, and checks the fields again as the user corrects them', async () => {
    const { user } = await openLogin();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This field is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'x');
    await waitFor(() =>
      expect(screen.queryByText('This field is required.')).not.toBeInTheDocument(),
    );
  });

  it('names the show-password button in the user language, and it shows the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('words the error code carried in the error query parameter', async () => {
    await openLogin('/login?error=googleNoAccount');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no active account for this Google email.',
    );
  });

  it('shows the session-expired message after a failed refresh', async () => {
    await openLogin('/login?expired=1');
    expect(screen.getByText('Your session has expired. Please log in again')).toBeInTheDocument();
  });

  it('links to sign-up, forgot password and back to the landing page', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
  });

  it('starts Google sign-in with the callback address and language, then leaves for Google', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'http://localhost:3000',
      assign,
    });
    let sent: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.googleLogin), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ authorization_url: 'https://accounts.example.test/auth' });
      }),
    );
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example.test/auth'));
    expect(sent).toEqual({
      callback_url: `http://localhost:3000/google-callback?nonce=${sessionStorage.getItem('cotiza.googleNonce')}`,
      language: 'en',
    });
    expect(sessionStorage.getItem('cotiza.googleNonce')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the Google button busy while leaving, and frees it when Back brings the page back', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    server.use(
      http.post(apiUrl(API_PATHS.googleLogin), () =>
        HttpResponse.json({ authorization_url: 'https://accounts.example.test/auth' }),
      ),
    );
    const { user } = await openLogin();
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(button).toHaveAttribute('data-loading');

    // The back-forward cache restores the page as it was left.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(button).not.toHaveAttribute('data-loading');
    expect(button).toBeEnabled();
  });

  it('shows the server message when Google sign-in is not configured', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.googleLogin), () =>
        HttpResponse.json({ error: 'Google sign-in is not configured.' }, { status: 503 }),
      ),
    );
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not configured.');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('forgot password', () => {
  it('shows the server message after asking for a reset link', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we have sent a link/)).toBeInTheDocument();
  });

  it('says "An error occurred. Please try again." when the request fails', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.passwordReset), () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });
});

describe('reset password', () => {
  it('says "Passwords do not match" when the confirmation differs', async () => {
    const { user } = renderApp('/reset-password/MQ/abc-123');
    await user.type(await screen.findByLabelText(/^New password/), 'Obra#2024x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Obra#2024y');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends the new password and goes to /login 3 s after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.passwordResetConfirm('MQ', 'abc-123')), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Your password has been reset.' });
      }),
    );
    const { user, location } = renderApp('/reset-password/MQ/abc-123', { withFakeTimers: true });
    await user.type(await screen.findByLabelText(/^New password/), 'Obra#2024x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(/Your password has been reset\./)).toBeInTheDocument();
    expect(sent).toEqual({ new_password: 'Obra#2024x' });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(location().pathname).toBe('/reset-password/MQ/abc-123');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('says "An error occurred. Please try again." when the reset fails', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.passwordResetConfirm(':uidb64', ':token')), () =>
        HttpResponse.json(
          { error: 'The password reset link is invalid or has expired.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/reset-password/MQ/abc-123');
    await user.type(await screen.findByLabelText(/^New password/), 'Obra#2024x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });
});

describe('accept invitation', () => {
  it('accepts with the token and password, then goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.acceptInvitation), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, location } = renderApp('/accept-invitation/tok-1', { withFakeTimers: true });
    await user.type(await screen.findByLabelText(/^New password/), 'Obra#2024x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText(/Invitation accepted\./)).toBeInTheDocument();
    expect(sent).toEqual({ token: 'tok-1', password: 'Obra#2024x' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it("shows the server's error text when accepting fails", async () => {
    server.use(
      http.post(apiUrl(API_PATHS.acceptInvitation), () =>
        HttpResponse.json(
          { error: 'This invitation has expired. Ask for a new one.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/accept-invitation/tok-1');
    await user.type(await screen.findByLabelText(/^New password/), 'Obra#2024x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask for a new one.',
    );
  });

  it('says "Failed to accept invitation" when the server gives no text', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.acceptInvitation), () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderApp('/accept-invitation/tok-1');
    await user.type(await screen.findByLabelText(/^New password/), 'Obra#2024x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Obra#2024x');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to accept invitation');
  });
});

describe('account activation', () => {
  it('shows the server message and a go-to-home button', async () => {
    renderApp('/users/activate/MQ/abc-123');
    expect(await screen.findByText('Your account has been activated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('says the activation failed when the link is refused', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.activate(':uidb64', ':token')), () =>
        HttpResponse.json({ error: 'The token is invalid or has expired.' }, { status: 400 }),
      ),
    );
    renderApp('/users/activate/MQ/abc-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account activation failed. Please try again or contact support.',
    );
  });
});

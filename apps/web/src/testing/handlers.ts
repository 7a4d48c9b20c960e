import { http, HttpResponse } from 'msw';
import { API_BASE, API_PATHS } from '@app/shared/api/paths';
import { appHandlers } from './app-handlers';

/** An absolute MSW pattern for an API path (requests go to the same origin under /api). */
export function apiUrl(path: string): string {
  return `*${API_BASE}${path}`;
}

/** Default answers: the happy path of every public call. Tests override them with server.use. */
export const handlers = [
  http.post(apiUrl(API_PATHS.token), () =>
    HttpResponse.json({ access: 'access-1', refresh: 'refresh-1' }),
  ),
  http.post(apiUrl(API_PATHS.tokenRefresh), () =>
    HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' }),
  ),
  http.post(apiUrl(API_PATHS.googleLogin), () =>
    HttpResponse.json({ authorization_url: 'https://accounts.example.test/auth?state=1' }),
  ),
  http.post(apiUrl(API_PATHS.checkEmail), () => HttpResponse.json({ available: true })),
  http.post(apiUrl(API_PATHS.register), () =>
    HttpResponse.json({ id: 1, email: 'ana@example.com' }, { status: 201 }),
  ),
  http.post(apiUrl(API_PATHS.passwordReset), () =>
    HttpResponse.json({ message: 'If an account exists for this email, we have sent a link.' }),
  ),
  http.post(apiUrl(API_PATHS.passwordResetConfirm(':uidb64', ':token')), () =>
    HttpResponse.json({ message: 'Your password has been reset.' }),
  ),
  http.get(apiUrl(API_PATHS.activate(':uidb64', ':token')), () =>
    HttpResponse.json({ message: 'Your account has been activated.' }),
  ),
  http.post(apiUrl(API_PATHS.acceptInvitation), () =>
    HttpResponse.json({ message: 'Invitation accepted.' }),
  ),
  ...appHandlers,
];

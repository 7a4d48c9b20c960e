import { http, HttpResponse } from 'msw';
import { contractUrl } from './api-url';
import { accountContracts } from '@app/shared/api/contracts/account';
import { authContracts } from '@app/shared/api/contracts/auth';
import { companiesContracts } from '@app/shared/api/contracts/companies';
import { invitationsContracts } from '@app/shared/api/contracts/invitations';
import { appHandlers } from './app-handlers';

/** Default answers: the happy path of every public call. Tests override them with server.use. */
export const handlers = [
  http.post(contractUrl(authContracts.login), () =>
    HttpResponse.json({ access: 'access-1', refresh: 'refresh-1' }),
  ),
  http.post(contractUrl(authContracts.refresh), () =>
    HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' }),
  ),
  http.post(contractUrl(authContracts.googleLogin), () =>
    HttpResponse.json({ authorization_url: 'https://accounts.example.test/auth?state=1' }),
  ),
  http.post(contractUrl(companiesContracts.checkEmail), () =>
    HttpResponse.json({ available: true }),
  ),
  http.post(contractUrl(companiesContracts.register), () =>
    HttpResponse.json({ id: 1, email: 'ana@example.com' }, { status: 201 }),
  ),
  http.post(contractUrl(accountContracts.requestPasswordReset), () =>
    HttpResponse.json({ message: 'If an account exists for this email, we have sent a link.' }),
  ),
  http.post(contractUrl(accountContracts.confirmPasswordReset), () =>
    HttpResponse.json({ message: 'Your password has been reset.' }),
  ),
  http.get(contractUrl(accountContracts.activate), () =>
    HttpResponse.json({ message: 'Your account has been activated.' }),
  ),
  http.post(contractUrl(invitationsContracts.accept), () =>
    HttpResponse.json({ message: 'Invitation accepted.' }),
  ),
  ...appHandlers,
];

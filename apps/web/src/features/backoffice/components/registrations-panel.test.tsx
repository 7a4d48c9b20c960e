import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountContracts } from '@app/shared/api/contracts/account';
import { backofficeContracts } from '@app/shared/api/contracts/backoffice';
import type { PendingRegistration } from '@app/shared/schemas/companies';
import type { Profile } from '@app/shared/schemas/users';
import { storeTokens } from '../../../lib/auth-storage';
import { buildProfile, buildRegistration } from '../../../testing/app-handlers';
import { contractUrl } from '../../../testing/api-url';
import { server } from '../../../testing/server';
import { renderApp } from '../../../testing/test-utils';

const STAFF: Partial<Profile> = {
  user_type: null,
  role: null,
  is_staff: true,
  first_name: 'Sofía',
};

function signInAs(
  profile: Partial<Profile>,
  registrations: PendingRegistration[] = [buildRegistration()],
) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  let pending = [...registrations];
  const approved: string[] = [];
  server.use(
    http.get(contractUrl(accountContracts.profile), () => HttpResponse.json(buildProfile(profile))),
    http.get(contractUrl(backofficeContracts.pendingRegistrations), () =>
      HttpResponse.json(pending),
    ),
    http.post(contractUrl(backofficeContracts.approveRegistration), ({ params }) => {
      approved.push(String(params.id));
      pending = pending.filter((registration) => String(registration.id) !== params.id);
      return HttpResponse.json({
        message: 'The registration was approved and the activation link was sent.',
      });
    }),
  );
  return { approved };
}

describe('back office', () => {
  it('lands an account executive on the registrations waiting for approval', async () => {
    signInAs(STAFF);
    const { location } = renderApp('/in');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Registrations waiting for approval' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/in/backoffice');
    const row = (await screen.findByRole('cell', { name: /Luis Pérez/ })).closest(
      'tr',
    ) as HTMLElement;
    for (const text of ['Obras Pérez', 'Buyer company', 'Contractor', '+5215599998888']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Registrations']);
  });

  it('approves a registration with its button and confirms the activation mail', async () => {
    const { approved } = signInAs(STAFF);
    const { user } = renderApp('/in/backoffice');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Approve Luis Pérez (Obras Pérez)' },
        { timeout: 10_000 },
      ),
    );
    expect(
      await screen.findByText('The registration was approved and the activation link was sent.'),
    ).toBeInTheDocument();
    expect(approved).toEqual(['41']);
    expect(await screen.findByText('No registrations waiting')).toBeInTheDocument();
  });

  it('sends anyone else from the back office to /in, and offers them no entry to it', async () => {
    let asked = 0;
    signInAs({});
    server.use(
      http.get(contractUrl(backofficeContracts.pendingRegistrations), () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    const { location } = renderApp('/in/backoffice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/in'));
    expect(screen.queryByRole('link', { name: 'Registrations' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});

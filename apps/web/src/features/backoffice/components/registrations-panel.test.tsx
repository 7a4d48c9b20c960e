import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { PendingRegistration } from '@app/shared/schemas/companies';
import type { Profile } from '@app/shared/schemas/users';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile, buildRegistration } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

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
    http.get(apiUrl(API_PATHS.profile), () => HttpResponse.json(buildProfile(profile))),
    http.get(apiUrl(API_PATHS.pendingRegistrations), () => HttpResponse.json(pending)),
    http.post(apiUrl(API_PATHS.approveRegistration(':id')), ({ params }) => {
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
      http.get(apiUrl(API_PATHS.pendingRegistrations), () => {
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

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Company } from '@app/shared/schemas/companies';
import type { Invitation, Profile } from '@app/shared/schemas/users';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildInvitation, buildMember, buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const TEAM: Invitation[] = [
  buildMember({
    id: 1,
    userId: 1,
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    role: 'OWNER',
    lastLogin: '2026-11-20T09:00:00Z',
  }),
  buildMember({
    id: 2,
    userId: 7,
    email: 'bruno@example.com',
    firstName: 'Bruno',
    lastName: 'Díaz',
    role: 'STAFF',
    isActive: false,
    lastLogin: '2026-10-01T09:00:00Z',
  }),
  buildMember({
    id: 3,
    userId: 9,
    email: 'carla@example.com',
    firstName: 'Carla',
    lastName: 'Zapata',
    role: 'ADMIN',
  }),
  buildInvitation(4, 'dana@example.com', 'STAFF'),
];

type Setup = { profile?: Partial<Profile>; company?: Company; team?: Invitation[]; meId?: number };

async function openMembers({
  profile = {},
  company = { name: 'Aceros', type: 'provider', country: 'MX' },
  team = TEAM,
  meId = 9,
}: Setup = {}) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ role: 'ADMIN', ...profile })),
    ),
    http.get(apiUrl(API_PATHS.companyMine), () => HttpResponse.json(company)),
    http.get(apiUrl(API_PATHS.invites), () => HttpResponse.json(team)),
    http.get(apiUrl(API_PATHS.me), () => HttpResponse.json({ id: meId })),
  );
  const view = renderApp('/in/settings?tab=members');
  await screen.findByRole('table', {}, { timeout: 10_000 });
  return view;
}

function rowOf(email: string): HTMLElement {
  const cell = screen.getByRole('cell', { name: new RegExp(`^${email}`) });
  return cell.closest('tr') as HTMLElement;
}

function actionsOf(email: string): string[] {
  return within(rowOf(email))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '');
}

function columnEmails(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent?.replace('(you)', '') ?? '');
}

async function chooseRoleOptions(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('combobox', { name: /^Role/ }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('user management', () => {
  it('offers edit role and toggle only on accepted non-owners other than oneself, and edit, resend and delete on pending invitations', async () => {
    await openMembers();
    expect(actionsOf('ana@example.com')).toEqual([]);
    expect(actionsOf('carla@example.com')).toEqual([]);
    expect(actionsOf('bruno@example.com')).toEqual([
      'Edit role of bruno@example.com',
      'Activate bruno@example.com',
    ]);
    expect(actionsOf('dana@example.com')).toEqual([
      'Edit role of dana@example.com',
      'Resend invitation to dana@example.com',
      'Delete invitation for dana@example.com',
    ]);
  });

  it('offers ADMIN and STAFF to a provider company', async () => {
    const { user } = await openMembers();
    expect(await chooseRoleOptions(user)).toEqual(['Administrator', 'Staff']);
  });

  it('offers ADMIN and BUYER to a buyer company', async () => {
    const { user } = await openMembers({
      profile: { user_type: 'Company User' },
      company: { name: 'Obras', type: 'company', country: 'MX' },
    });
    expect(await chooseRoleOptions(user)).toEqual(['Administrator', 'Buyer']);
  });

  it('sorts on each column, ascending then descending', async () => {
    const { user } = await openMembers();
    expect(columnEmails()).toEqual([
      'ana@example.com',
      'bruno@example.com',
      'carla@example.com',
      'dana@example.com',
    ]);
    const a = 'ana@example.com';
    const b = 'bruno@example.com';
    const c = 'carla@example.com';
    const d = 'dana@example.com';
    // Equal keys (two Staff, two never signed in…) keep email order both ways.
    const expectations: [string, string[], string[]][] = [
      ['Full name', [d, a, b, c], [c, b, a, d]],
      ['Role', [c, a, b, d], [b, d, a, c]],
      ['Status', [a, c, b, d], [d, b, a, c]],
      ['Last login', [c, d, b, a], [a, b, c, d]],
      ['Email', [a, b, c, d], [d, c, b, a]],
    ];
    for (const [column, ascending, descending] of expectations) {
      const header = screen.getByRole('button', { name: column });
      await user.click(header);
      expect(columnEmails(), `${column} ascending`).toEqual(ascending);
      expect(header.closest('th')).toHaveAttribute('aria-sort', 'ascending');
      await user.click(header);
      expect(columnEmails(), `${column} descending`).toEqual(descending);
      expect(header.closest('th')).toHaveAttribute('aria-sort', 'descending');
    }
  });

  it('searches by email or full name without regard to case', async () => {
    const { user } = await openMembers();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'ZAPATA');
    await waitFor(() => expect(columnEmails()).toEqual(['carla@example.com']));
    await user.clear(search);
    await user.type(search, 'Bruno@EXAMPLE');
    await waitFor(() => expect(columnEmails()).toEqual(['bruno@example.com']));
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No user matches your search')).toBeInTheDocument();
  });

  it('invites with email and role and confirms it', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.invites), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(buildInvitation(5, 'eva@example.com'), { status: 201 });
      }),
    );
    const { user } = await openMembers();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Eva@Example.com');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Staff' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation was sent.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'eva@example.com', role: 'STAFF' });
  });

  it('requires the email and the role before inviting', async () => {
    const { user } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a valid role.')).toBeInTheDocument();
  });

  it('shows the server’s translated reason when an invitation is refused', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.invites), () =>
        HttpResponse.json({ email: ['A user with this email already exists.'] }, { status: 400 }),
      ),
    );
    const { user } = await openMembers();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'bruno@example.com');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText('A user with this email already exists.')).not.toHaveLength(
      0,
    );
  });

  it('says "Failed to add invitation" when the server gives no reason', async () => {
    server.use(http.post(apiUrl(API_PATHS.invites), () => HttpResponse.error()));
    const { user } = await openMembers();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'eva@example.com');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Failed to add invitation')).toBeInTheDocument();
  });

  it('deletes a pending invitation only after confirmation', async () => {
    let deleted = 0;
    server.use(
      http.delete(apiUrl(API_PATHS.invite(4)), () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openMembers();
    await user.click(
      screen.getByRole('button', { name: 'Delete invitation for dana@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);

    await user.click(
      screen.getByRole('button', { name: 'Delete invitation for dana@example.com' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete invitation' }),
    );
    expect(await screen.findByText('The invitation has been deleted.')).toBeInTheDocument();
    expect(deleted).toBe(1);
  });

  it('says "Failed to delete invitation" and "Failed to resend invitation" when those fail', async () => {
    server.use(
      http.delete(apiUrl(API_PATHS.invite(4)), () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
      http.post(apiUrl(API_PATHS.resendInvitation(4)), () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'Resend invitation to dana@example.com' }));
    expect(await screen.findByText('Failed to resend invitation')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Delete invitation for dana@example.com' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete invitation' }),
    );
    expect(await screen.findByText('Failed to delete invitation')).toBeInTheDocument();
  });

  it('changes a member’s role through PATCH /users/:id/ and an invitation’s through PATCH /users/invites/:id/', async () => {
    const calls: [string, unknown][] = [];
    server.use(
      http.patch(apiUrl(API_PATHS.member(7)), async ({ request }) => {
        calls.push(['member', await request.json()]);
        return HttpResponse.json(TEAM[1]);
      }),
      http.patch(apiUrl(API_PATHS.invite(4)), async ({ request }) => {
        calls.push(['invitation', await request.json()]);
        return HttpResponse.json(TEAM[3]);
      }),
    );
    const { user } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'Edit role of bruno@example.com' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The role has been changed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit role of dana@example.com' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['member', { role: 'ADMIN' }],
      ['invitation', { role: 'ADMIN' }],
    ]);
  });

  it('toggles an accepted member’s status', async () => {
    let toggled = 0;
    server.use(
      http.post(apiUrl(API_PATHS.toggleMemberStatus(7)), () => {
        toggled += 1;
        return HttpResponse.json(TEAM[1]);
      }),
    );
    const { user } = await openMembers();
    await user.click(screen.getByRole('button', { name: 'Activate bruno@example.com' }));
    expect(await screen.findByText('The user has been activated.')).toBeInTheDocument();
    expect(toggled).toBe(1);
  });

  it('shows a STAFF member the table read-only: no invite form and no row actions', async () => {
    await openMembers({ profile: { role: 'STAFF' } });
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(actionsOf('dana@example.com')).toEqual([]);
    expect(
      screen.getByText('Only owners and administrators can invite users or change them.'),
    ).toBeInTheDocument();
  });

  it('shows a BUYER member the table read-only too', async () => {
    await openMembers({
      profile: { role: 'BUYER', user_type: 'Company User' },
      company: { name: 'Obras', type: 'company', country: 'MX' },
    });
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(actionsOf('bruno@example.com')).toEqual([]);
  });

  it('pages a long list and keeps sorting and search across all of it', async () => {
    const team = Array.from({ length: 60 }, (_, index) =>
      buildMember({
        id: index + 10,
        userId: index + 10,
        email: `user${String(index).padStart(2, '0')}@example.com`,
        firstName: `Name${index}`,
      }),
    );
    const { user } = await openMembers({ team });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('60 users and invitations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(columnEmails()[0]).toBe('user59@example.com');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(columnEmails()).toHaveLength(10);
    await user.click(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.paste('NAME42');
    await waitFor(() => expect(columnEmails()).toEqual(['user42@example.com']));
  });
});

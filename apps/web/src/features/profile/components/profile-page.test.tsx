import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Profile } from '@app/shared/schemas/users';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import type * as CropImageModule from '../utils/crop-image';
import { buildProfilePayload } from '../utils/profile-payload';

// jsdom has no canvas and loads no images: the cropper reports a crop at once, and the canvas step
// answers a fixed small image. What is tested is when the avatar is sent, not the pixels.
vi.mock('react-easy-crop', async () => {
  const { useEffect } = await import('react');
  return {
    default: function CropperStub(props: {
      onCropComplete: (area: unknown, pixels: unknown) => void;
    }) {
      useEffect(() => {
        props.onCropComplete(
          { x: 0, y: 0, width: 100, height: 100 },
          { x: 0, y: 0, width: 800, height: 800 },
        );
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <div />;
    },
  };
});
vi.mock('../utils/crop-image', async (importOriginal) => ({
  ...(await importOriginal<typeof CropImageModule>()),
  cropImageToDataUrl: vi.fn(() => Promise.resolve('data:image/png;base64,bmV3')),
}));

const SAVED_AVATAR = 'data:image/png;base64,b2xk';

function openProfile(profile: Partial<Profile> = {}) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  let gets = 0;
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () => {
      gets += 1;
      return HttpResponse.json(buildProfile({ avatar: SAVED_AVATAR, ...profile }));
    }),
    http.put(apiUrl(API_PATHS.profile), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json(
        buildProfile({
          ...(body as Partial<Profile>),
          avatar: (body.avatar as string) ?? SAVED_AVATAR,
        }),
      );
    }),
  );
  const view = renderApp('/in/profile');
  return { ...view, puts, getCount: () => gets };
}

async function startEditing(user: ReturnType<typeof renderApp>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Edit profile' }, { timeout: 10_000 }),
  );
  return screen.getByRole('textbox', { name: /^First name/ });
}

describe('profile', () => {
  it('shows the profile in view mode', async () => {
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('+5215512345678')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
  });

  it('reloads the profile on cancel and drops the unsaved changes', async () => {
    const { user, getCount, puts } = openProfile();
    const firstName = await startEditing(user);
    const before = getCount();
    await user.clear(firstName);
    await user.type(firstName, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(getCount()).toBe(before + 1));
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Ana').length).toBeGreaterThan(0);
    expect(puts).toEqual([]);
  });

  it('saves without the avatar when no new picture was chosen, and confirms it', async () => {
    const { user, puts } = openProfile();
    const firstName = await startEditing(user);
    await user.clear(firstName);
    await user.type(firstName, 'Ana María');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).not.toHaveProperty('avatar');
    expect(puts[0]).toEqual({
      first_name: 'Ana María',
      last_name: 'García',
      phone_number: '+5215512345678',
      language: 'en',
    });
    expect(await screen.findByText('Hello, Ana María')).toBeInTheDocument();
  });

  it('sends a new avatar, cropped, only when one was chosen', async () => {
    const { user, puts } = openProfile();
    await startEditing(user);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a picture'), file);
    await user.click(await screen.findByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.avatar).toBe('data:image/png;base64,bmV3');
  });

  it('refuses a file that is not a PNG, JPEG or WebP picture', async () => {
    const { user } = openProfile();
    await startEditing(user);
    const file = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    // The file dialog filters by `accept`; a drop or a browser without it can still hand one over.
    fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [file] } });
    expect(
      await screen.findByText('The avatar must be a PNG, JPEG or WebP image.'),
    ).toBeInTheDocument();
  });

  it('says "Failed to update profile" when the save fails', async () => {
    const { user } = openProfile();
    server.use(
      http.put(apiUrl(API_PATHS.profile), () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    );
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('says "Failed to fetch profile" when the profile cannot load', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      http.get(apiUrl(API_PATHS.profile), () => HttpResponse.json({ error: 'x' }, { status: 500 })),
    );
    renderApp('/in/profile');
    expect(
      await screen.findByText('Failed to fetch profile', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('switches the interface and saves the language when another language is saved', async () => {
    let saved: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.setUserLanguage), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: 'Idioma guardado.' });
      }),
    );
    const { user, puts } = openProfile();
    await startEditing(user);
    await user.click(screen.getByRole('combobox', { name: /^Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    // The notice follows the switch: it is in the language just saved.
    expect(await screen.findByText('Tu perfil se ha guardado.')).toBeInTheDocument();
    expect(screen.queryByText('Your profile has been saved.')).not.toBeInTheDocument();
    const notice = screen.getByText('Tu perfil se ha guardado.').closest('[role="alert"]');
    expect(notice).not.toBeNull();
    expect(within(notice as HTMLElement).getByRole('button')).toHaveAccessibleName('Cerrar');
    await waitFor(() => expect(saved).toEqual({ language: 'es' }));
    expect(puts[0]).toMatchObject({ language: 'es' });
  });

  it('builds the PUT body with the avatar only when it is new', () => {
    const values = {
      first_name: 'Ana',
      last_name: 'García',
      phone_number: '+5215512345678',
      language: 'en' as const,
    };
    expect(buildProfilePayload(values, null)).toEqual(values);
    expect(buildProfilePayload(values, 'data:image/jpeg;base64,AA==')).toEqual({
      ...values,
      avatar: 'data:image/jpeg;base64,AA==',
    });
  });
});

describe('change password', () => {
  async function fillPasswords(
    user: ReturnType<typeof renderApp>['user'],
    current: string,
    next: string,
    confirm: string,
  ) {
    await user.type(
      await screen.findByLabelText(/^Current password/, {}, { timeout: 10_000 }),
      current,
    );
    await user.type(screen.getByLabelText(/^New password/), next);
    await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('shows the strength of the new password, and nothing while the field is empty', async () => {
    const { user } = openProfile();
    const field = await screen.findByLabelText(/^New password/, {}, { timeout: 10_000 });
    expect(screen.queryByText(/^Password strength/)).not.toBeInTheDocument();
    await user.type(field, 'abc');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'DEF12!x');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    expect(screen.queryByText(/^Password strength/)).not.toBeInTheDocument();
  });

  it('says the passwords do not match before calling the server', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl(API_PATHS.changePassword), () => {
        calls += 1;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = openProfile();
    await fillPasswords(user, 'Old#2024pass', 'New#2024pass', 'New#2024pasz');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends current and new password and confirms the change', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.changePassword), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Your password has been changed.' });
      }),
    );
    const { user } = openProfile();
    await fillPasswords(user, 'Old#2024pass', 'New#2024pass', 'New#2024pass');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'Old#2024pass', new_password: 'New#2024pass' });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows the server’s error text, or "Failed to change password" without one', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.changePassword), () =>
        HttpResponse.json({ error: 'The current password is not correct.' }, { status: 400 }),
      ),
    );
    const { user } = openProfile();
    await fillPasswords(user, 'Wrong#2024', 'New#2024pass', 'New#2024pass');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();

    server.use(http.post(apiUrl(API_PATHS.changePassword), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});

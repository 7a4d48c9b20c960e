import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Location } from '@app/shared/schemas/locations';
import type { Profile } from '@app/shared/schemas/users';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildLocation, buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

async function openLocations(options: { profile?: Partial<Profile>; locations?: Location[] } = {}) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () => HttpResponse.json(buildProfile(options.profile))),
    http.get(apiUrl(API_PATHS.locations), () =>
      HttpResponse.json(options.locations ?? [buildLocation()]),
    ),
  );
  const view = renderApp('/in/settings?tab=locations');
  await screen.findByRole('heading', { name: 'My Locations' }, { timeout: 10_000 });
  return view;
}

describe('my locations', () => {
  it('lists the locations with their type name from the server', async () => {
    await openLocations();
    const list = await screen.findByRole('list', { name: 'My Locations' });
    expect(within(list).getByRole('heading', { name: 'Main warehouse' })).toBeInTheDocument();
    expect(within(list).getByText('Warehouse')).toBeInTheDocument();
    expect(within(list).getByText('Av. Reforma 120')).toBeInTheDocument();
  });

  it('shows an empty state when there is no location', async () => {
    await openLocations({ locations: [] });
    expect(await screen.findByText('No locations yet')).toBeInTheDocument();
  });

  it('requires name, city, state, country and postal code', async () => {
    let posted = 0;
    server.use(
      http.post(apiUrl(API_PATHS.locations), () => {
        posted += 1;
        return HttpResponse.json(buildLocation(), { status: 201 });
      }),
    );
    const { user } = await openLocations({ locations: [] });
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const label of ['Name', 'City', 'State or province', 'Postal code', 'Country']) {
      const input = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
      expect(input, label).toBeRequired();
      expect(input, label).toHaveAccessibleDescription('This field is required.');
    }
    expect(screen.getByRole('textbox', { name: /^Street/ })).not.toBeRequired();
    expect(posted).toBe(0);
  });

  it('adds a location and confirms it', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(apiUrl(API_PATHS.locations), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(buildLocation({ id: 2, name: 'Obra Norte' }), { status: 201 });
      }),
    );
    const { user } = await openLocations({ locations: [] });
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const fill = async (label: RegExp, value: string) =>
      user.type(screen.getByRole('textbox', { name: label }), value);
    await fill(/^Name/, 'Obra Norte');
    await fill(/^City/, 'Monterrey');
    await fill(/^State/, 'Nuevo León');
    await fill(/^Postal code/, '64000');
    await fill(/^Country/, 'Mexico');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Office' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The location has been added.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: 'Obra Norte',
      city: 'Monterrey',
      state: 'Nuevo León',
      postal_code: '64000',
      country: 'Mexico',
      location_type: 'OFFICE',
    });
  });

  it('says "Failed to add location" when adding fails', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.locations), () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await openLocations({ locations: [] });
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    for (const [label, value] of [
      [/^Name/, 'A'],
      [/^City/, 'B'],
      [/^State/, 'C'],
      [/^Postal code/, '1'],
      [/^Country/, 'D'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: label }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to add location')).toBeInTheDocument();
  });

  it('edits a location in place and keeps the fields the form does not show', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put(apiUrl(API_PATHS.location(1)), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(buildLocation({ name: 'Central warehouse' }));
      }),
    );
    const { user } = await openLocations({
      locations: [buildLocation({ latitude: 19.43, place_id: 'abc' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Main warehouse' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Central warehouse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The location has been saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: 'Central warehouse',
      latitude: 19.43,
      place_id: 'abc',
      city: 'Mexico City',
    });
  });

  it('says "Failed to update location" when saving an edit fails', async () => {
    server.use(
      http.put(apiUrl(API_PATHS.location(1)), () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await openLocations();
    await user.click(await screen.findByRole('button', { name: 'Edit Main warehouse' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update location')).toBeInTheDocument();
  });

  it('deletes after confirmation, and says "Failed to delete location" when that fails', async () => {
    let calls = 0;
    server.use(
      http.delete(apiUrl(API_PATHS.location(1)), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'x' }, { status: 500 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openLocations();
    await user.click(await screen.findByRole('button', { name: 'Delete Main warehouse' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete location' }),
    );
    expect(await screen.findByText('Failed to delete location')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Main warehouse' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete location' }),
    );
    expect(await screen.findByText('The location has been deleted.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says "Failed to fetch locations" when the list cannot load', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      http.get(apiUrl(API_PATHS.locations), () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    renderApp('/in/settings?tab=locations');
    expect(
      await screen.findByText('Failed to fetch locations', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('fetches the type names again in the new language', async () => {
    const languages: string[] = [];
    server.use(
      http.get(apiUrl(API_PATHS.locationTypes), ({ request }) => {
        const language = new URL(request.url).searchParams.get('language') ?? '';
        languages.push(language);
        return HttpResponse.json({
          WAREHOUSE: language === 'es' ? 'Almacén' : 'Warehouse',
          OTHER: language === 'es' ? 'Otro' : 'Other',
        });
      }),
    );
    const { user } = await openLocations();
    expect(await screen.findByText('Warehouse')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Español' })[0]!);
    expect(await screen.findByText('Almacén')).toBeInTheDocument();
    await waitFor(() => expect(languages).toEqual(['en', 'es']));
  });

  it('shows a BUYER the locations read-only', async () => {
    await openLocations({ profile: { role: 'BUYER', user_type: 'Company User' } });
    expect(await screen.findByRole('heading', { name: 'Main warehouse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Main warehouse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Main warehouse' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildSupplier } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

async function openNewSupplier(onPost: (body: unknown) => Response | Promise<Response>) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'OWNER' })),
    ),
    http.get(apiUrl(API_PATHS.suppliers), () => HttpResponse.json([buildSupplier()])),
    http.post(apiUrl(API_PATHS.suppliers), async ({ request }) => onPost(await request.json())),
  );
  const view = renderApp('/in/suppliers');
  await view.user.click(
    await screen.findByRole('button', { name: 'New supplier' }, { timeout: 10_000 }),
  );
  await screen.findByRole('dialog', { name: 'New supplier' });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

// The first test also pays for loading the signed-in area's code.
describe('supplier form', { timeout: 30_000 }, () => {
  it.each([
    ['RFC (Mexico)', 'XYZ12345', 'This is not a valid RFC (e.g. GODE561231GR8 or AAA010101AAA).'],
    [
      'NIF / NIE / CIF (Spain)',
      '12345678A',
      'This NIF, NIE or CIF is not valid: check its letter or control digit.',
    ],
    ['RUT (Chile)', '12.345.678-9', 'This RUT is not valid: check its verification digit.'],
  ])('refuses a %s that breaks its rules, on the tax id field', async (type, taxId, message) => {
    let posts = 0;
    const { user } = await openNewSupplier(() => {
      posts += 1;
      return HttpResponse.json(buildSupplier(), { status: 201 });
    });
    await user.type(field('Legal name'), 'Materiales del Bajío');
    await user.click(screen.getByRole('combobox', { name: 'Tax id type' }));
    await user.click(await screen.findByRole('option', { name: type }));
    await user.type(field('Tax id'), taxId);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Tax id')).toHaveAccessibleDescription(message));
    expect(posts).toBe(0);
  });

  it('shows the server refusing a tax id the directory already has, on the field', async () => {
    const { user } = await openNewSupplier(() =>
      HttpResponse.json(
        {
          tax_id: ['Your directory already has a supplier with this tax id.'],
          error_code: 'supplier_tax_id_taken',
        },
        { status: 400 },
      ),
    );
    await user.type(field('Legal name'), 'Aceros del Norte (duplicado)');
    await user.click(screen.getByRole('combobox', { name: 'Tax id type' }));
    await user.click(await screen.findByRole('option', { name: 'RFC (Mexico)' }));
    await user.type(field('Tax id'), 'GODE561231GR8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Tax id')).toHaveAccessibleDescription(
        'Your directory already has a supplier with this tax id.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'New supplier' })).toBeInTheDocument();
    // Said on the field alone: no general "could not be saved" beside it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a supplier with a valid RFC, normalized, and its e-mails', async () => {
    let body: unknown;
    const { user } = await openNewSupplier((received) => {
      body = received;
      return HttpResponse.json(buildSupplier({ id: 12 }), { status: 201 });
    });
    await user.type(field('Legal name'), 'Materiales del Bajío');
    await user.click(screen.getByRole('combobox', { name: 'Tax id type' }));
    await user.click(await screen.findByRole('option', { name: 'RFC (Mexico)' }));
    await user.type(field('Tax id'), 'gode-561231-gr8');
    const [emails] = screen.getAllByLabelText(/^E-mails/);
    await user.type(emails as HTMLElement, 'ventas@bajio.mx{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier added.')).toBeInTheDocument();
    expect(body).toMatchObject({
      legal_name: 'Materiales del Bajío',
      tax_id_type: 'RFC',
      tax_id: 'GODE561231GR8',
      emails: ['ventas@bajio.mx'],
      country: 'MX',
    });
  });
});

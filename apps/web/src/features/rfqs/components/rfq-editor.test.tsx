import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildLocation, buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject, buildSupplier } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const rows = (...lines: string[][]) => lines.map((cells) => cells.join('\t')).join('\n');

async function openEditor() {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.project(5)), () => HttpResponse.json(buildProject())),
    http.get(apiUrl(API_PATHS.locations), () =>
      HttpResponse.json([buildLocation({ name: 'Obra Torre Reforma', location_type: 'JOB_SITE' })]),
    ),
    http.get(apiUrl(API_PATHS.suppliers), () => HttpResponse.json([buildSupplier()])),
  );
  const view = renderApp('/in/projects/5/rfqs/new');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'New request for quotation' },
    { timeout: 10_000 },
  );
  return view;
}

const cell = (name: string, row: number) => screen.getByRole('textbox', { name: `${name} ${row}` });

describe('RFQ editor', () => {
  it('reads rows pasted into the dialog and says which rows it refused and why', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Paste from a spreadsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste items' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Copied rows' }));
    await user.paste(
      rows(
        ['Descripción', 'Cantidad', 'Unidad', 'Marca'],
        ['Cemento gris CPC 30R', '530', 'bultos', 'Cemex'],
        ['Arena', '12,5', 'm3', ''],
        ['Grava', '-4', 'm3', ''],
        ['Impermeabilizante', '3', 'barril', ''],
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read rows' }));

    expect(await screen.findByText('2 items added.')).toBeInTheDocument();
    expect(screen.getByText('2 rows could not be read:')).toBeInTheDocument();
    const refused = screen.getByRole('list', { name: 'Refused rows' });
    expect(
      within(refused).getByText('Row 4: The quantity cannot be negative (-4).'),
    ).toBeInTheDocument();
    expect(
      within(refused).getByText(
        'Row 5: We do not recognise the unit “barril”; pick one from the list.',
      ),
    ).toBeInTheDocument();
    expect(cell('Description', 1)).toHaveValue('Cemento gris CPC 30R');
    expect(cell('Brand', 1)).toHaveValue('Cemex');
    expect(screen.getByRole('combobox', { name: 'Unit 1' })).toHaveValue('bag');
    expect(cell('Quantity', 2)).toHaveValue('12.5');
    expect(screen.queryByRole('textbox', { name: 'Description 3' })).not.toBeInTheDocument();
  }, 30_000);

  it('reads spreadsheet rows pasted straight into a cell, after the rows already typed', async () => {
    const { user } = await openEditor();
    await user.click(cell('Description', 1));
    await user.keyboard('Block hueco 15x20x40');
    await user.click(cell('Description', 1));
    await user.paste(rows(['Varilla 3/8"', '450', 'pza'], ['Alambre recocido', '85', 'kg']));
    expect(await screen.findByText('2 items added.')).toBeInTheDocument();
    expect(cell('Description', 1)).toHaveValue('Block hueco 15x20x40');
    expect(cell('Description', 2)).toHaveValue('Varilla 3/8"');
    expect(cell('Description', 3)).toHaveValue('Alambre recocido');
    expect(screen.getByText('3 items')).toBeInTheDocument();
  }, 30_000);

  it('adds a row with Enter on the last row and removes a row with its button', async () => {
    const { user } = await openEditor();
    await user.click(cell('Description', 1));
    await user.keyboard('Cal hidratada{Enter}');
    await waitFor(() => expect(cell('Description', 2)).toHaveFocus());
    await user.keyboard('Yeso');
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(cell('Description', 1)).toHaveValue('Yeso');
    expect(screen.queryByRole('textbox', { name: 'Description 2' })).not.toBeInTheDocument();
  });

  it('keeps at most 2,000 items from a 5,000-row paste and says how many were left out', async () => {
    const { user } = await openEditor();
    const lines = Array.from({ length: 5000 }, (_, index) => [`Artículo ${index + 1}`, '1', 'pza']);
    await user.click(cell('Description', 1));
    await user.paste(rows(...lines));
    expect(
      await screen.findByText('2000 items added.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('3000 rows were left out: a request holds at most 2000 items.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
  }, 45_000);

  it('marks the cells that break the rules and posts nothing', async () => {
    let posted = 0;
    server.use(
      http.post(apiUrl(API_PATHS.rfqs), () => {
        posted += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = await openEditor();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Obra negra');
    await user.click(cell('Description', 1));
    await user.keyboard('Cemento');
    await user.click(cell('Quantity', 1));
    await user.keyboard('0');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(cell('Quantity', 1)).toHaveAccessibleDescription('Enter a quantity greater than zero.');
    expect(screen.getByRole('combobox', { name: 'Unit 1' })).toHaveAccessibleDescription(
      'Choose a unit from the list.',
    );
    expect(posted).toBe(0);
  });

  it('saves the draft with exact quantities and the invited suppliers', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl(API_PATHS.rfqs), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'not a full RFQ' }, { status: 400 });
      }),
    );
    const { user } = await openEditor();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Obra negra');
    await user.click(cell('Description', 1));
    await user.paste(rows(['Arena', '12,5', 'm3'], ['Cemento', '1.250,75', 'bulto']));
    const [suppliersInput] = screen.getAllByLabelText(/^Invited suppliers/);
    await user.click(suppliersInput as HTMLElement);
    await user.click(await screen.findByRole('option', { name: /Aceros del Norte/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      project_id: 5,
      title: 'Obra negra',
      delivery_location_id: 1,
      supplier_ids: [11],
      items: [
        { description: 'Arena', quantity: '12.5', unit: 'm3' },
        { description: 'Cemento', quantity: '1250.75', unit: 'bag' },
      ],
    });
  });
});

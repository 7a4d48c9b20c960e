import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { ImportedItems } from '@app/shared/schemas/rfqs';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildLocation, buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject, buildSupplier } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

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
  // Mantine's FileButton keeps its file input hidden beside the button.
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return { ...view, input };
}

const item = (description: string, quantity: string, unit: 'bag' | 'm3') => ({
  description,
  quantity,
  unit,
  brand: '',
  notes: '',
  section: 'OBRA NEGRA',
});

describe('RFQ editor: import XLSX/CSV', () => {
  // The bytes themselves are not checked here: jsdom's File is not a body Node's fetch can send
  // (the API tests read real files).
  it('sends the file raw with its name and adds its rows to the grid with the paste summary', async () => {
    const sent: { name: string | null; type: string | null }[] = [];
    server.use(
      http.post(apiUrl(API_PATHS.importRfqItems), ({ request }) => {
        sent.push({
          name: new URL(request.url).searchParams.get('file_name'),
          type: request.headers.get('content-type'),
        });
        const answer: ImportedItems = {
          items: [item('Cemento gris CPC 30R', '530', 'bag'), item('Arena', '12.5', 'm3')],
          skipped: [{ row: 4, reason: 'The quantity cannot be negative (-4).' }],
          dropped_rows: 3000,
        };
        return HttpResponse.json(answer);
      }),
    );
    const { user, input } = await openEditor();
    expect(screen.getByRole('button', { name: 'Import XLSX/CSV' })).toBeInTheDocument();
    const csv = 'Descripción;Cantidad;Unidad\nCemento gris CPC 30R;530;bultos\n';
    await user.upload(input, new File([csv], 'materiales.csv', { type: 'text/csv' }));

    expect(await screen.findByText('2 items added.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'materiales.csv', type: 'application/octet-stream' }]);
    const refused = screen.getByRole('list', { name: 'Refused rows' });
    expect(
      within(refused).getByText('Row 4: The quantity cannot be negative (-4).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('3000 rows were left out: a request holds at most 2000 items.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description 1' })).toHaveValue(
      'Cemento gris CPC 30R',
    );
    expect(screen.getByRole('textbox', { name: 'Quantity 2' })).toHaveValue('12.5');
    expect(screen.getByRole('combobox', { name: 'Unit 2' })).toHaveValue('m3');
  }, 30_000);

  it("shows the server's reason when the file is not a spreadsheet, and adds nothing", async () => {
    server.use(
      http.post(apiUrl(API_PATHS.importRfqItems), () =>
        HttpResponse.json(
          {
            file: ['This file is not a spreadsheet: upload an XLSX or CSV file.'],
            error_code: 'import_not_spreadsheet',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, input } = await openEditor();
    await user.upload(input, new File(['%PDF-1.4'], 'precios.xlsx'));
    expect(
      await screen.findByText('This file is not a spreadsheet: upload an XLSX or CSV file.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description 1' })).toHaveValue('');
    expect(screen.queryByText(/items? added/)).not.toBeInTheDocument();
  }, 30_000);

  it('refuses a 30 MB file and an empty one before sending them, naming the limit', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl(API_PATHS.importRfqItems), () => {
        calls += 1;
        return HttpResponse.json({ items: [], skipped: [], dropped_rows: 0 });
      }),
    );
    const { user, input } = await openEditor();
    const huge = new File(['x'], 'enorme.csv');
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(
      await screen.findByText('This file is too large: the limit is 20 MB.'),
    ).toBeInTheDocument();
    await user.upload(input, new File([], 'vacio.csv'));
    expect(
      await screen.findByText('This file is empty: choose an XLSX or CSV file with the items.'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
  }, 30_000);
});

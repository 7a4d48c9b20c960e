import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { PriceTrend, Spend, SupplierPerformance } from '@app/shared/schemas/analytics';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject, projectPageOf } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const spend: Spend = {
  by_supplier: [
    { key: '4', label: 'Bodega Beta', currency: 'MXN', orders: 1, total: '96040.005' },
    { key: '3', label: 'Aceros "Alfa", S.A.', currency: 'USD', orders: 2, total: '37.05' },
  ],
  by_project: [],
  by_month: [{ key: '2026-11', label: '2026-11', currency: 'MXN', orders: 1, total: '96040.005' }],
  by_category: [],
};

const trend: PriceTrend = {
  items: [{ item_key: 'cemento gris', description: 'Cemento gris CPC 30R', records: 2 }],
  item_key: 'cemento gris',
  points: [
    {
      date: '2026-10-01',
      supplier_id: 3,
      supplier_name: 'Aceros Alfa',
      project_id: 7,
      project_name: 'Torre Norte',
      rfq_id: 12,
      rfq_number: 'SDC-2026-0012',
      currency: 'MXN',
      unit: 'bag',
      price: '245',
    },
    {
      date: '2026-11-02',
      supplier_id: 4,
      supplier_name: 'Bodega Beta',
      project_id: 7,
      project_name: 'Torre Norte',
      rfq_id: 14,
      rfq_number: 'SDC-2026-0014',
      currency: 'MXN',
      unit: 'bag',
      price: '238.500001',
    },
  ],
};

const performance: SupplierPerformance = {
  suppliers: [
    {
      supplier_id: 3,
      supplier_name: 'Aceros Alfa',
      invited: 2,
      answered: 2,
      median_hours_to_answer: 5.5,
      wins: 1,
      items_won: 1,
      items_invited: 3,
      items_answered: 3,
      items_compared: 3,
      substitutions: 1,
    },
    {
      supplier_id: 5,
      supplier_name: 'Gamma',
      invited: 1,
      answered: 0,
      median_hours_to_answer: null,
      wins: 0,
      items_won: 0,
      items_invited: 2,
      items_answered: 0,
      items_compared: 0,
      substitutions: 0,
    },
  ],
};

function signIn(language: 'en' | 'es' = 'en') {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const requests: URL[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER', language })),
    ),
    http.get(apiUrl(API_PATHS.projects), ({ request }) =>
      HttpResponse.json(
        projectPageOf(request.url, 1, () => buildProject({ id: 7, name: 'Torre Norte' })),
      ),
    ),
    http.get(apiUrl(API_PATHS.project(7)), () =>
      HttpResponse.json(buildProject({ id: 7, name: 'Torre Norte' })),
    ),
    http.get(apiUrl(API_PATHS.analyticsSpend), ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(spend);
    }),
    http.get(apiUrl(API_PATHS.analyticsPriceTrend), ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(trend);
    }),
    http.get(apiUrl(API_PATHS.analyticsSuppliers), () => HttpResponse.json(performance)),
  );
  return requests;
}

/** The CSV handed to the browser's download, read back as text. */
function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, click };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('analytics page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the spend of each supplier as a table, per currency, with its exact amounts', async () => {
    signIn();
    renderApp('/in/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const bySupplier = await section('Spend by supplier');
    const rows = bySupplier.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'SupplierCurrencyOrdersSpend',
      'Bodega BetaMXN196,040.01 MXN',
      'Aceros "Alfa", S.A.USD237.05 USD',
    ]);
    expect(bySupplier.getAllByRole('img', { name: /^Chart: Spend by supplier in / })).toHaveLength(
      2,
    );
    // A month reads as the page's month; the CSV keeps the ISO month a spreadsheet sorts by.
    const byMonth = (await section('Spend by month')).getAllByRole('row');
    expect(byMonth.map((row) => row.textContent)).toEqual([
      'MonthCurrencyOrdersSpend',
      'Nov 2026MXN196,040.01 MXN',
    ]);
    // A view with nothing yet says what to do next.
    expect(
      (await section('Spend by project')).getByText(/No purchase orders in this period\. Award/),
    ).toBeInTheDocument();
  });

  it('downloads the rows as CSV with a header in the reader language and the amounts as sent', async () => {
    signIn('es');
    const { blobs, click } = captureDownloads();
    const { user } = renderApp('/in/analytics');
    const bySupplier = await section('Gasto por proveedor');
    await user.click(
      bySupplier.getByRole('button', { name: 'Descargar CSV: Gasto por proveedor' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('spend-supplier.csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // A byte order mark first, so spreadsheet programs read the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Proveedor,Moneda,Órdenes,Gasto\r\n' +
        'Bodega Beta,MXN,1,96040.005\r\n' +
        '"Aceros ""Alfa"", S.A.",USD,2,37.05\r\n',
    );
  });

  it('keeps the view and the filters in the URL, and asks the API with them', async () => {
    const requests = signIn();
    const { user, location } = renderApp('/in/analytics?project_id=7');
    await section('Spend by supplier');
    expect(requests.at(-1)?.searchParams.get('project_id')).toBe('7');

    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await waitFor(() => expect(location().search).toContain('from=2026-10-01'));
    expect(location().search).toContain('project_id=7');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('from')).toBe('2026-10-01'));

    await user.click(screen.getByRole('tab', { name: 'Price trend' }));
    await waitFor(() => expect(location().search).toContain('view=trend'));
    const prices = await section('Price trend');
    expect(prices.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateSupplierProjectRFQCurrencyUnitLevelled unit price',
      // Dates read as the page's dates, never ISO (docs/product-rules.md § Numbers and dates).
      'Oct 1, 2026Aceros AlfaTorre NorteSDC-2026-0012MXNbag245.00 MXN',
      'Nov 2, 2026Bodega BetaTorre NorteSDC-2026-0014MXNbag238.50 MXN',
    ]);
    expect(requests.at(-1)?.pathname).toMatch(/\/analytics\/price-trend\/$/);
    expect(requests.at(-1)?.searchParams.get('from')).toBe('2026-10-01');
  });

  it('finds projects on the server as the user types, and names the chosen one beyond the first page', async () => {
    signIn();
    const searched: string[] = [];
    server.use(
      // 60 projects: the first page holds the 50 newest, Torre Norte (7) and Plaza Sur (8) are older.
      http.get(apiUrl(API_PATHS.projects), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searched.push(search);
        return HttpResponse.json(
          search === 'plaza'
            ? projectPageOf(request.url, 1, () => buildProject({ id: 8, name: 'Plaza Sur' }))
            : projectPageOf(request.url, 60, (n) =>
                buildProject({ id: 200 - n, name: `Obra ${n}` }),
              ),
        );
      }),
      http.get(apiUrl(API_PATHS.project(8)), () =>
        HttpResponse.json(buildProject({ id: 8, name: 'Plaza Sur' })),
      ),
    );
    const { user, location } = renderApp('/in/analytics?project_id=7');
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker).toHaveValue('Torre Norte'));
    expect(searched).toEqual(['']);

    await user.clear(picker);
    await user.type(picker, 'plaza');
    await user.click(await screen.findByRole('option', { name: 'Plaza Sur' }));
    await waitFor(() => expect(location().search).toContain('project_id=8'));
    expect(searched).toContain('plaza');
  });

  it("shows each supplier's substitution rate in the table, its chart and the CSV; none without an award", async () => {
    signIn('es');
    const { blobs, click } = captureDownloads();
    const { user } = renderApp('/in/analytics?view=suppliers');
    const view = await section('Desempeño de proveedores');
    expect(view.getByRole('columnheader', { name: 'Tasa de sustitución' })).toBeInTheDocument();
    const cells = (name: string) =>
      view.getByRole('row', { name: new RegExp(`^${name}`) }).querySelectorAll('td');
    // 1 of 3 items compared; Gamma has no awarded comparison: no rate, not 0 %.
    expect(cells('Aceros Alfa')[8]).toHaveTextContent('33 %');
    expect(cells('Gamma')[8]).toHaveTextContent('—');
    expect(
      view.getByRole('img', { name: /^Tasa de sustitución por proveedor/ }),
    ).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Descargar CSV: Desempeño de proveedores' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const csv = await blobs[0]!.text();
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Proveedor,Invitaciones,Respondidas,Tasa de respuesta,Horas para responder (mediana),Ganadas,Partidas ganadas,Cobertura,Tasa de sustitución',
      'Aceros Alfa,2,2,100,5.5,1,1,100,33',
      'Gamma,1,0,0,,0,0,0,',
    ]);
  });
});

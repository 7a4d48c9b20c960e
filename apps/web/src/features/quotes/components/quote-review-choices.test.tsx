import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Role } from '@app/shared/constants/domain';
import type { QuotePriceAlerts } from '@app/shared/schemas/price-memory';
import type { QuoteDetail, QuoteLine } from '@app/shared/schemas/quotes';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { directorySupplier, quoteDetail, quoteLine } from '../testing/quote-fixtures';

const ID = 52;

const line = quoteLine;

const quote = (overrides: Partial<QuoteDetail> = {}): QuoteDetail =>
  quoteDetail(ID, { quote_number: 'C-9', version: 4, lines: [line(1), line(2)], ...overrides });

const supplier = directorySupplier;

/**
 * A buyer (or another `role`) on quote ID; the server keeps what is saved as the API does (a
 * supplier saved is the chosen match, units saved are read no more as missing), and what is sent
 * is kept for the test.
 */
function buyerWithQuote(
  initial: QuoteDetail,
  { role = 'BUYER', alerts = [] }: { role?: Role; alerts?: QuotePriceAlerts['lines'] } = {},
) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  let current = initial;
  const saved: Record<string, unknown>[] = [];
  const confirmed: unknown[] = [];
  const directory = [
    supplier(5, 'Aceros del Bajío', 'ABA010101AB1'),
    supplier(6, 'Ferretería del Norte', 'FNO020202CD2'),
  ];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role })),
    ),
    http.get(apiUrl(API_PATHS.quote(ID)), () => HttpResponse.json(current)),
    http.get(apiUrl(API_PATHS.quotePriceAlerts(ID)), () => HttpResponse.json({ lines: alerts })),
    http.get(apiUrl(API_PATHS.suppliers), () => HttpResponse.json(directory)),
    http.put(apiUrl(API_PATHS.quote(ID)), async ({ request }) => {
      const body = (await request.json()) as {
        supplier_id?: number | null;
        lines: { unit: QuoteLine['unit'] }[];
      };
      saved.push(body);
      const chosen = directory.find((s) => s.id === body.supplier_id);
      current = {
        ...current,
        version: current.version + 1,
        ...(body.supplier_id === undefined
          ? {}
          : {
              supplier_id: chosen?.id ?? null,
              supplier_match: chosen
                ? {
                    id: chosen.id,
                    legal_name: chosen.legal_name,
                    tax_id: chosen.tax_id,
                    by: 'chosen',
                  }
                : null,
            }),
        lines: current.lines.map((l, i) => ({
          ...l,
          unit: body.lines[i]?.unit ?? null,
          unit_suggested: body.lines[i]?.unit ? null : l.unit_suggested,
        })),
      };
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(API_PATHS.confirmQuote(ID)), async ({ request }) => {
      confirmed.push(await request.json());
      return HttpResponse.json({ ...current, status: 'confirmed' });
    }),
  );
  return { saved, confirmed };
}

// jsdom lays nothing out: the grid's scroll box and its rows get a height so the virtual list
// draws the rows in view.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('quote review: the supplier saved and units learned', { timeout: 60_000 }, () => {
  it('saves the supplier picked from the directory, keeps it on screen, and confirms with it', async () => {
    const calls = buyerWithQuote(quote());
    const { user } = renderApp(`/in/quotes/${ID}`);
    const group = await screen.findByRole(
      'radiogroup',
      { name: 'Supplier of this quote' },
      { timeout: 30_000 },
    );
    const save = screen.getByRole('button', { name: 'Save changes' });
    // Nothing changed yet: nothing to save.
    expect(save).toBeDisabled();

    await user.click(
      within(group).getByRole('radio', {
        name: 'Do not add it: choose a supplier from your directory',
      }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Supplier from your directory' }));
    await user.keyboard('norte');
    await user.click(
      await screen.findByRole('option', { name: 'Ferretería del Norte · FNO020202CD2' }),
    );
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]).toMatchObject({ version: 4, supplier_id: 6 });

    // Saved: the choice stays, a second save has nothing to send, and confirming records it.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Supplier from your directory' })).toHaveValue(
        'Ferretería del Norte · FNO020202CD2',
      ),
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.confirmed).toEqual([{ version: 5, supplier_id: 6 }]));
  });

  it('fills in a unit learned from the supplier, says it was not read, and saves it once accepted', async () => {
    const calls = buyerWithQuote(
      quote({
        supplier_match: {
          id: 5,
          legal_name: 'Aceros del Bajío',
          tax_id: 'ABA010101AB1',
          by: 'tax_id',
        },
        lines: [
          line(1),
          line(2, {
            description: 'Cemento gris 50 kg',
            unit: null,
            unit_as_written: null,
            unit_suggested: 'bag',
          }),
        ],
      }),
    );
    const { user } = renderApp(`/in/quotes/${ID}`);
    const unit = await screen.findByRole('combobox', { name: 'Unit, line 2' }, { timeout: 10_000 });
    expect(unit).toHaveValue('bag');
    const row = screen.getByTestId('line-2');
    expect(within(row).getByText('Learned')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-1')).queryByText('Learned')).toBeNull();
    expect(screen.getByText(/were not read from the document/)).toBeInTheDocument();
    // A proposal is not confirmed unseen: it must be saved first.
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]).toMatchObject({ lines: [{ unit: 'pc' }, { unit: 'bag' }] });
    expect(calls.saved[0]).not.toHaveProperty('supplier_id');
    await waitFor(() => expect(within(row).queryByText('Learned')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  });

  it('drops the learned mark when the reviewer picks another unit', async () => {
    buyerWithQuote(
      quote({
        lines: [line(1, { unit: null, unit_as_written: 'xq', unit_suggested: 'kg' })],
        supplier_match: { id: 5, legal_name: 'Aceros del Bajío', tax_id: '', by: 'name' },
      }),
    );
    const { user } = renderApp(`/in/quotes/${ID}`);
    const unit = await screen.findByRole('combobox', { name: 'Unit, line 1' }, { timeout: 10_000 });
    expect(unit).toHaveValue('kg');
    await user.selectOptions(unit, 't');
    expect(within(screen.getByTestId('line-1')).queryByText('Learned')).toBeNull();
  });

  it('shows someone who can only view the quote as saved: no learned unit, nothing unsaved, its price alerts', async () => {
    buyerWithQuote(
      quote({
        lines: [line(1, { unit: null, unit_as_written: null, unit_suggested: 'bag' })],
        supplier_match: { id: 5, legal_name: 'Aceros del Bajío', tax_id: '', by: 'name' },
      }),
      {
        role: 'STAFF',
        alerts: [
          {
            position: 1,
            alert: {
              direction: 'above',
              percent: '25',
              median: '4.00',
              record_count: 3,
              item_key: 'material 1',
              currency: 'MXN',
              unit: 'bag',
            },
          },
        ],
      },
    );
    renderApp(`/in/quotes/${ID}`);
    const row = await screen.findByTestId('line-1', {}, { timeout: 10_000 });
    expect(
      await within(row).findByText('25 % above your 90-day median for this item'),
    ).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Unit, line 1' })).toHaveValue('');
    expect(within(row).queryByText('Learned')).toBeNull();
    expect(screen.queryByText(/were not read from the document/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteDetail, QuoteLine } from '@app/shared/schemas/quotes';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { directorySupplier, quoteDetail, quoteLine } from '../testing/quote-fixtures';

const ID = 41;

const line = (id: number, overrides: Partial<QuoteLine> = {}): QuoteLine =>
  quoteLine(id, {
    source: { page: 1, box: [40, 100 + id * 14, 200, 110 + id * 14] },
    ...overrides,
  });

const quote = (overrides: Partial<QuoteDetail> = {}): QuoteDetail =>
  quoteDetail(ID, {
    quote_number: 'C-7',
    version: 3,
    lines: [
      line(1),
      line(2, {
        description: 'continúa la descripción',
        quantity: null,
        unit: null,
        unit_price: null,
        line_total: null,
      }),
      line(3),
    ],
    ...overrides,
  });

const supplier = directorySupplier;

/** A buyer looking at quote ID; what the screen saves and confirms is kept for the test. */
function buyerWithQuote(detail: QuoteDetail) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const saved: unknown[] = [];
  const confirmed: unknown[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.quote(ID)), () => HttpResponse.json(detail)),
    http.get(apiUrl(API_PATHS.quotePriceAlerts(ID)), () => HttpResponse.json({ lines: [] })),
    http.get(apiUrl(API_PATHS.suppliers), () =>
      HttpResponse.json([
        supplier(5, 'Aceros del Bajío', 'ABA010101AB1'),
        supplier(6, 'Ferretería del Norte', 'FNO020202CD2'),
      ]),
    ),
    http.put(apiUrl(API_PATHS.quote(ID)), async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ ...detail, version: detail.version + 1 });
    }),
    http.post(apiUrl(API_PATHS.confirmQuote(ID)), async ({ request }) => {
      confirmed.push(await request.json());
      return HttpResponse.json({ ...detail, status: 'confirmed' });
    }),
  );
  return { saved, confirmed };
}

const cell = (field: string, lineNo: number) =>
  screen.getByRole('textbox', { name: `${field}, line ${lineNo}` });

// jsdom lays nothing out: the grid's scroll box gets a height and each row one, and scrolling moves
// the box's offset as a browser would, so the virtual list draws the rows in view.
const VIEW_HEIGHT = 600;
const ROW_HEIGHT = 50;
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEW_HEIGHT);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(ROW_HEIGHT * 1000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('quote review screen', { timeout: 60_000 }, () => {
  it('links to the project the quote is on and to its RFQ', async () => {
    buyerWithQuote(
      quote({
        project: { id: 5, code: 'TORRE-A', name: 'Torre Reforma' },
        rfq: { id: 7, number: 'SDC-2026-0007', title: 'Materiales etapa 7' },
      }),
    );
    renderApp(`/in/quotes/${ID}`);
    expect(
      await screen.findByRole('link', { name: 'TORRE-A · Torre Reforma' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/in/projects/5');
    expect(
      screen.getByRole('link', { name: 'SDC-2026-0007 · Materiales etapa 7' }),
    ).toHaveAttribute('href', '/in/rfqs/7');
  });

  it('moves between cells with arrows, Enter and Tab as a spreadsheet, and says so', async () => {
    buyerWithQuote(quote());
    const { user } = renderApp(`/in/quotes/${ID}`);
    await screen.findByRole('textbox', { name: 'Unit price, line 1' }, { timeout: 10_000 });
    expect(screen.getByText(/arrows move between cells, Enter moves down/)).toBeInTheDocument();

    await user.click(cell('Unit price', 1));
    await user.keyboard('{ArrowDown}');
    expect(cell('Unit price', 2)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Unit price', 3)).toHaveFocus();
    // The last row keeps the focus on Enter.
    await user.keyboard('{Enter}');
    expect(cell('Unit price', 3)).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(cell('Unit price', 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Unit price', 1)).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Disc. %', 1)).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('combobox', { name: 'Unit, line 1' })).toHaveFocus();
    // In a text, left and right move the caret first, and move on at its end.
    await user.click(cell('Quantity', 2));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('combobox', { name: 'Unit, line 2' })).toHaveFocus();
    await user.click(cell('Description', 1));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('checkbox', { name: 'Select line 1' })).toHaveFocus();
    // Typing still edits the cell in focus.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cell('Description', 2)).toHaveFocus();
    await user.keyboard('{End} y más');
    expect(cell('Description', 2)).toHaveValue('continúa la descripción y más');
  });

  it('splits a line in two and merges ticked lines, and saves them as split and merged', async () => {
    const calls = buyerWithQuote(quote());
    const { user } = renderApp(`/in/quotes/${ID}`);
    await screen.findByRole('textbox', { name: 'Description, line 1' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /Merge selected lines/ })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select line 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select line 2' }));
    await user.click(screen.getByRole('button', { name: 'Merge selected lines (2)' }));
    expect(cell('Description', 1)).toHaveValue('Material 1 continúa la descripción');
    expect(cell('Quantity', 1)).toHaveValue('10');
    expect(cell('Description', 2)).toHaveValue('Material 3');

    await user.click(screen.getByRole('button', { name: 'Split line 2 in two' }));
    expect(cell('Description', 2)).toHaveValue('Material 3');
    expect(cell('Description', 3)).toHaveValue('Material 3');
    expect(cell('Quantity', 2)).toHaveValue('10');
    expect(cell('Quantity', 3)).toHaveValue('');
    expect(cell('Unit price', 3)).toHaveValue('5.00');
    await user.type(cell('Quantity', 3), '4');
    await user.type(cell('Amount', 3), '20');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]).toMatchObject({
      version: 3,
      lines: [
        { id: null, description: 'Material 1 continúa la descripción', from_line_ids: [1, 2] },
        { id: null, description: 'Material 3', quantity: '10', from_line_ids: [3] },
        {
          id: null,
          description: 'Material 3',
          quantity: '4',
          line_total: '20',
          from_line_ids: [3],
        },
      ],
    });
  });

  it('confirms with a supplier picked from the directory instead of adding a new one', async () => {
    const calls = buyerWithQuote(quote());
    const { user } = renderApp(`/in/quotes/${ID}`);
    const group = await screen.findByRole(
      'radiogroup',
      { name: 'Supplier of this quote' },
      { timeout: 10_000 },
    );
    expect(
      within(group).getByRole('radio', {
        name: 'Add “Ferretería Norte” to your supplier directory',
      }),
    ).toBeChecked();

    await user.click(
      within(group).getByRole('radio', {
        name: 'Do not add it: choose a supplier from your directory',
      }),
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Choose a supplier before confirming.')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Supplier from your directory' }));
    await user.keyboard('norte');
    await user.click(
      await screen.findByRole('option', { name: 'Ferretería del Norte · FNO020202CD2' }),
    );
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(calls.confirmed).toEqual([{ version: 3, supplier_id: 6 }]));
  });

  it('asks before confirming a quote whose arithmetic is red, listing what does not add up', async () => {
    const calls = buyerWithQuote(
      quote({
        supplier_match: {
          id: 5,
          legal_name: 'Aceros del Bajío',
          tax_id: 'ABA010101AB1',
          by: 'tax_id',
        },
        arithmetic: { lines: [true, null, false], subtotal: true, total: false },
      }),
    );
    const { user } = renderApp(`/in/quotes/${ID}`);
    const confirm = await screen.findByRole('button', { name: 'Confirm' }, { timeout: 10_000 });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'The arithmetic does not add up' });
    expect(
      within(dialog).getByText('Line 3: quantity × unit price is not its amount'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Subtotal − discount + freight + tax is not the total'),
    ).toBeInTheDocument();
    expect(calls.confirmed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm anyway' }));
    await waitFor(() => expect(calls.confirmed).toEqual([{ version: 3, acknowledge: true }]));
  });

  it('keeps the matched supplier unless another is chosen', async () => {
    const calls = buyerWithQuote(
      quote({
        supplier_match: {
          id: 5,
          legal_name: 'Aceros del Bajío',
          tax_id: 'ABA010101AB1',
          by: 'tax_id',
        },
      }),
    );
    const { user } = renderApp(`/in/quotes/${ID}`);
    const match = await screen.findByRole(
      'radio',
      { name: 'Aceros del Bajío, from your directory (same tax id)' },
      { timeout: 10_000 },
    );
    expect(match).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Choose another supplier from your directory' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.confirmed).toEqual([{ version: 3 }]));
  });

  it('draws only the rows in view of a 500-line quote, and the keyboard scrolls on to the rest', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => line(i + 1));
    buyerWithQuote(quote({ lines, line_count: 500 }));
    const { user } = renderApp(`/in/quotes/${ID}`);
    await screen.findByRole('textbox', { name: 'Quantity, line 1' }, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Quote lines' });
    const drawn = within(table).getAllByRole('row').length;
    expect(drawn).toBeLessThan(60);
    expect(screen.queryByRole('textbox', { name: 'Quantity, line 30' })).toBeNull();

    await user.click(cell('Quantity', 1));
    for (let i = 0; i < 29; i++) await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(cell('Quantity', 30)).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Quantity, line 500' })).toBeNull();
  });
});

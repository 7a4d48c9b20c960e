import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { quoteDetail, quoteLine } from '../testing/quote-fixtures';

const ID = 64;
const PAGE = { width: 1700, height: 2200 };

// A scanned quote: line 1 was read from its row number at the left; its values lie further along.
const scanned: QuoteDetail = quoteDetail(ID, {
  file_name: 'foto.tiff',
  version: 2,
  file: { id: 9, content_type: 'image/tiff', size: 4000, sha256: 'ab' },
  total: '550.00',
  field_confidence: { supplier_name: 0.95, quote_number: 0.95, total: 0.4 },
  field_sources: {
    supplier_name: { page: 1, box: [100, 100, 600, 140] },
    total: { page: 1, box: [1400, 900, 1550, 940] },
  },
  lines: [
    quoteLine(1, {
      description: 'Cemento gris 50 kg',
      confidence: 0.6,
      source: { page: 1, box: [80, 300, 110, 340] },
      field_confidence: { quantity: 0.97, unit: 0.95, unit_price: 0.6, line_total: 0.97 },
      field_sources: {
        quantity: { page: 1, box: [200, 300, 260, 340] },
        unit_price: { page: 1, box: [1200, 300, 1320, 340] },
        line_total: { page: 1, box: [1400, 300, 1550, 340] },
      },
    }),
  ],
});

function buyerWithScan() {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.quote(ID)), () => HttpResponse.json(scanned)),
    http.get(apiUrl(API_PATHS.quotePriceAlerts(ID)), () => HttpResponse.json({ lines: [] })),
    http.get(apiUrl(API_PATHS.quoteFilePages(ID)), () => HttpResponse.json({ pages: [PAGE] })),
    http.get(
      apiUrl(API_PATHS.quoteFilePage(ID, ':page')),
      () =>
        new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        }),
    ),
  );
}

const left = (x: number) => `${(x / PAGE.width) * 100}%`;

beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:page'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the review box and the flags of a read quote', { timeout: 60_000 }, () => {
  it('boxes the focused value itself, not its row number nor its label', async () => {
    buyerWithScan();
    const { user } = renderApp(`/in/quotes/${ID}`);
    await screen.findByRole('img', { name: 'Original document: foto.tiff' }, { timeout: 30_000 });

    await user.click(screen.getByRole('textbox', { name: 'Unit price, line 1' }));
    await waitFor(() =>
      expect(screen.getByTestId('source-highlight')).toHaveStyle({ left: left(1200) }),
    );
    await user.click(screen.getByRole('textbox', { name: 'Amount, line 1' }));
    await waitFor(() =>
      expect(screen.getByTestId('source-highlight')).toHaveStyle({ left: left(1400) }),
    );
    // A value the reader gave no place of its own shows its line's.
    await user.click(screen.getByRole('textbox', { name: 'Description, line 1' }));
    await waitFor(() =>
      expect(screen.getByTestId('source-highlight')).toHaveStyle({ left: left(80) }),
    );
    await user.click(screen.getByRole('textbox', { name: 'Total' }));
    await waitFor(() =>
      expect(screen.getByTestId('source-highlight')).toHaveStyle({
        left: left(1400),
        top: `${(900 / PAGE.height) * 100}%`,
      }),
    );
  });

  it('marks every value read unsure, and only those, in words as well as colour', async () => {
    buyerWithScan();
    renderApp(`/in/quotes/${ID}`);
    const price = await screen.findByRole(
      'textbox',
      { name: 'Unit price, line 1' },
      { timeout: 30_000 },
    );
    expect(price).toHaveAttribute('aria-description', 'Check this value');
    expect(screen.getByRole('textbox', { name: 'Total' })).toHaveAttribute(
      'aria-description',
      'Check this value',
    );
    for (const name of ['Quantity, line 1', 'Amount, line 1', 'Supplier', 'Quote number'])
      expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('aria-description');
    expect(screen.getByRole('combobox', { name: 'Unit, line 1' })).not.toHaveAttribute(
      'aria-description',
    );
    expect(screen.getAllByRole('img', { name: 'Check this value' })).toHaveLength(2);
  });

  it('says under the tax, as under the total, that its reading is not sure', async () => {
    buyerWithScan();
    const unsureTax = { ...scanned, field_confidence: { ...scanned.field_confidence, tax: 0.4 } };
    server.use(http.get(apiUrl(API_PATHS.quote(ID)), () => HttpResponse.json(unsureTax)));
    renderApp(`/in/quotes/${ID}`);
    const tax = await screen.findByRole('textbox', { name: 'Tax' }, { timeout: 30_000 });
    expect(tax).toHaveAttribute('aria-description', 'Check this value');
    expect(tax).toHaveAccessibleDescription(/the reading is not sure/);
    expect(screen.getAllByText('Check this value: the reading is not sure.')).toHaveLength(2);
  });
});

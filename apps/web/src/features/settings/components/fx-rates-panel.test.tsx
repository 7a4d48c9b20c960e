import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { FxRate } from '@app/shared/schemas/fx-rates';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const SEED: FxRate[] = [
  { id: 1, base_currency: 'EUR', quote_currency: 'USD', rate: '1.08', valid_from: '2000-01-01' },
  { id: 2, base_currency: 'USD', quote_currency: 'MXN', rate: '18.50', valid_from: '2000-01-01' },
];

/** The company's table on a fake server that keeps what is posted, and what each call sent. */
function serveRates() {
  const rates = [...SEED];
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.fxRates), () => HttpResponse.json(rates)),
    http.post(apiUrl(API_PATHS.fxRates), async ({ request }) => {
      const body = (await request.json()) as Omit<FxRate, 'id'>;
      sent.push(body);
      if (body.valid_from === '2000-01-01')
        return HttpResponse.json(
          {
            valid_from: ['This pair already has a rate from that date. Edit that rate instead.'],
            error_code: 'fx_rate_taken',
          },
          { status: 400 },
        );
      const saved = { id: rates.length + 1, ...body };
      rates.push(saved);
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.delete(apiUrl(API_PATHS.fxRate(':id')), ({ params }) => {
      rates.splice(
        rates.findIndex((r) => r.id === Number(params.id)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { sent };
}

function openRates() {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  return renderApp('/in/settings?tab=fx');
}

describe('Settings › Exchange rates', { timeout: 60_000 }, () => {
  it('lists the seed rates as printed, with the date each holds from', async () => {
    serveRates();
    openRates();
    const table = await screen.findByRole('table', {}, { timeout: 45_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      // Dates are never ISO on screen (docs/product-rules.md § Numbers and dates).
      expect.stringContaining('1 EUR = 1.08 USDJan 1, 2000'),
      expect.stringContaining('1 USD = 18.5 MXNJan 1, 2000'),
    ]);
  });

  it('refuses a rate that is no number before sending, then adds the rate exactly as typed', async () => {
    const { sent } = serveRates();
    const { user } = openRates();
    await user.click(
      await screen.findByRole('button', { name: 'Add a rate' }, { timeout: 45_000 }),
    );
    const rate = screen.getByRole('textbox', { name: /Equals/ });
    await user.type(rate, '19,2,5');
    const date = screen.getByLabelText(/Valid from/);
    await user.clear(date);
    await user.type(date, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    expect(
      await screen.findByText(/Enter the rate as a number, up to 10 decimals/),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '19.2512345');
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    expect(await screen.findByText('1 USD = 19.2512345 MXN')).toBeInTheDocument();
    expect(sent).toEqual([
      { base_currency: 'USD', quote_currency: 'MXN', rate: '19.2512345', valid_from: '2026-11-01' },
    ]);
  });

  it('shows the server’s refusal on the date field and deletes a rate', async () => {
    serveRates();
    const { user } = openRates();
    await user.click(
      await screen.findByRole('button', { name: 'Add a rate' }, { timeout: 45_000 }),
    );
    await user.type(screen.getByRole('textbox', { name: /Equals/ }), '20');
    const date = screen.getByLabelText(/Valid from/);
    await user.clear(date);
    await user.type(date, '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    expect(
      await screen.findByText(
        'This pair already has a rate from that date. Edit that rate instead.',
      ),
    ).toBeInTheDocument();
    // The refusal names the date: no general "could not be saved" alert beside it.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Delete 1 EUR = 1.08 USD from Jan 1, 2000' }),
    );
    expect(await screen.findByText('1 USD = 18.5 MXN')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('1 EUR = 1.08 USD'), { timeout: 5_000 }).toBeNull();
  });

  it('says the rate could not be saved when the server gives no answer', async () => {
    serveRates();
    server.use(http.post(apiUrl(API_PATHS.fxRates), () => HttpResponse.error()));
    const { user } = openRates();
    await user.click(
      await screen.findByRole('button', { name: 'Add a rate' }, { timeout: 45_000 }),
    );
    await user.type(screen.getByRole('textbox', { name: /Equals/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rate could not be saved. Try again.',
    );
  });
});

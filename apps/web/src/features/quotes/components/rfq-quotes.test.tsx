import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildRfq } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { quoteDetail } from '../testing/quote-fixtures';

const RFQ = 7;
const rfqRef = { id: RFQ, number: 'SDC-2026-0007', title: 'Materiales etapa 7' };

/** A buyer on RFQ 7's page; the server files uploads under the RFQ named in the query string. */
function openRfq(role: 'BUYER' | 'STAFF' = 'BUYER', isEmpty = false) {
  const listed: URL[] = [];
  const uploaded: URL[] = [];
  const filed: QuoteDetail[] = isEmpty
    ? []
    : [quoteDetail(31, { file_name: 'bodega-beta.pdf', rfq: rfqRef, status: 'confirmed' })];
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role })),
    ),
    http.get(apiUrl(API_PATHS.rfq(RFQ)), () => HttpResponse.json(buildRfq(RFQ))),
    http.get(apiUrl(API_PATHS.quotes), ({ request }) => {
      const url = new URL(request.url);
      listed.push(url);
      const rows = filed.filter((q) => String(q.rfq?.id) === url.searchParams.get('rfq_id'));
      return HttpResponse.json({ quotes: rows, page: 1, page_size: 50, total: rows.length });
    }),
    http.post(apiUrl(API_PATHS.quotes), ({ request }) => {
      const url = new URL(request.url);
      uploaded.push(url);
      const quote = quoteDetail(40 + uploaded.length, {
        status: 'received',
        file_name: url.searchParams.get('file_name'),
        rfq: url.searchParams.get('rfq_id') === String(RFQ) ? rfqRef : null,
      });
      filed.push(quote);
      return HttpResponse.json(quote, { status: 201 });
    }),
  );
  return { ...renderApp(`/in/rfqs/${RFQ}`), listed, uploaded };
}

describe("an RFQ's quotes", () => {
  it('lists the quotes filed under the RFQ and files an upload under it', async () => {
    const { user, listed, uploaded } = openRfq();
    const section = await screen.findByRole('table', {
      name: 'Quotes filed under this request (1)',
    });
    expect(within(section).getByRole('link', { name: 'bodega-beta.pdf' })).toHaveAttribute(
      'href',
      '/in/quotes/31',
    );
    expect(listed.map((url) => url.searchParams.get('rfq_id'))).toEqual([String(RFQ)]);

    await user.upload(
      screen.getByTestId('quote-files'),
      new File(['Cantidad,Precio\n1,2'], 'aceros-alfa.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(uploaded[0]!.searchParams.get('rfq_id')).toBe(String(RFQ));
    expect(
      await screen.findByRole('link', { name: 'aceros-alfa.csv' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it('offers no upload to a member who only reads, and says when nothing is filed yet', async () => {
    openRfq('STAFF', true);
    expect(await screen.findByText(/No quote is filed under this request yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload quote' })).not.toBeInTheDocument();
  }, 30_000);
});

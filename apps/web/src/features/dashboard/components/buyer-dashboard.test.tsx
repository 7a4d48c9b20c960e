import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { ProviderDashboard } from '@app/shared/schemas/dashboard';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildBuyerDashboard, buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

function signInAs(
  userType: 'Company User' | 'Provider User',
  language: 'en' | 'es' = 'en',
  country = 'MX',
) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(
        buildProfile({ user_type: userType, role: 'BUYER', language, company_country: country }),
      ),
    ),
  );
}

const card = async (name: string) => within(await screen.findByRole('region', { name }));

describe('buyer dashboard', () => {
  it('shows each card with its count, its first rows linking to them, and a link to its list', async () => {
    signInAs('Company User');
    server.use(
      http.get(apiUrl(API_PATHS.dashboard), () =>
        HttpResponse.json(
          buildBuyerDashboard({
            rfqs_awaiting_answers: {
              count: 7,
              rows: [
                {
                  id: 12,
                  number: 'SDC-2026-0012',
                  title: 'Acero nivel 3',
                  project_name: 'Torre Norte',
                  due_at: '2026-12-03T12:00:00.000Z',
                  invited: 3,
                  answered: 1,
                },
              ],
            },
            quotes_to_review: {
              count: 2,
              rows: [
                {
                  id: 40,
                  supplier_name: 'Ferretería Omega',
                  quote_number: 'OM-7',
                  rfq: { id: 12, number: 'SDC-2026-0012' },
                  currency: 'MXN',
                  total: '490.005',
                  created_at: '2026-11-20T10:00:00.000Z',
                },
              ],
            },
            ready_to_award: {
              count: 1,
              rows: [
                {
                  id: 9,
                  number: 'SDC-2026-0009',
                  title: 'Cemento',
                  project_name: 'Torre Norte',
                  status: 'closed',
                  due_at: '2026-11-10T18:00:00.000Z',
                  offers: 3,
                },
              ],
            },
            open_orders: {
              count: 3,
              awaiting_acknowledgement: 2,
              awaiting_delivery: 1,
              rows: [
                {
                  id: 5,
                  number: 'OC-2026-0005',
                  status: 'acknowledged',
                  party: 'Bodega Beta',
                  currency: 'MXN',
                  total: '147726.40',
                  need_by_date: '2030-01-15',
                  created_at: '2026-11-20T10:00:00.000Z',
                },
              ],
            },
            savings: {
              since: '2026-11-01T00:00:00.000Z',
              by_currency: [
                {
                  currency: 'MXN',
                  awards: 2,
                  awarded_total: '158290.30',
                  saving_vs_highest: '3710.00',
                  saving_vs_median: '-29540.00',
                },
              ],
            },
          }),
        ),
      ),
    );
    renderApp('/in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const rfqs = await card('RFQs waiting for answers');
    expect(rfqs.getByText('7')).toBeInTheDocument();
    expect(rfqs.getByRole('link', { name: 'SDC-2026-0012 · Acero nivel 3' })).toHaveAttribute(
      'href',
      '/in/rfqs/12',
    );
    expect(rfqs.getByText('1 of 3 answered')).toBeInTheDocument();
    expect(rfqs.getByText(/^Due Dec 3, 2026 · Torre Norte$/)).toBeInTheDocument();

    const quotes = await card('Quotes waiting for review');
    expect(quotes.getByText('2')).toBeInTheDocument();
    expect(quotes.getByRole('link', { name: 'Ferretería Omega · OM-7' })).toHaveAttribute(
      'href',
      '/in/quotes/40',
    );
    // Rounded on the decimal text: 490.005 is 490.01, never 490.00 through a float.
    expect(quotes.getByText('490.01 MXN')).toBeInTheDocument();
    expect(quotes.getByRole('link', { name: 'See all quotes' })).toHaveAttribute(
      'href',
      '/in/quotes',
    );

    const ready = await card('Comparisons ready to award');
    expect(ready.getByRole('link', { name: 'SDC-2026-0009 · Cemento' })).toHaveAttribute(
      'href',
      '/in/rfqs/9/comparison',
    );
    expect(ready.getByText('3 offers')).toBeInTheDocument();

    const orders = await card('Orders waiting');
    expect(orders.getByText('2 to be acknowledged · 1 to be delivered')).toBeInTheDocument();
    expect(orders.getByRole('link', { name: 'OC-2026-0005 · Bodega Beta' })).toHaveAttribute(
      'href',
      '/in/purchase-orders/5',
    );
    expect(
      orders.getByText('Acknowledged by supplier · Needed by Jan 15, 2030'),
    ).toBeInTheDocument();
    expect(orders.getByText('147,726.40 MXN')).toBeInTheDocument();
    expect(orders.getByRole('link', { name: 'See all purchase orders' })).toHaveAttribute(
      'href',
      '/in/purchase-orders',
    );

    const savings = await card('Savings this month');
    expect(savings.getByText('Awards confirmed since Nov 1, 2026')).toBeInTheDocument();
    expect(savings.getByText('2 awards confirmed')).toBeInTheDocument();
    // The big figure is the month's saving against the highest offer, not the number of awards.
    expect(savings.getByTestId('dashboard-figure')).toHaveTextContent('3,710.00 MXN');
    expect(savings.getByText('158,290.30 MXN')).toBeInTheDocument();
    expect(savings.getAllByText('3,710.00 MXN')).toHaveLength(2);
    expect(savings.getByText('-29,540.00 MXN')).toBeInTheDocument();
  });

  it('tells a company that has not started what to do next on every card', async () => {
    signInAs('Company User');
    renderApp('/in');
    const rfqs = await card('RFQs waiting for answers');
    expect(rfqs.getByText('0')).toBeInTheDocument();
    expect(rfqs.getByText('No request is waiting for answers.')).toBeInTheDocument();
    expect(rfqs.getByRole('link', { name: 'Create an RFQ from a project' })).toHaveAttribute(
      'href',
      '/in/projects',
    );
    const quotes = await card('Quotes waiting for review');
    expect(quotes.getByRole('link', { name: "Upload a supplier's quote" })).toHaveAttribute(
      'href',
      '/in/quotes',
    );
    expect(
      (await card('Comparisons ready to award')).getByText(
        'Comparisons appear here once suppliers answer or you confirm their quotes.',
      ),
    ).toBeInTheDocument();
    expect(
      (await card('Orders waiting')).getByText(
        'No order is waiting for acknowledgement or delivery.',
      ),
    ).toBeInTheDocument();
    expect(
      (await card('Savings this month')).getByText('No award has been confirmed this month.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('speaks Spanish with the separators of a buyer in Spain', async () => {
    signInAs('Company User', 'es', 'ES');
    server.use(
      http.get(apiUrl(API_PATHS.dashboard), () =>
        HttpResponse.json(
          buildBuyerDashboard({
            savings: {
              since: '2026-11-01T00:00:00.000Z',
              by_currency: [
                {
                  currency: 'MXN',
                  awards: 1,
                  awarded_total: '158290.30',
                  saving_vs_highest: '3710.00',
                  saving_vs_median: '-29540.00',
                },
              ],
            },
          }),
        ),
      ),
    );
    renderApp('/in');
    const savings = await card('Ahorro de este mes');
    expect(savings.getByText('1 adjudicación confirmada')).toBeInTheDocument();
    expect(savings.getByTestId('dashboard-figure')).toHaveTextContent(/^3[.\s\u202f]?710,00 MXN$/);
    expect(savings.getByText('158.290,30 MXN')).toBeInTheDocument();
    expect(
      (await card('SdC esperando respuestas')).getByRole('link', {
        name: 'Crea una SdC desde un proyecto',
      }),
    ).toHaveAttribute('href', '/in/projects');
  });

  it('shows the message when the dashboard cannot be loaded', async () => {
    signInAs('Company User');
    server.use(
      http.get(apiUrl(API_PATHS.dashboard), () =>
        HttpResponse.json({ error: 'Something failed.' }, { status: 500 }),
      ),
    );
    renderApp('/in');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Savings this month' })).not.toBeInTheDocument();
  });
  it('says the dashboard could not be loaded, and shows it after "Try again" once the server answers', async () => {
    signInAs('Company User');
    let calls = 0;
    server.use(
      http.get(apiUrl(API_PATHS.dashboard), () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json(buildBuyerDashboard());
      }),
    );
    const user = userEvent.setup();
    renderApp('/in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The dashboard could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Savings this month' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('provider dashboard', () => {
  it('shows a provider its RFQs to answer, its win rate and the order to acknowledge', async () => {
    signInAs('Provider User');
    const board: ProviderDashboard = {
      open_rfqs: {
        count: 1,
        rows: [
          {
            invitation_id: 31,
            number: 'SDC-2026-0012',
            title: 'Acero nivel 3',
            buyer_company: 'Constructora Delta',
            due_at: '2026-12-03T12:00:00.000Z',
            invitation_status: 'viewed',
            answered_at: null,
          },
        ],
      },
      received: 5,
      answered: { count: 4, rows: [] },
      won: 1,
      orders_to_acknowledge: {
        count: 1,
        rows: [
          {
            id: 8,
            number: 'OC-2026-0008',
            status: 'sent',
            party: 'Constructora Delta',
            currency: 'MXN',
            total: '23780.00',
            need_by_date: null,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    };
    server.use(http.get(apiUrl(API_PATHS.inboxDashboard), () => HttpResponse.json(board)));
    renderApp('/in');
    const open = await card('RFQs to answer');
    expect(open.getByText('5 requests received in all')).toBeInTheDocument();
    expect(open.getByRole('link', { name: 'SDC-2026-0012 · Acero nivel 3' })).toHaveAttribute(
      'href',
      '/in/inbox/31',
    );
    const rate = await card('Win rate');
    expect(rate.getByText('25%')).toBeInTheDocument();
    expect(rate.getByText('Won 1 of 4 answered requests')).toBeInTheDocument();
    const orders = await card('Orders to acknowledge');
    expect(orders.getByRole('link', { name: 'OC-2026-0008 · Constructora Delta' })).toHaveAttribute(
      'href',
      '/in/inbox/purchase-orders/8',
    );
  });
});

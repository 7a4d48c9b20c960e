import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { Award } from '@app/shared/schemas/purchase-orders';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { i18n } from '#web/lib/i18n.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const CODED = 'Producto ACX-27 según plano de obra';

const offer = {
  key: 'quote-3',
  supplier_name: 'Materiales Díaz',
  source: 'quote' as const,
  quote_id: 3,
  currency: 'MXN',
  freight: '0',
  levelled_freight: '0',
  fx_date: '2026-11-02',
  fx_missing: false,
  payment_terms: null,
  valid_until: null,
};
const cementCell = {
  item_id: 1,
  offer_key: 'quote-3',
  line_id: 31,
  match_source: 'auto' as const,
  confidence: 0.87,
  description: 'Cto. gris CPC 30R Btº 50kg',
  quoted_unit_price: '250.00',
  levelled_unit_price: '250',
  substitution: false,
  note: null,
  conversion_note: null,
  conversion: null,
  changes: [],
  partial: false,
  price_alert: null,
};
const items = [
  {
    id: 1,
    position: 1,
    description: 'Cemento gris CPC 30R bulto 50 kg',
    quantity: '400',
    unit: 'bag' as const,
    best_offer_key: 'quote-3',
  },
  {
    id: 2,
    position: 2,
    description: 'Varilla corrugada 3/8"',
    quantity: '1.5',
    unit: 't' as const,
    best_offer_key: null,
  },
];
/** The matcher left the supplier's coded line out: the rebar is a gap. */
const before: Comparison = {
  rfq_id: 7,
  currency: 'MXN',
  items,
  offers: [
    {
      ...offer,
      levelled_total: '100000.00',
      coverage: '0.5',
      gap_item_ids: [2],
      unmatched_lines: [
        {
          line_id: 32,
          position: 2,
          description: CODED,
          quoted_unit_price: '20000.00',
          match_source: 'auto',
          suggested_item_id: null,
          suggested_confidence: null,
        },
      ],
    },
  ],
  cells: [cementCell],
};
const after: Comparison = {
  ...before,
  items: items.map((item) => ({ ...item, best_offer_key: 'quote-3' })),
  offers: [
    { ...offer, levelled_total: '130000.00', coverage: '1', gap_item_ids: [], unmatched_lines: [] },
  ],
  cells: [
    cementCell,
    {
      ...cementCell,
      item_id: 2,
      line_id: 32,
      match_source: 'buyer',
      confidence: null,
      description: CODED,
      quoted_unit_price: '20000.00',
      levelled_unit_price: '20000',
    },
  ],
};

function openComparison(
  language: 'en' | 'es',
  put: (body: unknown) => Response,
  shown: Comparison = before,
) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER', language })),
    ),
    http.get(apiUrl(API_PATHS.rfqComparison(7)), () => HttpResponse.json(shown)),
    http.get(apiUrl(API_PATHS.rfqAward(7)), () =>
      HttpResponse.json({ award: null, purchase_orders: [] } satisfies Award),
    ),
    http.put(apiUrl(API_PATHS.rfqComparisonLine(7, 32)), async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return put(body);
    }),
  );
  return { ...renderApp('/in/rfqs/7/comparison'), bodies };
}

describe('reassigning a quote line on the comparison', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
  });
  afterEach(() => vi.restoreAllMocks());

  it('ties a line nobody matched to a requested item: the total and the cell follow', async () => {
    const { user, bodies } = openComparison('en', () => HttpResponse.json(after));
    // The matcher's own match shows how sure it is.
    expect(await screen.findByText('Match 87 %', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Lines that answer no requested item')).toBeInTheDocument();
    // The line the matcher tied to nothing says its price as money, and no "Match 0 %".
    expect(screen.getByText(/— 20,000\.00 MXN$/)).toBeInTheDocument();
    expect(screen.queryByText('Match 0 %')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Change the match of “${CODED}”` }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Which requested item does this line answer?',
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Requested item' }));
    await user.click(within(dialog).getByRole('option', { name: '2. Varilla corrugada 3/8"' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save match' }));

    expect(bodies).toEqual([{ item_id: 2 }]);
    expect(await screen.findByText('130,000.00 MXN')).toBeInTheDocument();
    expect(screen.getByText('Set by you')).toBeInTheDocument();
    expect(screen.queryByText('Lines that answer no requested item')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in Spanish and keeps the dialog open', async () => {
    await i18n.changeLanguage('es');
    const refusal =
      'Ese artículo no es parte de esta solicitud: elige uno de sus artículos o «No es parte de la solicitud».';
    const { user, bodies } = openComparison('es', () =>
      HttpResponse.json({ item_id: [refusal], error_code: 'match_unknown_item' }, { status: 400 }),
    );
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Cambiar la asignación de «${CODED}»` },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿A qué artículo solicitado responde esta línea?',
    });
    // The line starts as "not part of the request".
    expect(within(dialog).getByRole('combobox', { name: 'Artículo solicitado' })).toHaveValue(
      'No es parte de la solicitud',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar asignación' }));
    expect(bodies).toEqual([{ item_id: null }]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    // A Mexican company reads its amounts the Mexican way in Spanish too.
    expect(screen.getByText('100,000.00 MXN')).toBeInTheDocument();
  });

  it('offers an unsure match as a suggestion the buyer accepts by a click', async () => {
    // docs/product-rules.md § Comparing and awarding, Suggestions.
    const suggested: Comparison = {
      ...before,
      offers: before.offers.map((o) => ({
        ...o,
        unmatched_lines: o.unmatched_lines.map((line) => ({
          ...line,
          suggested_item_id: 2,
          suggested_confidence: 0.28,
        })),
      })),
    };
    const { user, bodies } = openComparison('en', () => HttpResponse.json(after), suggested);
    expect(
      await screen.findByText(
        'Suggested: 2. Varilla corrugada 3/8" (match 28 %, too unsure to count until you accept it)',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `Accept the suggested match of “${CODED}”` }),
    );
    expect(bodies).toEqual([{ item_id: 2 }]);
    expect(await screen.findByText('130,000.00 MXN')).toBeInTheDocument();
  });

  it('words a substitute in the page’s language, whatever the request’s', async () => {
    // The comparison keeps what differs; the screen words it (docs/product-rules.md § Comparing and awarding).
    const substitute: Comparison = {
      ...before,
      cells: [
        {
          ...cementCell,
          substitution: true,
          note: "3500 psi en lugar de f'c 250",
          changes: [{ kind: 'strength', quoted: '3500 psi', requested: "f'c 250" }],
        },
      ],
    };
    openComparison('en', () => HttpResponse.json(after), substitute);
    expect(
      await screen.findByText("3500 psi instead of f'c 250", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("3500 psi en lugar de f'c 250")).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { InvitationAnswers } from '@app/shared/schemas/rfq-answers';
import type { AnswerRevision } from '@app/shared/schemas/rfqs';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { i18n } from '#web/lib/i18n.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildRfq } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const RFQ = 7;
const INVITATION = 31;

/** A revision typed through the answer link: 400 bags at 250.00, with freight and a discount. */
function revision(discount: Pick<AnswerRevision, 'discount_total' | 'discount_pct'>) {
  return {
    revision: 1,
    currency: 'MXN',
    valid_until: null,
    freight: '500.00',
    ...discount,
    payment_terms: '30 días',
    notes: '',
    lines: [{ item_id: 1, unit_price: '250.00', brand: '', note: '', delivery_days: null }],
    submitted_at: '2026-11-25T16:00:00.000Z',
    by_account: false,
  } satisfies AnswerRevision;
}

/** A buyer on RFQ 7's page, whose one supplier has answered with `answer`. */
async function openAnswer(answer: AnswerRevision) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.rfq(RFQ)), () =>
      HttpResponse.json(
        buildRfq(RFQ, {
          invited_count: 1,
          answered_count: 1,
          invitations: [
            {
              id: INVITATION,
              supplier: { id: 3, name: 'Ferretería Norte' },
              email: 'ventas@norte.test',
              language: 'es',
              status: 'answered',
              provider_company: null,
              sent_at: '2026-11-20T11:00:00Z',
              answered_at: '2026-11-25T16:00:00Z',
              revision_count: 1,
              file_count: 0,
            },
          ],
        }),
      ),
    ),
    http.get(apiUrl(API_PATHS.invitationAnswers(RFQ, INVITATION)), () =>
      HttpResponse.json({
        invitation_id: INVITATION,
        revisions: [answer],
        files: [],
      } satisfies InvitationAnswers),
    ),
  );
  const { user } = renderApp(`/in/rfqs/${RFQ}`);
  await user.click(
    await screen.findByRole(
      'button',
      { name: i18n.t('rfqs:invitations.toggle', { name: 'Ferretería Norte' }) },
      { timeout: 10_000 },
    ),
  );
}

describe("the buyer's view of a supplier's answer", { timeout: 30_000 }, () => {
  it('shows the document discount the supplier typed as an amount, beside the freight', async () => {
    await openAnswer(revision({ discount_total: '2500.00', discount_pct: null }));
    expect(
      await screen.findByText('Freight: 500.00 MXN · Discount: 2,500.00 MXN · Payment: 30 días'),
    ).toBeInTheDocument();
  });

  it('shows a discount typed as a percentage with its amount and the percentage', async () => {
    await openAnswer(revision({ discount_total: '12500.00', discount_pct: '12.5' }));
    expect(await screen.findByText(/Discount: 12,500\.00 MXN \(12\.5%\)/)).toBeInTheDocument();
  });

  it('says nothing of a discount when the supplier typed none', async () => {
    await openAnswer(revision({ discount_total: null, discount_pct: null }));
    expect(await screen.findByText('Freight: 500.00 MXN · Payment: 30 días')).toBeInTheDocument();
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
  });
});

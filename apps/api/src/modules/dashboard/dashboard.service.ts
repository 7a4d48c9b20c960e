import { PO_STATUSES, type PoStatus } from '@app/shared/constants/purchasing';
import type { BuyerDashboard, ProviderDashboard } from '@app/shared/schemas/dashboard';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import {
  findOpenOrders,
  findQuotesToReview,
  findRfqsAwaitingAnswers,
  findRfqsReadyToAward,
  sumSavingsSince,
} from './buyer-dashboard.repository.ts';
import { loadProviderDashboard } from './provider-dashboard.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/** The first instant of the current month in UTC: "this month" of the savings card. */
export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

type OrderRow = {
  id: number;
  number: string;
  status: PoStatus;
  party: string;
  currency: BuyerDashboard['open_orders']['rows'][number]['currency'];
  total: string;
  needByDate: string | null;
  createdAt: Date;
};

const toOrder = (row: OrderRow) => ({
  id: row.id,
  number: row.number,
  status: row.status,
  party: row.party,
  currency: row.currency,
  total: row.total,
  need_by_date: row.needByDate,
  created_at: row.createdAt.toISOString(),
});

/**
 * GET /dashboard/: what waits for the buyer company (docs/product-rules.md § Dashboard), each card
 * a count and its first rows, and the savings of the awards confirmed this month per currency.
 */
export async function getBuyerDashboard(ctx: Ctx, scope: Scope): Promise<BuyerDashboard> {
  const company = scope.stakeholderId;
  const since = startOfMonthUtc();
  const [awaiting, toReview, ready, orders, savings] = await Promise.all([
    findRfqsAwaitingAnswers(ctx.db, company),
    findQuotesToReview(ctx.db, company),
    findRfqsReadyToAward(ctx.db, company),
    findOpenOrders(ctx.db, company),
    sumSavingsSince(ctx.db, company, since),
  ]);
  const ordersIn = (statuses: PoStatus[]) =>
    orders.byStatus.filter((s) => statuses.includes(s.status)).reduce((n, s) => n + s.n, 0);
  return {
    rfqs_awaiting_answers: {
      count: awaiting.total,
      rows: awaiting.rows.map((row) => ({
        id: row.id,
        number: row.number,
        title: row.title,
        project_name: row.projectName,
        due_at: row.dueAt.toISOString(),
        invited: row.invited,
        answered: row.answered,
      })),
    },
    quotes_to_review: {
      count: toReview.total,
      rows: toReview.rows.map((row) => ({
        id: row.id,
        supplier_name: row.supplierName,
        quote_number: row.quoteNumber,
        rfq:
          row.rfqId !== null && row.rfqNumber !== null
            ? { id: row.rfqId, number: row.rfqNumber }
            : null,
        currency: row.currency,
        total: row.total,
        created_at: row.createdAt.toISOString(),
      })),
    },
    ready_to_award: {
      count: ready.total,
      rows: ready.rows.map((row) => ({
        id: row.id,
        number: row.number,
        title: row.title,
        project_name: row.projectName,
        status: row.status,
        due_at: row.dueAt.toISOString(),
        offers: row.offers,
      })),
    },
    open_orders: {
      count: ordersIn([...PO_STATUSES]),
      awaiting_acknowledgement: ordersIn(['sent']),
      awaiting_delivery: ordersIn(['acknowledged', 'partly_delivered']),
      rows: orders.rows.map(toOrder),
    },
    savings: {
      since: since.toISOString(),
      by_currency: savings.map((row) => ({
        currency: row.currency,
        awards: row.awards,
        awarded_total: row.awardedTotal,
        saving_vs_highest: row.savingVsHighest,
        saving_vs_median: row.savingVsMedian,
      })),
    },
  };
}

/**
 * GET /inbox/dashboard/: a provider company's RFQs still open to answer, its answers, its win
 * rate's two counts and the orders it has to acknowledge (docs/product-rules.md § Dashboard).
 */
export async function getProviderDashboard(ctx: Ctx, scope: Scope): Promise<ProviderDashboard> {
  const { counts, open, answered, orders } = await loadProviderDashboard(
    ctx.db,
    scope.stakeholderId,
  );
  const toEntry = (row: (typeof open)[number]) => ({
    invitation_id: row.invitationId,
    number: row.number,
    title: row.title,
    buyer_company: row.buyerCompany,
    due_at: row.dueAt.toISOString(),
    invitation_status: row.invitationStatus,
    answered_at: row.answeredAt?.toISOString() ?? null,
  });
  return {
    open_rfqs: { count: counts.open, rows: open.map(toEntry) },
    received: counts.received,
    answered: { count: counts.answered, rows: answered.map(toEntry) },
    won: counts.won,
    orders_to_acknowledge: { count: orders.total, rows: orders.rows.map(toOrder) },
  };
}

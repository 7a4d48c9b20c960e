export { invitations } from './invitations.ts';
export { locations } from './locations.ts';
export { mailOutbox } from './mail-outbox.ts';
export { oidcStates } from './oidc-states.ts';
export { sessions } from './sessions.ts';
export { stakeholders } from './stakeholders.ts';
export { users } from './users.ts';
export { mailAttachments } from './mail-attachments.ts';
export { projects } from './projects.ts';
export {
  quoteFiles,
  rfqAnswerLines,
  rfqAnswers,
  rfqCounters,
  rfqInvitations,
  rfqItems,
  rfqs,
  rfqTallies,
} from './rfqs.ts';
export { suppliers } from './suppliers.ts';
export { quoteCorrections, quoteLines, quotes } from './quotes.ts';
export {
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  rfqAwardLines,
  rfqAwardOffers,
  rfqAwards,
} from './purchase-orders.ts';
export { priceRecords } from './price-records.ts';
export {
  priceItemMonths,
  priceItemTotals,
  purchaseOrderGoods,
  quoteStatusCounts,
  rfqAwardQueue,
  spendTotals,
  supplierInvitationFacts,
  supplierPerformanceTotals,
} from './analytics-summaries.ts';
export { fxRates } from './fx-rates.ts';
export { supplierLineMatches } from './line-matches.ts';
export { conversionOverrides } from './conversion-overrides.ts';

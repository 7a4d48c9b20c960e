/**
 * API paths relative to the API base (`/api`), written exactly as the specification gives them,
 * trailing slash included.
 */
export const API_BASE = '/api';

export const API_PATHS = {
  health: '/health/',
  token: '/token/',
  tokenRefresh: '/token/refresh/',
  tokenBlacklist: '/token/blacklist/',
  googleLogin: '/users/google/login/',
  googleCallback: '/users/google/callback/',
  setUserLanguage: '/users/set-user-language/',
  profile: '/users/profile/',
  changePassword: '/users/change-password/',
  passwordReset: '/users/password-reset/',
  passwordResetConfirm: (uidb64: string, token: string) =>
    `/users/password-reset-confirm/${uidb64}/${token}/`,
  activate: (uidb64: string, token: string) => `/users/activate/${uidb64}/${token}/`,
  checkEmail: '/stakeholders/check-email/',
  register: '/stakeholders/register/',
  companyMine: '/stakeholders/mine/',
  me: '/users/me/',
  invites: '/users/invites/',
  invite: (id: number | string) => `/users/invites/${id}/`,
  resendInvitation: (id: number | string) => `/users/invites/${id}/resend_invitation/`,
  acceptInvitation: '/users/invites/accept_invitation/',
  member: (id: number | string) => `/users/${id}/`,
  toggleMemberStatus: (id: number | string) => `/users/${id}/toggle_status/`,
  locations: '/locations/',
  location: (id: number | string) => `/locations/${id}/`,
  locationTypes: '/locations/types/',
  fxRates: '/fx-rates/',
  fxRate: (id: number | string) => `/fx-rates/${id}/`,
  projects: '/projects/',
  project: (id: number | string) => `/projects/${id}/`,
  closeProject: (id: number | string) => `/projects/${id}/close/`,
  reopenProject: (id: number | string) => `/projects/${id}/reopen/`,
  suppliers: '/suppliers/',
  supplier: (id: number | string) => `/suppliers/${id}/`,
  supplierByEmail: '/suppliers/by-email/',
  mergeSuppliers: (id: number | string) => `/suppliers/${id}/merge/`,
  rfqs: '/rfqs/',
  rfq: (id: number | string) => `/rfqs/${id}/`,
  sendRfq: (id: number | string) => `/rfqs/${id}/send/`,
  closeRfq: (id: number | string) => `/rfqs/${id}/close/`,
  rfqPdf: (id: number | string) => `/rfqs/${id}/pdf/`,
  rfqXlsx: (id: number | string) => `/rfqs/${id}/xlsx/`,
  rfqComparison: (id: number | string) => `/rfqs/${id}/comparison/`,
  rfqAwardPlan: (id: number | string) => `/rfqs/${id}/award/plan/`,
  rfqAward: (id: number | string) => `/rfqs/${id}/award/`,
  rfqComparisonXlsx: (id: number | string) => `/rfqs/${id}/comparison/xlsx/`,
  rfqComparisonPdf: (id: number | string) => `/rfqs/${id}/comparison/pdf/`,
  rfqComparisonLine: (id: number | string, lineId: number | string) =>
    `/rfqs/${id}/comparison/lines/${lineId}/`,
  rfqComparisonLineConversion: (id: number | string, lineId: number | string) =>
    `/rfqs/${id}/comparison/lines/${lineId}/conversion/`,
  importRfqItems: '/rfqs/import-items/',
  withdrawInvitation: (id: number | string, invitationId: number | string) =>
    `/rfqs/${id}/invitations/${invitationId}/withdraw/`,
  invitationAnswers: (id: number | string, invitationId: number | string) =>
    `/rfqs/${id}/invitations/${invitationId}/answers/`,
  rfqAnswer: (token: string) => `/rfq-answer/${token}/`,
  rfqAnswerFiles: (token: string) => `/rfq-answer/${token}/files/`,
  /** The buyer's dashboard (docs/product-rules.md § Dashboard). */
  dashboard: '/dashboard/',
  /** A provider company's dashboard (docs/product-rules.md § Dashboard). */
  inboxDashboard: '/inbox/dashboard/',
  /** The buyer's analytics (docs/product-rules.md § Analytics), one path per view. */
  analyticsSpend: '/analytics/spend/',
  analyticsSavings: '/analytics/savings/',
  analyticsPriceTrend: '/analytics/price-trend/',
  analyticsSuppliers: '/analytics/suppliers/',
  inboxRfqs: '/inbox/rfqs/',
  inboxRfq: (id: number | string) => `/inbox/rfqs/${id}/`,
  inboxAnswer: (id: number | string) => `/inbox/rfqs/${id}/answer/`,
  inboxFiles: (id: number | string) => `/inbox/rfqs/${id}/files/`,
  inboxPurchaseOrders: '/inbox/purchase-orders/',
  inboxPurchaseOrder: (id: number | string) => `/inbox/purchase-orders/${id}/`,
  inboxPurchaseOrderPdf: (id: number | string) => `/inbox/purchase-orders/${id}/pdf/`,
  acknowledgePurchaseOrder: (id: number | string) => `/inbox/purchase-orders/${id}/acknowledge/`,
  purchaseOrders: '/purchase-orders/',
  purchaseOrder: (id: number | string) => `/purchase-orders/${id}/`,
  purchaseOrderPdf: (id: number | string) => `/purchase-orders/${id}/pdf/`,
  purchaseOrderStatus: (id: number | string) => `/purchase-orders/${id}/status/`,
  quotes: '/quotes/',
  quoteAddress: '/quotes/address/',
  quote: (id: number | string) => `/quotes/${id}/`,
  quoteFile: (id: number | string) => `/quotes/${id}/file/`,
  quoteFilePages: (id: number | string) => `/quotes/${id}/file/pages/`,
  quoteFilePage: (id: number | string, page: number | string) =>
    `/quotes/${id}/file/pages/${page}/`,
  confirmQuote: (id: number | string) => `/quotes/${id}/confirm/`,
  quoteRfq: (id: number | string) => `/quotes/${id}/rfq/`,
  quoteCorrections: (id: number | string) => `/quotes/${id}/corrections/`,
  typedQuote: '/quotes/typed/',
  quotePriceAlerts: (id: number | string) => `/quotes/${id}/price-alerts/`,
  priceHistory: '/price-history/',
  pendingRegistrations: '/backoffice/registrations/',
  approveRegistration: (id: number | string) => `/backoffice/registrations/${id}/approve/`,
} as const;

/** Paths of the web app that mail links point to. */
export const WEB_PATHS = {
  activate: (uidb64: string, token: string) => `/users/activate/${uidb64}/${token}`,
  resetPassword: (uidb64: string, token: string) => `/reset-password/${uidb64}/${token}`,
  acceptInvitation: (token: string) => `/accept-invitation/${token}`,
  login: '/login',
  /** The public page where an invited supplier answers an RFQ without an account. */
  answerRfq: (token: string) => `/rfq-answer/${token}`,
  /** A provider company's inbox entry for one RFQ. */
  inboxRfq: (invitationId: number | string) => `/in/inbox/${invitationId}`,
  register: '/signup',
  /** A provider company's view of a purchase order sent to it. */
  inboxPurchaseOrder: (id: number | string) => `/in/inbox/purchase-orders/${id}`,
} as const;

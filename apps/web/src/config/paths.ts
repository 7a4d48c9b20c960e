/**
 * Every route of the web app in one place. `path` is the router pattern; `getHref` builds a link.
 * The signed-in area (`/in/*`) adds its own entries under `app`.
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/login',
      getHref: (options: { error?: string; expired?: boolean } = {}) => {
        const params = new URLSearchParams();
        if (options.error) params.set('error', options.error);
        if (options.expired) params.set('expired', '1');
        const query = params.toString();
        return query ? `/login?${query}` : '/login';
      },
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password/:uidb64/:token',
      getHref: (uidb64: string, token: string) => `/reset-password/${uidb64}/${token}`,
    },
    googleCallback: { path: '/google-callback', getHref: () => '/google-callback' },
    signup: { path: '/signup', getHref: () => '/signup' },
    activate: {
      path: '/users/activate/:uidb64/:token',
      getHref: (uidb64: string, token: string) => `/users/activate/${uidb64}/${token}`,
    },
    acceptInvitation: {
      path: '/accept-invitation/:token',
      getHref: (token: string) => `/accept-invitation/${token}`,
    },
  },
  /** The public page where an invited supplier answers an RFQ from the mailed link. */
  rfqAnswer: { path: '/rfq-answer/:token', getHref: (token: string) => `/rfq-answer/${token}` },
  app: {
    root: { path: '/in', getHref: () => '/in' },
    /** Where Google sign-in lands; not a defined route, so it falls through to `/in`. */
    dashboard: { path: '/in/dashboard', getHref: () => '/in/dashboard' },
    projects: { path: 'projects', getHref: () => '/in/projects' },
    project: {
      path: 'projects/:projectId',
      getHref: (projectId: number) => `/in/projects/${projectId}`,
    },
    newRfq: {
      path: 'projects/:projectId/rfqs/new',
      getHref: (projectId: number) => `/in/projects/${projectId}/rfqs/new`,
    },
    rfq: { path: 'rfqs/:rfqId', getHref: (rfqId: number) => `/in/rfqs/${rfqId}` },
    editRfq: { path: 'rfqs/:rfqId/edit', getHref: (rfqId: number) => `/in/rfqs/${rfqId}/edit` },
    rfqComparison: {
      path: 'rfqs/:rfqId/comparison',
      getHref: (rfqId: number) => `/in/rfqs/${rfqId}/comparison`,
    },
    suppliers: { path: 'suppliers', getHref: () => '/in/suppliers' },
    /** Supplier quotes: upload, reading progress, review. */
    quotes: { path: 'quotes', getHref: () => '/in/quotes' },
    quote: { path: 'quotes/:quoteId', getHref: (quoteId: number) => `/in/quotes/${quoteId}` },
    /** The buyer's purchase orders, issued by awarding an RFQ. */
    purchaseOrders: { path: 'purchase-orders', getHref: () => '/in/purchase-orders' },
    purchaseOrder: {
      path: 'purchase-orders/:orderId',
      getHref: (orderId: number) => `/in/purchase-orders/${orderId}`,
    },
    /** Provider companies: the RFQs sent to them. */
    inbox: { path: 'inbox', getHref: () => '/in/inbox' },
    /** Provider companies: the purchase orders sent to them (the link mailed with each order). */
    inboxPurchaseOrders: {
      path: 'inbox/purchase-orders',
      getHref: () => '/in/inbox/purchase-orders',
    },
    inboxPurchaseOrder: {
      path: 'inbox/purchase-orders/:orderId',
      getHref: (orderId: number) => `/in/inbox/purchase-orders/${orderId}`,
    },
    inboxRfq: {
      path: 'inbox/:invitationId',
      getHref: (invitationId: number) => `/in/inbox/${invitationId}`,
    },
    analytics: { path: 'analytics', getHref: () => '/in/analytics' },
    profile: { path: 'profile', getHref: () => '/in/profile' },
    settings: {
      path: 'settings',
      getHref: (tab?: string) => (tab ? `/in/settings?tab=${tab}` : '/in/settings'),
    },
    /** Account executives only (staff users). */
    backoffice: { path: 'backoffice', getHref: () => '/in/backoffice' },
  },
} as const;

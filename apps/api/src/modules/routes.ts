import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { googleRoutes } from './auth/google.routes.ts';
import { backofficeRoutes } from './companies/backoffice.routes.ts';
import { companyRoutes } from './companies/company.routes.ts';
import { comparisonExportRoutes } from './comparisons/comparison-export.routes.ts';
import { comparisonsRoutes } from './comparisons/comparisons.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { registrationRoutes } from './companies/registration.routes.ts';
import { fxRatesRoutes } from './fx-rates/fx-rates.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { internalRoutes } from './internal/internal.routes.ts';
import { locationsRoutes } from './locations/locations.routes.ts';
import { priceMemoryRoutes } from './price-memory/price-memory.routes.ts';
import { purchaseOrdersRoutes } from './purchase-orders/purchase-orders.routes.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { quotesRoutes } from './quotes/quotes.routes.ts';
import { reviewRoutes } from './quotes/review.routes.ts';
import { answersRoutes } from './answers/answers.routes.ts';
import { invitationAnswersRoutes } from './answers/invitation-answers.routes.ts';
import { rfqsRoutes } from './rfqs/rfqs.routes.ts';
import { suppliersRoutes } from './suppliers/suppliers.routes.ts';
import { accountRoutes } from './users/account.routes.ts';
import { invitationsRoutes } from './users/invitations.routes.ts';
import { membersRoutes } from './users/members.routes.ts';

/** Every route plugin of the API, registered under /api. */
export const apiRoutes: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  googleRoutes,
  accountRoutes,
  registrationRoutes,
  backofficeRoutes,
  internalRoutes,
  companyRoutes,
  invitationsRoutes,
  membersRoutes,
  locationsRoutes,
  projectsRoutes,
  suppliersRoutes,
  rfqsRoutes,
  answersRoutes,
  invitationAnswersRoutes,
  quotesRoutes,
  reviewRoutes,
  comparisonsRoutes,
  fxRatesRoutes,
  purchaseOrdersRoutes,
  comparisonExportRoutes,
  priceMemoryRoutes,
  dashboardRoutes,
  analyticsRoutes,
];

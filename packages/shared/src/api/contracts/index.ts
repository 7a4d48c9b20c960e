import { accountContracts } from './account';
import { authContracts } from './auth';
import { backofficeContracts } from './backoffice';
import { companiesContracts } from './companies';
import { healthContracts } from './health';
import { invitationsContracts } from './invitations';
import { locationsContracts } from './locations';
import { membersContracts } from './members';
import { projectsContracts } from './projects';
import { suppliersContracts } from './suppliers';

/**
 * Every module's contracts. A test checks that each has a Fastify route and each API route has a
 * contract. The web imports a module's file directly, never this list (it would load them all).
 */
export const allContracts = {
  health: healthContracts,
  auth: authContracts,
  account: accountContracts,
  companies: companiesContracts,
  backoffice: backofficeContracts,
  invitations: invitationsContracts,
  members: membersContracts,
  locations: locationsContracts,
  projects: projectsContracts,
  suppliers: suppliersContracts,
};

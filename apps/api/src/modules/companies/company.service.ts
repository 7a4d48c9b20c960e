import type { Company, UpdateCompanyInput } from '@app/shared/schemas/companies';
import { notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { announceActorChange } from '../sessions/sessions.service.ts';
import { findCompany, updateCompany } from './company.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/** The caller's own company: name and type. */
export async function getMyCompany(ctx: Ctx, scope: Scope): Promise<Company> {
  const company = await findCompany(ctx.db, scope.stakeholderId);
  if (!company) throw notFound();
  return company;
}

/** Renames the caller's company, or changes its country (and so how its amounts are written). */
export async function renameMyCompany(
  ctx: Pick<AppContext, 'db' | 'actors'>,
  scope: Scope,
  input: UpdateCompanyInput,
): Promise<Company> {
  const company = await updateCompany(ctx.db, scope.stakeholderId, input);
  if (!company) throw notFound();
  // Every member's actor carries the company's name.
  await announceActorChange(ctx, { stakeholderId: scope.stakeholderId });
  return company;
}

import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { getProject } from '../projects/projects.service.ts';
import { getRfqProjectId } from '../rfqs/rfqs.service.ts';

/**
 * Checks where a new quote is filed before anything is stored, the same for an upload and a quote
 * typed in (docs/product-rules.md § Quote intake and review): another company's RFQ or project
 * answers 404, as if it did not exist; an RFQ of another project than the one named is refused on
 * `project_id` with `mismatchKey`, since a quote on an RFQ is on the RFQ's project.
 */
export async function assertFiling(
  ctx: Pick<AppContext, 'db' | 'config'>,
  scope: Scope,
  ids: { rfq_id?: number | null; project_id?: number | null },
  mismatchKey: 'purchasing.quoteProjectMismatch' | 'purchasing.typedQuoteProjectMismatch',
): Promise<void> {
  const rfqProjectId = ids.rfq_id ? await getRfqProjectId(ctx, scope, ids.rfq_id) : undefined;
  if (ids.project_id) await getProject(ctx, scope, ids.project_id);
  if (rfqProjectId !== undefined && ids.project_id && rfqProjectId !== ids.project_id)
    throw badRequest('quote_project_mismatch', mismatchKey, 'project_id');
}

import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type {
  Project,
  ProjectList,
  ProjectListQuery,
  SaveProjectData,
} from '@app/shared/schemas/projects';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { assertOwnLocation } from '../locations/locations.service.ts';
import {
  findProject,
  insertProject,
  listProjects,
  updateProject,
  type ProjectRow,
  type ProjectValues,
} from './projects.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    client: row.client,
    delivery_location:
      row.deliveryLocationId !== null && row.deliveryLocationName !== null
        ? { id: row.deliveryLocationId, name: row.deliveryLocationName }
        : null,
    currency: row.currency,
    tax_rate: row.taxRate,
    budget: row.budget,
    status: row.status,
    rfq_count: row.rfqCount,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

function toValues(input: SaveProjectData): ProjectValues {
  return {
    name: input.name,
    code: input.code,
    client: input.client,
    deliveryLocationId: input.delivery_location_id,
    currency: input.currency,
    taxRate: input.tax_rate,
    budget: input.budget,
  };
}

/**
 * One page of the caller's company's projects, newest first, by status and search; a page past the
 * end answers no rows and the total (docs/product-rules.md § Projects).
 */
export async function getProjects(
  ctx: Ctx,
  scope: Scope,
  query: ProjectListQuery,
): Promise<ProjectList> {
  const { rows, total } = await listProjects(ctx.db, scope.stakeholderId, query);
  return { projects: rows.map(toProject), page: query.page, page_size: LIST_PAGE_SIZE, total };
}

/** One project of the caller's company; another company's id answers 404. */
export async function getProject(ctx: Ctx, scope: Scope, id: number): Promise<Project> {
  const row = await findProject(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  return toProject(row);
}

async function saveUnique<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest('project_code_taken', 'errors.projectCodeTaken', 'code');
    throw error;
  }
}

/** Creates an active project; its code is unique within the company, its location its own. */
export async function createProject(
  ctx: Ctx,
  scope: Scope,
  input: SaveProjectData,
): Promise<Project> {
  await assertOwnLocation(
    ctx,
    scope.stakeholderId,
    input.delivery_location_id,
    'delivery_location_id',
  );
  const id = await saveUnique(() => insertProject(ctx.db, scope.stakeholderId, toValues(input)));
  return getProject(ctx, scope, id);
}

/** Replaces a project's fields (a closed project can be edited too; its status stays). */
export async function replaceProject(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: SaveProjectData,
): Promise<Project> {
  await getProject(ctx, scope, id);
  await assertOwnLocation(
    ctx,
    scope.stakeholderId,
    input.delivery_location_id,
    'delivery_location_id',
  );
  await saveUnique(() => updateProject(ctx.db, scope.stakeholderId, id, toValues(input)));
  return getProject(ctx, scope, id);
}

/** Closes or reopens a project; closing twice changes nothing. */
export async function setProjectClosed(
  ctx: Ctx,
  scope: Scope,
  id: number,
  isClosed: boolean,
): Promise<Project> {
  const project = await getProject(ctx, scope, id);
  if ((project.status === 'closed') !== isClosed) {
    await updateProject(ctx.db, scope.stakeholderId, id, {
      status: isClosed ? 'closed' : 'active',
      closedAt: isClosed ? new Date() : null,
    });
  }
  return getProject(ctx, scope, id);
}

/** Throws unless the project is the company's and active (new RFQs go to active projects only). */
export async function assertActiveProject(ctx: Ctx, scope: Scope, id: number): Promise<Project> {
  const row = await findProject(ctx.db, scope.stakeholderId, id);
  if (!row) throw badRequest('reference_not_found', 'errors.notFound', 'project_id');
  if (row.status !== 'active')
    throw badRequest('project_closed', 'errors.projectClosed', 'project_id');
  return toProject(row);
}

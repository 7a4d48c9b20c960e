import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type { ProjectStatus } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import { locations, projects, rfqs } from '../../db/schema/index.ts';

export type ProjectValues = Pick<
  typeof projects.$inferInsert,
  'name' | 'code' | 'client' | 'deliveryLocationId' | 'currency' | 'taxRate' | 'budget'
>;

const projectColumns = {
  id: projects.id,
  name: projects.name,
  code: projects.code,
  client: projects.client,
  deliveryLocationId: projects.deliveryLocationId,
  deliveryLocationName: locations.name,
  currency: projects.currency,
  taxRate: projects.taxRate,
  budget: projects.budget,
  status: projects.status,
  createdAt: projects.createdAt,
  closedAt: projects.closedAt,
  rfqCount: sql<number>`(select count(*) from ${rfqs} where ${rfqs.projectId} = ${projects.id})::int`,
};
export type ProjectRow = {
  [K in keyof typeof projectColumns]: K extends 'rfqCount'
    ? number
    : K extends 'deliveryLocationName'
      ? string | null
      : (typeof projects.$inferSelect)[K & keyof typeof projects.$inferSelect];
};

function selectProjects(db: Db, where: SQL | undefined) {
  return db
    .select(projectColumns)
    .from(projects)
    .leftJoin(locations, eq(locations.id, projects.deliveryLocationId))
    .where(where);
}

function listFilter(
  stakeholderId: number,
  filter: { status?: ProjectStatus | undefined; search?: string | undefined },
): SQL | undefined {
  const pattern = filter.search ? `%${filter.search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  return and(
    eq(projects.stakeholderId, stakeholderId),
    filter.status ? eq(projects.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(projects.name, pattern),
          ilike(projects.code, pattern),
          ilike(projects.client, pattern),
        )
      : undefined,
  );
}

/**
 * One page of a company's projects, newest first by id (unique, so every request orders the same
 * rows the same way and pages follow on), optionally by status and a search on name, code or
 * client, with the total of all pages.
 */
export async function listProjects(
  db: Db,
  stakeholderId: number,
  filter: { status?: ProjectStatus | undefined; search?: string | undefined; page: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = listFilter(stakeholderId, filter);
  const [rows, [total]] = await Promise.all([
    selectProjects(db, where)
      .orderBy(desc(projects.id))
      .limit(LIST_PAGE_SIZE)
      .offset((filter.page - 1) * LIST_PAGE_SIZE),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProject(
  db: Db,
  stakeholderId: number,
  id: number,
): Promise<ProjectRow | undefined> {
  const [row] = await selectProjects(
    db,
    and(eq(projects.id, id), eq(projects.stakeholderId, stakeholderId)),
  );
  return row;
}

export async function insertProject(
  db: Db,
  stakeholderId: number,
  values: ProjectValues,
): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({ ...values, stakeholderId })
    .returning({ id: projects.id });
  if (!row) throw new Error('project insert returned nothing');
  return row.id;
}

/** Changes a project of this company; answers whether there was one. */
export async function updateProject(
  db: Db,
  stakeholderId: number,
  id: number,
  values: Partial<ProjectValues> & { status?: ProjectStatus; closedAt?: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, id), eq(projects.stakeholderId, stakeholderId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

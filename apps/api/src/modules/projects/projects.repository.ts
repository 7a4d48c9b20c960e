import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type { ProjectStatus } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
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
  const statements = projectPageStatements[filter.status ? 1 : 0]![filter.search ? 1 : 0]!(db);
  const values = {
    stakeholderId,
    status: filter.status,
    pattern: filter.search ? `%${filter.search.replace(/[%_\\]/g, '\\$&')}%` : undefined,
    limit: LIST_PAGE_SIZE,
    offset: (filter.page - 1) * LIST_PAGE_SIZE,
  };
  const [rows, [total]] = await Promise.all([
    statements.rows.execute(values),
    statements.total.execute(values),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The projects list's two statements (a page, the total) for one combination of filters,
 * prepared once per database: PostgreSQL then parses and plans them once per connection
 * (docs/measurements/queries.md § Queries at scale).
 */
function prepareProjectPage(db: Db, byStatus: boolean, bySearch: boolean) {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(projects.stakeholderId, sql.placeholder('stakeholderId')),
    byStatus ? eq(projects.status, sql.placeholder('status')) : undefined,
    bySearch
      ? or(
          ilike(projects.name, sql`${pattern}`),
          ilike(projects.code, sql`${pattern}`),
          ilike(projects.client, sql`${pattern}`),
        )
      : undefined,
  );
  const name = `project_page${byStatus ? '_status' : ''}${bySearch ? '_search' : ''}`;
  return {
    rows: selectProjects(db, where)
      .orderBy(desc(projects.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    total: db.select({ n: count() }).from(projects).where(where).prepare(`${name}_total`),
  };
}

/** Indexed by [by status][by search]. */
const projectPageStatements = [false, true].map((byStatus) =>
  [false, true].map((bySearch) =>
    preparedPerDatabase((db) => prepareProjectPage(db, byStatus, bySearch)),
  ),
);

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

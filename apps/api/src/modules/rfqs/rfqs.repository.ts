import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type { RfqStatus } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  locations,
  projects,
  quoteFiles,
  quotes,
  rfqAnswers,
  rfqCounters,
  rfqInvitations,
  rfqItems,
  rfqs,
  rfqTallies,
  stakeholders,
  users,
} from '../../db/schema/index.ts';
import { locationAddress } from '../../db/location-address.ts';

export type RfqValues = Pick<
  typeof rfqs.$inferInsert,
  'projectId' | 'title' | 'deliveryLocationId' | 'needByDate' | 'dueAt' | 'notes'
>;
export type ItemValues = Omit<typeof rfqItems.$inferInsert, 'id' | 'rfqId'>;
export type InvitationValues = Pick<
  typeof rfqInvitations.$inferInsert,
  'supplierId' | 'supplierName' | 'email' | 'language' | 'providerStakeholderId'
>;

/**
 * Takes the next RFQ number of a company's year. The upsert locks the counter row until the
 * transaction ends, so concurrent creations queue up and a rolled-back one leaves no gap.
 */
export async function nextRfqNumber(db: Db, stakeholderId: number, year: number): Promise<number> {
  const [row] = await db
    .insert(rfqCounters)
    .values({ stakeholderId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [rfqCounters.stakeholderId, rfqCounters.year],
      set: { lastNumber: sql`${rfqCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: rfqCounters.lastNumber });
  if (!row) throw new Error('rfq counter returned nothing');
  return row.lastNumber;
}

/**
 * What the RFQ list shows of each RFQ: its project and its tallies joined by key, nothing else
 * (docs/decisions/023-rfq-tallies.md § RFQ tallies).
 */
const summaryColumns = {
  id: rfqs.id,
  number: rfqs.number,
  title: rfqs.title,
  projectId: rfqs.projectId,
  projectName: projects.name,
  projectCode: projects.code,
  status: rfqs.status,
  needByDate: rfqs.needByDate,
  dueAt: rfqs.dueAt,
  createdAt: rfqs.createdAt,
  sentAt: rfqs.sentAt,
  itemCount: rfqTallies.items,
  invitedCount: rfqTallies.invited,
  answeredCount: rfqTallies.answered,
};
export type RfqSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** One RFQ's header: the summary, its delivery location, notes and buyer. */
const headerColumns = {
  ...summaryColumns,
  currency: projects.currency,
  deliveryLocationId: rfqs.deliveryLocationId,
  locationName: locations.name,
  locationAddress,
  notes: rfqs.notes,
  // Who answers the supplier's questions about the delivery: the buyer who wrote the RFQ
  // (docs/product-rules.md § Delivery address).
  contactName: sql<
    string | null
  >`nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  contactEmail: users.email,
  contactPhone: users.phoneNumber,
  buyerCompany: stakeholders.name,
  buyerCountry: stakeholders.country,
  closedAt: rfqs.closedAt,
  itemsVersion: rfqs.itemsVersion,
};
export type RfqHeaderRow = Awaited<ReturnType<typeof selectHeaders>>[number];

function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(rfqs)
    .innerJoin(projects, eq(projects.id, rfqs.projectId))
    .innerJoin(rfqTallies, eq(rfqTallies.rfqId, rfqs.id))
    .where(where);
}

function selectHeaders(db: Db, where: SQL | undefined) {
  return db
    .select(headerColumns)
    .from(rfqs)
    .innerJoin(projects, eq(projects.id, rfqs.projectId))
    .innerJoin(rfqTallies, eq(rfqTallies.rfqId, rfqs.id))
    .innerJoin(stakeholders, eq(stakeholders.id, rfqs.stakeholderId))
    .leftJoin(locations, eq(locations.id, rfqs.deliveryLocationId))
    .leftJoin(users, eq(users.id, rfqs.createdById))
    .where(where);
}

/**
 * One page of a company's RFQs, newest first (created_at, then id, so rows created in the same
 * instant keep one order), optionally of one project or status, with the total of all pages.
 */
export async function listRfqSummaries(
  db: Db,
  stakeholderId: number,
  filter: { projectId?: number | undefined; status?: RfqStatus | undefined; page: number },
): Promise<{ rows: RfqSummaryRow[]; total: number }> {
  const statements = rfqPageStatements[filter.projectId ? 1 : 0]![filter.status ? 1 : 0]!(db);
  const values = {
    stakeholderId,
    projectId: filter.projectId,
    status: filter.status,
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
 * The RFQ list's two statements (a page, the total) for one combination of filters, prepared once
 * per database: PostgreSQL then parses and plans them once per connection, not on every call
 * (docs/measurements/queries.md § Queries at scale).
 */
function prepareRfqPage(db: Db, byProject: boolean, byStatus: boolean) {
  const where = and(
    eq(rfqs.stakeholderId, sql.placeholder('stakeholderId')),
    byProject ? eq(rfqs.projectId, sql.placeholder('projectId')) : undefined,
    byStatus ? eq(rfqs.status, sql.placeholder('status')) : undefined,
  );
  const name = `rfq_page${byProject ? '_project' : ''}${byStatus ? '_status' : ''}`;
  return {
    rows: selectSummaries(db, where)
      .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    total: db.select({ n: count() }).from(rfqs).where(where).prepare(`${name}_total`),
  };
}

/** Indexed by [by project][by status]. */
const rfqPageStatements = [false, true].map((byProject) =>
  [false, true].map((byStatus) =>
    preparedPerDatabase((db) => prepareRfqPage(db, byProject, byStatus)),
  ),
);

const rfqHeaderStatements = [false, true].map((scoped) =>
  preparedPerDatabase((db) =>
    selectHeaders(
      db,
      and(
        eq(rfqs.id, sql.placeholder('id')),
        scoped ? eq(rfqs.stakeholderId, sql.placeholder('stakeholderId')) : undefined,
      ),
    ).prepare(scoped ? 'rfq_header_of_company' : 'rfq_header'),
  ),
);

/** One RFQ's header by id; `stakeholderId` scopes it to the buyer (null: any, for suppliers). */
export async function findRfqHeader(
  db: Db,
  stakeholderId: number | null,
  id: number,
): Promise<RfqHeaderRow | undefined> {
  const statement = rfqHeaderStatements[stakeholderId === null ? 0 : 1]!(db);
  const [row] = await statement.execute({ id, stakeholderId: stakeholderId ?? undefined });
  return row;
}

export async function insertRfq(
  db: Db,
  values: RfqValues & { stakeholderId: number; number: string; createdById: number },
): Promise<number> {
  const [row] = await db.insert(rfqs).values(values).returning({ id: rfqs.id });
  if (!row) throw new Error('rfq insert returned nothing');
  return row.id;
}

export async function updateRfq(
  db: Db,
  id: number,
  values: Partial<RfqValues> & {
    status?: RfqStatus;
    sentAt?: Date;
    closedAt?: Date;
  },
): Promise<void> {
  await db
    .update(rfqs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(rfqs.id, id));
}

/**
 * Moves the quotes filed under an RFQ to the RFQ's project, after an edit that changed it: a quote
 * on an RFQ is always on the RFQ's project (docs/product-rules.md § Quote intake and review).
 */
export async function moveQuotesToRfqProject(db: Db, rfqId: number, projectId: number) {
  await db
    .update(quotes)
    .set({ projectId, updatedAt: sql`now()` })
    .where(eq(quotes.rfqId, rfqId));
}

/** Locks an RFQ row of this company for the rest of the transaction (edits and sending queue up). */
export async function lockRfq(
  db: Db,
  stakeholderId: number,
  id: number,
): Promise<{ id: number; status: RfqStatus; projectId: number } | undefined> {
  const [row] = await db
    .select({ id: rfqs.id, status: rfqs.status, projectId: rfqs.projectId })
    .from(rfqs)
    .where(and(eq(rfqs.id, id), eq(rfqs.stakeholderId, stakeholderId)))
    .for('update');
  return row;
}

const itemColumns = {
  id: rfqItems.id,
  position: rfqItems.position,
  description: rfqItems.description,
  quantity: rfqItems.quantity,
  unit: rfqItems.unit,
  brand: rfqItems.brand,
  notes: rfqItems.notes,
  section: rfqItems.section,
};
export type ItemRow = typeof rfqItems.$inferSelect;

const listItemsStatement = preparedPerDatabase((db) =>
  db
    .select(itemColumns)
    .from(rfqItems)
    .where(eq(rfqItems.rfqId, sql.placeholder('rfqId')))
    .orderBy(asc(rfqItems.position))
    .prepare('rfq_items'),
);

export type ListedItem = Omit<ItemRow, 'rfqId'>;

export async function listItems(db: Db, rfqId: number): Promise<ListedItem[]> {
  return listItemsStatement(db).execute({ rfqId });
}

/** Items of the RFQs read lately, per database, by RFQ and items version. */
const itemCaches = new WeakMap<Db, LRUCache<number, { version: number; items: ListedItem[] }>>();
/** About 10 MB of items at most per database. */
const CACHED_ITEMS = 40_000;

/**
 * The RFQ's items as of `itemsVersion` (read with its header): from the cache when they were read
 * at that version, else from the database. `syncItems`, the only writer of items, counts each
 * write in the same transaction, so a version names one list for good, whichever process wrote it
 * (docs/measurements/queries.md § Queries at scale). Cached items are frozen: callers share them.
 */
export async function listItemsAt(
  db: Db,
  rfqId: number,
  itemsVersion: number,
): Promise<ListedItem[]> {
  let cache = itemCaches.get(db);
  if (!cache) {
    cache = new LRUCache({
      maxSize: CACHED_ITEMS,
      sizeCalculation: (entry) => Math.max(1, entry.items.length),
    });
    itemCaches.set(db, cache);
  }
  const cached = cache.get(rfqId);
  if (cached?.version === itemsVersion) return cached.items;
  // Read after the header: a write committed in between is newer than `itemsVersion`, and the
  // entry is then never asked for again (versions only grow).
  const items = (await listItems(db, rfqId)).map((item) => Object.freeze(item));
  if (!cached || cached.version < itemsVersion)
    cache.set(rfqId, { version: itemsVersion, items: Object.freeze(items) as ListedItem[] });
  return items;
}

/**
 * Makes the RFQ's items exactly `items`, in order: an item with the id of one of this RFQ's items
 * is updated in place (its answer lines stay), the others are inserted, and items left out are
 * deleted (with their answer lines).
 */
export async function syncItems(
  db: Db,
  rfqId: number,
  items: Array<ItemValues & { id?: number | undefined }>,
): Promise<void> {
  await db
    .update(rfqs)
    .set({ itemsVersion: sql`${rfqs.itemsVersion} + 1` })
    .where(eq(rfqs.id, rfqId));
  const existing = new Set(
    (await db.select({ id: rfqItems.id }).from(rfqItems).where(eq(rfqItems.rfqId, rfqId))).map(
      (row) => row.id,
    ),
  );
  const kept = items.filter((item) => item.id !== undefined && existing.has(item.id));
  const keptIds = kept.map((item) => item.id as number);
  await db
    .delete(rfqItems)
    .where(
      and(eq(rfqItems.rfqId, rfqId), keptIds.length ? notInArray(rfqItems.id, keptIds) : undefined),
    );
  // The kept items in one statement per chunk, and only those whose values changed: one statement
  // per item fired the summaries' triggers 500 times for a 500-item RFQ saved unchanged (0.5 s).
  for (let start = 0; start < kept.length; start += 500) {
    await updateKeptItems(db, rfqId, kept.slice(start, start + 500));
  }
  const added = items.filter((item) => item.id === undefined || !existing.has(item.id));
  // Insert in chunks: 2,000 items × 8 columns stays far below PostgreSQL's parameter limit.
  for (let start = 0; start < added.length; start += 500) {
    await db
      .insert(rfqItems)
      .values(
        added.slice(start, start + 500).map(({ id: _id, ...values }) => ({ ...values, rfqId })),
      );
  }
}

/**
 * Writes kept items' values in place, leaving a value the item does not give as it is, and only
 * for the items where something differs (a quantity of 10 is 10.000).
 */
async function updateKeptItems(
  db: Db,
  rfqId: number,
  kept: Array<ItemValues & { id?: number | undefined }>,
): Promise<void> {
  if (!kept.length) return;
  const values = sql.join(
    kept.map(
      (item) =>
        sql`(${item.id}::int, ${item.position}::int, ${item.description}::varchar, ${item.quantity}::numeric, ${item.unit}::varchar, ${item.brand ?? null}::varchar, ${item.notes ?? null}::varchar, ${item.section ?? null}::varchar)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${rfqItems} as i
    set position = v.position, description = v.description, quantity = v.quantity, unit = v.unit,
        brand = coalesce(v.brand, i.brand), notes = coalesce(v.notes, i.notes),
        section = coalesce(v.section, i.section)
    from (values ${values}) as v(id, position, description, quantity, unit, brand, notes, section)
    where i.id = v.id and i.rfq_id = ${rfqId}
      and (i.position, i.description, i.quantity, i.unit, i.brand, i.notes, i.section)
        is distinct from (v.position, v.description, v.quantity, v.unit,
          coalesce(v.brand, i.brand), coalesce(v.notes, i.notes), coalesce(v.section, i.section))`);
}

const invitationColumns = {
  id: rfqInvitations.id,
  supplierId: rfqInvitations.supplierId,
  supplierName: rfqInvitations.supplierName,
  email: rfqInvitations.email,
  language: rfqInvitations.language,
  status: rfqInvitations.status,
  tokenNonce: rfqInvitations.tokenNonce,
  providerStakeholderId: rfqInvitations.providerStakeholderId,
  providerName: stakeholders.name,
  sentAt: rfqInvitations.sentAt,
  answeredAt: rfqInvitations.answeredAt,
  revisionCount: sql<number>`(select count(*) from ${rfqAnswers} where ${rfqAnswers.invitationId} = ${rfqInvitations.id})::int`,
  fileCount: sql<number>`(select count(*) from ${quoteFiles} where ${quoteFiles.invitationId} = ${rfqInvitations.id})::int`,
};
export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

const listInvitationsStatement = preparedPerDatabase((db) =>
  db
    .select(invitationColumns)
    .from(rfqInvitations)
    .leftJoin(stakeholders, eq(stakeholders.id, rfqInvitations.providerStakeholderId))
    .where(eq(rfqInvitations.rfqId, sql.placeholder('rfqId')))
    .orderBy(asc(rfqInvitations.id))
    .prepare('rfq_invitations'),
);

export async function listInvitations(db: Db, rfqId: number) {
  return listInvitationsStatement(db).execute({ rfqId });
}

export async function insertInvitations(
  db: Db,
  rfqId: number,
  values: InvitationValues[],
): Promise<void> {
  if (!values.length) return;
  await db.insert(rfqInvitations).values(values.map((value) => ({ ...value, rfqId })));
}

/** Withdraws the invitations of suppliers no longer invited: their links stop working. */
export async function withdrawInvitations(
  db: Db,
  rfqId: number,
  filter: { keepSupplierIds?: number[]; invitationId?: number },
): Promise<number> {
  const rows = await db
    .update(rfqInvitations)
    .set({ status: 'withdrawn', withdrawnAt: sql`now()` })
    .where(
      and(
        eq(rfqInvitations.rfqId, rfqId),
        ne(rfqInvitations.status, 'withdrawn'),
        filter.invitationId !== undefined ? eq(rfqInvitations.id, filter.invitationId) : undefined,
        filter.keepSupplierIds?.length
          ? notInArray(rfqInvitations.supplierId, filter.keepSupplierIds)
          : undefined,
      ),
    )
    .returning({ id: rfqInvitations.id });
  return rows.length;
}

/** Invites a withdrawn supplier again with a new nonce: its old link stays dead. */
export async function reinstateInvitations(
  db: Db,
  rfqId: number,
  supplierIds: number[],
): Promise<void> {
  if (!supplierIds.length) return;
  await db
    .update(rfqInvitations)
    .set({ status: 'invited', withdrawnAt: null, sentAt: null, tokenNonce: sql`gen_random_uuid()` })
    .where(
      and(
        eq(rfqInvitations.rfqId, rfqId),
        eq(rfqInvitations.status, 'withdrawn'),
        inArray(rfqInvitations.supplierId, supplierIds),
      ),
    );
}

export async function markInvitationsSent(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(rfqInvitations)
    .set({ sentAt: sql`now()` })
    .where(inArray(rfqInvitations.id, ids));
}

/** The provider company an e-mail belongs to (an active user of a provider), or null. */
export async function findProviderForEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: stakeholders.id })
    .from(users)
    .innerJoin(stakeholders, eq(stakeholders.id, users.stakeholderId))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(stakeholders.type, 'provider'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

import { and, asc, count, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conversionOverrides,
  priceRecords,
  quotes,
  rfqInvitations,
  rfqs,
  stakeholders,
  supplierLineMatches,
  suppliers,
  users,
} from '../../db/schema/index.ts';

export type SupplierValues = Pick<
  typeof suppliers.$inferInsert,
  | 'legalName'
  | 'tradeName'
  | 'taxIdType'
  | 'taxId'
  | 'country'
  | 'emails'
  | 'phone'
  | 'categories'
  | 'language'
  | 'providerStakeholderId'
>;

const supplierColumns = {
  id: suppliers.id,
  legalName: suppliers.legalName,
  tradeName: suppliers.tradeName,
  taxIdType: suppliers.taxIdType,
  taxId: suppliers.taxId,
  country: suppliers.country,
  emails: suppliers.emails,
  phone: suppliers.phone,
  categories: suppliers.categories,
  language: suppliers.language,
  providerStakeholderId: suppliers.providerStakeholderId,
  providerName: stakeholders.name,
  createdAt: suppliers.createdAt,
};
export type SupplierRow = Omit<typeof suppliers.$inferSelect, 'stakeholderId'> & {
  providerName: string | null;
};

function selectSuppliers(db: Db) {
  return db
    .select(supplierColumns)
    .from(suppliers)
    .leftJoin(stakeholders, eq(stakeholders.id, suppliers.providerStakeholderId));
}

/**
 * A company's suppliers by legal name; `search` matches the legal or trade name, the tax id, an
 * e-mail or a category, without regard to case.
 */
export async function listSuppliers(
  db: Db,
  stakeholderId: number,
  search: string | undefined,
): Promise<SupplierRow[]> {
  const pattern = search ? `%${search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` : undefined;
  return selectSuppliers(db)
    .where(
      and(
        eq(suppliers.stakeholderId, stakeholderId),
        pattern
          ? or(
              sql`lower(${suppliers.legalName}) like ${pattern}`,
              sql`lower(${suppliers.tradeName}) like ${pattern}`,
              sql`lower(${suppliers.taxId}) like ${pattern}`,
              sql`exists (select 1 from unnest(${suppliers.emails}) e where e like ${pattern})`,
              sql`exists (select 1 from unnest(${suppliers.categories}) c where lower(c) like ${pattern})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${suppliers.legalName})`), asc(suppliers.id));
}

export async function findSuppliers(
  db: Db,
  stakeholderId: number,
  ids: number[],
): Promise<SupplierRow[]> {
  if (!ids.length) return [];
  return selectSuppliers(db).where(
    and(eq(suppliers.stakeholderId, stakeholderId), inArray(suppliers.id, ids)),
  );
}

/** The supplier of one company whose e-mails include `email` (lower-cased), if any. */
export async function findSupplierByEmail(
  db: Db,
  stakeholderId: number,
  email: string,
): Promise<SupplierRow | undefined> {
  const [row] = await selectSuppliers(db)
    .where(
      and(
        eq(suppliers.stakeholderId, stakeholderId),
        sql`${email}::varchar = any(${suppliers.emails})`,
      ),
    )
    .orderBy(asc(suppliers.id))
    .limit(1);
  return row;
}

/** The country most of a company's suppliers are in (the oldest's on a tie), or undefined. */
export async function usualSupplierCountry(
  db: Db,
  stakeholderId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ country: suppliers.country })
    .from(suppliers)
    .where(eq(suppliers.stakeholderId, stakeholderId))
    .groupBy(suppliers.country)
    .orderBy(desc(count()), asc(sql`min(${suppliers.id})`))
    .limit(1);
  return row?.country;
}

/** The name of a provider company on Cotiza, by id. */
export async function findProviderCompanyName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: stakeholders.name })
    .from(stakeholders)
    .where(eq(stakeholders.id, id));
  return row?.name;
}

export async function insertSupplier(
  db: Db,
  stakeholderId: number,
  values: SupplierValues,
): Promise<number> {
  const [row] = await db
    .insert(suppliers)
    .values({ ...values, stakeholderId })
    .returning({ id: suppliers.id });
  if (!row) throw new Error('supplier insert returned nothing');
  return row.id;
}

export async function updateSupplier(
  db: Db,
  stakeholderId: number,
  id: number,
  values: Partial<SupplierValues>,
): Promise<boolean> {
  const rows = await db
    .update(suppliers)
    .set(values)
    .where(and(eq(suppliers.id, id), eq(suppliers.stakeholderId, stakeholderId)))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}

/** The provider company on Cotiza that one of these e-mails belongs to (the first found). */
export async function findProviderCompanyByEmails(
  db: Db,
  emails: string[],
): Promise<number | null> {
  if (!emails.length) return null;
  const [row] = await db
    .select({ id: stakeholders.id })
    .from(users)
    .innerJoin(stakeholders, eq(stakeholders.id, users.stakeholderId))
    .where(
      and(
        inArray(sql`lower(${users.email})`, emails),
        eq(stakeholders.type, 'provider'),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Moves the duplicates' RFQ invitations to the kept supplier (except on RFQs that already invite
 * it, whose duplicate invitation keeps its supplier name only) and deletes the duplicates.
 */
export async function foldDuplicates(
  db: Db,
  stakeholderId: number,
  keptId: number,
  duplicateIds: number[],
): Promise<void> {
  // The RFQs whose invitations change, locked first and in order (docs/decisions/025-lock-order.md
  // § Lock order): a buyer editing one of them holds its RFQ while writing its invitations.
  await db
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(
      inArray(
        rfqs.id,
        db
          .select({ rfqId: rfqInvitations.rfqId })
          .from(rfqInvitations)
          .where(inArray(rfqInvitations.supplierId, duplicateIds)),
      ),
    )
    .orderBy(rfqs.id)
    .for('no key update');
  const alreadyInvited = db
    .select({ rfqId: rfqInvitations.rfqId })
    .from(rfqInvitations)
    .where(eq(rfqInvitations.supplierId, keptId));
  await db
    .update(rfqInvitations)
    .set({ supplierId: keptId })
    .where(
      and(
        inArray(rfqInvitations.supplierId, duplicateIds),
        notInArray(rfqInvitations.rfqId, alreadyInvited),
      ),
    );
  // The duplicates' quotes and price records name the kept supplier from now on; their orders
  // keep the name they were issued to (docs/product-rules.md § Suppliers).
  await db
    .update(quotes)
    .set({ supplierId: keptId })
    .where(and(eq(quotes.stakeholderId, stakeholderId), inArray(quotes.supplierId, duplicateIds)));
  await db
    .update(priceRecords)
    .set({ supplierId: keptId })
    .where(
      and(
        eq(priceRecords.stakeholderId, stakeholderId),
        inArray(priceRecords.supplierId, duplicateIds),
      ),
    );
  await keepTeaching(db, stakeholderId, keptId, duplicateIds);
  await db
    .delete(suppliers)
    .where(and(eq(suppliers.stakeholderId, stakeholderId), inArray(suppliers.id, duplicateIds)));
}

/**
 * The buyer's factors and matches set on a duplicate become the kept supplier's; where the kept
 * supplier has its own for the same item and unit (or line), its own stands, and between two
 * duplicates the newest. The duplicates' rows go with them when they are deleted.
 */
async function keepTeaching(
  db: Db,
  stakeholderId: number,
  keptId: number,
  duplicateIds: number[],
): Promise<void> {
  const ids = sql.join(
    duplicateIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO ${conversionOverrides}
      ("stakeholder_id", "supplier_id", "item_key", "unit", "factor", "set_by_user_id", "updated_at")
    SELECT DISTINCT ON ("item_key", "unit")
      "stakeholder_id", ${keptId}, "item_key", "unit", "factor", "set_by_user_id", "updated_at"
    FROM ${conversionOverrides}
    WHERE "stakeholder_id" = ${stakeholderId} AND "supplier_id" IN (${ids})
    ORDER BY "item_key", "unit", "updated_at" DESC
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO ${supplierLineMatches}
      ("stakeholder_id", "supplier_id", "line_key", "item_key", "set_by_user_id", "updated_at")
    SELECT DISTINCT ON ("line_key")
      "stakeholder_id", ${keptId}, "line_key", "item_key", "set_by_user_id", "updated_at"
    FROM ${supplierLineMatches}
    WHERE "stakeholder_id" = ${stakeholderId} AND "supplier_id" IN (${ids})
    ORDER BY "line_key", "updated_at" DESC
    ON CONFLICT DO NOTHING`);
}

import type {
  MergeSuppliersInput,
  SaveSupplierData,
  Supplier,
  SupplierByEmailData,
  SupplierListQuery,
} from '@app/shared/schemas/suppliers';
import { NAME_MAX_LENGTH } from '@app/shared/constants/limits';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import {
  findProviderCompanyByEmails,
  findProviderCompanyName,
  findSupplierByEmail,
  findSuppliers,
  foldDuplicates,
  insertSupplier,
  listSuppliers,
  updateSupplier,
  usualSupplierCountry,
  type SupplierRow,
  type SupplierValues,
} from './suppliers.repository.ts';

type Ctx = Pick<AppContext, 'db'>;
export type { SupplierRow };

function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    legal_name: row.legalName,
    trade_name: row.tradeName,
    tax_id_type: row.taxIdType,
    tax_id: row.taxId,
    country: row.country,
    emails: row.emails,
    phone: row.phone,
    categories: row.categories,
    language: row.language,
    provider_company:
      row.providerStakeholderId !== null && row.providerName !== null
        ? { id: row.providerStakeholderId, name: row.providerName }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

async function toValues(ctx: Ctx, input: SaveSupplierData): Promise<SupplierValues> {
  return {
    legalName: input.legal_name,
    tradeName: input.trade_name,
    taxIdType: input.tax_id_type,
    taxId: input.tax_id,
    country: input.country,
    emails: input.emails,
    phone: input.phone,
    categories: input.categories,
    language: input.language,
    providerStakeholderId: await findProviderCompanyByEmails(ctx.db, input.emails),
  };
}

async function saveUnique<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest('supplier_tax_id_taken', 'errors.supplierTaxIdTaken', 'tax_id');
    throw error;
  }
}

/** The caller's supplier directory, by name, with an optional search (docs/product-rules.md § Suppliers). */
export async function getSuppliers(
  ctx: Ctx,
  scope: Scope,
  query: SupplierListQuery,
): Promise<Supplier[]> {
  return (await listSuppliers(ctx.db, scope.stakeholderId, query.search)).map(toSupplier);
}

/** One supplier of the caller's directory; another company's id answers 404. */
export async function getSupplier(ctx: Ctx, scope: Scope, id: number): Promise<Supplier> {
  const [row] = await findSuppliers(ctx.db, scope.stakeholderId, [id]);
  if (!row) throw notFound();
  return toSupplier(row);
}

/**
 * The caller's suppliers with these ids, in no particular order; throws 400 on `field` when one
 * is not in the directory (another company's supplier is refused like a missing one).
 */
export async function getSuppliersForInvitation(
  ctx: Ctx,
  scope: Scope,
  ids: number[],
  field: string,
): Promise<SupplierRow[]> {
  const rows = await findSuppliers(ctx.db, scope.stakeholderId, ids);
  if (rows.length !== ids.length)
    throw badRequest('supplier_not_found', 'errors.supplierNotFound', field);
  return rows;
}

/** Adds a supplier; one per tax id per company; links the provider company its e-mails belong to. */
export async function createSupplier(
  ctx: Ctx,
  scope: Scope,
  input: SaveSupplierData,
): Promise<Supplier> {
  const values = await toValues(ctx, input);
  const id = await saveUnique(() => insertSupplier(ctx.db, scope.stakeholderId, values));
  return getSupplier(ctx, scope, id);
}

/** The country a supplier added by e-mail alone gets when the directory has none yet. */
const FIRST_SUPPLIER_COUNTRY = 'MX';

/**
 * The supplier of the caller's directory with this e-mail, or a new one added with it (`created`):
 * named after the provider company on Cotiza the e-mail belongs to, else after the e-mail itself,
 * in the country most of the directory is in; the buyer completes it later
 * (docs/product-rules.md § Suppliers). Only the caller's own directory is searched.
 */
export async function findOrAddSupplierByEmail(
  ctx: Ctx,
  scope: Scope,
  input: SupplierByEmailData,
): Promise<{ supplier: Supplier; created: boolean }> {
  const existing = await findSupplierByEmail(ctx.db, scope.stakeholderId, input.email);
  if (existing) return { supplier: toSupplier(existing), created: false };
  const providerId = await findProviderCompanyByEmails(ctx.db, [input.email]);
  const providerName =
    providerId === null ? undefined : await findProviderCompanyName(ctx.db, providerId);
  const country =
    (await usualSupplierCountry(ctx.db, scope.stakeholderId)) ?? FIRST_SUPPLIER_COUNTRY;
  const id = await insertSupplier(ctx.db, scope.stakeholderId, {
    legalName: (providerName ?? input.email).slice(0, NAME_MAX_LENGTH),
    tradeName: '',
    taxIdType: null,
    taxId: '',
    country,
    emails: [input.email],
    phone: '',
    categories: [],
    language: input.language,
    providerStakeholderId: providerId,
  });
  return { supplier: await getSupplier(ctx, scope, id), created: true };
}

/** Replaces a supplier's fields. */
export async function replaceSupplier(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: SaveSupplierData,
): Promise<Supplier> {
  await getSupplier(ctx, scope, id);
  const values = await toValues(ctx, input);
  await saveUnique(() => updateSupplier(ctx.db, scope.stakeholderId, id, values));
  return getSupplier(ctx, scope, id);
}

/**
 * Folds duplicates into one supplier in one transaction: e-mails and categories are united, a
 * missing tax id, trade name or phone is taken from a duplicate, RFQ invitations move over, and
 * the duplicates are deleted.
 */
export async function mergeSuppliers(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: MergeSuppliersInput,
): Promise<Supplier> {
  const duplicateIds = [...new Set(input.duplicate_ids)];
  if (duplicateIds.includes(id)) {
    throw new AppError({
      code: 'supplier_merge_self',
      messageKey: 'errors.supplierMergeSelf',
      field: 'duplicate_ids',
    });
  }
  await ctx.db.transaction(async (tx) => {
    const rows = await findSuppliers(tx, scope.stakeholderId, [id, ...duplicateIds]);
    const kept = rows.find((row) => row.id === id);
    if (!kept || rows.length !== duplicateIds.length + 1) throw notFound();
    const duplicates = rows.filter((row) => row.id !== id);
    const donor = duplicates.find((row) => row.taxId !== '');
    const emails = [...new Set([kept, ...duplicates].flatMap((row) => row.emails))].slice(0, 10);
    await foldDuplicates(tx, scope.stakeholderId, id, duplicateIds);
    await updateSupplier(tx, scope.stakeholderId, id, {
      emails,
      categories: [...new Set([kept, ...duplicates].flatMap((row) => row.categories))].slice(0, 20),
      tradeName: kept.tradeName || (duplicates.find((row) => row.tradeName)?.tradeName ?? ''),
      phone: kept.phone || (duplicates.find((row) => row.phone)?.phone ?? ''),
      ...(kept.taxId === '' && donor ? { taxId: donor.taxId, taxIdType: donor.taxIdType } : {}),
      providerStakeholderId:
        kept.providerStakeholderId ??
        duplicates.find((row) => row.providerStakeholderId !== null)?.providerStakeholderId ??
        null,
    });
  });
  return getSupplier(ctx, scope, id);
}

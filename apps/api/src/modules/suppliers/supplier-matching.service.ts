import { LANGUAGES } from '@app/shared/constants/domain';
import {
  TAX_ID_TYPES,
  type Currency,
  type SupplierMatchKind,
  type TaxIdType,
} from '@app/shared/constants/purchasing';
import { isValidTaxId, normalizeTaxId } from '@app/shared/rules/tax-ids';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { saveSupplierSchema, type Supplier } from '@app/shared/schemas/suppliers';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { createSupplier, getSupplier, getSuppliers } from './suppliers.service.ts';

/*
 * A quote's supplier in the company's directory (docs/product-rules.md § Quote intake and review):
 * found by the choice, the tax id, the name or what earlier confirmations taught, or created from
 * what the quote says. The directory is this module's; the quote is only read.
 */

type Ctx = Pick<AppContext, 'db'>;

export type SupplierMatch = NonNullable<QuoteDetail['supplier_match']>;

/** What a quote says of its supplier. */
export type QuotedSupplier = {
  supplierId: number | null;
  supplierTaxId: string | null;
  supplierName: string | null;
};

const COMPANY_FORMS = new Set([
  'sa',
  'de',
  'cv',
  'sab',
  'sapi',
  'rl',
  'srl',
  'sl',
  'sas',
  'ltda',
  'spa',
  'inc',
  'llc',
  'ltd',
  'co',
  'corp',
  'eirl',
  'sc',
]);

/** A company name to compare: no accents, case, punctuation or trailing company form (S.A. de C.V.). */
export function nameKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && COMPANY_FORMS.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

const toMatch = (supplier: Supplier, by: SupplierMatchKind): SupplierMatch => ({
  id: supplier.id,
  legal_name: supplier.legal_name,
  tax_id: supplier.tax_id,
  by,
});

/**
 * The directory's supplier of a quote: the one chosen, else one with the same tax id, else one with
 * the same name (legal or trade), else the one `learned` answers (the supplier an earlier confirmed
 * quote with the same supplier as written was confirmed as; asked only when nothing else matched).
 */
export async function matchSupplier(
  ctx: Ctx,
  scope: Scope,
  quote: QuotedSupplier,
  learned: () => Promise<number | undefined>,
): Promise<SupplierMatch | null> {
  if (quote.supplierId !== null) {
    const chosen = await getSupplier(ctx, scope, quote.supplierId).catch(() => null);
    if (chosen) return toMatch(chosen, 'chosen');
  }
  const taxId = quote.supplierTaxId ? normalizeTaxId(quote.supplierTaxId) : '';
  if (taxId.length >= 5) {
    const found = (await getSuppliers(ctx, scope, { search: taxId })).find(
      (s) => normalizeTaxId(s.tax_id) === taxId,
    );
    if (found) return toMatch(found, 'tax_id');
  }
  const name = quote.supplierName ? nameKey(quote.supplierName) : '';
  if (name.length >= 3) {
    const firstWord = name.split(' ')[0] ?? name;
    const found = (await getSuppliers(ctx, scope, { search: firstWord })).find(
      (s) =>
        nameKey(s.legal_name) === name || (s.trade_name !== '' && nameKey(s.trade_name) === name),
    );
    if (found) return toMatch(found, 'name');
  }
  const learnedId = await learned();
  if (learnedId !== undefined) {
    const supplier = await getSupplier(ctx, scope, learnedId).catch(() => null);
    if (supplier) return toMatch(supplier, 'learned');
  }
  return null;
}

const COUNTRY_OF_TAX_ID: Record<Exclude<TaxIdType, 'OTHER'>, string> = {
  RFC: 'MX',
  NIF: 'ES',
  NIT: 'CO',
  RUT: 'CL',
  EIN: 'US',
};
const COUNTRY_OF_CURRENCY: Partial<Record<Currency, string>> = {
  MXN: 'MX',
  EUR: 'ES',
  COP: 'CO',
  CLP: 'CL',
  USD: 'US',
};

/**
 * A new directory supplier from what the quote says: its name, its tax id (typed by the first tax
 * id type whose rules it passes, else kept as OTHER), the country of that tax id or of the
 * currency (Mexico when neither says), its e-mail and language.
 */
export async function createSupplierFromQuote(
  ctx: Ctx,
  scope: Scope,
  quote: Omit<QuotedSupplier, 'supplierId'> & {
    supplierEmail: string | null;
    currency: Currency | null;
    language: string | null;
  },
): Promise<Supplier> {
  const taxId = quote.supplierTaxId ? normalizeTaxId(quote.supplierTaxId) : '';
  const taxType = taxId
    ? (TAX_ID_TYPES.find((type) => type !== 'OTHER' && isValidTaxId(type, taxId)) ?? 'OTHER')
    : null;
  const country =
    (taxType && taxType !== 'OTHER' ? COUNTRY_OF_TAX_ID[taxType] : undefined) ??
    (quote.currency ? COUNTRY_OF_CURRENCY[quote.currency] : undefined) ??
    'MX';
  const base = {
    legal_name: quote.supplierName ?? '',
    country,
    language: (LANGUAGES as readonly string[]).includes(quote.language ?? '')
      ? quote.language
      : 'es',
  };
  const withContact = saveSupplierSchema.safeParse({
    ...base,
    tax_id_type: taxType,
    tax_id: taxId,
    emails: quote.supplierEmail ? [quote.supplierEmail] : [],
  });
  // A tax id or e-mail the directory would refuse stays on the quote only.
  const parsed = withContact.success ? withContact : saveSupplierSchema.safeParse(base);
  if (!parsed.success)
    throw badRequest('validation_failed', 'validation.required', 'supplier_name');
  return createSupplier(ctx, scope, parsed.data);
}

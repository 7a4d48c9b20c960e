import { z } from 'zod';
import { LANGUAGES } from '../constants/domain.ts';
import { NAME_MAX_LENGTH } from '../constants/limits.ts';
import { TAX_ID_TYPES } from '../constants/purchasing.ts';
import { isValidTaxId, normalizeTaxId } from '../rules/tax-ids.ts';
import { emailSchema, optionalText, PHONE_PATTERN, requiredText } from './rules.ts';

/** POST /suppliers/ and PUT /suppliers/:id/: a supplier of the buyer's directory. */
export const saveSupplierSchema = z
  .object({
    legal_name: requiredText(NAME_MAX_LENGTH),
    trade_name: optionalText(NAME_MAX_LENGTH).optional().default(''),
    /** Both or neither: a tax id is checked by its type's rules and kept normalized. */
    tax_id_type: z.enum(TAX_ID_TYPES, { error: 'validation.taxId.type' }).nullable().default(null),
    tax_id: optionalText(32).optional().default(''),
    /** ISO 3166-1 alpha-2, e.g. MX, ES, CO, CL, US. */
    country: z
      .string({ error: 'validation.required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'validation.country'),
    emails: z
      .array(emailSchema, { error: 'validation.invalidType' })
      .max(10, 'validation.supplier.tooManyEmails')
      .optional()
      .default([])
      .transform((emails) => [...new Set(emails)]),
    phone: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), 'validation.phone.invalid')
      .optional()
      .default(''),
    categories: z
      .array(requiredText(60), { error: 'validation.invalidType' })
      .max(20, 'validation.supplier.tooManyCategories')
      .optional()
      .default([])
      .transform((categories) => [...new Set(categories)]),
    /** The language of the mail and documents this supplier receives. */
    language: z.enum(LANGUAGES, { error: 'validation.language' }).optional().default('es'),
  })
  .superRefine((value, ctx) => {
    if (value.tax_id && !value.tax_id_type) {
      ctx.addIssue({ code: 'custom', path: ['tax_id_type'], message: 'validation.taxId.type' });
    } else if (value.tax_id_type && !value.tax_id) {
      ctx.addIssue({ code: 'custom', path: ['tax_id'], message: 'validation.required' });
    } else if (value.tax_id_type && !isValidTaxId(value.tax_id_type, value.tax_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tax_id'],
        message: `validation.taxId.${value.tax_id_type}`,
      });
    }
  })
  .transform((value) => ({ ...value, tax_id: normalizeTaxId(value.tax_id) }));
export type SaveSupplierInput = z.input<typeof saveSupplierSchema>;
export type SaveSupplierData = z.output<typeof saveSupplierSchema>;

export const supplierSchema = z.object({
  id: z.number(),
  legal_name: z.string(),
  trade_name: z.string(),
  tax_id_type: z.enum(TAX_ID_TYPES).nullable(),
  tax_id: z.string(),
  country: z.string(),
  emails: z.array(z.string()),
  phone: z.string(),
  categories: z.array(z.string()),
  language: z.enum(LANGUAGES),
  /** The provider company on Cotiza that one of the supplier's e-mails belongs to. */
  provider_company: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierListSchema = z.array(supplierSchema);

/** GET /suppliers/?search=acero (legal or trade name, tax id, e-mail, category). */
export const supplierListQuerySchema = z.object({
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

/**
 * POST /suppliers/:id/merge/: the duplicates are folded into :id (e-mails, categories and RFQ
 * invitations move over), then deleted.
 */
export const mergeSuppliersSchema = z.object({
  duplicate_ids: z
    .array(z.number().int().positive(), { error: 'validation.invalidType' })
    .min(1, 'validation.required')
    .max(20, 'validation.invalidType'),
});
export type MergeSuppliersInput = z.infer<typeof mergeSuppliersSchema>;

/**
 * POST /suppliers/by-email/: the supplier of the caller's directory with this e-mail, added to it
 * when there is none (the RFQ editor invites by e-mail; docs/product-rules.md § Suppliers).
 */
export const supplierByEmailSchema = z.object({
  email: emailSchema,
  /** The language of the mail and documents a new supplier receives. */
  language: z.enum(LANGUAGES, { error: 'validation.language' }).optional().default('es'),
});
export type SupplierByEmailInput = z.input<typeof supplierByEmailSchema>;
export type SupplierByEmailData = z.output<typeof supplierByEmailSchema>;

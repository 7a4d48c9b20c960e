import { z } from 'zod';
import {
  REGISTRATION_TYPES,
  ROLES,
  SUBTYPES,
  SUBTYPES_BY_TYPE,
  type RegistrationType,
} from '../constants/domain.ts';
import { COMPANY_COUNTRIES } from '../format/locale.ts';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits.ts';
import { emailSchema, optionalText, passwordSchema, phoneSchema, requiredText } from './rules.ts';

export const checkEmailSchema = z.object({ email: emailSchema });
export type CheckEmailInput = z.infer<typeof checkEmailSchema>;
export const checkEmailResponseSchema = z.object({ available: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** Step 1 of sign-up: the person. */
export const registerPersonSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: requiredText(),
  last_name: requiredText(),
  phone_number: phoneSchema,
});

/** Step 2 of sign-up: how the account is used. Provider and company need a subtype and a name. */
export const registerUsageSchema = z.object({
  registration_type: z.enum(REGISTRATION_TYPES, { error: 'validation.registrationType' }),
  subtype: z.enum(SUBTYPES, { error: 'validation.subtype' }).optional().nullable(),
  company_name: optionalText(NAME_MAX_LENGTH).optional().nullable(),
  description: optionalText(DESCRIPTION_MAX_LENGTH).optional().nullable(),
});

export function refineUsage(
  value: {
    registration_type: RegistrationType;
    subtype?: string | null;
    company_name?: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (value.registration_type === 'retail') return;
  const allowed: readonly string[] = SUBTYPES_BY_TYPE[value.registration_type];
  if (!value.subtype || !allowed.includes(value.subtype)) {
    ctx.addIssue({ code: 'custom', path: ['subtype'], message: 'validation.subtype' });
  }
  if (!value.company_name) {
    ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'validation.required' });
  }
}

export const registerSchema = registerPersonSchema
  .extend(registerUsageSchema.shape)
  .superRefine(refineUsage);
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerResponseSchema = z.object({ id: z.number(), email: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const companySchema = z.object({
  name: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  /** Its number convention formats every amount (docs/product-rules.md § Numbers and dates). */
  country: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** A company's name, and its country when it changes. */
export const updateCompanySchema = z.object({
  name: requiredText(),
  country: z.enum(COMPANY_COUNTRIES, { error: 'validation.companyCountry' }).optional(),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

/** A registration waiting for an account executive (back office). */
export const pendingRegistrationSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  company_name: z.string(),
  type: z.enum(REGISTRATION_TYPES),
  subtype: z.string().nullable(),
  description: z.string(),
  role: z.enum(ROLES),
  date_joined: z.string(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;
export const pendingRegistrationListSchema = z.array(pendingRegistrationSchema);

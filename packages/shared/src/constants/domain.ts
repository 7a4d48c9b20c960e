/** Interface and mail languages. Spanish is the startup default; English the fallback. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'en';

export const REGISTRATION_TYPES = ['provider', 'company', 'retail'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const PROVIDER_SUBTYPES = ['distributor', 'manufacturer', 'service_provider'] as const;
export const COMPANY_SUBTYPES = ['construction', 'contractor', 'architect'] as const;
export const SUBTYPES = [...PROVIDER_SUBTYPES, ...COMPANY_SUBTYPES] as const;
export type Subtype = (typeof SUBTYPES)[number];

export const SUBTYPES_BY_TYPE: Record<RegistrationType, readonly Subtype[]> = {
  provider: PROVIDER_SUBTYPES,
  company: COMPANY_SUBTYPES,
  retail: [],
};

export const USER_TYPES = ['Provider User', 'Company User', 'Retail User'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_BY_STAKEHOLDER_TYPE: Record<RegistrationType, UserType> = {
  provider: 'Provider User',
  company: 'Company User',
  retail: 'Retail User',
};

export const ROLES = ['OWNER', 'ADMIN', 'STAFF', 'BUYER'] as const;
export type Role = (typeof ROLES)[number];
export const INVITABLE_ROLES = ['ADMIN', 'STAFF', 'BUYER'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Roles that may be given to a member, by the company's type (the owner's role is never given). */
export const ROLES_BY_STAKEHOLDER_TYPE: Record<RegistrationType, readonly InvitableRole[]> = {
  provider: ['ADMIN', 'STAFF'],
  company: ['ADMIN', 'BUYER'],
  retail: [],
};

/** JOB_SITE (obra) comes first: it is where most purchasing deliveries go. */
export const LOCATION_TYPES = [
  'JOB_SITE',
  'WAREHOUSE',
  'STORE',
  'OFFICE',
  'FACTORY',
  'DISTRIBUTION_CENTER',
  'SHOWROOM',
  'HOME',
  'OTHER',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const DEFAULT_LOCATION_TYPE: LocationType = 'OTHER';

/**
 * What `/login?error=` may carry: codes of the `errors` namespace, worded by the page. Any other
 * value is ignored, so a crafted link cannot put its own text on the sign-in page.
 */
export const LOGIN_ERROR_CODES = [
  'googleEmailUnverified',
  'googleFailed',
  'googleNoAccount',
  'googleNotConfigured',
  'googleOtherBrowser',
  'googleStateInvalid',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export function isLoginErrorCode(value: string | null): value is LoginErrorCode {
  return LOGIN_ERROR_CODES.includes(value as LoginErrorCode);
}

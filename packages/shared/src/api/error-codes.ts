import type enErrors from '../i18n/locales/en/errors.json';
import type enPaste from '../i18n/locales/en/paste.json';
import type enPurchasing from '../i18n/locales/en/purchasing.json';
import type enValidation from '../i18n/locales/en/validation.json';

/**
 * Stable error codes (docs/product-rules.md § Error codes). Every error body the API sends carries
 * one as `error_code`, beside the message (`{ error, error_code }` or
 * `{ field: [message], error_code }`), so a client branches on the code and shows the message.
 * Each code answers with one HTTP status, given here. Plain data without zod: the web's first load
 * reads it.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  invalid_request: 400,
  malformed_json: 400,
  weak_password: 400,
  invalid_image: 400,
  current_password_wrong: 400,
  reset_link_invalid: 400,
  activation_failed: 400,
  email_in_use: 400,
  user_exists: 400,
  role_not_allowed: 400,
  callback_url_not_allowed: 400,
  registration_not_pending: 400,
  invitation_pending: 400,
  invitation_not_pending: 400,
  invitation_invalid: 400,
  invitation_expired: 400,
  invitation_already_accepted: 400,
  reference_not_found: 400,
  location_not_found: 400,
  supplier_not_found: 400,
  project_code_taken: 400,
  project_closed: 400,
  supplier_tax_id_taken: 400,
  supplier_merge_self: 400,
  supplier_no_email: 400,
  rfq_due_in_past: 400,
  rfq_invalid_state: 400,
  answer_closed: 400,
  answer_unknown_item: 400,
  answer_empty: 400,
  discount_too_large: 400,
  file_empty: 400,
  file_type: 400,
  file_too_large: 400,
  import_not_spreadsheet: 400,
  import_no_items: 400,
  import_too_many_rows: 400,
  import_too_large: 400,
  answer_files_limit: 429,
  quote_still_reading: 400,
  quote_not_to_review: 400,
  quote_no_supplier: 400,
  quote_no_lines: 400,
  quote_confirmed: 400,
  quote_project_mismatch: 400,
  quote_rfq_awarded: 400,
  quote_arithmetic_unacknowledged: 400,
  award_expired_unacknowledged: 400,
  award_unknown_offer: 400,
  award_unknown_item: 400,
  award_not_offered: 400,
  award_empty: 400,
  fx_rate_taken: 400,
  quote_preview_unavailable: 422,
  match_unknown_item: 400,
  conversion_no_supplier: 400,
  unauthorized: 401,
  token_invalid: 401,
  invalid_credentials: 401,
  forbidden: 403,
  staff_only: 403,
  buyers_only: 403,
  providers_only: 403,
  retail_no_company: 403,
  owner_immutable: 403,
  cannot_toggle_self: 403,
  cannot_change_own_role: 403,
  awaiting_approval: 403,
  not_found: 404,
  answer_link_invalid: 404,
  conflict: 409,
  stale_version: 409,
  answer_link_expired: 410,
  answer_link_withdrawn: 410,
  body_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  google_unavailable: 502,
  google_not_configured: 503,
  unavailable: 503,
} as const;

/** A code the API sends as `error_code`. */
export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** A key of the `errors` namespace as message keys write it (`errors.notFound`). */
export type ErrorsMessageKey = `errors.${Extract<keyof typeof enErrors, string>}`;

/** A key of the `validation` namespace, nested keys dotted (`validation.password.allDigits`). */
export type ValidationMessageKey = `validation.${DottedKeys<typeof enValidation>}`;

/**
 * A key of `purchasing` (purchasing's refusals, out of the public pages' first load) or of
 * `paste` (the reasons an imported row is refused).
 */
export type PurchasingMessageKey =
  `purchasing.${DottedKeys<typeof enPurchasing>}` | `paste.${DottedKeys<typeof enPaste>}`;

/** What an error's message may be: a key of `errors`, `validation`, `purchasing` or `paste`. */
export type ErrorMessageKey = ErrorsMessageKey | ValidationMessageKey | PurchasingMessageKey;

type DottedKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${DottedKeys<T[K]>}`;
}[keyof T & string];

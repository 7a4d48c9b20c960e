/** Business constants (docs/product-rules.md § Screens) and request limits (§ Errors). */
export const EMAIL_CHECK_DEBOUNCE_MS = 1000;
export const REDIRECT_AFTER_SUCCESS_MS = 3000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MEDIUM_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** Rows in one page of a paged list (quotes, RFQs, the provider inbox, projects). */
export const LIST_PAGE_SIZE = 50;

/** Rows each dashboard card shows; its count covers all of them (docs/product-rules.md § Dashboard). */
export const DASHBOARD_CARD_ROWS = 5;

export const NAME_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;
export const SHORT_TEXT_MAX_LENGTH = 255;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_EDGE_PX = 512;

export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const ACTIVATION_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Largest request body the API reads (docs/product-rules.md § Errors). */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

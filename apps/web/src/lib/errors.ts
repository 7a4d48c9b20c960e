import type { TFunction } from 'i18next';
import { toI18nKey } from '@app/shared/i18n/keys';
import { ApiError, joinErrorValues } from './api-client';

/**
 * Zod messages and AppError keys look like `validation.password.tooShort`; `purchasing` holds
 * the exchange-rate form's, kept out of the public pages' first load.
 */
const MESSAGE_KEY_PATTERN = /^(validation|errors|common|purchasing)\.[A-Za-z0-9_.]+$/;

/** Translates a message key; any other text (already translated by the API) is kept as is. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return MESSAGE_KEY_PATTERN.test(message) ? t(toI18nKey(message)) : message;
}

/**
 * A user-facing message for any thrown value: the API's own text when it sent one (already in the
 * user's language), else `fallback`, else the error's message.
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    return error.errorText ?? (joinErrorValues(error.body) || fallback || error.message);
  }
  if (fallback) return fallback;
  return error instanceof Error ? error.message : String(error);
}

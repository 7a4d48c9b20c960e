/**
 * Turns a message key such as `validation.password.allDigits` (the form zod messages and AppError
 * use) into i18next's `namespace:key` form.
 */
export function toI18nKey(messageKey: string): string {
  const dot = messageKey.indexOf('.');
  if (dot < 0) return messageKey;
  return `${messageKey.slice(0, dot)}:${messageKey.slice(dot + 1)}`;
}

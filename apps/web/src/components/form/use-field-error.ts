import type { FieldErrors, FieldValues, FormState } from 'react-hook-form';
import { get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/errors';

type FieldError = { message?: unknown } | undefined;

/** The first message under a list field (`emails.0`), when the list itself has none. */
function firstNestedMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const entry of Object.values(error as Record<string, FieldError>)) {
    if (typeof entry?.message === 'string' && entry.message) return entry.message;
  }
  return undefined;
}

/**
 * The wiring every form field repeats, once: `fieldError('name')` is the field's error in the
 * reader's language (messages of the shared schemas are translation keys; docs/architecture.md
 * § The web app's layout), nested paths (`items.2.quantity`) included; a list field reports its
 * first bad entry.
 */
export function useFieldError<T extends FieldValues>(
  formState: Pick<FormState<T>, 'errors'>,
): (name: string) => string | undefined {
  const { t } = useTranslation();
  const errors: FieldErrors<T> = formState.errors;
  return (name) => {
    const error: FieldError = get(errors, name);
    const own = typeof error?.message === 'string' && error.message ? error.message : undefined;
    return translateMessage(t, own ?? firstNestedMessage(error));
  };
}

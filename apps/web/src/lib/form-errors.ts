import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the API's field errors (`{ field: [messages] }`) on the matching form fields. Returns the
 * messages that belong to no field of this form (to show above the form), or `[]`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { type: 'server', message: messages.join(' ') });
    else rest.push(...messages);
  }
  if (error.errorText) rest.unshift(error.errorText);
  return rest;
}

/**
 * What a form says above its fields after a refused save: the messages that belong to no field;
 * nothing more when the refusal was said on the fields; else `fallback` ("could not be saved").
 */
export function formFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string[] {
  const rest = applyServerErrors(error, setError, fields);
  if (rest.length > 0) return rest;
  const namesAField = error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
  return namesAField ? [] : [fallback];
}

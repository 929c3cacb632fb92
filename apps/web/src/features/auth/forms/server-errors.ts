import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, isApiError } from '../../../api/client';

/**
 * Puts the server's field errors (`errors: [{ path, message }]` of a 400) next to the fields the
 * form has; returns whether any landed on a field.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
};

/** Any failure as an ApiError, so the form can show its message. */
export const asApiError = (error: unknown, fallback: string): ApiError =>
  isApiError(error)
    ? error
    : new ApiError({ status: 0, code: 'CLIENT_ERROR', message: fallback, cause: error });

import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, toFieldErrors } from '#core/shared/errors';
import { isHttpError } from '../http/http-error';
import { GENERAL_ERROR_MESSAGE, toDisplayErrors } from './display-errors';

/** Puts `prefix` before every field key (not before the general `'*'` key). */
const prefixed = (errors: FieldErrors, prefix: string): FieldErrors =>
  prefix ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === '*' ? k : `${prefix}${k}`, v])) : errors;

/**
 * The one way a form reads its errors, in the spec's shape (002 section 8 "Error display"): first the
 * same core schema the server runs (`validate`), then whatever the request failed with (`fromError`).
 * - `errors`: field key -> messages (`errors.email`, `errors['card.zip']`); `general`: the `'*'` messages;
 * - `failure`: the failure itself, for `<ErrorSummary error={failure} />` (it keeps the request layer's
 *   "Sorry, an error occurred" / "Please try your request again" alert of a 500 without a message);
 * - `validate(schema, value, { prefix })`: the parsed value, or null after recording the schema's messages
 *   (keys prefixed, e.g. `card.` when the server nests the fields the same way);
 * - `clear(field)`: drops one field's messages and the general ones (when the user edits the field).
 */
export const useFormErrors = () => {
  const [failure, setFailure] = useState<unknown>(null);
  const errors = useMemo(() => toDisplayErrors(failure), [failure]);
  const setErrors = (next: FieldErrors) => setFailure(next);
  const validate = <S extends z.ZodType>(
    schema: S,
    value: unknown,
    options: { prefix?: string } = {},
  ): z.output<S> | null => {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      setFailure(null);
      return parsed.data;
    }
    setFailure(prefixed(toFieldErrors(parsed.error), options.prefix ?? ''));
    return null;
  };
  const fromError = (e: unknown) =>
    setFailure(isHttpError(e) || e instanceof Error ? e : { '*': [GENERAL_ERROR_MESSAGE] });
  const clear = (field: string) =>
    setFailure((prev: unknown) => {
      const current = toDisplayErrors(prev);
      if (!(field in current) && !('*' in current)) return prev;
      const { [field]: _field, '*': _general, ...rest } = current;
      return rest;
    });
  return {
    errors,
    general: errors['*'],
    failure,
    setErrors,
    validate,
    fromError,
    clear,
    reset: () => setFailure(null),
  };
};

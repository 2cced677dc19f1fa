import { useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '#core/shared/errors';
import { toFieldErrors } from '#core/shared/errors';
import { isHttpError } from '../../../lib/http/http-error';

/**
 * Form errors in the spec's shape: the same core schema as the server first, then the server's
 * field errors (002 section 8 "Error display").
 */
export const useFormErrors = () => {
  const [errors, setErrors] = useState<FieldErrors>({});
  const validate = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(toFieldErrors(parsed.error));
    return null;
  };
  const fromError = (e: unknown) => {
    if (isHttpError(e)) setErrors(e.errors);
    else setErrors({ '*': [e instanceof Error ? e.message : 'Sorry, an error occurred'] });
  };
  /** Drops one field's messages (when the user edits it) and the general ones. */
  const clear = (field: string) =>
    setErrors((prev) => {
      if (!(field in prev) && !('*' in prev)) return prev;
      const { [field]: _f, '*': _g, ...rest } = prev;
      return rest;
    });
  return { errors, setErrors, validate, fromError, clear, general: errors['*'] };
};

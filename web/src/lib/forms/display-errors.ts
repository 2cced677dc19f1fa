import type { FieldErrors } from '#core/shared/errors';
import { HttpError } from '../http/http-error';

/** The general message when a failure carries none (002 section 8). */
export const GENERAL_ERROR_MESSAGE = 'Sorry, an error occurred';

/**
 * Normalises any failure into field errors (002 section 8: "a thrown Error can become a general '*' error"):
 * an `HttpError` gives its field errors, an `Error` its message, a string itself, plain `FieldErrors` stay
 * as they are; nothing for `null`/`undefined`.
 */
export const toDisplayErrors = (error: unknown): FieldErrors => {
  if (error === null || error === undefined) return {};
  if (error instanceof HttpError) return error.errors;
  if (error instanceof Error) return { '*': [error.message] };
  if (typeof error === 'string') return error === '' ? {} : { '*': [error] };
  if (typeof error === 'object') return error as FieldErrors;
  return {};
};

import type { Context } from 'hono';
import type { Result, ResultAsync } from 'neverthrow';
import { type AppError, errorFields, errorStatus, failureBody } from './errors.js';

type SuccessStatus = 200 | 201 | 202;

/**
 * Writes a use case's outcome in the spec's shape (002 section 3):
 * - ok with an object: 200 `{ success: true, ...data }` (the spec's replies read named fields next
 *   to `success`, e.g. `success, suggestions`); ok with anything else (array, string, number,
 *   undefined): `{ success: true, data }`;
 * - err: `{ success: false, errors: { '*': [...], field: [...] } }` with the status from the error
 *   table (server/http/errors.ts); RateLimited also sets Retry-After; MembershipRequired adds
 *   `promptUpgrade: true` and `isPaused` (001 section 6: the upgrade overlay or the paused-account modal).
 */
export const respond = async <T, E extends AppError>(
  c: Context,
  result: Result<T, E> | ResultAsync<T, E>,
  okStatus: SuccessStatus = 200,
): Promise<Response> => {
  const outcome = await result;
  if (outcome.isOk()) {
    const value: unknown = outcome.value;
    const body =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? { success: true, ...value }
        : { success: true, data: value };
    return c.json(body, okStatus);
  }
  const error = outcome.error;
  if (error.type === 'RateLimited') c.header('Retry-After', String(error.retryAfterSeconds));
  const extra =
    error.type === 'MembershipRequired' ? { promptUpgrade: true, isPaused: error.standing === 'paused' } : {};
  return c.json({ ...failureBody(errorFields(error)), ...extra }, errorStatus[error.type]);
};

import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RateLimitedError, UnauthenticatedError } from '../../core/accounts/accounts.errors.js';
import type { PaymentDeclinedError, ReportLimitReachedError } from '../../core/membership/membership.errors.js';
import type { MembershipRequiredError, SavedPropertyLimitReachedError } from '../../core/property/property.errors.js';
import type { ReportUnlockUnavailableError } from '../../core/reports/report.errors.js';
import type {
  ConflictError,
  FieldErrors,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../core/shared/errors.js';

/**
 * Every domain error a use case can return. An area adding an error type adds it here AND to
 * {@link errorStatus}; the `Record` makes a type without a status fail the type check.
 */
export type AppError =
  | ValidationError
  | NotFoundError
  | ForbiddenError
  | ConflictError
  | UnauthenticatedError
  | RateLimitedError
  | PaymentDeclinedError
  | ReportLimitReachedError
  | ReportUnlockUnavailableError
  | MembershipRequiredError
  | SavedPropertyLimitReachedError;

/** Error type -> HTTP status: the one table (shared/STYLE.md section 3). */
export const errorStatus: Record<AppError['type'], ContentfulStatusCode> = {
  Validation: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  RateLimited: 429,
  PaymentDeclined: 402,
  ReportLimitReached: 403,
  ReportUnlockUnavailable: 402,
  MembershipRequired: 403,
  SavedPropertyLimitReached: 409,
};

/** Text of the 500 answer (002 section 8: "Sorry, an error occurred"). */
export const INTERNAL_ERROR_TEXT = 'Sorry, an error occurred';

/** Text of the 503 answer to a request whose statement ran past its time bound (docs/performance.md). */
export const TOO_LONG_TEXT =
  'This search took too long. Please narrow it (a shorter distance or fewer dates) and try again.';

/** Text of the 503 answer while the database cannot be reached (docs/decisions/0003). */
export const DB_UNAVAILABLE_TEXT = 'The service is temporarily unavailable. Please try again in a few moments.';

/** Retry-After of that 503, in seconds. */
export const DB_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The spec's field errors for an error value: its own `errors` when it has them, else its `message`
 * under `'*'`, else a generic text for its type.
 */
export const errorFields = (error: AppError): FieldErrors => {
  if ('errors' in error) return error.errors;
  if ('message' in error) return { '*': [error.message] };
  return { '*': [`The requested ${error.entity} was not found`] };
};

/** The wire shape of a failure: `{ success: false, errors: { '*': [...], field: [...] } }`. */
export const failureBody = (errors: FieldErrors) => ({ success: false as const, errors });

import type { FieldErrors } from '#core/shared/errors';
import { type RequestAlert, requestFirstMessage } from './request.rules';

/**
 * Why a request failed:
 * - `http`: the server answered with a non-2xx status (`status` is set);
 * - `timeout`: no answer within the time-out (60 s / 300 s / 180 s, 002 section 7);
 * - `network`: the network failed (offline, DNS, connection reset);
 * - `cancelled`: a session expiry cancelled all requests (002 section 8.1, "All requests cancelled");
 * - `aborted`: the caller aborted it through `opts.signal` (e.g. a newer autocomplete request).
 */
export type HttpErrorKind = 'http' | 'timeout' | 'network' | 'cancelled' | 'aborted';

/**
 * The one error type the request layer throws. `errors` has the spec's field-keyed shape
 * (`{ '*': [...], field: [...] }`, 002 section 8); `alert` is set for a 500 without a message
 * ("Sorry, an error occurred" / "Please try your request again"). `status` is 0 when no response came.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly errors: FieldErrors;
  readonly kind: HttpErrorKind;
  readonly alert?: RequestAlert;
  readonly method: string;
  readonly url: string;
  /** The parsed response body, when there was one. */
  readonly body?: unknown;

  constructor(init: {
    status: number;
    errors: FieldErrors;
    kind: HttpErrorKind;
    method: string;
    url: string;
    alert?: RequestAlert;
    body?: unknown;
  }) {
    super(requestFirstMessage(init.errors) ?? `Request failed with status ${init.status}`);
    this.status = init.status;
    this.errors = init.errors;
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    if (init.alert) this.alert = init.alert;
    if (init.body !== undefined) this.body = init.body;
  }
}

/** Type guard, handy in `catch (e)` blocks. */
export const isHttpError = (e: unknown): e is HttpError => e instanceof HttpError;

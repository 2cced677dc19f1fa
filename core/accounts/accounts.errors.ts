/** The caller must sign in (HTTP 401): no session, or it expired or was ended. */
export type UnauthenticatedError = { readonly type: 'Unauthenticated'; readonly message: string };
/** Too many attempts (HTTP 429); `retryAfterSeconds` feeds the Retry-After header. */
export type RateLimitedError = {
  readonly type: 'RateLimited';
  readonly message: string;
  readonly retryAfterSeconds: number;
};

export const unauthenticated = (message: string): UnauthenticatedError => ({ type: 'Unauthenticated', message });
export const rateLimited = (message: string, retryAfterSeconds: number): RateLimitedError => ({
  type: 'RateLimited',
  message,
  retryAfterSeconds,
});

import { addMs, HOUR_MS, MINUTE_MS, SECOND_MS, wholeUnitsUntil } from '../shared/date.rules.js';

/**
 * Attempt limits on account access (docs/decisions/0020), counted per account (the e-mail,
 * lower-cased) and per client address so neither one guessing account nor one address can go on.
 */
export interface AttemptLimit {
  readonly max: number;
  readonly windowMs: number;
}

export const ACCOUNT_LIMITS = {
  /** Failed log-ins for one account: the 11th attempt within 15 minutes is refused, even if correct. */
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  loginPerIp: { max: 50, windowMs: 15 * MINUTE_MS },
  signUpPerIp: { max: 10, windowMs: HOUR_MS },
  resetPerAccount: { max: 5, windowMs: HOUR_MS },
  resetPerIp: { max: 20, windowMs: HOUR_MS },
  /** Wrong codes allowed per e-mailed device code. */
  codeTries: { max: 5, windowMs: 15 * MINUTE_MS },
  codeVerifyPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  /** Verification e-mails (device codes, verify links) sent per account. */
  mailsPerAccount: { max: 5, windowMs: HOUR_MS },
  /** Wrong current passwords on change-password / delete-account per user. */
  passwordConfirmPerUser: { max: 10, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, AttemptLimit>;

/** When a window opened at `windowStart` closes. */
export const windowEndOf = (windowStart: Date, limit: AttemptLimit): Date => addMs(windowStart, limit.windowMs);

/** Whole minutes (at least 1) until a window opened at `windowStart` closes. */
export const minutesUntilWindowEnds = (windowStart: Date, limit: AttemptLimit, now: Date): number =>
  wholeUnitsUntil(windowEndOf(windowStart, limit), now, MINUTE_MS);

/**
 * Whole seconds (at least 1) until a window opened at `windowStart` closes: the 429's Retry-After. Never
 * more than the window itself: a request that read its clock just before a concurrent one opened the
 * window would otherwise be told to wait a second longer than the window lasts.
 */
export const retryAfterSeconds = (windowStart: Date, limit: AttemptLimit, now: Date): number =>
  Math.min(wholeUnitsUntil(windowEndOf(windowStart, limit), now, SECOND_MS), Math.ceil(limit.windowMs / SECOND_MS));

/** The 429 message: says how long to wait, never whether the account exists. */
export const tooManyAttemptsMessage = (minutes: number): string =>
  `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

/**
 * Counter keys; the e-mail is lower-cased and trimmed so letter case cannot dodge the limit. Scopes: an
 * account (its e-mail), a client address, a signed-in user, or a recipient of codes (`to`).
 */
export const rateKey = (action: string, scope: 'acct' | 'ip' | 'user' | 'to', value: string): string =>
  `${action}:${scope}:${value.trim().toLowerCase()}`;

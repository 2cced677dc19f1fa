import { err, ok, type Result } from 'neverthrow';
import { msBetween, SECOND_MS } from '../shared/date.rules.js';

/**
 * The consumer privacy request ("request my info") flow (002 sections 2.2, 4.1 and 8).
 */

/** Verification option codes (002 section 4.1): email 1, phone 2, addressEmail 3, addressPhone 4. */
export const VERIFICATION_OPTION = Object.freeze({ email: 1, phone: 2, addressEmail: 3, addressPhone: 4 } as const);
/** A verification option name. */
export type VerificationOption = keyof typeof VERIFICATION_OPTION;
/** "Any other option raises the error 'Invalid verification option'" (002 section 4.1). */
export const INVALID_VERIFICATION_OPTION_MESSAGE = 'Invalid verification option';
/** "The case id is read from the requestId query parameter and kept 86400 s" (002 section 4.1). */
export const PRIVACY_CASE_TTL_SECONDS = 86_400;
/** The base path of the flow (002 section 2.2). */
const PRIVACY_REQUEST_BASE_PATH = '/request-my-info';

/** Reads a verification option code (002 section 4.1); any other value is "Invalid verification option". */
export const parseVerificationOption = (code: unknown): Result<VerificationOption, string> => {
  const n = typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code;
  const name = (Object.keys(VERIFICATION_OPTION) as VerificationOption[]).find((k) => VERIFICATION_OPTION[k] === n);
  return name === undefined ? err(INVALID_VERIFICATION_OPTION_MESSAGE) : ok(name);
};

/** Whether an option verifies the address first (addressEmail, addressPhone). */
export const verificationNeedsAddress = (option: VerificationOption): boolean =>
  option === 'addressEmail' || option === 'addressPhone';

/** Where the report is sent for an option: e-mail for email and addressEmail, phone for phone and addressPhone. */
export const verificationChannel = (option: VerificationOption): 'email' | 'phone' =>
  option === 'email' || option === 'addressEmail' ? 'email' : 'phone';

/**
 * The case id from the requestId query parameter (002 section 4.1), trimmed; null when absent or
 * empty. The caller keeps it 86400 s ({@link PRIVACY_CASE_TTL_SECONDS}).
 */
export const privacyCaseIdFromQuery = (query: string): string | null => {
  for (const part of query.replace(/^\?/, '').split('&')) {
    const [k, v = ''] = part.split('=');
    if (k === 'requestId') {
      let value: string;
      try {
        value = decodeURIComponent(v.replace(/\+/g, ' ')).trim();
      } catch {
        value = v.trim();
      }
      return value === '' ? null : value;
    }
  }
  return null;
};

/** Whether a stored case id is still kept at `now` (002 section 4.1: 86400 s). */
export const isPrivacyCaseLive = (storedAt: Date, now: Date): boolean =>
  msBetween(storedAt, now) < PRIVACY_CASE_TTL_SECONDS * SECOND_MS;

/** The flow's pages (002 section 2.2). */
export type PrivacyPage =
  | 'landing'
  | 'auth-selection'
  | 'select-validation-type'
  | 'search-results'
  | 'address-verification'
  | 'confirm-your-identity'
  | 'where-to-send-your-report'
  | 'request-confirmed'
  | 'something-went-wrong'
  | 'unable-to-verify-identity';

/**
 * The page order (002 section 4.1): landing, choose authentication/validation type
 * (auth-selection, select-validation-type), search for the person's records (search-results),
 * address verification where chosen, confirm identity, choose where to send the report, then
 * request-confirmed.
 */
export const PRIVACY_FLOW_ORDER: readonly PrivacyPage[] = Object.freeze([
  'landing',
  'auth-selection',
  'select-validation-type',
  'search-results',
  'address-verification',
  'confirm-your-identity',
  'where-to-send-your-report',
  'request-confirmed',
]);

/** "request-confirmed (aliases email-validated, phone-validated)" (002 section 2.2): the page a path segment shows. */
export const privacyPageOf = (segment: string): PrivacyPage | null => {
  const s = segment.replace(/^\/+|\/+$/g, '');
  if (s === 'email-validated' || s === 'phone-validated') return 'request-confirmed';
  if (s === '') return 'landing';
  const all: readonly string[] = [...PRIVACY_FLOW_ORDER, 'something-went-wrong', 'unable-to-verify-identity'];
  return all.includes(s) ? (s as PrivacyPage) : null;
};

/** The path of a page: /request-my-info/{page}. */
export const privacyPagePath = (page: PrivacyPage): string => `${PRIVACY_REQUEST_BASE_PATH}/${page}`;

/**
 * The page after a page (002 section 4.1). Success moves along {@link PRIVACY_FLOW_ORDER}, skipping
 * address-verification unless the option needs the address; `failed` goes to something-went-wrong,
 * except a failure at a verification step (address-verification, confirm-your-identity), which goes
 * to unable-to-verify-identity (our reading: the spec leaves "when each failure applies" to the
 * server). Null after request-confirmed and from the failure pages.
 */
export const nextPrivacyPage = (
  current: PrivacyPage,
  outcome: 'ok' | 'failed',
  option: VerificationOption | null,
): PrivacyPage | null => {
  if (outcome === 'failed') {
    return current === 'address-verification' || current === 'confirm-your-identity'
      ? 'unable-to-verify-identity'
      : 'something-went-wrong';
  }
  const i = PRIVACY_FLOW_ORDER.indexOf(current);
  if (i === -1) return null;
  let next = PRIVACY_FLOW_ORDER[i + 1] ?? null;
  if (next === 'address-verification' && (option === null || !verificationNeedsAddress(option))) {
    next = PRIVACY_FLOW_ORDER[i + 2] ?? null;
  }
  return next;
};

/**
 * /opt-out clears the funnel state of this browser (002 section 2.2): the cookies and stored values the
 * search and purchase funnels keep about what the visitor searched, so the person who opts out leaves
 * nothing of it behind. Funnels name their state with these prefixes.
 */
const FUNNEL_COOKIE_PREFIX = 'tw_funnel_';
export const FUNNEL_STORAGE_PREFIX = 'tw.funnel.';

/** The names of the funnel cookies in a `document.cookie` string. */
export const funnelCookieNames = (cookies: string): string[] =>
  cookies
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith(FUNNEL_COOKIE_PREFIX));

/** The `document.cookie` assignment that deletes a cookie of this site's root path. */
export const expiredCookieString = (name: string): string => `${name}=; Max-Age=0; Path=/; SameSite=Lax`;

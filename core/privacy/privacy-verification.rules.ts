import { maskEmail, maskPhone } from '../shared/contact-mask.rules.js';
import { MINUTE_MS } from '../shared/date.rules.js';

/**
 * How a requester proves they are the person in our records (002 section 4.1 leaves the server rules
 * to us; docs/decisions/0074-privacy-requests.md). Codes go only to contacts OUR records tie to the
 * person, chosen from masked choices; the address options first ask questions only the person can
 * answer from their own history, multiple choice with decoys.
 */

/** Wrong submissions of the history questions before the case is denied (unable-to-verify-identity). */
export const PRIVACY_ANSWER_TRIES = 3;
/** Code checks (right or wrong) allowed per case before it is denied. */
export const PRIVACY_CODE_TRIES = 3;
/** Codes sent per case (a resend included). */
export const PRIVACY_CODES_PER_CASE = 3;
/** A code is good for 15 minutes. */
export const PRIVACY_CODE_TTL_MS = 15 * MINUTE_MS;
/** Choices per history question (one true, the rest decoys). */
export const PRIVACY_QUESTION_CHOICES = 5;

export const PRIVACY_MESSAGES = Object.freeze({
  caseGone: 'Your request has expired or could not be found. Please start again.',
  wrongStep: 'This step is not available for your request. Please start again.',
  noEmail:
    'We have no e-mail address on file for this record, so we cannot verify you by e-mail. Please start again and choose another way to verify.',
  noPhone:
    'We have no phone number on file for this record, so we cannot verify you by phone. Please start again and choose another way to verify.',
  noHistory:
    'We do not hold enough address history for this record to ask you about it. Please start again and choose another way to verify.',
  recordNotFound: 'Sorry, we could not find that record. Please search again.',
  contactNotFound: 'Please choose one of the contacts listed.',
  answerAll: 'Please answer every question',
  wrongAnswers: (left: number) =>
    `Some answers do not match our records. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  wrongCode: (left: number) => `That code is not correct. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeExpired: 'This code has expired. Please ask for a new one.',
  tooManyCodes: 'We have sent as many codes as we can for this request. Please start again later.',
  unableToVerify: 'We were unable to verify your identity with the answers given.',
  phoneUnavailable: 'Verification by phone is not available yet. Please start again and choose e-mail.',
  correctionNeeded: 'Please tell us what is wrong in at least 10 characters',
});

/** A contact our records hold for the person, offered masked. */
export interface PrivacyContact {
  readonly id: string;
  readonly channel: 'email' | 'phone';
  readonly masked: string;
  readonly value: string;
}

/**
 * The contacts of one channel our records tie to the person, current ones first, deduplicated, at most
 * five, each with an id the requester picks ('e1', 'p2').
 */
export const privacyContactsOf = (
  channel: 'email' | 'phone',
  items: readonly { readonly value: string; readonly isCurrent: boolean }[],
): PrivacyContact[] => {
  const key = (v: string) =>
    channel === 'email' ? v.trim().toLowerCase() : v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  const seen = new Set<string>();
  const out: PrivacyContact[] = [];
  for (const it of [...items].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))) {
    const k = key(it.value);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    out.push({
      id: `${channel === 'email' ? 'e' : 'p'}${out.length + 1}`,
      channel,
      masked: channel === 'email' ? maskEmail(it.value) : maskPhone(it.value),
      value: channel === 'email' ? it.value.trim() : k,
    });
    if (out.length === 5) break;
  }
  return out;
};

/** A multiple-choice question about the person's own history; `answer` never leaves the server. */
export interface PrivacyQuestion {
  readonly id: string;
  readonly prompt: string;
  readonly choices: readonly string[];
  readonly answer: string;
}

/** What the questions are built from: the person's address history in our records. */
export interface PrivacyHistory {
  readonly addresses: readonly { readonly line1: string; readonly zip: string }[];
}

/**
 * Decoys drawn from other people's records (streets and ZIP codes as the records spell them), so the true
 * answer does not stand out by its style; the fixed lists below only fill in when there are too few.
 */
export interface PrivacyDecoys {
  readonly streets: readonly string[];
  readonly zips: readonly string[];
}

/** Street names used as decoys when the records give too few (common US street names). */
const DECOY_STREETS: readonly string[] = Object.freeze([
  'Maple Ave',
  'Cedar Ln',
  'Park Pl',
  'Lincoln St',
  'Washington Blvd',
  'Hillcrest Dr',
  'Sunset Ave',
  'Willow Way',
  'Meadow Ln',
  'Lakeview Dr',
]);

/** ZIP codes used as decoys when the records give too few. */
const DECOY_ZIPS: readonly string[] = Object.freeze(['45402', '83702', '74103', '99201', '93721', '31201']);

/** "123 N Oak St Apt 4" -> "N Oak St Apt 4": the street line without the house number. */
export const streetOf = (line1: string): string =>
  line1
    .trim()
    .replace(/^\d+[a-z]?\s+/i, '')
    .replace(/\s+/g, ' ');

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A small deterministic generator (mulberry32) seeded from a text, so questions are reproducible in tests. */
const seeded = (seed: string): (() => number) => {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const shuffle = <T>(xs: readonly T[], rnd: () => number): T[] => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
};

const distinct = (xs: readonly string[]): string[] => {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = norm(x);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const question = (
  id: string,
  prompt: string,
  truths: readonly string[],
  pool: readonly string[],
  fallback: readonly string[],
  rnd: () => number,
): PrivacyQuestion | null => {
  const truthKeys = new Set(truths.map(norm));
  const answer = shuffle(truths, rnd)[0];
  if (answer === undefined) return null;
  const usable = (xs: readonly string[]) => distinct(xs).filter((d) => !truthKeys.has(norm(d)));
  const fromRecords = shuffle(usable(pool), rnd);
  const fill = shuffle(
    usable(fallback).filter((d) => !fromRecords.some((r) => norm(r) === norm(d))),
    rnd,
  );
  const picked = [...fromRecords, ...fill].slice(0, PRIVACY_QUESTION_CHOICES - 1);
  return { id, prompt, choices: shuffle([answer, ...picked], rnd), answer };
};

/**
 * The history questions of the address options (3 and 4), from facts a search preview never shows
 * (previews show the current city and relatives' names, so neither is asked): which of these streets the
 * person lived on (one street of their address history), and which of these ZIP codes they had an
 * address in, each among decoys from other people's records none of which is in the history. Null when
 * the history has no address. `seed` (a random token from the caller) fixes the choices; the case keeps
 * them, so a reload shows the same ones.
 */
export const buildPrivacyQuestions = (
  history: PrivacyHistory,
  decoys: PrivacyDecoys,
  seed: string,
): PrivacyQuestion[] | null => {
  const rnd = seeded(seed);
  const streets = distinct(history.addresses.map((a) => streetOf(a.line1)));
  const streetQ = question(
    'street',
    'Which of these streets have you lived on?',
    streets,
    decoys.streets.map(streetOf),
    DECOY_STREETS,
    rnd,
  );
  if (!streetQ) return null;
  const zips = distinct(history.addresses.map((a) => a.zip.trim().slice(0, 5)));
  const zipQ = question(
    'zip',
    'Which of these ZIP codes have you had an address in?',
    zips,
    decoys.zips.map((z) => z.trim().slice(0, 5)),
    DECOY_ZIPS,
    rnd,
  );
  return zipQ ? [streetQ, zipQ] : [streetQ];
};

/** Whether every question is answered with its answer (letter case and spaces aside). */
export const privacyAnswersMatch = (
  questions: readonly PrivacyQuestion[],
  answers: Readonly<Record<string, string>>,
): boolean => questions.every((q) => norm(answers[q.id] ?? '') === norm(q.answer));

/** Whether every question has an answer. */
export const privacyAnswersComplete = (
  questions: readonly PrivacyQuestion[],
  answers: Readonly<Record<string, string>>,
): boolean => questions.every((q) => (answers[q.id] ?? '').trim() !== '');

/** Tries left after `used` of `max`, never negative. */
export const triesLeft = (used: number, max: number): number => Math.max(0, max - used);

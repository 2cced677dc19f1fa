import { type AttemptLimit, rateKey } from '../accounts/rate-limit.rules.js';
import { digitsOf, phoneDigits } from '../search/search-criteria.rules.js';
import { DAY_MS, HOUR_MS } from '../shared/date.rules.js';

/**
 * Verification codes sent to one recipient, an e-mail address or a phone number, whoever asks and from
 * whichever client address (docs/decisions/0020, "Limits"). Every flow that sends a code to a contact
 * counts here: the privacy request's codes (002 section 4.1, to a contact our records hold for a person)
 * and identity monitoring's (to the account e-mail and the phone a member types). The counters are the
 * recipient's, shared by those flows, so one person's inbox or phone is not flooded by opening more cases,
 * more accounts or more addresses; by text message every code also costs money. The spec gives no text:
 * {@link tooManyCodesToRecipientMessage} is ours.
 *
 * - 6 an hour: one more than a member's own identity codes of a kind (5, VERIFICATION_CODES_PER_HOUR), so
 *   a member proving their own e-mail or phone meets their own limit and its text first;
 * - 10 a day: a slow flood stops too (at most 10 texts a day to one number).
 */
export const CODE_RECIPIENT_LIMITS = {
  perHour: { max: 6, windowMs: HOUR_MS },
  perDay: { max: 10, windowMs: DAY_MS },
} as const satisfies Record<string, AttemptLimit>;

/** How a code reaches its recipient. */
export type CodeChannel = 'email' | 'phone';

/**
 * The recipient as the counters know it: an e-mail trimmed and lower-cased; a phone as its ten digits (a
 * leading 1 and formatting dropped), so `(555) 010-2233`, `+1 555 010 2233` and `5550102233` are one phone.
 */
export const codeRecipientOf = (channel: CodeChannel, to: string): string =>
  channel === 'email' ? to.trim().toLowerCase() : (phoneDigits(to) ?? digitsOf(to));

/** The 429's text when a recipient's codes are used up; says how long to wait (in hours from 2 hours on). */
export const tooManyCodesToRecipientMessage = (channel: CodeChannel, minutes: number): string => {
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return (
    `Too many codes were sent to this ${channel === 'email' ? 'e-mail address' : 'phone number'}. ` +
    `Please wait ${wait} and try again.`
  );
};

/** The counters one code to `to` counts on (the shared rate limiter's key space), each with its 429 text. */
export const codeRecipientLimitChecks = (
  channel: CodeChannel,
  to: string,
): readonly {
  readonly key: string;
  readonly limit: AttemptLimit;
  readonly message: (minutes: number) => string;
}[] => {
  const recipient = codeRecipientOf(channel, to);
  const message = (minutes: number) => tooManyCodesToRecipientMessage(channel, minutes);
  return [
    { key: rateKey('codes-hour', 'to', `${channel}:${recipient}`), limit: CODE_RECIPIENT_LIMITS.perHour, message },
    { key: rateKey('codes-day', 'to', `${channel}:${recipient}`), limit: CODE_RECIPIENT_LIMITS.perDay, message },
  ];
};

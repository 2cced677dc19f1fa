import { type CalendarDate, calendarDateIn, DEFAULT_TIME_ZONE } from '../shared/date.rules.js';

/** Spec 000 §9 / 002 §9: the default timezone, used for the card-expiry calendar. */
const BILLING_TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * Spec 002 §5 / 001 §5: "Card numbers, zip and security code are stripped to digits before sending."
 * Keeps ASCII digits only: "4111 1111-1111 1111" -> "4111111111111111".
 */
export const stripToDigits = (value: string | null | undefined): string => (value ?? '').replace(/\D+/g, '');

/**
 * Two-digit expiry years are read as 20YY (e.g. 27 -> 2027); other years are kept as given.
 */
export const normalizeExpiryYear = (year: number): number => (year >= 0 && year < 100 ? 2000 + year : year);

/** The calendar date (year, month 1-12, day) of an instant in America/Los_Angeles. */
export const losAngelesCalendarDate = (instant: Date): CalendarDate => calendarDateIn(instant, BILLING_TIME_ZONE);

/**
 * Spec 002 §5 / 001 §5 / 000 §3: "A card is expired once the first day of its expiry month has passed."
 *
 * Reading chosen: the 1st of the expiry month is still usable; the card is expired from the first instant
 * of the 2nd of the expiry month, on the America/Los_Angeles calendar (the spec's default timezone,
 * 000 §9) — i.e. expired when the Los Angeles date of `now` is on or after {year}-{month}-02.
 * (The other reading, "expired on the 1st itself", would make a card unusable on a day the spec says is
 * still to pass.) Because the Los Angeles calendar date never goes backwards, once expired a card stays
 * expired for every later instant. A month outside 1-12 or a non-integer month/year counts as expired
 * (an unusable card). Two-digit years are 20YY.
 */
export const isCardExpired = (expiry: { month: number; year: number }, now: Date): boolean => {
  const { month } = expiry;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(expiry.year)) return true;
  const year = normalizeExpiryYear(expiry.year);
  const today = losAngelesCalendarDate(now);
  if (today.year !== year) return today.year > year;
  if (today.month !== month) return today.month > month;
  return today.day >= 2;
};

/**
 * A card on file as far as its expiry goes: a stored wallet card (`expMonth`, `expYear`) or a card on the
 * wire (002 section 3 Wallet card: `expirationMonth`, `expirationYear`).
 */
export type CardOnFile =
  | { readonly expMonth: number; readonly expYear: number }
  | { readonly expirationMonth: number; readonly expirationYear: number };

/**
 * Spec 000 §3 Card "expired" and §5: "Upgrade does nothing without a card or with an expired card." A card is
 * usable when there is one and it is not expired ({@link isCardExpired}: expired from the 2nd of the expiry
 * month, Los Angeles calendar). Every charge on a card on file (upgrade, renewal, one-click and silent
 * checkout, add-ons, the PDF) asks this; none compares expiry dates itself.
 */
export const hasUsableCard = <C extends CardOnFile>(card: C | null | undefined, now: Date): card is C =>
  card != null &&
  !isCardExpired(
    'expMonth' in card
      ? { month: card.expMonth, year: card.expYear }
      : { month: card.expirationMonth, year: card.expirationYear },
    now,
  );

/**
 * Spec 002 §5 / 001 §5: "Expiry displays MM/YYYY, MM/YY (short) or N/A." N/A when the month or year is
 * missing or not a valid month (1-12) / non-negative year. Two-digit years are 20YY.
 */
export const formatCardExpiry = (
  month: number | null | undefined,
  year: number | null | undefined,
  style: 'long' | 'short' = 'long',
): string => {
  if (month == null || year == null || !Number.isInteger(month) || !Number.isInteger(year)) return 'N/A';
  if (month < 1 || month > 12 || year < 0 || year > 9999) return 'N/A';
  const mm = String(month).padStart(2, '0');
  const yyyy = String(normalizeExpiryYear(year)).padStart(4, '0');
  return style === 'short' ? `${mm}/${yyyy.slice(-2)}` : `${mm}/${yyyy}`;
};

/** Spec 002 §9 card brands: unknown 0, visa 15, mastercard 16, discover 17, amex 18, diners 19, paypal 20. */
export const CardBrand = {
  unknown: 0,
  visa: 15,
  mastercard: 16,
  discover: 17,
  amex: 18,
  diners: 19,
  paypal: 20,
} as const;
/** A card brand name (Spec 002 §9). */
export type CardBrandName = keyof typeof CardBrand;
/** A card brand number (Spec 002 §9). */
export type CardBrandId = (typeof CardBrand)[CardBrandName];

const inRange = (digits: string, len: number, lo: number, hi: number): boolean => {
  if (digits.length < len) return false;
  const n = Number(digits.slice(0, len));
  return n >= lo && n <= hi;
};

/**
 * Card brand from the number's issuer identification (IIN) prefix (Spec 002 §9 brand list; the prefix
 * table is the public card-network IIN ranges): Visa 4; Mastercard 51-55 and 2221-2720; American Express
 * 34, 37; Discover 6011, 644-649, 65 and 622126-622925; Diners Club 300-305, 3095, 36, 38-39.
 * PayPal is a wallet, not a card number, so it is never detected. Non-digits are ignored first.
 */
export const detectCardBrand = (cardNumber: string): CardBrandName => {
  const d = stripToDigits(cardNumber);
  if (d.startsWith('4')) return 'visa';
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'mastercard';
  if (inRange(d, 2, 34, 34) || inRange(d, 2, 37, 37)) return 'amex';
  if (d.startsWith('6011') || inRange(d, 3, 644, 649) || d.startsWith('65') || inRange(d, 6, 622126, 622925)) {
    return 'discover';
  }
  if (inRange(d, 3, 300, 305) || d.startsWith('3095') || d.startsWith('36') || inRange(d, 2, 38, 39)) return 'diners';
  return 'unknown';
};

/** Luhn (mod 10) check digit test over the digits of `cardNumber`; an empty number fails. */
export const passesLuhn = (cardNumber: string): boolean => {
  const d = stripToDigits(cardNumber);
  if (d.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
};

/**
 * Spec 002 §5: "Masked phone display: strip non-digits and a leading 1, show (ddd) ddd-****."
 * Returns null unless exactly 10 digits remain (after dropping one leading 1 from an 11-digit number).
 */
export const maskPhoneForDisplay = (phone: string | null | undefined): string | null => {
  let d = stripToDigits(phone);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-****` : null;
};

/** Last four digits of a card number for display ("•••• 1111" style); "" when under four digits. */
export const cardLastFour = (cardNumber: string): string => {
  const d = stripToDigits(cardNumber);
  return d.length >= 4 ? d.slice(-4) : '';
};

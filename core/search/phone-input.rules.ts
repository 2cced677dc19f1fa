import { PHONE_PART_MAX_LENGTH } from './search-criteria.rules.js';

/** "Single phone field stops at 14 characters" (002 section 5): the length of "(ddd) ddd-dddd". */
export const PHONE_INPUT_MAX_LENGTH = 14;

const digitsOf = (s: string): string => s.replace(/\D+/g, '');

/** The digits of a typed phone with "a leading 1 dropped" (002 section 5). */
const withoutLeadingOne = (raw: string): string => {
  const d = digitsOf(raw);
  return d.startsWith('1') ? d.slice(1) : d;
};

/**
 * Auto-format of the single phone field while typing (002 section 5): non-digits are dropped, a
 * leading 1 is dropped, at most ten digits are kept and shaped progressively as "(ddd", "(ddd) ddd"
 * and "(ddd) ddd-dddd", so the field never holds more than 14 characters.
 */
export const formatPhoneAsTyped = (raw: string): string => {
  const d = withoutLeadingOne(raw).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/**
 * The display form of a complete phone number (002 section 5): "(ddd) ddd-dddd"; "a 7-digit phone
 * gets an XXX area code" ("(XXX) 555-0142"); a leading 1 is dropped. Null when the digits are
 * neither 7 nor 10 long.
 */
export const formatPhoneNumber = (raw: string): string | null => {
  const d = withoutLeadingOne(raw);
  if (d.length === 7) return `(XXX) ${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length === 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return null;
};

/**
 * Keeps a three-part phone input within its maximum (002 section 5: area code 3 characters, prefix
 * 3, line number 4); only digits are kept.
 */
export const limitPhonePart = (part: keyof typeof PHONE_PART_MAX_LENGTH, value: string): string =>
  digitsOf(value).slice(0, PHONE_PART_MAX_LENGTH[part]);

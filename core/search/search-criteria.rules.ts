import { err, ok, type Result } from 'neverthrow';

/**
 * The search criteria and their checks without a schema library (002 sections 3 and 5): messages,
 * patterns, age ranges, dates of birth, phone digits, e-mail shape and the normalised criteria. The
 * search box on every page needs only these; the zod schemas that validate whole searches are in
 * search.schema.ts, which re-exports this module.
 */

/** Default search error (002 section 5): "Sorry, this search is invalid". */
export const SEARCH_INVALID_MESSAGE = 'Sorry, this search is invalid';

/**
 * "Some errors append 'Please Try Again'" (002 section 5). Our reading: the suffix belongs to the
 * general (`'*'`) failure of a search that could not be understood at all (the default error, shown
 * when the free-text box holds nothing we can classify or a search URL cannot be read). The field
 * messages ("Sorry, that is not a valid ...") name what to fix and get no suffix.
 */
export const withPleaseTryAgain = (message: string): string => {
  const trimmed = message.trim().replace(/[.!]+$/, '');
  return `${trimmed}. Please Try Again`;
};

/** The default search error with the suffix: "Sorry, this search is invalid. Please Try Again" (002 section 5). */
export const SEARCH_INVALID_TRY_AGAIN_MESSAGE = withPleaseTryAgain(SEARCH_INVALID_MESSAGE);

/** Address search error (002 section 5): "Sorry, that is not a valid address". */
export const ADDRESS_SEARCH_MESSAGE = 'Sorry, that is not a valid address';
/** General address-text message (002 section 5): "Please enter a valid address". */
export const ADDRESS_TEXT_MESSAGE = 'Please enter a valid address';
/** Zip message (002 section 5): "Please enter a valid zip code". */
export const ZIP_CODE_MESSAGE = 'Please enter a valid zip code';
/** Phone search error (002 section 5): "Sorry, that is not a valid phone number". */
export const PHONE_SEARCH_MESSAGE = 'Sorry, that is not a valid phone number';
/** Checkout phone rule message (002 section 5): "Please enter a 10-digit phone number". */
export const CHECKOUT_PHONE_MESSAGE = 'Please enter a 10-digit phone number';
/** E-mail search error (002 section 5): "Sorry, that is not a valid email address". */
export const EMAIL_SEARCH_MESSAGE = 'Sorry, that is not a valid email address';
/** Age and age-range message (002 section 5): "Please enter a valid age range between 18 and 100". */
export const AGE_RANGE_MESSAGE = 'Please enter a valid age range between 18 and 100';

/** E-mail max length (002 section 9): 255. */
export const SEARCH_EMAIL_MAX_LENGTH = 255;
/** Age limits (002 section 9): 18 to 100. */
export const SEARCH_AGE_MIN = 18;
/** Age limits (002 section 9): 18 to 100. */
export const SEARCH_AGE_MAX = 100;

/** An age range (002 section 3: ageRange with minAge, maxAge). */
export type AgeRange = { readonly minAge: number; readonly maxAge: number };

/** The default age range 18-100 (002 section 3, "default age range 18-100"). */
export const DEFAULT_AGE_RANGE: AgeRange = Object.freeze({ minAge: SEARCH_AGE_MIN, maxAge: SEARCH_AGE_MAX });

/** Whether an age range is the default 18-100 (002 section 2.1: ageStart/ageEnd are sent only when it differs). */
export const isDefaultAgeRange = (range: AgeRange): boolean =>
  range.minAge === SEARCH_AGE_MIN && range.maxAge === SEARCH_AGE_MAX;

/**
 * Name pattern (002 section 5): "letters and spaces only". Checked on the trimmed value, which must
 * hold at least one letter.
 */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z ]*$/;

/** Whether a (trimmed) text matches the name pattern of 002 section 5. */
export const isValidSearchName = (value: string): boolean => NAME_PATTERN.test(value.trim());

/** A field the person-search message names (002 section 5). */
export type PersonSearchField = 'first name' | 'last name' | 'city';

/**
 * The person-search error for the invalid fields (002 section 5): "Sorry, that is not a valid first
 * name, last name and city" with the names of the invalid fields "joined by commas; 'and' for
 * three, 'or' for two". One field: "Sorry, that is not a valid city"; two: "Sorry, that is not a
 * valid first name or city"; three: "Sorry, that is not a valid first name, last name and city".
 * Fields are named in form order (first name, last name, city) whatever order they are given in;
 * with no invalid field the default "Sorry, this search is invalid" is returned.
 */
export const personSearchMessage = (invalid: readonly PersonSearchField[]): string => {
  const order: PersonSearchField[] = ['first name', 'last name', 'city'];
  const names = order.filter((f) => invalid.includes(f));
  const [a, b, c] = names;
  if (a === undefined) return SEARCH_INVALID_MESSAGE;
  if (b === undefined) return `Sorry, that is not a valid ${a}`;
  if (c === undefined) return `Sorry, that is not a valid ${a} or ${b}`;
  return `Sorry, that is not a valid ${a}, ${b} and ${c}`;
};

/**
 * Reads an age range (002 section 5): "each bound an integer within 18 to 100; may be written
 * 'a-b'; maximum not below minimum". Accepts "a-b" (spaces allowed around the dash) or a single
 * integer "a", read as the range a-a. Any other text fails with "Please enter a valid age range
 * between 18 and 100".
 */
export const parseAgeRange = (text: string): Result<AgeRange, string> => {
  const m = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?$/.exec(text);
  if (!m) return err(AGE_RANGE_MESSAGE);
  const minAge = Number(m[1]);
  const maxAge = m[2] === undefined ? minAge : Number(m[2]);
  return checkAgeRange({ minAge, maxAge });
};

/** Checks an age range object against 002 section 5 (integers within 18-100, max not below min). */
export const checkAgeRange = (range: AgeRange): Result<AgeRange, string> => {
  const inBounds = (n: number) => Number.isInteger(n) && n >= SEARCH_AGE_MIN && n <= SEARCH_AGE_MAX;
  if (!inBounds(range.minAge) || !inBounds(range.maxAge) || range.maxAge < range.minAge) return err(AGE_RANGE_MESSAGE);
  return ok({ minAge: range.minAge, maxAge: range.maxAge });
};

/** Whether a single age is an integer within 18 to 100 (002 section 9 age limits). */
export const isValidSearchAge = (age: number): boolean =>
  Number.isInteger(age) && age >= SEARCH_AGE_MIN && age <= SEARCH_AGE_MAX;

const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

/**
 * "dob used only when M/D/YYYY (1 or 2 digit day and month)" (002 section 5). We also require a real
 * calendar date (no 2/30), so a dob we send is always one a record can match.
 */
export const isMdyDob = (value: string): boolean => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/** An address as the searches carry it (002 section 3 "Address"); absent parts are empty strings. */
export type AddressCriteria = {
  readonly houseNumber: string;
  readonly street: string;
  readonly unit: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly propertyReachId: string;
};

/** An also-known-as name of a person search (002 section 3: akas, a list of first/middle/last). */
export type AkaName = { readonly firstName: string; readonly middleName: string; readonly lastName: string };

/**
 * The normalised person search (002 section 3 "Person search"). Absent texts are empty strings,
 * absent numbers and dob are null, so two equal searches compare equal.
 */
export type PersonCriteria = {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly city: string;
  readonly state: string;
  readonly age: number | null;
  readonly ageRange: AgeRange;
  readonly dob: string | null;
  readonly title: string;
  readonly addresses: readonly AddressCriteria[];
  readonly akas: readonly AkaName[];
};

/** A loosely typed address (parts may be missing or null). */
export type AddressCriteriaInput = { readonly [K in keyof AddressCriteria]?: string | null };

/** A loosely typed person search as forms, URLs and stored criteria deliver it. */
export type PersonCriteriaInput = {
  readonly firstName?: string | null;
  readonly middleName?: string | null;
  readonly lastName?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly age?: number | null;
  readonly ageRange?: AgeRange | null;
  readonly dob?: string | null;
  readonly title?: string | null;
  readonly addresses?: readonly AddressCriteriaInput[] | null;
  readonly akas?: readonly { readonly [K in keyof AkaName]?: string | null }[] | null;
};

/** A criteria value as text: trimmed, empty when absent. */
export const criteriaText = (v: string | null | undefined): string => (v ?? '').trim();

/**
 * Normalises an address (002 section 3): every part trimmed, the state uppercased, runs of spaces in
 * the street collapsed.
 */
export const normalizeAddressCriteria = (a: AddressCriteriaInput): AddressCriteria => ({
  houseNumber: criteriaText(a.houseNumber),
  street: criteriaText(a.street).replace(/\s+/g, ' '),
  unit: criteriaText(a.unit),
  city: criteriaText(a.city),
  state: criteriaText(a.state).toUpperCase(),
  zip: criteriaText(a.zip),
  propertyReachId: criteriaText(a.propertyReachId),
});

/**
 * The person model normalisation (002 section 3): "trims first, middle and last names and uppercases
 * state; default age range 18-100". City and title are trimmed too; a dob not in M/D/YYYY form is
 * dropped (002 section 5, "dob used only when M/D/YYYY"); addresses are normalised and akas trimmed.
 */
export const normalizePersonCriteria = (input: PersonCriteriaInput): PersonCriteria => ({
  firstName: criteriaText(input.firstName),
  middleName: criteriaText(input.middleName),
  lastName: criteriaText(input.lastName),
  city: criteriaText(input.city),
  state: criteriaText(input.state).toUpperCase(),
  age: input.age ?? null,
  ageRange: input.ageRange ? { minAge: input.ageRange.minAge, maxAge: input.ageRange.maxAge } : DEFAULT_AGE_RANGE,
  dob: input.dob && isMdyDob(input.dob) ? input.dob.trim() : null,
  title: criteriaText(input.title),
  addresses: (input.addresses ?? []).map(normalizeAddressCriteria),
  akas: (input.akas ?? []).map((a) => ({
    firstName: criteriaText(a.firstName),
    middleName: criteriaText(a.middleName),
    lastName: criteriaText(a.lastName),
  })),
});

/** House number rule (002 section 5): required, numeric. */
export const HOUSE_NUMBER_PATTERN = /^\d+$/;
/** Street rule (002 section 5): required, letters, digits and spaces. */
export const STREET_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ]*$/;
/**
 * Unit pattern (002 section 5 names "unit pattern" without giving it). Ours: up to 10 characters of
 * letters, digits, spaces, '#' and '-' ("4B", "#12", "A-3"), starting with a letter, digit or '#'.
 */
export const UNIT_PATTERN = /^[A-Za-z0-9#][A-Za-z0-9 #-]{0,9}$/;
/**
 * City rule of the address search (002 section 5 says only "city required"). Ours: letters, spaces,
 * dots, apostrophes and hyphens, starting with a letter, so "St. Louis", "O'Fallon" and
 * "Winston-Salem" are accepted. (The person search keeps the stricter name pattern the spec gives it.)
 */
export const ADDRESS_CITY_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
/** Zip rule: five digits, optionally followed by -dddd; message "Please enter a valid zip code" (002 section 5). */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** General address text (002 section 5): "letters, digits, dots, slashes, spaces". */
export const ADDRESS_TEXT_PATTERN = /^[A-Za-z0-9./ ]+$/;

/** The digits of a text. */
export const digitsOf = (s: string): string => s.replace(/\D+/g, '');

/** Characters a typed phone may hold besides digits: spaces, parentheses, dashes, dots and a leading plus. */
const PHONE_TEXT_PATTERN = /^\+?[\d\s().-]+$/;

/**
 * The ten digits of a US phone text, or null (002 section 5): formatting characters are allowed, a
 * leading 1 on an 11-digit number is dropped, and the area code must not start with 0.
 */
export const phoneDigits = (value: string): string | null => {
  const t = value.trim();
  if (!PHONE_TEXT_PATTERN.test(t)) return null;
  let d = digitsOf(t);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length !== 10 || d.startsWith('0')) return null;
  return d;
};

/** The phone inputs' maximum lengths (002 section 5): area code 3, prefix 3, line number 4. */
export const PHONE_PART_MAX_LENGTH = Object.freeze({ areaCode: 3, prefix: 3, lineNumber: 4 } as const);

// No spaces and no control characters (a NUL reached the database and failed the look-up with a 500).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it excludes
const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(\.[^\s@.\u0000-\u001f\u007f]+)+$/;

/** Whether a text is a searchable e-mail (002 section 5): of the form {name}@{domain}, no spaces, at most 255 characters. */
export const isSearchEmail = (value: string): boolean =>
  value.length > 0 && value.length <= SEARCH_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

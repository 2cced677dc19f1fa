import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { isUsStateCode } from './us-states.rules.js';

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

const text = (v: string | null | undefined): string => (v ?? '').trim();

/**
 * Normalises an address (002 section 3): every part trimmed, the state uppercased, runs of spaces in
 * the street collapsed.
 */
export const normalizeAddressCriteria = (a: AddressCriteriaInput): AddressCriteria => ({
  houseNumber: text(a.houseNumber),
  street: text(a.street).replace(/\s+/g, ' '),
  unit: text(a.unit),
  city: text(a.city),
  state: text(a.state).toUpperCase(),
  zip: text(a.zip),
  propertyReachId: text(a.propertyReachId),
});

/**
 * The person model normalisation (002 section 3): "trims first, middle and last names and uppercases
 * state; default age range 18-100". City and title are trimmed too; a dob not in M/D/YYYY form is
 * dropped (002 section 5, "dob used only when M/D/YYYY"); addresses are normalised and akas trimmed.
 */
export const normalizePersonCriteria = (input: PersonCriteriaInput): PersonCriteria => ({
  firstName: text(input.firstName),
  middleName: text(input.middleName),
  lastName: text(input.lastName),
  city: text(input.city),
  state: text(input.state).toUpperCase(),
  age: input.age ?? null,
  ageRange: input.ageRange ? { minAge: input.ageRange.minAge, maxAge: input.ageRange.maxAge } : DEFAULT_AGE_RANGE,
  dob: input.dob && isMdyDob(input.dob) ? input.dob.trim() : null,
  title: text(input.title),
  addresses: (input.addresses ?? []).map(normalizeAddressCriteria),
  akas: (input.akas ?? []).map((a) => ({
    firstName: text(a.firstName),
    middleName: text(a.middleName),
    lastName: text(a.lastName),
  })),
});

const optText = z.string().nullish();

const AddressCriteriaLoose = z.object({
  houseNumber: optText,
  street: optText,
  unit: optText,
  city: optText,
  state: optText,
  zip: optText,
  propertyReachId: z.union([z.string(), z.number()]).nullish(),
});

const looseAddress = (a: z.output<typeof AddressCriteriaLoose>): AddressCriteriaInput => ({
  ...a,
  propertyReachId: a.propertyReachId == null ? null : String(a.propertyReachId),
});

/**
 * Person search validation (002 section 5): first and last name required and matching the name
 * pattern (letters and spaces only); city optional but must match the pattern. The message names
 * the invalid fields ({@link personSearchMessage}); it is reported under `'*'` and under each
 * invalid field (the error display deduplicates identical lists, 002 section 8). A state, when
 * given, must be a US state code; an age must be 18-100 and an age range 'a-b' within 18-100 with
 * max not below min ("Please enter a valid age range between 18 and 100"). Output: the normalised
 * {@link PersonCriteria}.
 */
export const PersonSearchSchema = z
  .object({
    firstName: optText,
    middleName: optText,
    lastName: optText,
    city: optText,
    state: optText,
    age: z.union([z.number(), z.string()]).nullish(),
    ageRange: z.union([z.string(), z.object({ minAge: z.number(), maxAge: z.number() })]).nullish(),
    dob: optText,
    title: optText,
    addresses: z.array(AddressCriteriaLoose).nullish(),
    akas: z.array(z.object({ firstName: optText, middleName: optText, lastName: optText })).nullish(),
  })
  .superRefine((v, ctx) => {
    const invalid: { field: string; name: PersonSearchField }[] = [];
    if (!isValidSearchName(v.firstName ?? '')) invalid.push({ field: 'firstName', name: 'first name' });
    if (!isValidSearchName(v.lastName ?? '')) invalid.push({ field: 'lastName', name: 'last name' });
    if (text(v.city) !== '' && !isValidSearchName(v.city ?? '')) invalid.push({ field: 'city', name: 'city' });
    if (invalid.length > 0) {
      const message = personSearchMessage(invalid.map((i) => i.name));
      ctx.addIssue({ code: 'custom', message, path: [] });
      for (const i of invalid) ctx.addIssue({ code: 'custom', message, path: [i.field] });
    }
    if (text(v.state) !== '' && !isUsStateCode(v.state ?? '')) {
      ctx.addIssue({ code: 'custom', message: SEARCH_INVALID_MESSAGE, path: ['state'] });
    }
    if (v.age != null && (typeof v.age === 'string' ? v.age.trim() !== '' : true)) {
      const n = typeof v.age === 'number' ? v.age : Number(v.age.trim());
      if (!isValidSearchAge(n)) ctx.addIssue({ code: 'custom', message: AGE_RANGE_MESSAGE, path: ['age'] });
    }
    if (v.ageRange != null && !(typeof v.ageRange === 'string' && v.ageRange.trim() === '')) {
      const r = typeof v.ageRange === 'string' ? parseAgeRange(v.ageRange) : checkAgeRange(v.ageRange);
      if (r.isErr()) ctx.addIssue({ code: 'custom', message: AGE_RANGE_MESSAGE, path: ['ageRange'] });
    }
  })
  .transform((v): PersonCriteria => {
    const age = v.age == null || (typeof v.age === 'string' && v.age.trim() === '') ? null : Number(v.age);
    const range =
      v.ageRange == null || (typeof v.ageRange === 'string' && v.ageRange.trim() === '')
        ? null
        : typeof v.ageRange === 'string'
          ? parseAgeRange(v.ageRange).unwrapOr(DEFAULT_AGE_RANGE)
          : v.ageRange;
    return normalizePersonCriteria({
      ...v,
      age,
      ageRange: range,
      addresses: (v.addresses ?? []).map(looseAddress),
      akas: v.akas ?? [],
    });
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

/** General address text (002 section 5): letters, digits, dots, slashes and spaces; "Please enter a valid address". */
export const AddressTextSchema = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => ADDRESS_TEXT_PATTERN.test(s), { message: ADDRESS_TEXT_MESSAGE });

/** Zip code (002 section 5): five digits (optionally +4); "Please enter a valid zip code". */
export const ZipCodeSchema = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => ZIP_PATTERN.test(s), { message: ZIP_CODE_MESSAGE });

/**
 * Address search validation (002 section 5): houseNumber required, numeric; street required,
 * letters, digits and spaces; unit pattern ({@link UNIT_PATTERN}); city required ({@link ADDRESS_CITY_PATTERN});
 * state required (a US state code). Any of these failing gives "Sorry, that is not a valid
 * address" under `'*'` and under the field. A zip, when given, must be valid ("Please enter a valid
 * zip code", under `zip` only). Output: the normalised {@link AddressCriteria}.
 */
export const AddressSearchSchema = AddressCriteriaLoose.superRefine((v, ctx) => {
  const a = normalizeAddressCriteria(looseAddress(v));
  const bad: string[] = [];
  if (!HOUSE_NUMBER_PATTERN.test(a.houseNumber)) bad.push('houseNumber');
  if (!STREET_PATTERN.test(a.street)) bad.push('street');
  if (a.unit !== '' && !UNIT_PATTERN.test(a.unit)) bad.push('unit');
  if (!ADDRESS_CITY_PATTERN.test(a.city)) bad.push('city');
  if (!isUsStateCode(a.state)) bad.push('state');
  if (bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: ADDRESS_SEARCH_MESSAGE, path: [] });
    for (const field of bad) ctx.addIssue({ code: 'custom', message: ADDRESS_SEARCH_MESSAGE, path: [field] });
  }
  if (a.zip !== '' && !ZIP_PATTERN.test(a.zip))
    ctx.addIssue({ code: 'custom', message: ZIP_CODE_MESSAGE, path: ['zip'] });
}).transform((v) => normalizeAddressCriteria(looseAddress(v)));

const digitsOf = (s: string): string => s.replace(/\D+/g, '');

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

/**
 * Phone search validation (002 section 5): required, a valid phone format, area code not starting
 * with 0; "Sorry, that is not a valid phone number" under `'*'` and `phone`. Output: `{ phone }` as
 * the ten digits.
 */
export const PhoneSearchSchema = z.object({ phone: optText }).transform((v, ctx) => {
  const d = phoneDigits(v.phone ?? '');
  if (d === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_SEARCH_MESSAGE, path: [] });
    ctx.addIssue({ code: 'custom', message: PHONE_SEARCH_MESSAGE, path: ['phone'] });
    return z.NEVER;
  }
  return { phone: d };
});

/** The phone inputs' maximum lengths (002 section 5): area code 3, prefix 3, line number 4. */
export const PHONE_PART_MAX_LENGTH = Object.freeze({ areaCode: 3, prefix: 3, lineNumber: 4 } as const);

/**
 * Three-part phone validation (002 sections 3 and 5: areaCode, prefix, lineNumber): exactly 3, 3
 * and 4 digits, area code not starting with 0; "Sorry, that is not a valid phone number". Output:
 * `{ phone }` as the ten digits.
 */
export const PhonePartsSchema = z
  .object({ areaCode: z.string(), prefix: z.string(), lineNumber: z.string() })
  .transform((v, ctx) => {
    const a = v.areaCode.trim();
    const p = v.prefix.trim();
    const l = v.lineNumber.trim();
    if (!/^[1-9]\d{2}$/.test(a) || !/^\d{3}$/.test(p) || !/^\d{4}$/.test(l)) {
      ctx.addIssue({ code: 'custom', message: PHONE_SEARCH_MESSAGE, path: [] });
      return z.NEVER;
    }
    return { phone: `${a}${p}${l}` };
  });

/**
 * Checkout phone rule (002 section 5): "10 digits, or 11 starting with 1"; message "Please enter a
 * 10-digit phone number". Non-digits are ignored. Output: the ten digits (a leading 1 dropped).
 */
export const CheckoutPhoneSchema = z.string().transform((v, ctx) => {
  const d = digitsOf(v);
  if (d.length === 10) return d;
  if (d.length === 11 && d.startsWith('1')) return d.slice(1);
  ctx.addIssue({ code: 'custom', message: CHECKOUT_PHONE_MESSAGE });
  return z.NEVER;
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a text is a searchable e-mail (002 section 5): of the form {name}@{domain}, no spaces, at most 255 characters. */
export const isSearchEmail = (value: string): boolean =>
  value.length > 0 && value.length <= SEARCH_EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/**
 * E-mail search validation (002 section 5): required, of the form {email} with no spaces (spaces
 * are blocked, so a space anywhere fails, even at the ends), at most 255 characters; "Sorry, that is
 * not a valid email address" under `'*'` and `email`. Output: `{ email }` lowercased.
 */
export const EmailSearchSchema = z.object({ email: optText }).transform((v, ctx) => {
  const e = v.email ?? '';
  if (!isSearchEmail(e)) {
    ctx.addIssue({ code: 'custom', message: EMAIL_SEARCH_MESSAGE, path: [] });
    ctx.addIssue({ code: 'custom', message: EMAIL_SEARCH_MESSAGE, path: ['email'] });
    return z.NEVER;
  }
  return { email: e.toLowerCase() };
});

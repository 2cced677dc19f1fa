import { z } from 'zod';
import {
  ADDRESS_CITY_PATTERN,
  ADDRESS_SEARCH_MESSAGE,
  ADDRESS_TEXT_MESSAGE,
  ADDRESS_TEXT_PATTERN,
  type AddressCriteria,
  type AddressCriteriaInput,
  AGE_RANGE_MESSAGE,
  CHECKOUT_PHONE_MESSAGE,
  checkAgeRange,
  criteriaText,
  DEFAULT_AGE_RANGE,
  digitsOf,
  EMAIL_SEARCH_MESSAGE,
  HOUSE_NUMBER_PATTERN,
  isSearchEmail,
  isValidSearchAge,
  isValidSearchName,
  normalizeAddressCriteria,
  normalizePersonCriteria,
  type PersonCriteria,
  type PersonSearchField,
  PHONE_SEARCH_MESSAGE,
  parseAgeRange,
  personSearchMessage,
  phoneDigits,
  SEARCH_INVALID_MESSAGE,
  STREET_PATTERN,
  UNIT_PATTERN,
  ZIP_CODE_MESSAGE,
  ZIP_PATTERN,
} from './search-criteria.rules.js';
import { isUsStateCode } from './us-states.rules.js';

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
    if (criteriaText(v.city) !== '' && !isValidSearchName(v.city ?? '')) invalid.push({ field: 'city', name: 'city' });
    if (invalid.length > 0) {
      const message = personSearchMessage(invalid.map((i) => i.name));
      ctx.addIssue({ code: 'custom', message, path: [] });
      for (const i of invalid) ctx.addIssue({ code: 'custom', message, path: [i.field] });
    }
    if (criteriaText(v.state) !== '' && !isUsStateCode(v.state ?? '')) {
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

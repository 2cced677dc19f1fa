import { titleCase } from './name-case.rules.js';
import { formatPhoneNumber } from './phone-input.rules.js';
import type { AgeRange } from './search-criteria.rules.js';
import { isDefaultAgeRange } from './search-criteria.rules.js';

/** Navigation search box default placeholder (002 section 2.3): "Search by name, phone, email, address". */
export const SEARCH_PLACEHOLDER_DEFAULT = 'Search by name, phone, email, address';

/** The stored search criteria the placeholder is built from (002 section 3 "Search criteria (stored)", 000 section 3). */
export type PlaceholderCriteria = {
  readonly fullName?: string | null;
  readonly firstName?: string | null;
  readonly middleName?: string | null;
  readonly lastName?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip?: string | null;
  readonly age?: number | null;
  readonly ageRange?: AgeRange | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly addressLine1?: string | null;
};

const t = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/**
 * The nav placeholder built from the current search criteria (002 section 2.3, 000 section 2: name,
 * city, state, age or age range, phone, e-mail, address). Our format, one kind per search, first
 * match wins:
 * - a name: "John A Smith, Austin, TX, Age 42" (words title-cased; city, state and age only when
 *   known; an age range that is not the default 18-100 shows as "Age 30-40" when there is no age);
 * - a phone: "(512) 555-0142" (as typed when it is not a 10-digit number);
 * - an e-mail: as typed, lowercased;
 * - an address: "123 Main St, Austin, TX 78701";
 * - only a place: "Austin, TX";
 * - nothing: "Search by name, phone, email, address".
 */
export const searchPlaceholder = (c: PlaceholderCriteria | null | undefined): string => {
  if (!c) return SEARCH_PLACEHOLDER_DEFAULT;
  const city = titleCase(t(c.city));
  const state = t(c.state).toUpperCase();
  const name = t(c.fullName) || [t(c.firstName), t(c.middleName), t(c.lastName)].filter((s) => s !== '').join(' ');
  if (name !== '') {
    let age = '';
    if (c.age != null) age = `Age ${c.age}`;
    else if (c.ageRange && !isDefaultAgeRange(c.ageRange)) age = `Age ${c.ageRange.minAge}-${c.ageRange.maxAge}`;
    return [titleCase(name), city, state, age].filter((s) => s !== '').join(', ');
  }
  const phone = t(c.phone);
  if (phone !== '') return formatPhoneNumber(phone) ?? phone;
  const email = t(c.email);
  if (email !== '') return email.toLowerCase();
  const place = [state, t(c.zip)].filter((s) => s !== '').join(' ');
  const line = t(c.addressLine1);
  const parts = [line, city, place].filter((s) => s !== '');
  return parts.length > 0 ? parts.join(', ') : SEARCH_PLACEHOLDER_DEFAULT;
};

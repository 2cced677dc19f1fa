/**
 * Normalised search keys shared by the generator, the loader and search (docs/decisions/0010).
 * The SQL side computes the same keys (people.name_key is a generated column with the same rule).
 */

/** Lower-case letters and single spaces only: `"O'Brien-Smith "` -> `"obriensmith"`. */
const lettersOnly = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A person's name key: `"{last} {first}"` in lower case with anything but letters removed.
 * Mirrors the SQL `lower(regexp_replace(last_name || ' ' || first_name, '[^A-Za-z ]', '', 'g'))`
 * for single-word names.
 */
export const recordsNameKey = (first: string, last: string): string =>
  `${lettersOnly(last).replace(/ /g, '')} ${lettersOnly(first).replace(/ /g, '')}`;

/** Ten-digit North American number from any typed form (`(602) 555-0134`, `+1 602...`), or null. */
export const recordsNormalizePhone = (raw: string): string | null => {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
};

/** Lower-cased, trimmed e-mail address (the indexed form). */
export const recordsNormalizeEmail = (raw: string): string => raw.trim().toLowerCase();

export interface RecordsAddressLine {
  houseNumber?: string | null;
  preDir?: string | null;
  streetName: string;
  streetSuffix?: string | null;
  postDir?: string | null;
  unitType?: string | null;
  unit?: string | null;
}

/** The address key form of any text: lower-case letters, digits and single spaces (`"1204 N. Oak St."` -> `"1204 n oak st"`). */
export const addressKeyText = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The address key: line 1 in lower case, single spaces, no punctuation, e.g. `"1204 n oak st apt 3"`.
 * Indexed with text_pattern_ops, it serves both exact look-ups and prefix autocomplete.
 */
export const recordsAddressKey = (a: RecordsAddressLine): string =>
  addressKeyText(
    [a.houseNumber, a.preDir, a.streetName, a.streetSuffix, a.postDir, a.unitType, a.unit]
      .filter((p): p is string => p != null && p !== '')
      .join(' '),
  );

/** Street words typed in full, as the records abbreviate them (USPS suffixes and directions). */
const STREET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  drive: 'dr',
  lane: 'ln',
  road: 'rd',
  court: 'ct',
  place: 'pl',
  boulevard: 'blvd',
  circle: 'cir',
  terrace: 'ter',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'apt',
};

/** Key text with the words typed in full abbreviated as the records write them (`"north oak street"` -> `"n oak st"`). */
export const abbreviateStreet = (keyText: string): string =>
  keyText
    .split(' ')
    .map((w) => (Object.hasOwn(STREET_ABBREVIATIONS, w) ? STREET_ABBREVIATIONS[w] : w))
    .join(' ');

/**
 * The address key of a typed address line (house number and street, as a searcher writes them), to compare
 * with {@link recordsAddressKey}: `("1204", "North Oak Street")` -> `"1204 n oak st"`. The typed form without
 * abbreviations is `addressKeyText` of the same text.
 */
export const typedAddressKey = (houseNumber: string, street: string): string =>
  abbreviateStreet(addressKeyText(`${houseNumber} ${street}`));

/** One-line display form: `"1204 N Oak St Apt 3"`. */
export const recordsAddressLine1 = (a: RecordsAddressLine): string =>
  [a.houseNumber, a.preDir, a.streetName, a.streetSuffix, a.postDir, a.unitType, a.unit]
    .filter((p): p is string => p != null && p !== '')
    .join(' ');

/** A name as the store keys it: lower-case letters only ("O'Brien" -> "obrien", "De La Cruz" -> "delacruz"). */
export const searchNameKey = (s: string | null | undefined): string => (s ?? '').toLowerCase().replace(/[^a-z]/g, '');

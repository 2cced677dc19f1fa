/**
 * Autocomplete constants and rules (002 sections 4, 5 and 9; 001 sections 7 to 9).
 */

/** Autocomplete starts at 3 characters (002 section 9). */
const AUTOCOMPLETE_MIN_LENGTH = 3;
/** Typing debounce, 20 ms (002 section 9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 20;
/** Suggestions are cached 900 s per input (002 section 7). */
export const AUTOCOMPLETE_CACHE_SECONDS = 900;
/** Recent address searches shown on focus: 5 (002 section 9). */
export const AUTOCOMPLETE_RECENT_ADDRESSES = 5;
/** Suggestion limits (002 section 9): 5 each for zip, city and street; addresses 5 with zip results, else 100. */
export const AUTOCOMPLETE_LIMITS = Object.freeze({
  zip: 5,
  city: 5,
  street: 5,
  addressWithZip: 5,
  address: 100,
  nameField: 25,
  cityField: 25,
  defaultMax: 100,
} as const);
/** The address autocomplete endpoint (002 section 7). */
export const ADDRESS_AUTOCOMPLETE_PATH = '/api/address-auto-complete/suggestions';

/** "Autocomplete starts at 3 characters; fewer clears suggestions" (002 section 5): whether to query (trimmed length). */
export const shouldQueryAutocomplete = (input: string): boolean => input.trim().length >= AUTOCOMPLETE_MIN_LENGTH;

/** The kinds of address suggestion (002 section 3: type zip, address, city, street). */
export type SuggestionType = 'zip' | 'address' | 'city' | 'street';

/**
 * Applies the suggestion limits (002 section 9) to an address suggestion list, keeping its order:
 * at most 5 zip, 5 city and 5 street suggestions, and at most 5 address suggestions when the list
 * holds any zip suggestion, else 100.
 */
export const limitAddressSuggestions = <S extends { readonly type: SuggestionType }>(list: readonly S[]): S[] => {
  const hasZip = list.some((s) => s.type === 'zip');
  const cap: Record<SuggestionType, number> = {
    zip: AUTOCOMPLETE_LIMITS.zip,
    city: AUTOCOMPLETE_LIMITS.city,
    street: AUTOCOMPLETE_LIMITS.street,
    address: hasZip ? AUTOCOMPLETE_LIMITS.addressWithZip : AUTOCOMPLETE_LIMITS.address,
  };
  const seen: Record<SuggestionType, number> = { zip: 0, city: 0, street: 0, address: 0 };
  return list.filter((s) => {
    seen[s.type] += 1;
    return seen[s.type] <= cap[s.type];
  });
};

/** A field with its own suggestion limit (002 section 9: name and city fields 25, default max 100). */
export type AutocompleteField = 'name' | 'city' | 'other';

/** The suggestion limit of a field (002 section 9): name and city 25, otherwise the default max 100. */
export const autocompleteFieldLimit = (field: AutocompleteField): number =>
  field === 'name'
    ? AUTOCOMPLETE_LIMITS.nameField
    : field === 'city'
      ? AUTOCOMPLETE_LIMITS.cityField
      : AUTOCOMPLETE_LIMITS.defaultMax;

/** The not-found notice (001 section 8, 002 section 5). */
export type AutocompleteNotice = { readonly message: string; readonly hint: string | null };

/** The not-found hint (001 section 8): "Please double-check the spelling in the address, and try again." */
const AUTOCOMPLETE_NOT_FOUND_HINT = 'Please double-check the spelling in the address, and try again.';

/**
 * The autocomplete "not found" notice (001 section 8, 002 section 5): shown after a failed,
 * non-cancelled request when the input is longer than 3 characters (trimmed): `Sorry, we can't find
 * "{input}"` with the hint "Please double-check the spelling in the address, and try again.", the
 * hint omitted in small mode. Null when no notice shows. An empty successful reply counts as a
 * failure to find (our reading: "not found" is what the visitor sees either way).
 */
export const autocompleteNotFoundNotice = (o: {
  readonly input: string;
  readonly failed: boolean;
  readonly cancelled: boolean;
  readonly small?: boolean;
}): AutocompleteNotice | null => {
  const input = o.input.trim();
  if (!o.failed || o.cancelled || input.length <= AUTOCOMPLETE_MIN_LENGTH) return null;
  return { message: `Sorry, we can't find "${input}"`, hint: o.small === true ? null : AUTOCOMPLETE_NOT_FOUND_HINT };
};

import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { generalError, type ValidationError } from '../shared/errors.js';
import { AUTOCOMPLETE_LIMITS, limitAddressSuggestions, shouldQueryAutocomplete } from './autocomplete.rules.js';
import type { AddressSuggestion, CitySuggestion, SearchAutocomplete } from './person-search.port.js';
import { ADDRESS_TEXT_MESSAGE, SEARCH_INVALID_MESSAGE } from './search.schema.js';

/** Longest autocomplete input we look up; longer text is not an address or a name. */
export const AUTOCOMPLETE_MAX_INPUT = 100;

/** Autocomplete input as the store reads it: lower-case letters, digits and single spaces. */
export const autocompleteText = (input: string): string =>
  input
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const readInput = (raw: unknown, message: string): Result<string, ValidationError> => {
  const input = (raw as { input?: unknown } | null)?.input;
  if (input === undefined || input === null) return ok('');
  if (typeof input !== 'string' || input.length > AUTOCOMPLETE_MAX_INPUT) return err(generalError(message));
  return ok(input);
};

const truthy = (v: unknown): boolean => v === true || v === 'true' || v === '1';

/**
 * Address autocomplete (002 sections 4, 7 and 9; 001 section 9): nothing under 3 characters; a
 * number of 3-5 digits gives zip suggestions and addresses whose number starts so; text starting
 * with a house number gives addresses (one per building, with its unit count); other text gives
 * cities and streets. Limits: 5 each for zip, city and street; addresses 5 when zip results exist,
 * else 100. `units=true` (the second look-up for a building with several units and none chosen)
 * lists only that building's unit-bearing addresses. Input over 100 characters: "Please enter a
 * valid address".
 */
export const makeAddressSuggestions =
  (deps: { autocomplete: SearchAutocomplete }) =>
  (raw: unknown): ResultAsync<{ suggestions: AddressSuggestion[] }, ValidationError> =>
    readInput(raw, ADDRESS_TEXT_MESSAGE).asyncAndThen((input) =>
      ResultAsync.fromSafePromise(
        (async () => {
          const text = autocompleteText(input);
          if (!shouldQueryAutocomplete(input) || text.length < 1) return { suggestions: [] };
          const units = truthy((raw as { units?: unknown }).units);
          const ac = deps.autocomplete;
          if (units) return { suggestions: await ac.addresses({ text, units: true }, AUTOCOMPLETE_LIMITS.address) };
          let list: AddressSuggestion[];
          if (/^\d{3,5}$/.test(text)) {
            const zips = await ac.zips(text, AUTOCOMPLETE_LIMITS.zip);
            const limit = zips.length > 0 ? AUTOCOMPLETE_LIMITS.addressWithZip : AUTOCOMPLETE_LIMITS.address;
            list = [...zips, ...(await ac.addresses({ text, units: false }, limit))];
          } else if (/^\d/.test(text)) {
            list = await ac.addresses({ text, units: false }, AUTOCOMPLETE_LIMITS.address);
          } else {
            const [cities, streets] = [
              await ac.cities(text, AUTOCOMPLETE_LIMITS.city),
              await ac.streets(text, AUTOCOMPLETE_LIMITS.street),
            ];
            list = [...cities, ...streets];
          }
          return { suggestions: limitAddressSuggestions(list) };
        })(),
      ),
    );

const namePrefix = (input: string): string =>
  autocompleteText(input)
    .replace(/[^a-z ]/g, '')
    .trim();

/** City autocomplete for the name form (002 sections 3 and 9): cities with state, at most 25. */
export const makeCitySuggestions =
  (deps: { autocomplete: SearchAutocomplete }) =>
  (raw: unknown): ResultAsync<{ cities: CitySuggestion[] }, ValidationError> =>
    readInput(raw, SEARCH_INVALID_MESSAGE).asyncAndThen((input) =>
      ResultAsync.fromSafePromise(
        (async () => {
          const prefix = namePrefix(input);
          if (!shouldQueryAutocomplete(input) || prefix.length < 1) return { cities: [] };
          return { cities: await deps.autocomplete.cityNames(prefix, AUTOCOMPLETE_LIMITS.cityField) };
        })(),
      ),
    );

/** Last-name autocomplete for the name form (002 sections 3 and 9): the most common matching last names, at most 25. */
export const makeLastNameSuggestions =
  (deps: { autocomplete: SearchAutocomplete }) =>
  (raw: unknown): ResultAsync<{ lastNames: string[] }, ValidationError> =>
    readInput(raw, SEARCH_INVALID_MESSAGE).asyncAndThen((input) =>
      ResultAsync.fromSafePromise(
        (async () => {
          const prefix = namePrefix(input).replace(/ /g, '');
          if (!shouldQueryAutocomplete(input) || prefix.length < 1) return { lastNames: [] };
          return { lastNames: await deps.autocomplete.lastNames(prefix, AUTOCOMPLETE_LIMITS.nameField) };
        })(),
      ),
    );

import { z } from 'zod';
import { ADDRESS_TEXT_MESSAGE, SEARCH_INVALID_MESSAGE } from './search-criteria.rules.js';

/** Longest autocomplete input we look up; longer text is not an address or a name. */
export const AUTOCOMPLETE_MAX_INPUT = 100;

/** Autocomplete input as the store reads it: lower-case letters, digits and single spaces. */
export const autocompleteText = (input: string): string =>
  input
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const truthy = (v: unknown): boolean => v === true || v === 'true' || v === '1';

/**
 * The autocomplete query (002 section 7: `input`, and `units` for the address look-up): a missing input
 * is empty (no suggestions); an input that is not text or longer than {@link AUTOCOMPLETE_MAX_INPUT}
 * characters answers `message` ("Please enter a valid address" for addresses).
 */
const makeAutocompleteInput = (message: string) =>
  z
    .preprocess(
      (raw) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}),
      z.object({ input: z.unknown().optional(), units: z.unknown().optional() }),
    )
    .transform((q, ctx) => {
      if (q.input === undefined || q.input === null) return { input: '', units: truthy(q.units) };
      if (typeof q.input !== 'string' || q.input.length > AUTOCOMPLETE_MAX_INPUT) {
        ctx.addIssue({ code: 'custom', message, path: [] });
        return z.NEVER;
      }
      return { input: q.input, units: truthy(q.units) };
    });

/** The address autocomplete query. */
export const AddressAutocompleteInput = makeAutocompleteInput(ADDRESS_TEXT_MESSAGE);
/** The city and last-name autocomplete query of the name form. */
export const NameAutocompleteInput = makeAutocompleteInput(SEARCH_INVALID_MESSAGE);

/** The letters of a name-form autocomplete input. */
export const autocompleteNamePrefix = (input: string): string =>
  autocompleteText(input)
    .replace(/[^a-z ]/g, '')
    .trim();

import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import { AUTOCOMPLETE_LIMITS, limitAddressSuggestions, shouldQueryAutocomplete } from './autocomplete.rules.js';
import { AddressAutocompleteInput, autocompleteText } from './autocomplete.schema.js';
import type { AddressSuggestion, SearchAutocomplete } from './person-search.port.js';

/**
 * Address autocomplete (002 sections 4, 7 and 9; 001 section 9): nothing under 3 characters; a
 * number of 3-5 digits gives zip suggestions and addresses whose number starts so; text starting
 * with a house number gives addresses (one per building, with its unit count); other text gives
 * cities and streets. Limits: 5 each for zip, city and street; addresses 5 when zip results exist,
 * else 100. `units=true` (the second look-up for a building with several units and none chosen)
 * lists only that building's unit-bearing addresses. Input over 100 characters: "Please enter a
 * valid address".
 */
export const makeAddressSuggestions = (deps: { autocomplete: SearchAutocomplete }) =>
  useCase(AddressAutocompleteInput, ({ input, units }) =>
    ResultAsync.fromSafePromise(
      (async () => {
        const text = autocompleteText(input);
        if (!shouldQueryAutocomplete(input) || text.length < 1) return { suggestions: [] };
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

import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import { AUTOCOMPLETE_LIMITS, shouldQueryAutocomplete } from './autocomplete.rules.js';
import { autocompleteNamePrefix, NameAutocompleteInput } from './autocomplete.schema.js';
import type { SearchAutocomplete } from './person-search.port.js';

/** City autocomplete for the name form (002 sections 3 and 9): cities with state, at most 25. */
export const makeCitySuggestions = (deps: { autocomplete: SearchAutocomplete }) =>
  useCase(NameAutocompleteInput, ({ input }) =>
    ResultAsync.fromSafePromise(
      (async () => {
        const prefix = autocompleteNamePrefix(input);
        if (!shouldQueryAutocomplete(input) || prefix.length < 1) return { cities: [] };
        return { cities: await deps.autocomplete.cityNames(prefix, AUTOCOMPLETE_LIMITS.cityField) };
      })(),
    ),
  );

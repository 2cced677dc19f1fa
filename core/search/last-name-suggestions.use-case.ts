import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import { AUTOCOMPLETE_LIMITS, shouldQueryAutocomplete } from './autocomplete.rules.js';
import { autocompleteNamePrefix, NameAutocompleteInput } from './autocomplete.schema.js';
import type { SearchAutocomplete } from './person-search.port.js';

/** Last-name autocomplete for the name form (002 sections 3 and 9): the most common matching last names, at most 25. */
export const makeLastNameSuggestions = (deps: { autocomplete: SearchAutocomplete }) =>
  useCase(NameAutocompleteInput, ({ input }) =>
    ResultAsync.fromSafePromise(
      (async () => {
        const prefix = autocompleteNamePrefix(input).replace(/ /g, '');
        if (!shouldQueryAutocomplete(input) || prefix.length < 1) return { lastNames: [] };
        return { lastNames: await deps.autocomplete.lastNames(prefix, AUTOCOMPLETE_LIMITS.nameField) };
      })(),
    ),
  );

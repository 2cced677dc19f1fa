import { useEffect, useRef, useState } from 'react';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  autocompleteNotFoundNotice,
  shouldQueryAutocomplete,
} from '#core/search/autocomplete.rules';
import { isHttpError } from '../../../lib/http/http-error';

/**
 * Autocomplete state for one input (002 sections 4, 5, 7 and 9): nothing under 3 characters (fewer
 * clears the list), a 20 ms debounce, an earlier request aborted by a newer one, answers cached by
 * the request layer (900 s per input), and the "Sorry, we can't find" notice after a failed or
 * empty, non-cancelled look-up of more than 3 characters.
 */
export const useAutocomplete = <T>(
  input: string,
  fetcher: (input: string, signal: AbortSignal) => Promise<T[]>,
  options: { enabled?: boolean; small?: boolean } = {},
) => {
  const [items, setItems] = useState<T[]>([]);
  const [notice, setNotice] = useState<ReturnType<typeof autocompleteNotFoundNotice>>(null);
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  const enabled = options.enabled ?? true;
  const small = options.small ?? false;

  useEffect(() => {
    if (!enabled || !shouldQueryAutocomplete(input)) {
      setItems([]);
      setNotice(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const list = await fetchRef.current(input, controller.signal);
        if (controller.signal.aborted) return;
        setItems(list);
        setNotice(autocompleteNotFoundNotice({ input, failed: list.length === 0, cancelled: false, small }));
      } catch (e) {
        const cancelled =
          controller.signal.aborted || (isHttpError(e) && (e.kind === 'aborted' || e.kind === 'cancelled'));
        if (cancelled) return;
        setItems([]);
        setNotice(autocompleteNotFoundNotice({ input, failed: true, cancelled, small }));
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, enabled, small]);

  return { items, notice, loading, clear: () => setItems([]) };
};

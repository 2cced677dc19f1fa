import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** What {@link useRequest} reports about the current load. */
export type RequestState<T> = {
  /** The answer for the current key (with `keepPrevious`, the last answer while a new one loads). */
  data: T | null;
  /** Why the current load failed (an `HttpError` from the request layer, usually); null otherwise. */
  error: unknown;
  /** True while the current key has no answer yet. */
  loading: boolean;
  /** Loads the current key again (after a change the page made). */
  reload: () => void;
};

/**
 * The one data-loading hook of the UI: runs `load` (a call of the request layer, `web/src/lib/http`)
 * whenever `key` changes, aborts the previous load through its signal, and keeps only the answer of the
 * current key. A `null` key loads nothing (e.g. until the page knows who is signed in).
 * - `minMs`: answers wait at least this long (the e-mail search's loading animation, 002 section 2.1);
 * - `keepPrevious`: keep showing the last answer while the next one loads (paging, refreshing a block);
 * - `transition`: the answer renders as a transition, in slices that let input in between (a report, a
 *   page of results: large trees that would otherwise block the page for one long task).
 */
export const useRequest = <T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: { minMs?: number; keepPrevious?: boolean; transition?: boolean } = {},
): RequestState<T> => {
  const { minMs = 0, keepPrevious = false, transition = false } = options;
  const [version, setVersion] = useState(0);
  const current = key === null ? null : `${version}:${key}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: unknown }>({
    key: null,
    data: null,
    error: null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (current === null) return;
    const controller = new AbortController();
    const started = Date.now();
    loadRef.current(controller.signal).then(
      async (data) => {
        const wait = minMs - (Date.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (controller.signal.aborted) return;
        const answer = () => setState({ key: current, data, error: null });
        if (transition) startTransition(answer);
        else answer();
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((prev) => ({ key: current, data: keepPrevious ? prev.data : null, error }));
      },
    );
    return () => controller.abort();
  }, [current, minMs, keepPrevious, transition]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const answered = current !== null && state.key === current;
  return {
    data: answered || (keepPrevious && current !== null) ? state.data : null,
    error: answered ? state.error : null,
    loading: current !== null && !answered,
    reload,
  };
};

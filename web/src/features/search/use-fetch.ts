import { useEffect, useState } from 'react';

/** Loads `load()` again whenever `key` changes; an earlier load is aborted. */
export const useFetch = <T>(key: string, load: (signal: AbortSignal) => Promise<T>, minMs = 0) => {
  const [state, setState] = useState<{ key: string; data: T | null; error: unknown }>({
    key: '',
    data: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request.
  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    setState({ key: '', data: null, error: null });
    load(controller.signal)
      .then(async (data) => {
        const wait = minMs - (Date.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (!controller.signal.aborted) setState({ key, data, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ key, data: null, error });
      });
    return () => controller.abort();
  }, [key]);
  const loading = state.key !== key;
  return { loading, data: loading ? null : state.data, error: loading ? null : state.error };
};

// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequest } from '../../../web/src/lib/http/use-request';

afterEach(cleanup);

/** A load whose answers the test releases by hand, recording each call's key and signal. */
const controlled = () => {
  const calls: { key: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
};

describe('useRequest, the one data-loading hook', () => {
  it('loads for a key and reports loading, then the answer', async () => {
    const { calls, load } = controlled();
    const { result } = renderHook(() => useRequest('a', load('a')));
    expect(result.current).toMatchObject({ loading: true, data: null, error: null });
    await act(async () => calls[0]!.resolve('answer a'));
    expect(result.current).toMatchObject({ loading: false, data: 'answer a', error: null });
  });

  it('a new key aborts the previous load and a late answer of the old key is never shown', async () => {
    const { calls, load } = controlled();
    const { result, rerender } = renderHook(({ k }) => useRequest(k, load(k)), { initialProps: { k: 'page-1' } });
    rerender({ k: 'page-2' });
    expect(calls.map((c) => c.key)).toEqual(['page-1', 'page-2']);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('stale'));
    expect(result.current).toMatchObject({ loading: true, data: null });
    await act(async () => calls[1]!.resolve('fresh'));
    expect(result.current.data).toBe('fresh');
  });

  it('keepPrevious shows the last answer while the next key loads; without it the data is cleared', async () => {
    const { calls, load } = controlled();
    const kept = renderHook(({ k }) => useRequest(k, load(k), { keepPrevious: true }), { initialProps: { k: '1' } });
    await act(async () => calls[0]!.resolve('one'));
    kept.rerender({ k: '2' });
    expect(kept.result.current).toMatchObject({ loading: true, data: 'one' });

    const cleared = renderHook(({ k }) => useRequest(`x${k}`, load(`x${k}`)), { initialProps: { k: '1' } });
    await act(async () => calls[2]!.resolve('x one'));
    cleared.rerender({ k: '2' });
    expect(cleared.result.current).toMatchObject({ loading: true, data: null });
  });

  it('transition: the answer renders as a transition, the same answer, and a stale key still never shows', async () => {
    const { calls, load } = controlled();
    const { result, rerender } = renderHook(({ k }) => useRequest(k, load(k), { transition: true }), {
      initialProps: { k: 'report-1' },
    });
    expect(result.current).toMatchObject({ loading: true, data: null });
    await act(async () => calls[0]!.resolve('report one'));
    expect(result.current).toMatchObject({ loading: false, data: 'report one', error: null });
    rerender({ k: 'report-2' });
    rerender({ k: 'report-3' });
    await act(async () => calls[1]!.resolve('late answer of report-2'));
    expect(result.current).toMatchObject({ loading: true, data: null });
    await act(async () => calls[2]!.resolve('report three'));
    expect(result.current.data).toBe('report three');
  });

  it('a failure is reported as the error of the current key', async () => {
    const { calls, load } = controlled();
    const { result } = renderHook(() => useRequest('a', load('a')));
    const failure = new Error('Sorry, an error occurred');
    await act(async () => calls[0]!.reject(failure));
    expect(result.current).toMatchObject({ loading: false, data: null, error: failure });
  });

  it('a null key loads nothing; reload loads the same key again', async () => {
    const { calls, load } = controlled();
    const { result, rerender } = renderHook(({ k }: { k: string | null }) => useRequest(k, load(String(k))), {
      initialProps: { k: null as string | null },
    });
    expect(calls).toHaveLength(0);
    expect(result.current).toMatchObject({ loading: false, data: null });
    rerender({ k: 'user' });
    await act(async () => calls[0]!.resolve('v1'));
    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    expect(result.current.loading).toBe(true);
    await act(async () => calls[1]!.resolve('v2'));
    await waitFor(() => expect(result.current.data).toBe('v2'));
  });

  it('minMs keeps the loading state that long (the e-mail search animation, 002 section 2.1)', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useRequest('a', async () => 'quick', { minMs: 900 }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(899);
      });
      expect(result.current).toMatchObject({ loading: true, data: null });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(result.current).toMatchObject({ loading: false, data: 'quick' });
    } finally {
      vi.useRealTimers();
    }
  });
});

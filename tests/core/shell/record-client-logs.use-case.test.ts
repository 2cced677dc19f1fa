import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ClientLogStore, StoredClientLog } from '../../../core/shell/client-log.port.js';
import { CLIENT_LOG_MAX_TEXT, ClientLogBatch } from '../../../core/shell/client-log.schema.js';
import { makeRecordClientLogs } from '../../../core/shell/record-client-logs.use-case.js';

const memoryStore = () => {
  const saved: StoredClientLog[] = [];
  const store: ClientLogStore = {
    saveAll: (entries) => {
      saved.push(...entries);
      return okAsync(entries.length);
    },
  };
  return { saved, store };
};

const entry = (over: Record<string, unknown> = {}) => ({
  created: '2026-11-20T10:00:00.000Z',
  id: 'log-1',
  logLevel: 'error',
  exception: 'TypeError: x is undefined',
  url: 'https://tracewell.example/dashboard',
  ...over,
});

describe('recordClientLogs (002 section 7: POST /api/logger with the stored logs array)', () => {
  it('stores each entry with the user agent and answers how many', async () => {
    const { saved, store } = memoryStore();
    const res = await makeRecordClientLogs({ store })(
      { logs: [entry(), entry({ id: 'log-2', created: 1_763_632_800_000, message: 'hi' })] },
      { userAgent: 'Firefox' },
    );
    expect(res._unsafeUnwrap()).toEqual({ stored: 2 });
    expect(saved).toEqual([
      {
        clientId: 'log-1',
        created: new Date('2026-11-20T10:00:00.000Z'),
        logLevel: 'error',
        message: null,
        exception: 'TypeError: x is undefined',
        url: 'https://tracewell.example/dashboard',
        userAgent: 'Firefox',
      },
      {
        clientId: 'log-2',
        created: new Date(1_763_632_800_000),
        logLevel: 'error',
        message: 'hi',
        exception: 'TypeError: x is undefined',
        url: 'https://tracewell.example/dashboard',
        userAgent: 'Firefox',
      },
    ]);
  });

  it('accepts an empty array without touching the store', async () => {
    const { saved, store } = memoryStore();
    expect((await makeRecordClientLogs({ store })({ logs: [] }))._unsafeUnwrap()).toEqual({ stored: 0 });
    expect(saved).toEqual([]);
  });

  it('rejects more than 3 entries (the browser keeps at most 3)', async () => {
    const { saved, store } = memoryStore();
    const res = await makeRecordClientLogs({ store })({ logs: [entry(), entry(), entry(), entry()] });
    expect(res._unsafeUnwrapErr().type).toBe('Validation');
    expect(Object.keys(res._unsafeUnwrapErr().errors)).toEqual(['logs']);
    expect(saved).toEqual([]);
  });

  it('rejects entries without id, level or a readable time, keyed by field', async () => {
    const { store } = memoryStore();
    const res = await makeRecordClientLogs({ store })({ logs: [{ created: 'yesterday', id: '', logLevel: '' }] });
    expect(Object.keys(res._unsafeUnwrapErr().errors).sort()).toEqual([
      'logs.0.created',
      'logs.0.id',
      'logs.0.logLevel',
    ]);
    expect((await makeRecordClientLogs({ store })(null)).isErr()).toBe(true);
  });

  it('cuts very long texts instead of rejecting them', () => {
    const parsed = ClientLogBatch.parse({ logs: [entry({ exception: 'x'.repeat(CLIENT_LOG_MAX_TEXT + 10) })] });
    expect(parsed.logs[0]?.exception).toHaveLength(CLIENT_LOG_MAX_TEXT);
  });
});

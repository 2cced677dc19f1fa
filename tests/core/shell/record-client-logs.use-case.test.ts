import fc from 'fast-check';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../adapters/memory/in-memory-accounts.js';
import { ANONYMOUS_WRITE_LIMITS, CLIENT_LOG_POSTS_PER_VISITOR } from '../../../core/accounts/anonymous-writes.rules.js';
import { tooManyAttemptsMessage } from '../../../core/accounts/rate-limit.rules.js';
import { DAY_MS, MINUTE_MS } from '../../../core/shared/date.rules.js';
import { utf8ByteLength } from '../../../core/shared/utf8-bytes.rules.js';
import type { ClientLogStore, StoredClientLog } from '../../../core/shell/client-log.port.js';
import {
  CLIENT_LOG_FIELD_BYTES,
  CLIENT_LOG_MAX_ENTRY_BYTES,
  CLIENT_LOG_MAX_REQUEST_BYTES,
} from '../../../core/shell/client-log.rules.js';
import { CLIENT_LOG_MAX_TEXT, ClientLogBatch } from '../../../core/shell/client-log.schema.js';
import { type ClientLogContext, makeRecordClientLogs } from '../../../core/shell/record-client-logs.use-case.js';
import { testClock } from '../../support/accounts-kit.js';

const memoryStore = () => {
  const saved: StoredClientLog[] = [];
  const store: ClientLogStore = {
    saveAll: (entries) => {
      saved.push(...entries);
      return okAsync(entries.length);
    },
  };
  const clock = testClock();
  const limiter = new InMemoryRateLimiter();
  const record = makeRecordClientLogs({ store, limiter, clock });
  return { saved, store, clock, limiter, record };
};

const FROM = { ip: '203.0.113.7' } satisfies ClientLogContext;

/** The bytes an entry occupies as stored: the sum of its texts. */
const storedBytes = (e: StoredClientLog): number =>
  [e.clientId, e.logLevel, e.message, e.exception, e.url, e.userAgent].reduce(
    (s, t) => s + (t === null ? 0 : utf8ByteLength(t)),
    0,
  );

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
    const { saved, record } = memoryStore();
    const res = await record(
      { logs: [entry(), entry({ id: 'log-2', created: 1_763_632_800_000, message: 'hi' })] },
      { ...FROM, userAgent: 'Firefox' },
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
    const { saved, record, limiter } = memoryStore();
    expect((await record({ logs: [] }, FROM))._unsafeUnwrap()).toEqual({ stored: 0 });
    expect(saved).toEqual([]);
    expect((await limiter.peek(`anon-clientLogs:min:ip:${FROM.ip}`, MINUTE_MS, new Date())).count).toBe(0);
  });

  it('rejects more than 3 entries (the browser keeps at most 3)', async () => {
    const { saved, record } = memoryStore();
    const res = await record({ logs: [entry(), entry(), entry(), entry()] }, FROM);
    const e = res._unsafeUnwrapErr();
    expect(e.type === 'Validation' && Object.keys(e.errors)).toEqual(['logs']);
    expect(saved).toEqual([]);
  });

  it('rejects entries without id, level or a readable time, keyed by field', async () => {
    const { record } = memoryStore();
    const e = (await record({ logs: [{ created: 'yesterday', id: '', logLevel: '' }] }, FROM))._unsafeUnwrapErr();
    expect(e.type === 'Validation' && Object.keys(e.errors).sort()).toEqual([
      'logs.0.created',
      'logs.0.id',
      'logs.0.logLevel',
    ]);
    expect((await record(null, FROM)).isErr()).toBe(true);
  });

  it('cuts very long texts instead of rejecting them', () => {
    const parsed = ClientLogBatch.parse({ logs: [entry({ exception: 'x'.repeat(CLIENT_LOG_MAX_TEXT + 10) })] });
    expect(parsed.logs[0]?.exception).toHaveLength(CLIENT_LOG_MAX_TEXT);
  });

  it('cuts in bytes, not characters, and never splits a character: 4,000 bytes of emoji are 1,000 of them', () => {
    const parsed = ClientLogBatch.parse({
      logs: [entry({ exception: '\u{1F600}'.repeat(3000), message: 'é'.repeat(5000) })],
    });
    expect(parsed.logs[0]?.exception).toBe('\u{1F600}'.repeat(1000));
    expect(parsed.logs[0]?.message).toBe('é'.repeat(1000));
    // An id or level past its bytes is refused (it names the entry; cutting it would merge entries).
    expect(ClientLogBatch.safeParse({ logs: [entry({ id: 'é'.repeat(51) })] }).success).toBe(false);
  });

  it('an entry never stores more than CLIENT_LOG_MAX_ENTRY_BYTES, a post never more than 3 of them', async () => {
    expect(CLIENT_LOG_MAX_ENTRY_BYTES).toBe(8620);
    expect(CLIENT_LOG_MAX_REQUEST_BYTES).toBe(3 * 8620);
    const big = fc.string({ unit: 'binary', maxLength: 6000 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            id: fc.string({ unit: 'binary', minLength: 1, maxLength: 25 }),
            logLevel: fc.constantFrom('error', 'critical', 'warning'),
            message: big,
            exception: big,
            url: big,
          }),
          { maxLength: 3 },
        ),
        big,
        async (logs, userAgent) => {
          const { saved, record } = memoryStore();
          const res = await record({ logs: logs.map((l) => ({ ...l, created: 0 })) }, { ...FROM, userAgent });
          if (res.isErr()) return; // an id past its bytes is refused
          for (const e of saved) expect(storedBytes(e)).toBeLessThanOrEqual(CLIENT_LOG_MAX_ENTRY_BYTES);
          expect(saved.reduce((s, e) => s + storedBytes(e), 0)).toBeLessThanOrEqual(CLIENT_LOG_MAX_REQUEST_BYTES);
          expect(utf8ByteLength(saved[0]?.userAgent ?? '')).toBeLessThanOrEqual(CLIENT_LOG_FIELD_BYTES.userAgent);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('recordClientLogs limits (docs/decisions/0094)', () => {
  const { perMinute, perDay } = ANONYMOUS_WRITE_LIMITS.clientLogs;

  it('refuses the 7th post of a minute from one address with the 429 of every limited call; the next minute goes on', async () => {
    const { saved, record, clock } = memoryStore();
    for (let i = 0; i < perMinute.max; i++) expect((await record({ logs: [entry()] }, FROM)).isOk()).toBe(true);
    const refused = (await record({ logs: [entry()] }, FROM))._unsafeUnwrapErr();
    expect(refused).toEqual({ type: 'RateLimited', message: tooManyAttemptsMessage(1), retryAfterSeconds: 60 });
    expect(saved).toHaveLength(perMinute.max);
    // Another address has its own budget.
    expect((await record({ logs: [entry()] }, { ip: '198.51.100.1' })).isOk()).toBe(true);
    clock.advance(MINUTE_MS);
    expect((await record({ logs: [entry()] }, FROM)).isOk()).toBe(true);
  });

  it('one address stores at most 100 posts a day, however it spreads them', async () => {
    const { saved, record, clock } = memoryStore();
    let accepted = 0;
    for (let minute = 0; minute < 40; minute++) {
      for (let i = 0; i < perMinute.max + 2; i++) if ((await record({ logs: [entry()] }, FROM)).isOk()) accepted++;
      clock.advance(MINUTE_MS);
    }
    expect(accepted).toBe(perDay.max);
    expect(saved).toHaveLength(perDay.max);
    clock.advance(DAY_MS);
    expect((await record({ logs: [entry()] }, FROM)).isOk()).toBe(true);
  });

  it('one visitor cookie posts at most 30 times a day, even from addresses with budget left', async () => {
    const { record, clock } = memoryStore();
    const visitorId = 'visitor-aaaaaaaaaaaaaaaa';
    for (let i = 0; i < CLIENT_LOG_POSTS_PER_VISITOR.max; i++) {
      expect((await record({ logs: [entry()] }, { ip: `10.0.0.${i}`, visitorId })).isOk()).toBe(true);
    }
    const refused = await record({ logs: [entry()] }, { ip: '10.0.1.1', visitorId });
    expect(refused._unsafeUnwrapErr().type).toBe('RateLimited');
    // The refused post did not use up the new address's budget: its minute still takes 6 posts.
    for (let i = 0; i < perMinute.max; i++)
      expect((await record({ logs: [entry()] }, { ip: '10.0.1.1' })).isOk()).toBe(true);
    clock.advance(DAY_MS);
    expect((await record({ logs: [entry()] }, { ip: '10.0.1.2', visitorId })).isOk()).toBe(true);
  });

  it('many posts at once from one address: exactly the minute budget is stored', async () => {
    const { saved, record } = memoryStore();
    const answers = await Promise.all(Array.from({ length: 50 }, () => record({ logs: [entry(), entry()] }, FROM)));
    expect(answers.filter((a) => a.isOk())).toHaveLength(perMinute.max);
    expect(saved).toHaveLength(perMinute.max * 2);
  });
});

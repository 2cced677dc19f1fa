import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryClientLogStore } from '../../../adapters/memory/in-memory-client-log-store.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgClientLogStore } from '../../../adapters/postgres/pg-client-log-store.js';
import type { ClientLogStore, StoredClientLog } from '../../../core/shell/client-log.port.js';
import { CLIENT_LOG_MAX_TEXT } from '../../../core/shell/client-log.schema.js';
import { openTestDb } from '../../support/test-db.js';

/** The store under test and a way to read back what it kept (the port itself only writes). */
interface Subject {
  store: ClientLogStore;
  /** Stored entries whose client id starts with `prefix`, in the order they were received. */
  kept(prefix: string): Promise<StoredClientLog[]>;
}

const T0 = new Date('2026-11-20T10:00:00.123Z');

const entry = (clientId: string, over: Partial<StoredClientLog> = {}): StoredClientLog => ({
  clientId,
  created: T0,
  logLevel: 'error',
  message: 'Request failed',
  exception: 'TypeError: x is undefined',
  url: 'https://tracewell.example/dashboard',
  userAgent: 'Mozilla/5.0',
  ...over,
});

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`ClientLogStore contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    });
    afterAll(async () => close());

    it('stores a batch as given, in order, nulls and millisecond times kept, and answers how many', async () => {
      const p = randomUUID();
      const batch = [
        entry(`${p}-a`),
        entry(`${p}-b`, {
          created: new Date('2026-11-20T10:00:01.999Z'),
          logLevel: 'warn',
          message: null,
          exception: null,
          url: null,
          userAgent: null,
        }),
        entry(`${p}-c`, { message: 'Ünïcødé ✓ "quotes" \\ back\nslash', logLevel: 'info' }),
      ];
      const n = await s.store.saveAll(batch);
      expect(n._unsafeUnwrap()).toBe(3);
      expect(await s.kept(p)).toEqual(batch);
    });

    it('keeps texts of the longest accepted size whole', async () => {
      const p = randomUUID();
      const long = entry(`${p}-long`, {
        message: 'm'.repeat(CLIENT_LOG_MAX_TEXT),
        exception: 'e'.repeat(CLIENT_LOG_MAX_TEXT),
      });
      expect((await s.store.saveAll([long]))._unsafeUnwrap()).toBe(1);
      const [got] = await s.kept(p);
      expect(got?.message).toHaveLength(CLIENT_LOG_MAX_TEXT);
      expect(got?.exception).toHaveLength(CLIENT_LOG_MAX_TEXT);
    });

    it('an empty batch stores nothing and answers 0', async () => {
      const before = await s.kept('');
      expect((await s.store.saveAll([]))._unsafeUnwrap()).toBe(0);
      expect(await s.kept('')).toHaveLength(before.length);
    });

    it('keeps repeated entries (a log is not deduplicated) and loses none of many batches at once', async () => {
      const p = randomUUID();
      const same = entry(`${p}-same`);
      await s.store.saveAll([same, same]);
      const counts = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          s.store.saveAll([entry(`${p}-x${i}-1`), entry(`${p}-x${i}-2`), entry(`${p}-x${i}-3`)]),
        ),
      );
      expect(counts.map((c) => c._unsafeUnwrap())).toEqual(Array(12).fill(3));
      const kept = await s.kept(p);
      expect(kept).toHaveLength(2 + 36);
      expect(kept.filter((e) => e.clientId === `${p}-same`)).toHaveLength(2);
      // Each batch keeps its own order.
      for (let i = 0; i < 12; i++) {
        const mine = kept.filter((e) => e.clientId.startsWith(`${p}-x${i}-`)).map((e) => e.clientId.slice(-1));
        expect(mine).toEqual(['1', '2', '3']);
      }
    });
  });

contract('in-memory fake', async () => {
  const store = new InMemoryClientLogStore();
  return {
    subject: { store, kept: async (prefix) => store.saved.filter((e) => e.clientId.startsWith(prefix)) },
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return {
    subject: {
      store: new PgClientLogStore(db),
      kept: async (prefix) =>
        (
          await db.query<{
            client_id: string;
            created: Date;
            log_level: string;
            message: string | null;
            exception: string | null;
            url: string | null;
            user_agent: string | null;
          }>(
            `SELECT client_id, created, log_level, message, exception, url, user_agent FROM client_logs
             WHERE starts_with(client_id, $1) ORDER BY id`,
            [prefix],
          )
        ).rows.map((r) => ({
          clientId: r.client_id,
          created: new Date(r.created),
          logLevel: r.log_level,
          message: r.message,
          exception: r.exception,
          url: r.url,
          userAgent: r.user_agent,
        })),
    },
    close: () => db.close(),
  };
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgClientLogStore } from '../../../adapters/postgres/pg-client-log-store.js';
import { openTestDb } from '../../support/test-db.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('PgClientLogStore', () => {
  it('inserts a batch into client_logs, nulls kept', async () => {
    const store = new PgClientLogStore(db);
    const created = new Date('2026-11-20T10:00:00.000Z');
    const n = await store.saveAll([
      { clientId: 'a', created, logLevel: 'error', message: null, exception: 'E', url: '/x', userAgent: 'UA' },
      { clientId: 'b', created, logLevel: 'warn', message: 'm', exception: null, url: null, userAgent: null },
    ]);
    expect(n._unsafeUnwrap()).toBe(2);
    const rows = await db.query(
      'SELECT client_id, created, log_level, message, exception, url, user_agent FROM client_logs ORDER BY client_id',
    );
    expect(rows.rows).toEqual([
      { client_id: 'a', created, log_level: 'error', message: null, exception: 'E', url: '/x', user_agent: 'UA' },
      { client_id: 'b', created, log_level: 'warn', message: 'm', exception: null, url: null, user_agent: null },
    ]);
    expect((await store.saveAll([]))._unsafeUnwrap()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Db,
  DbUnavailableError,
  isDbUnavailable,
  TransactionIdleTimeoutError,
} from '../../../adapters/postgres/db.js';
import { MEMORY_DATA_DIR, openDb } from '../../../adapters/postgres/open-db.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * How the Db bounds one stuck caller and names an outage (docs/decisions/0003-embedded-db-access.md),
 * on PGlite and, with DATABASE_URL, on a PostgreSQL server.
 */
const url = process.env.DATABASE_URL;
const table = `t_idle_${process.pid}`;
let db: Db;

beforeAll(async () => {
  db = await openDb({
    ...(url ? { databaseUrl: url, poolSize: 2 } : {}),
    dataDir: MEMORY_DATA_DIR,
    idleInTransactionTimeoutMs: 300,
  });
  await db.query(`CREATE TABLE ${table} (v text)`);
});
afterAll(async () => {
  await db?.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
  await db?.close();
});

describe(`idle transactions (${url ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('rolls back a transaction left idle, frees its connection for everyone else, and refuses its later statements', async () => {
    let unblock: () => void = () => {};
    const blocker = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    let late: unknown;
    const stuck = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${table} VALUES ('never committed')`);
      await blocker; // waits for something that only comes after the query below has answered
      late = await tx.query('SELECT 1').catch((e: unknown) => e);
    });
    const stuckOutcome = stuck.then(
      () => 'committed',
      (e: unknown) => e,
    );
    // On PGlite this query needs the only connection: it answers only once the idle transaction is gone.
    const outside = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
    expect(outside.rows).toEqual([{ n: 0 }]);
    const outcome = await stuckOutcome;
    expect(outcome).toBeInstanceOf(TransactionIdleTimeoutError);
    expect((outcome as Error).message).toBe('The transaction was idle for more than 300 ms and was rolled back');
    unblock();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(late).toBeInstanceOf(TransactionIdleTimeoutError);
    expect((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows).toEqual([{ n: 0 }]);
  });

  it('does not count a long-running statement as idle', async () => {
    const out = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_sleep(0.6)');
      await tx.query(`INSERT INTO ${table} VALUES ('kept')`);
      return 'done';
    });
    expect(out).toBe('done');
    expect((await db.query(`SELECT v FROM ${table}`)).rows).toEqual([{ v: 'kept' }]);
    await db.query(`DELETE FROM ${table}`);
  });
});

describe('isDbUnavailable', () => {
  it.each([
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' })],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })],
    [Object.assign(new Error('connect ENOENT /data/pg-socket/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' })],
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    [Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    [Object.assign(new Error('connection failure'), { code: '08006' })],
    [Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    [new Error('Connection terminated unexpectedly')],
    [new Error('timeout exceeded when trying to connect')],
    [new DbUnavailableError('down')],
    [new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) })],
  ])('recognises %s', (e) => {
    expect(isDbUnavailable(e)).toBe(true);
  });

  it.each([
    [Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    [Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' })],
    [Object.assign(new Error('protocol violation'), { code: '08P01' })],
    [Object.assign(new Error("ENOENT: no such file or directory, open 'x.tsv'"), { code: 'ENOENT', syscall: 'open' })],
    [new Error('Sorry')],
    ['a string'],
    [null],
  ])('leaves %s alone', (e) => {
    expect(isDbUnavailable(e)).toBe(false);
  });
});

describe('an outage', () => {
  it('turns a query on a database that has gone into DbUnavailableError', async () => {
    const gone = await openTestDb();
    await gone.close();
    await expect(gone.query('SELECT 1')).rejects.toBeInstanceOf(DbUnavailableError);
    await expect(gone.transaction(async (tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DbUnavailableError);
  });

  it.runIf(url)('turns a server that stops accepting connections into DbUnavailableError', async () => {
    const u = new URL(url!);
    u.port = '1'; // nothing listens there
    const unreachable = await import('pg').then((pg) => new pg.default.Pool({ connectionString: u.toString() }));
    const error = await unreachable.query('SELECT 1').catch((e: unknown) => e);
    await unreachable.end();
    expect(isDbUnavailable(error)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgExpiredRows } from '../../../adapters/postgres/pg-expired-rows.js';
import { makeCleanUpExpiredRows } from '../../../core/shared/expired-rows.job.js';
import { CLIENT_LOG_KEEP_MS, VISITOR_SEARCH_KEEP_MS } from '../../../core/shared/expired-rows.rules.js';

/**
 * The clean-up job on PostgreSQL (core/shared/expired-rows.job.ts; docs/decisions/0070-job-queue.md):
 * only rows past their cutoff go (sessions idle- or absolute-expired; tokens expired or used over a day
 * ago; counters whose window opened over two days ago; client logs over 7 days old; identity-monitoring codes
 * sent over an hour ago), in bounded batches.
 */
const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let db: Db;
beforeAll(async () => {
  const { openTestDb } = await import('../../support/test-db.js');
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());

const seed = async (): Promise<string> => {
  const user = randomUUID();
  await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, $3, $3)', [
    user,
    `${user}@example.com`,
    ago(60 * DAY),
  ]);
  const session = (id: string, expires: string, absolute: string) =>
    db.query(
      `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at, absolute_expires_at)
       VALUES ($1, $2, $3, $3, $4, $5)`,
      [`${user}:${id}`, user, ago(DAY), expires, absolute],
    );
  await session('live', ago(-HOUR), ago(-DAY));
  await session('idle', ago(1), ago(-DAY));
  await session('absolute', ago(-HOUR), ago(0));
  const token = (id: string, expires: string, used: string | null) =>
    db.query(
      `INSERT INTO account_tokens (id_hash, kind, user_id, created_at, expires_at, used_at)
       VALUES ($1, 'reset', $2, $3, $4, $5)`,
      [`${user}:${id}`, user, ago(10 * DAY), expires, used],
    );
  await token('live', ago(-HOUR), null);
  await token('expired-recently', ago(HOUR), null);
  await token('expired-long-ago', ago(2 * DAY), null);
  await token('used-recently', ago(-HOUR), ago(HOUR));
  await token('used-long-ago', ago(-HOUR), ago(DAY + HOUR));
  const counter = (key: string, start: string) =>
    db.query('INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)', [`${user}:${key}`, start]);
  await counter('recent', ago(DAY));
  await counter('old', ago(3 * DAY));
  const log = (id: string, received: string) =>
    db.query(
      `INSERT INTO client_logs (client_id, created, log_level, message, received_at) VALUES ($1, $2, 'error', 'x', $2)`,
      [`${user}:${id}`, received],
    );
  // Kept CLIENT_LOG_KEEP_MS (7 days): one a day inside it, one a day past it.
  await log('recent', ago(CLIENT_LOG_KEEP_MS - DAY));
  await log('old', ago(CLIENT_LOG_KEEP_MS + DAY));
  const code = (id: string, sent: string) =>
    db.query(
      `INSERT INTO identity_verification_codes (user_id, kind, code_digest, sent_to, created_at, expires_at)
       VALUES ($1, 'email', $2, 'x@example.com', $3, $3::timestamptz + interval '15 minutes')`,
      [user, id, sent],
    );
  await code('recent', ago(HOUR / 2));
  await code('old', ago(2 * HOUR));
  // Kept VISITOR_SEARCH_KEEP_MS (30 days) from their last run: one a day inside it, one a day past it.
  const search = (id: string, lastRun: string) =>
    db.query(
      `INSERT INTO visitor_searches (visitor_id, search_type_enum_id, criteria_json, search_url, title, subtitle,
         created_at, last_run) VALUES ($1, 130, '{}', $2, 'x', '', $3, $3)`,
      [user, `/people/${id}`, lastRun],
    );
  await search('recent', ago(VISITOR_SEARCH_KEEP_MS - DAY));
  await search('old', ago(VISITOR_SEARCH_KEEP_MS + DAY));
  return user;
};

const left = async (user: string) => ({
  sessions: (await db.query<{ k: string }>('SELECT id_hash AS k FROM sessions WHERE user_id = $1', [user])).rows
    .map((r) => r.k.split(':')[1])
    .sort(),
  tokens: (await db.query<{ k: string }>('SELECT id_hash AS k FROM account_tokens WHERE user_id = $1', [user])).rows
    .map((r) => r.k.split(':')[1])
    .sort(),
  counters: (await db.query<{ k: string }>('SELECT key AS k FROM rate_limits WHERE key LIKE $1', [`${user}:%`])).rows
    .map((r) => r.k.split(':')[1])
    .sort(),
  logs: (
    await db.query<{ k: string }>('SELECT client_id AS k FROM client_logs WHERE client_id LIKE $1', [`${user}:%`])
  ).rows
    .map((r) => r.k.split(':')[1])
    .sort(),
  codes: (
    await db.query<{ k: string }>('SELECT code_digest AS k FROM identity_verification_codes WHERE user_id = $1', [user])
  ).rows
    .map((r) => r.k)
    .sort(),
  searches: (
    await db.query<{ k: string }>('SELECT search_url AS k FROM visitor_searches WHERE visitor_id = $1', [user])
  ).rows
    .map((r) => r.k)
    .sort(),
});

describe('clean-up of expired rows', () => {
  it('deletes only the expired rows of each kind, and nothing on a second run', async () => {
    const user = await seed();
    const cleanUp = makeCleanUpExpiredRows({ expiredRows: new PgExpiredRows(db), clock: { now: () => NOW } });
    expect(await cleanUp({ batchSize: 1, maxBatches: 10 })).toEqual({
      sessions: 2,
      accountTokens: 2,
      rateLimits: 1,
      clientLogs: 1,
      identityCodes: 1,
      visitorSearches: 1,
    });
    expect(await left(user)).toEqual({
      sessions: ['live'],
      tokens: ['expired-recently', 'live', 'used-recently'],
      counters: ['recent'],
      logs: ['recent'],
      codes: ['recent'],
      searches: ['/people/recent'],
    });
    expect(await cleanUp()).toEqual({
      sessions: 0,
      accountTokens: 0,
      rateLimits: 0,
      clientLogs: 0,
      identityCodes: 0,
      visitorSearches: 0,
    });
  });

  it('a run deletes at most batchSize x maxBatches rows of a kind; the next run goes on', async () => {
    await seed();
    await seed();
    const cleanUp = makeCleanUpExpiredRows({ expiredRows: new PgExpiredRows(db), clock: { now: () => NOW } });
    const first = await cleanUp({ batchSize: 1, maxBatches: 2 });
    expect(first).toEqual({
      sessions: 2,
      accountTokens: 2,
      rateLimits: 2,
      clientLogs: 2,
      identityCodes: 2,
      visitorSearches: 2,
    });
    const second = await cleanUp({ batchSize: 1, maxBatches: 2 });
    expect(second).toEqual({
      sessions: 2,
      accountTokens: 2,
      rateLimits: 0,
      clientLogs: 0,
      identityCodes: 0,
      visitorSearches: 0,
    });
  });
});

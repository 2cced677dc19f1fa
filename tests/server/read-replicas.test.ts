import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../adapters/postgres/db.js';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { MEMORY_DATA_DIR, openDb } from '../../adapters/postgres/open-db.js';
import { refreshSearchTables } from '../../adapters/postgres/pg-person-search.js';
import { openReplicaReadDb, READ_POOL_APPLICATION_NAME } from '../../adapters/postgres/read-replicas.js';
import { insertRecordTables, syntheticRecordTables } from '../support/record-tables.js';
import { type ReplicaCluster, replicaClusterSkipReason, startReplicaCluster } from '../support/replica-cluster.js';
import { wiredTestApp } from '../support/test-app.js';

// A real primary and streaming replica, started by this file (docs/decisions/0085): the application
// with DATABASE_READ_URL reads search, autocomplete and report records from the replica, writes on the
// primary, and answers what it answers on the primary alone.
const skip = replicaClusterSkipReason();
if (skip) console.info(`read-replicas.test.ts skipped: ${skip}`);

const USER = '00000000-0000-4000-8000-000000000085';
const DB_NAME = 'tw_replica_test';

let cluster: ReplicaCluster | undefined;
let primary: Db;
let replicaOnly: Db;
let readDb: Db;
let withReplica: ReturnType<typeof wiredTestApp>;
let primaryOnly: ReturnType<typeof wiredTestApp>;
let people: { id: number; first_name: string; last_name: string; city: string }[];

const noCache = { search: { candidates: null } } as const;

describe.skipIf(skip !== undefined)('DATABASE_READ_URL: a real streaming replica', () => {
  beforeAll(async () => {
    cluster = await startReplicaCluster();
    const admin = await openDb({ databaseUrl: cluster.primaryUrl(), dataDir: MEMORY_DATA_DIR, poolSize: 1 });
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
    await admin.close();
    primary = await openDb({ databaseUrl: cluster.primaryUrl(DB_NAME), dataDir: MEMORY_DATA_DIR, poolSize: 4 });
    await runMigrations(primary);
    await insertRecordTables(primary, syntheticRecordTables(300, 85));
    await primary.query(
      `INSERT INTO users (id, email, first_name, last_name, created_at, password_changed_at)
       VALUES ($1, 'replica@example.com', 'Rep', 'Lica', now(), now())`,
      [USER],
    );
    people = (
      await primary.query<{ id: number; first_name: string; last_name: string; city: string }>(
        `SELECT p.id, p.first_name, p.last_name, a.city FROM people p
           JOIN person_addresses pa ON pa.person_id = p.id AND pa.is_current
           JOIN addresses a ON a.id = pa.address_id
          ORDER BY p.id LIMIT 12`,
      )
    ).rows;
    await cluster.caughtUp();
    readDb = await openReplicaReadDb({ urls: [cluster.replicaUrl(DB_NAME)], poolSize: 2 });
    replicaOnly = await openDb({ databaseUrl: cluster.replicaUrl(DB_NAME), dataDir: MEMORY_DATA_DIR, poolSize: 1 });
    withReplica = wiredTestApp({ db: primary, readDb, overrides: noCache });
    primaryOnly = wiredTestApp({ db: primary, readDb: primary, overrides: noCache });
  }, 90_000);

  afterAll(async () => {
    await readDb?.close().catch(() => undefined);
    await replicaOnly?.close().catch(() => undefined);
    await primary?.close().catch(() => undefined);
    await cluster?.stop();
  });

  it('the read side is a server in recovery, reached as tracewell-read; the primary is not', async () => {
    expect((await readDb.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')).rows[0]?.r).toBe(true);
    expect((await primary.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')).rows[0]?.r).toBe(false);
    await expect(readDb.query('CREATE TABLE nope (id int)')).rejects.toThrow(/read-only/);
  });

  it('search, autocomplete and report records answer the same on the replica as on the primary', async () => {
    expect(people.length).toBeGreaterThan(5);
    for (const p of people) {
      const [a, b] = await Promise.all(
        [withReplica, primaryOnly].map((t) =>
          t.useCases.search.searchPeople({ firstName: p.first_name, lastName: p.last_name }),
        ),
      );
      expect(a?._unsafeUnwrap()).toEqual(b?._unsafeUnwrap());
      expect(a?._unsafeUnwrap().people.map((x) => x.id)).toContain(String(p.id));

      const prefix = p.last_name.slice(0, 2);
      const [la, lb] = await Promise.all(
        [withReplica, primaryOnly].map((t) => t.useCases.search.lastNameSuggestions({ input: prefix })),
      );
      expect(la?._unsafeUnwrap()).toEqual(lb?._unsafeUnwrap());
      const [ca, cb] = await Promise.all(
        [withReplica, primaryOnly].map((t) => t.useCases.search.citySuggestions({ input: p.city.slice(0, 3) })),
      );
      expect(ca?._unsafeUnwrap()).toEqual(cb?._unsafeUnwrap());

      const [ra, rb] = await Promise.all(
        [withReplica, primaryOnly].map((t) => t.reports.ports.source.background(p.id)),
      );
      expect(ra?.person).toBeTruthy();
      expect(ra).toEqual(rb);
    }
    // The read pool's connections are open on the replica, under their own name.
    const onReplica = await replicaOnly.query<{ n: number }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = $2`,
      [READ_POOL_APPLICATION_NAME, DB_NAME],
    );
    expect(onReplica.rows[0]?.n).toBeGreaterThan(0);
    const onPrimary = await primary.query<{ n: number }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
      [READ_POOL_APPLICATION_NAME],
    );
    expect(onPrimary.rows[0]?.n).toBe(0);
  });

  it('with replay paused, a new person is found through the primary only: the replica answers the reads', async () => {
    const p = people[0]!;
    const criteria = { firstName: 'Quillon', lastName: 'Quillonvale' };
    const surnames = (t: typeof withReplica) =>
      t.useCases.search.lastNameSuggestions({ input: 'Quillonv' }).then((r) => r._unsafeUnwrap().lastNames);
    await replicaOnly.query('SELECT pg_wal_replay_pause()');
    try {
      await primary.query(
        `INSERT INTO people (id, first_name, last_name, gender, birth_date, deceased, source_id, recorded_at)
         SELECT 985085, 'Quillon', 'Quillonvale', 'F', '1981-01-01', false, source_id, recorded_at FROM people WHERE id = $1`,
        [p.id],
      );
      await refreshSearchTables(primary);
      expect(await surnames(primaryOnly)).toHaveLength(1);
      expect(await surnames(withReplica)).toEqual([]);
      const viaPrimary = (await primaryOnly.useCases.search.searchPeople(criteria))._unsafeUnwrap();
      expect(viaPrimary.people.map((x) => x.id)).toContain('985085');
      const viaReplica = (await withReplica.useCases.search.searchPeople(criteria))._unsafeUnwrap();
      expect(viaReplica.people.map((x) => x.id)).not.toContain('985085');
      expect(await withReplica.reports.ports.source.background(985085)).toBeNull();
      expect(await primaryOnly.reports.ports.source.background(985085)).not.toBeNull();
    } finally {
      await replicaOnly.query('SELECT pg_wal_replay_resume()');
    }
    await cluster!.caughtUp();
    const after = (await withReplica.useCases.search.searchPeople(criteria))._unsafeUnwrap();
    expect(after.people.map((x) => x.id)).toContain('985085');
    expect(await surnames(withReplica)).toEqual(await surnames(primaryOnly));
  });

  it('a signed-in search is answered by the replica and recorded on the primary', async () => {
    const p = people[1]!;
    const before = await primary.query<{ n: number }>('SELECT count(*) AS n FROM searches WHERE user_id = $1', [USER]);
    const r = await withReplica.useCases.search.searchPeople({ firstName: p.first_name, lastName: p.last_name }, USER);
    expect(r.isOk()).toBe(true);
    const after = await primary.query<{ n: number }>('SELECT count(*) AS n FROM searches WHERE user_id = $1', [USER]);
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + 1);
  });
});

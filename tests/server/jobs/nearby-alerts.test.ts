import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryMailer } from '../../../adapters/memory/in-memory-accounts.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgNearbySearch, refreshPropertySearch } from '../../../adapters/postgres/pg-nearby-search.js';
import { PgSavedNearbySearches } from '../../../adapters/postgres/pg-saved-nearby-searches.js';
import { makeRunNearbyAlerts } from '../../../core/property/nearby-alerts.job.js';
import { SAVED_NEARBY_SEARCHES_MAX } from '../../../core/property/saved-nearby-search.rules.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The saved nearby search alerts (core/property/nearby-alerts.job.ts; docs/decisions/0067) on the
 * database: the first run records the baseline, a run with nothing new writes no mail, and after a
 * records change (a property row added and property_search_refresh() run) one mail names how many new
 * properties match and links the search, once even when three instances run at the same moment; the
 * next run is quiet again.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 300, 7070);
}, 180_000);
afterAll(async () => db?.close());

/** Members whose membership lapsed (the access port's answer), and the searches whose run failed. */
const lapsed = new Set<string>();
const failedSearches: string[] = [];

describe('nearby search alerts', () => {
  it('baseline first, then one mail per run that finds new matches', async () => {
    const userId = randomUUID();
    const email = `${userId}@example.com`;
    await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
      userId,
      email,
    ]);
    const subject = (await db.query<{ id: number }>('SELECT id FROM properties ORDER BY id LIMIT 1')).rows[0]!;
    const saved = new PgSavedNearbySearches(db);
    const mailer = new InMemoryMailer();
    let now = new Date('2026-11-20T10:00:00Z');
    const run = makeRunNearbyAlerts({
      savedNearbySearches: saved,
      nearbySearch: new PgNearbySearch(db),
      mailer,
      clock: { now: () => now },
      publicUrl: 'https://tracewell.test',
      access: { standing: async (id) => (lapsed.has(id ?? '') ? 'free' : 'member') },
      onSearchError: (id) => failedSearches.push(id),
    });
    const s = await saved.add(
      userId,
      {
        filters: { distanceFromSubject: 1 },
        criteria: { Target: { SubjectPropertyId: Number(subject.id) } },
        title: 'Around the subject',
        searchUrl: `/nearby?propertyId=${subject.id}`,
      },
      SAVED_NEARBY_SEARCHES_MAX,
    );
    expect(s).not.toBeNull();

    expect(await run()).toMatchObject({ searches: 1, baselines: 1, mailed: 0 });
    expect(mailer.sent).toHaveLength(0);
    const baseline = (await saved.list(userId))[0]!;
    expect(baseline.matchedIds).not.toBeNull();
    expect(baseline.lastAlertAt?.toISOString()).toBe(now.toISOString());

    now = new Date('2026-11-20T11:00:00Z');
    expect(await run()).toMatchObject({ baselines: 0, mailed: 0 });
    expect(mailer.sent).toHaveLength(0);

    // A records change: two new properties next to the subject, then the nearby table refreshed.
    for (const [id, dLat] of [
      [9_000_001, 0.0001],
      [9_000_002, -0.0002],
    ] as const) {
      await db.query(
        `INSERT INTO properties
         SELECT (jsonb_populate_record(NULL::properties,
                   to_jsonb(p) || jsonb_build_object('id', $2::bigint, 'latitude', p.latitude + $3::float8))).*
           FROM properties p WHERE p.id = $1`,
        [subject.id, id, dLat],
      );
    }
    await refreshPropertySearch(db);
    now = new Date('2026-11-20T12:00:00Z');
    // Three server instances run the alerts at the same moment: one records the search and mails.
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((n, r) => n + r.mailed, 0)).toBe(1);
    // A run that reads the search after another recorded it finds nothing new (not counted as raced).
    expect(runs.reduce((n, r) => n + r.raced, 0)).toBeLessThanOrEqual(2);
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('2 new properties match your saved search');
    expect(mail.text).toContain(`https://tracewell.test/nearby?propertyId=${subject.id}`);
    expect((await saved.list(userId))[0]!.matchedIds).toEqual(expect.arrayContaining([9_000_001, 9_000_002]));

    expect(await run()).toMatchObject({ mailed: 0 });
    expect(mailer.sent).toHaveLength(1);
  }, 120_000);

  it('at most the limit per member, even when saved at once', async () => {
    const userId = randomUUID();
    await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
      userId,
      `${userId}@example.com`,
    ]);
    const saved = new PgSavedNearbySearches(db);
    const body = { filters: {}, criteria: { Target: { SubjectPropertyId: 1 } }, title: 't', searchUrl: '/nearby' };
    const results = await Promise.all(Array.from({ length: 8 }, () => saved.add(userId, body, 5)));
    expect(results.filter((r) => r !== null)).toHaveLength(5);
    expect(await saved.list(userId)).toHaveLength(5);
    expect(await saved.remove(randomUUID(), (await saved.list(userId))[0]!.id)).toBe(false);
  }, 60_000);

  it("a lapsed member's search waits, and one search that fails does not stop the others", async () => {
    const mk = async () => {
      const userId = randomUUID();
      await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
        userId,
        `${userId}@example.com`,
      ]);
      return userId;
    };
    const [broken, gone, fine] = [await mk(), await mk(), await mk()];
    lapsed.add(gone);
    const subject = (await db.query<{ id: number }>('SELECT id FROM properties ORDER BY id LIMIT 1')).rows[0]!;
    const saved = new PgSavedNearbySearches(db);
    const body = (filters: Record<string, unknown>) => ({
      filters,
      criteria: { Target: { SubjectPropertyId: Number(subject.id) } },
      title: 't',
      searchUrl: '/nearby',
    });
    // Stored before the schema refused such codes: the database cannot compare them.
    const bad = (await saved.add(broken, body({ LandUseCode: [1e20] }), 5))!;
    await saved.add(gone, body({}), 5);
    await saved.add(fine, body({}), 5);
    const run = makeRunNearbyAlerts({
      savedNearbySearches: saved,
      nearbySearch: new PgNearbySearch(db),
      mailer: new InMemoryMailer(),
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
      publicUrl: 'https://tracewell.test',
      access: { standing: async (id) => (lapsed.has(id ?? '') ? 'free' : 'member') },
      onSearchError: (id) => failedSearches.push(id),
    });
    const r = await run();
    expect(r.failed).toBe(1);
    expect(failedSearches).toContain(bad.id);
    expect(r.inactive).toBe(1);
    const ran = await saved.list(fine);
    expect(ran[0]!.lastAlertAt).not.toBeNull();
    expect((await saved.list(gone))[0]!.lastAlertAt).toBeNull();
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgPersonSearch } from '../../../adapters/postgres/pg-person-search.js';
import { PgSuppressions } from '../../../adapters/postgres/pg-suppressions.js';
import { givenNamesOf } from '../../../core/search/search-people.use-case.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The name search's look-up of both orders leaves out the people who opted out itself (migration 0099,
 * docs/decisions/0090), and says so only when it reads the primary, where the opt-out writes; the
 * single-order look-up does not.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 300, 9090);
}, 180_000);
afterAll(async () => db?.close());

/** A look-up that finds two people or more: a surname of a family, with each member's given name. */
const family = async () => {
  const r = await db.query<{ last: string; firsts: string[] }>(
    `SELECT regexp_replace(lower(last_name), '[^a-z]', '', 'g') AS last,
       array_agg(DISTINCT regexp_replace(lower(first_name), '[^a-z]', '', 'g')) AS firsts
     FROM people GROUP BY 1 HAVING count(DISTINCT regexp_replace(lower(first_name), '[^a-z]', '', 'g')) >= 2
     ORDER BY 1 LIMIT 1`,
  );
  const f = r.rows[0];
  if (!f) throw new Error('the synthetic records hold no family');
  const first = f.firsts[0] ?? '';
  return {
    query: { first, last: f.last, firstNames: f.firsts, limit: 1000 },
    other: { firstNames: givenNamesOf(f.last, true), below: 1001 },
  };
};

describe('PgPersonSearch.findCandidatesBothOrders and opt-outs', () => {
  it('leaves out a person who opted out, from both orders, and says so on the primary', async () => {
    const { query, other } = await family();
    const search = new PgPersonSearch(db);
    const before = await search.findCandidatesBothOrders(query, other);
    const found = before.typed.map((c) => c.id);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(before.suppressedLeftOut).toBe(true);

    const [gone, stays] = found as [number, number];
    const { suppressed } = await new PgSuppressions(db).optOut(gone, null, new Date('2026-11-27T12:00:00Z'));
    const after = await search.findCandidatesBothOrders(query, other);
    const left = [...after.typed, ...(after.other ?? [])].map((c) => c.id);
    expect(left).not.toContain(gone);
    for (const id of suppressed) expect(left).not.toContain(id);
    if (!suppressed.includes(stays)) expect(left).toContain(stays);
    // Everyone else is still there, in the same order.
    expect(after.typed.map((c) => c.id)).toEqual(found.filter((id) => !suppressed.includes(id)));
    // The single-order look-up still finds them (identity monitoring finds a member's own record with it).
    expect((await search.findCandidates(query)).map((c) => c.id)).toEqual(found);
  });

  it('reading a replica (another Db than the primary) does not say it left them out', async () => {
    const { query, other } = await family();
    // Stands in for a replica: the same database behind another Db object.
    const replica = Object.create(db) as Db;
    const found = await new PgPersonSearch(replica, db).findCandidatesBothOrders(query, other);
    expect(found.typed.length).toBeGreaterThan(0);
    expect(found.suppressedLeftOut).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { FUNCTIONS_DIR } from '../../../adapters/postgres/migrate.js';
import { PgPersonSearch } from '../../../adapters/postgres/pg-person-search.js';
import { PgSuppressions } from '../../../adapters/postgres/pg-suppressions.js';
import { makeFactGate } from '../../../core/fact-gate/fact-gate.steps.js';
import { gatedPersonSearch } from '../../../core/search/gated-person-search.steps.js';
import { givenNamesOf } from '../../../core/search/search-people.use-case.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The name search's look-up hands over everyone, people who opted out too: the fact gate, in core, is the one
 * place that decides who is shown (docs/decisions/0099). A search through the gate, on the same database,
 * leaves the opted-out people out and keeps everyone else in the same order.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 300, 9090);
}, 180_000);
afterAll(async () => db?.close());

/** A function file's text. */
const sourceOf = (name: string): string => readFileSync(`${FUNCTIONS_DIR}${name}.sql`, 'utf8');

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
  it('finds a person who opted out; the search through the gate leaves them out, and only them', async () => {
    const { query, other } = await family();
    const search = new PgPersonSearch(db);
    const suppressions = new PgSuppressions(db);
    const before = await search.findCandidatesBothOrders(query, other);
    const found = before.typed.map((c) => c.id);
    expect(found.length).toBeGreaterThanOrEqual(2);

    const [gone, stays] = found as [number, number];
    const { suppressed } = await suppressions.optOut(gone, null, new Date('2026-11-27T12:00:00Z'));
    expect(suppressed).toContain(gone);
    // The store's facts did not change: the look-up still finds everyone, in the same order.
    const after = await search.findCandidatesBothOrders(query, other);
    expect(after.typed.map((c) => c.id)).toEqual(found);
    expect((await search.findCandidates(query)).map((c) => c.id)).toEqual(found);
    expect(sourceOf('search_candidates_json')).not.toMatch(/suppressed_people/);
    expect(sourceOf('search_candidates_both_orders_json')).not.toMatch(/suppressed_people/);

    // Through the gate: the opted-out people are gone from both orders, everyone else is still there in order.
    const gated = gatedPersonSearch(search, makeFactGate(suppressions));
    const shown = await gated.findCandidatesBothOrders(query, other);
    const left = [...shown.typed, ...(shown.other ?? [])].map((c) => c.id);
    for (const id of suppressed) expect(left).not.toContain(id);
    if (!suppressed.includes(stays)) expect(left).toContain(stays);
    expect(shown.typed.map((c) => c.id)).toEqual(found.filter((id) => !suppressed.includes(id)));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The name search's functions keep their generic plans (docs/performance.md, "Search"): `CREATE OR REPLACE` sets a
 * function's settings to those its text names, so a function file that loses its `SET plan_cache_mode` fails here.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());

describe('search functions', () => {
  it('run with generic plans', async () => {
    const r = await db.query<{ proname: string; args: number; settings: string[] | null }>(
      `SELECT proname, pronargs::int AS args, proconfig AS settings FROM pg_proc
       WHERE proname IN ('search_candidates_json', 'search_candidates_both_orders_json', 'search_card_extras_json')
       ORDER BY proname, pronargs`,
    );
    const generic = ['plan_cache_mode=force_generic_plan'];
    expect(r.rows).toEqual([
      // Only the people of a state, with the card extras (migration 0103); the six-argument one went in 0107.
      { proname: 'search_candidates_both_orders_json', args: 8, settings: generic },
      // Only the people of a state (migration 0103); the five- and six-argument ones went in 0107, the
      // seven-argument one (with the opt-out argument) in 0111.
      { proname: 'search_candidates_json', args: 6, settings: generic },
      { proname: 'search_card_extras_json', args: 1, settings: generic },
    ]);
  });
});

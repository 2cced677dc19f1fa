import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The name search's functions keep their generic plans (migrations 0096, 0097, 0099, 0102 and 0103): a later migration that
 * redefines one (`CREATE OR REPLACE` or DROP and CREATE) resets its settings, and this fails until it
 * sets `plan_cache_mode` again.
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
      { proname: 'search_candidates_both_orders_json', args: 6, settings: generic },
      // Only the people of a state, with the card extras (migration 0103).
      { proname: 'search_candidates_both_orders_json', args: 8, settings: generic },
      { proname: 'search_candidates_json', args: 5, settings: generic },
      // With or without the opted-out people (migration 0099).
      { proname: 'search_candidates_json', args: 6, settings: generic },
      // Only the people of a state (migration 0103).
      { proname: 'search_candidates_json', args: 7, settings: generic },
      { proname: 'search_card_extras_json', args: 1, settings: generic },
    ]);
  });
});

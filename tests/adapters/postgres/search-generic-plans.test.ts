import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The name search's functions keep their generic plans (migrations 0096 and 0097): a later migration that
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
    const r = await db.query<{ proname: string; settings: string[] | null }>(
      `SELECT proname, proconfig AS settings FROM pg_proc
       WHERE proname IN ('search_candidates_json', 'search_candidates_both_orders_json', 'search_card_extras_json')
       ORDER BY proname`,
    );
    expect(r.rows).toEqual([
      { proname: 'search_candidates_both_orders_json', settings: ['plan_cache_mode=force_generic_plan'] },
      { proname: 'search_candidates_json', settings: ['plan_cache_mode=force_generic_plan'] },
      { proname: 'search_card_extras_json', settings: ['plan_cache_mode=force_generic_plan'] },
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../adapters/postgres/migrate.js';
import { COMPARABLES_FUNCTION_SQL } from '../../../adapters/postgres/pg-property-market.js';

/**
 * The comparables statement runs as a plpgsql function (plan cached per connection); the adapter keeps
 * its text. A change to the statement without a NEW migration carrying the new function fails here
 * (migrations are forward-only: the newest migration that defines the function must hold its text).
 */
describe('market_comparables', () => {
  it('the newest migration defining it holds exactly the adapter statement', () => {
    const defining = readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{4}_.*\.sql$/.test(f))
      .sort()
      .map((f) => ({ f, sql: readFileSync(join(MIGRATIONS_DIR, f), 'utf8') }))
      .filter((m) => m.sql.includes('CREATE OR REPLACE FUNCTION market_comparables('));
    const newest = defining[defining.length - 1];
    expect(newest, 'a migration defines market_comparables').toBeDefined();
    expect(newest!.sql, newest!.f).toContain(COMPARABLES_FUNCTION_SQL);
  });
});

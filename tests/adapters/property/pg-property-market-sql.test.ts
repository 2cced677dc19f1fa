import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../adapters/postgres/migrate.js';
import { COMPARABLES_FUNCTION_SQL, COMPARABLES_SQL } from '../../../adapters/postgres/pg-property-market.js';

/**
 * The comparables statement runs as a plpgsql function (plan cached per connection); the adapter keeps
 * its text. A change to the statement without a migration carrying the new function fails here.
 */
describe('market_comparables in the latest migration that defines it (0065)', () => {
  it('is the adapter statement, as generated', () => {
    const migration = readFileSync(join(MIGRATIONS_DIR, '0065_property_market_cube.sql'), 'utf8');
    expect(migration).toContain(COMPARABLES_FUNCTION_SQL);
    expect(COMPARABLES_FUNCTION_SQL).toContain(COMPARABLES_SQL.trim());
  });
});

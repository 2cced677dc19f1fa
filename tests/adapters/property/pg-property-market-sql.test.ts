import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_DIR } from '../../../adapters/postgres/migrate.js';
import { COMPARABLES_FUNCTION_SQL } from '../../../adapters/postgres/pg-property-market.js';

/**
 * The comparables statement runs as a plpgsql function (plan cached per connection); the adapter keeps
 * its text. A change to the statement that its function file does not carry fails here.
 */
describe('market_comparables', () => {
  it('its function file holds exactly the adapter statement', () => {
    expect(readFileSync(join(FUNCTIONS_DIR, 'market_comparables.sql'), 'utf8')).toContain(COMPARABLES_FUNCTION_SQL);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_DIR } from '../../../adapters/postgres/migrate.js';
import { COMPARABLES_PARAMS } from '../../../adapters/postgres/pg-property-market.js';

/**
 * The comparables statement has one text, its function file (docs/decisions/0060-property-research.md); the
 * adapter calls the function with each parameter cast to the type the file declares for it.
 */
describe('market_comparables', () => {
  it('takes the argument types the adapter casts its parameters to, in order', () => {
    const sql = readFileSync(join(FUNCTIONS_DIR, 'market_comparables.sql'), 'utf8');
    const args = /CREATE OR REPLACE FUNCTION market_comparables\(([^)]*)\)/.exec(sql)?.[1];
    expect(args?.split(',').map((a) => a.trim())).toEqual([...COMPARABLES_PARAMS]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { runMigrations } from '../../../adapters/postgres/migrate.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The per-ZIP sales and listings of migration 0064 (docs/decisions/0060-property-research.md): a
 * database whose records were loaded before 0064 existed gets its copies when 0064 runs, so no request
 * ever finds them empty; a later records load rebuilds them (market_refresh()).
 */
let db: Db | undefined;
afterAll(async () => db?.close());

const counts = async (d: Db) =>
  (
    await d.query<{ sales: number; listings: number; want_sales: number; want_listings: number }>(
      `SELECT (SELECT count(*)::int FROM market_sales) AS sales,
              (SELECT count(*)::int FROM market_listings) AS listings,
              (SELECT count(*)::int FROM property_transactions WHERE transaction_type = 'sale' AND amount_cents > 0) AS want_sales,
              (SELECT count(*)::int FROM property_listings WHERE listing_type = 'sale') AS want_listings`,
    )
  ).rows[0]!;

describe('migration 0064 on a database loaded before it', () => {
  it('fills the per-ZIP copies from the records already there', async () => {
    db = await openTestDb();
    await loadSyntheticRecords(db, 300, 6464);
    // The database as it was before 0064: records loaded, no market tables, 0064 not applied.
    await db.query('DROP TABLE market_sales, market_listings');
    await db.query('DROP FUNCTION market_refresh()');
    await db.query("DELETE FROM schema_migrations WHERE version = '0064'");

    const result = await runMigrations(db);
    expect(result.applied).toEqual(['0064_property_market_by_zip.sql']);
    const c = await counts(db);
    expect(c.want_sales).toBeGreaterThan(0);
    expect(c.want_listings).toBeGreaterThan(0);
    expect(c.sales).toBe(c.want_sales);
    expect(c.listings).toBe(c.want_listings);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRows, seedCatalog } from '../../../adapters/postgres/catalog-seed.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { runMigrations } from '../../../adapters/postgres/migrate.js';
import { PgProductCatalog } from '../../../adapters/postgres/pg-product-catalog.js';
import type { ProductCatalogEntries } from '../../../core/membership/catalog/catalog-entries.rules.js';
import { PRODUCT_CATALOG_ENTRIES } from '../../../core/membership/catalog/product-catalog.rules.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The catalog seed (adapters/postgres/catalog-seed.ts): after the migrations the catalog tables hold core's
 * catalog (core/membership/catalog/product-catalog.rules.ts); a start with the same catalog writes nothing, a
 * changed one (or a hand-edited row) is written again, rows core no longer lists are deleted unless something
 * refers to them. On PGlite, and on the server when DATABASE_URL is set.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

const TABLES = ['coupons', 'product_menus', 'product_offers', 'product_skus'] as const;
/** The catalog tables as rows, keys sorted, in id order. */
const held = async () => {
  const out: Record<string, unknown[]> = {};
  for (const t of TABLES) {
    const rows = (await db.query<Record<string, unknown>>(`SELECT * FROM ${t} ORDER BY id COLLATE "C"`)).rows;
    out[t] = rows.map((r) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))));
  }
  return out;
};
const expected = (catalog: ProductCatalogEntries = PRODUCT_CATALOG_ENTRIES) => {
  const rows = catalogRows(catalog);
  return Object.fromEntries(
    TABLES.map((t) => [
      t,
      [...rows[t]]
        .sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1))
        .map((r) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))),
    ]),
  );
};

/** Core's catalog with the Premium Membership at another price everywhere it is sold at its own price. */
const repriced = (priceCents: number): ProductCatalogEntries => ({
  ...PRODUCT_CATALOG_ENTRIES,
  menus: PRODUCT_CATALOG_ENTRIES.menus.map((m) => ({
    ...m,
    offers: m.offers.map((o) => ({
      ...o,
      skus: o.skus.map((s) => (s.id === 'upgrade-premium-Monthly' ? { ...s, priceCents } : s)),
    })),
  })),
});

describe(`catalog seed (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it("after the migrations the tables hold core's catalog, and another start writes nothing", async () => {
    expect(await held()).toEqual(expected());
    expect(await seedCatalog(db)).toBe(false);
    await runMigrations(db);
    expect(await held()).toEqual(expected());
  });

  it('stores no sentence of terms: the column is gone, nothing reads it', async () => {
    const cols = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'product_offers'",
    );
    expect(cols.rows.map((c) => c.column_name)).not.toContain('terms_standard');
    expect(cols.rows.map((c) => c.column_name)).toContain('terms_notes');
  });

  it('writes a changed catalog, and core again; the Pg catalog then reads the new price and terms', async () => {
    expect(await seedCatalog(db, repriced(500))).toBe(true);
    expect(await held()).toEqual(expected(repriced(500)));
    const upgrade = (await new PgProductCatalog(db).menuById('menu-upgrades'))?.offers[0];
    expect(upgrade?.skus[0]?.priceCents).toBe(500);
    expect(upgrade?.termsStandard).toBe(
      'You will be charged $5.00 today. Your Premium Membership renews automatically at $5.00 per month until you cancel. Cancel online any time from Your Account.',
    );
    expect(await seedCatalog(db)).toBe(true);
    expect(await held()).toEqual(expected());
  });

  it('puts back a row edited by hand and deletes a row core does not list', async () => {
    await db.query("UPDATE product_skus SET price_cents = 1 WHERE id = 'premium-renewal-Monthly'");
    await db.query('UPDATE product_offers SET terms_notes = \'{"includes": "x"}\' WHERE id = \'offer-explorer\'');
    await db.query("INSERT INTO product_menus (id, name, display_name) VALUES ('menu-stray', 'stray', 'Stray')");
    expect(await seedCatalog(db)).toBe(true);
    expect(await held()).toEqual(expected());
    expect(await seedCatalog(db)).toBe(false);
  });

  it('many starts at once leave core’s catalog once', async () => {
    await db.query("UPDATE coupons SET amount_off_cents = 300 WHERE id = 'coupon-cancel-basic'");
    const results = await Promise.all(Array.from({ length: 6 }, () => seedCatalog(db)));
    expect(results).toContain(true);
    expect(await held()).toEqual(expected());
  });

  it('refuses to delete a product something still refers to, and changes nothing', async () => {
    await db.query('CREATE TABLE catalog_seed_probe (sku_id text REFERENCES product_skus (id))');
    await db.query("INSERT INTO catalog_seed_probe VALUES ('upgrade-rewards-Monthly')");
    const withoutRewards: ProductCatalogEntries = {
      ...PRODUCT_CATALOG_ENTRIES,
      menus: PRODUCT_CATALOG_ENTRIES.menus.map((m) => ({
        ...m,
        offers: m.offers.filter((o) => o.id !== 'offer-upgrade-rewards'),
      })),
    };
    await expect(seedCatalog(db, repriced(600))).resolves.toBe(true);
    await expect(seedCatalog(db, withoutRewards)).rejects.toThrow(/^Catalog seed failed: .*catalog_seed_probe/);
    // The failed seed wrote nothing: the repriced catalog is still there.
    expect(await held()).toEqual(expected(repriced(600)));
    await db.query('DROP TABLE catalog_seed_probe');
    expect(await seedCatalog(db)).toBe(true);
    expect(await held()).toEqual(expected());
  });
});

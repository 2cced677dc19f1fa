import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryProductCatalog } from '../../../adapters/memory/in-memory-membership.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgProductCatalog } from '../../../adapters/postgres/pg-product-catalog.js';
import { PRODUCT_CATALOG } from '../../../core/membership/catalog/product-catalog.rules.js';
import type { ProductCatalog } from '../../../core/membership/membership-store.port.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The ProductCatalog contract (core/membership/membership-store.port.ts): core's catalog
 * (core/membership/catalog/product-catalog.rules.ts), looked up by menu name or id and coupons by id or code,
 * offers and SKUs in their order. The in-memory catalog serves core's catalog; PgProductCatalog reads the rows
 * the seed wrote after the migrations. The last block checks the two hold exactly the same.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

const subjects: [string, () => ProductCatalog][] = [
  ['InMemoryProductCatalog', () => new InMemoryProductCatalog()],
  [
    process.env.DATABASE_URL ? 'PgProductCatalog (PostgreSQL server)' : 'PgProductCatalog (PGlite)',
    () => new PgProductCatalog(db),
  ],
];

describe.each(subjects)('ProductCatalog contract: %s', (_name, make) => {
  let catalog: ProductCatalog;
  beforeAll(() => {
    catalog = make();
  });

  it('finds a menu by name and by id, the same menu both ways; unknown ones are null', async () => {
    const byName = await catalog.menuByName('search-name-background');
    expect(byName).toMatchObject({ id: 'menu-people', name: 'search-name-background' });
    expect(await catalog.menuById('menu-people')).toEqual(byName);
    expect(await catalog.menuByName('menu-people')).toBeNull();
    expect(await catalog.menuById('search-name-background')).toBeNull();
    expect(await catalog.menuByName('no-such-menu')).toBeNull();
  });

  it("holds the people-search menu's offers in their order, the premium trial the default (002 sections 3, 4)", async () => {
    const menu = await catalog.menuByName('search-name-background');
    expect(menu?.offers.map((o) => o.id)).toEqual([
      'offer-premium-trial',
      'offer-standard-trial',
      'offer-premium-trial-50off',
      'offer-premium-quarterly',
    ]);
    expect(menu?.offers.filter((o) => o.isDefault).map((o) => o.id)).toEqual(['offer-premium-trial']);
    const trial = menu!.offers[0]!;
    expect(trial).toMatchObject({ offerType: 4, membershipKey: 'try-for-$1', offerJson: { bestValue: true } });
    expect(trial.termsStandard).toContain('renews automatically at $4.95 per month');
    // Every trial offer has one trial, one renewal and one cancellation SKU (002 section 4).
    expect(trial.skus.map((k) => [k.kind, k.priceCents, k.termHours, k.trialRenewalPriceCents])).toEqual([
      ['trial', 100, 72, 495],
      ['renewal', 495, 720, null],
      ['cancellation', 0, 72, null],
    ]);
    expect(trial.skus[0]?.entitlements).toEqual([{ name: 'Number of Reports', value: 100 }]);
  });

  it('holds the abandonment offer with its 50off coupon, found by id and by code', async () => {
    const menu = await catalog.menuByName('search-name-background');
    const special = menu?.offers.find((o) => o.isAbandonment);
    expect(special).toMatchObject({ id: 'offer-premium-trial-50off', isSpecial: true, couponId: 'coupon-50off' });
    expect(special?.skus[0]).toMatchObject({ kind: 'trial', priceCents: 50, couponId: 'coupon-50off' });
    const coupon = { id: 'coupon-50off', code: '50off', percentOff: 50, amountOffCents: null };
    expect(await catalog.coupon('coupon-50off')).toMatchObject(coupon);
    expect(await catalog.coupon('50off')).toMatchObject(coupon);
    expect(await catalog.coupon('stay-premium')).toMatchObject({ percentOff: null, amountOffCents: 200 });
    expect(await catalog.coupon('no-such-coupon')).toBeNull();
  });

  it('holds the membership tiers with their keys (000 section 1, 002 section 9) and lifetime offers with no term', async () => {
    const tiers = await catalog.menuByName('membership-tiers');
    expect(tiers?.offers.map((o) => o.membershipKey)).toEqual([
      'explorer',
      'id+',
      'id+-$1',
      'connect+',
      'all-access',
      'enterprise-500',
      'enterprise-2500',
    ]);
    expect(tiers?.offers.find((o) => o.membershipKey === 'all-access')?.skus.map((k) => k.termHours)).toEqual([
      720, 2160,
    ]);
    const lifetime = await catalog.menuByName('lifetime');
    expect(lifetime?.offers.map((o) => [o.flag, o.skus[0]?.kind, o.skus[0]?.termHours, o.skus[0]?.priceCents])).toEqual(
      [
        [256, 'lifetime', null, 2995],
        [512, 'lifetime', null, 4995],
        [1024, 'lifetime', null, 6995],
      ],
    );
  });

  it('holds the report PDF add-on at its SKU price (001 section 9)', async () => {
    const addOns = await catalog.menuByName('report-add-ons');
    expect(addOns?.offers[0]?.skus).toEqual([
      expect.objectContaining({ id: 'report-pdf', kind: 'standard', priceCents: 295, termHours: null }),
    ]);
  });

  it('answers the same lookups many times at once', async () => {
    const fresh = make();
    const menus = await Promise.all(Array.from({ length: 12 }, () => fresh.menuByName('dating')));
    expect(new Set(menus.map((m) => JSON.stringify(m))).size).toBe(1);
    expect(menus[0]?.offers).toHaveLength(2);
  });
});

describe('the in-memory catalog is the catalog the database is seeded with', () => {
  it('every menu and coupon equals what PgProductCatalog reads from a migrated database', async () => {
    const pg = new PgProductCatalog(db);
    const fake = new InMemoryProductCatalog();
    const names = (await db.query<{ name: string; id: string }>('SELECT name, id FROM product_menus ORDER BY id')).rows;
    expect(names.map((m) => m.name).sort()).toEqual(PRODUCT_CATALOG.menus.map((m) => m.name).sort());
    for (const { name, id } of names) {
      expect(await fake.menuByName(name)).toEqual(await pg.menuByName(name));
      expect(await fake.menuById(id)).toEqual(await pg.menuById(id));
    }
    const coupons = (await db.query<{ id: string; code: string }>('SELECT id, code FROM coupons')).rows;
    expect(coupons.length).toBe(PRODUCT_CATALOG.coupons.length);
    for (const { id, code } of coupons) {
      expect(await fake.coupon(id)).toEqual(await pg.coupon(id));
      expect(await fake.coupon(code)).toEqual(await pg.coupon(code));
    }
  });
});

import type { ProductCatalogEntries } from '../../core/membership/catalog/catalog-entries.rules.js';
import { PRODUCT_CATALOG_ENTRIES } from '../../core/membership/catalog/product-catalog.rules.js';
import type { Db, Queryable } from './db.js';

/**
 * Writes core's product catalog (core/membership/catalog/product-catalog.rules.ts) into the catalog tables
 * after the migrations (docs/decisions/0031, amendment). A migration cannot import TypeScript, so the tables of
 * migration 0030 are storage (subscriptions refer to their rows) and this is how their rows are written: every
 * start compares the rows with core's catalog (four small reads) and, only when they differ, upserts core's
 * rows and deletes the ones core no longer lists, in one transaction. A product that memberships still refer
 * to cannot be deleted: the seed then fails, naming the constraint, and the product stays in core's catalog
 * (in a menu nothing sells from) until its memberships are gone. Instances starting together take an advisory
 * lock; the last one to start writes its catalog.
 */

type CatalogRow = Readonly<Record<string, unknown>>;

interface CatalogTable {
  readonly name: 'coupons' | 'product_menus' | 'product_offers' | 'product_skus';
  /** Columns and their SQL types, as `jsonb_to_recordset` reads them. */
  readonly columns: Readonly<Record<string, string>>;
}

/** The catalog tables in the order rows are written (a row's references first); deleted in the reverse order. */
const TABLES: readonly CatalogTable[] = [
  {
    name: 'coupons',
    columns: { id: 'text', code: 'text', description: 'text', percent_off: 'integer', amount_off_cents: 'integer' },
  },
  { name: 'product_menus', columns: { id: 'text', name: 'text', display_name: 'text' } },
  {
    name: 'product_offers',
    columns: {
      id: 'text',
      menu_id: 'text',
      offer_name: 'text',
      offer_type: 'integer',
      flag: 'integer',
      offer_json: 'jsonb',
      is_abandonment: 'boolean',
      is_special: 'boolean',
      is_default: 'boolean',
      coupon_id: 'text',
      membership_key: 'text',
      terms_notes: 'jsonb',
      sort: 'integer',
    },
  },
  {
    name: 'product_skus',
    columns: {
      id: 'text',
      offer_id: 'text',
      kind: 'text',
      name: 'text',
      product_display_name: 'text',
      price_cents: 'integer',
      term_hours: 'integer',
      trial_renewal_price_cents: 'integer',
      coupon_id: 'text',
      entitlements: 'jsonb',
      offer_type: 'integer',
      sort: 'integer',
    },
  },
];

/** The rows of each catalog table that `catalog` makes; offers and SKUs are sorted in their order from 1. */
export const catalogRows = (
  catalog: ProductCatalogEntries = PRODUCT_CATALOG_ENTRIES,
): Record<CatalogTable['name'], CatalogRow[]> => {
  const offers = catalog.menus.flatMap((m) => m.offers);
  return {
    coupons: catalog.coupons.map((c) => ({
      id: c.id,
      code: c.code,
      description: c.description,
      percent_off: c.percentOff,
      amount_off_cents: c.amountOffCents,
    })),
    product_menus: catalog.menus.map((m) => ({ id: m.id, name: m.name, display_name: m.displayName })),
    product_offers: catalog.menus.flatMap((m) =>
      m.offers.map((o, i) => ({
        id: o.id,
        menu_id: m.id,
        offer_name: o.offerName,
        offer_type: o.offerType,
        flag: o.flag,
        offer_json: o.offerJson,
        is_abandonment: o.isAbandonment,
        is_special: o.isSpecial,
        is_default: o.isDefault,
        coupon_id: o.couponId,
        membership_key: o.membershipKey,
        terms_notes: o.termsNotes,
        sort: i + 1,
      })),
    ),
    product_skus: offers.flatMap((o) =>
      o.skus.map((s, i) => ({
        id: s.id,
        offer_id: o.id,
        kind: s.kind,
        name: s.name,
        product_display_name: s.productDisplayName,
        price_cents: s.priceCents,
        term_hours: s.termHours,
        trial_renewal_price_cents: s.trialRenewalPriceCents,
        coupon_id: s.couponId,
        entitlements: s.entitlements,
        offer_type: s.offerType,
        sort: i + 1,
      })),
    ),
  };
};

/** JSON with object keys sorted (jsonb keeps its own key order), so equal rows compare equal. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
const byId = (a: CatalogRow, b: CatalogRow): number => (String(a.id) < String(b.id) ? -1 : 1);

/** True when every catalog table holds exactly `rows`. */
const holds = async (db: Queryable, rows: Record<CatalogTable['name'], CatalogRow[]>): Promise<boolean> => {
  const held = await Promise.all(
    TABLES.map((t) =>
      db.query<CatalogRow>(`SELECT ${Object.keys(t.columns).join(', ')} FROM ${t.name} ORDER BY id COLLATE "C"`),
    ),
  );
  return TABLES.every((t, i) => canonical(held[i]?.rows) === canonical([...rows[t.name]].sort(byId)));
};

/** Any constant: the advisory lock key of the catalog seed on a PostgreSQL server. */
const LOCK_KEY = 724_011_031;

const write = async (tx: Queryable, rows: Record<CatalogTable['name'], CatalogRow[]>): Promise<void> => {
  for (const t of TABLES) {
    const cols = Object.keys(t.columns);
    const record = cols.map((c) => `${c} ${t.columns[c]}`).join(', ');
    const updates = cols
      .filter((c) => c !== 'id')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ');
    await tx.query(
      `INSERT INTO ${t.name} (${cols.join(', ')})
       SELECT ${cols.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${record})
       ON CONFLICT (id) DO UPDATE SET ${updates}`,
      [JSON.stringify(rows[t.name])],
    );
  }
  for (const t of [...TABLES].reverse()) {
    await tx.query(`DELETE FROM ${t.name} WHERE NOT (id = ANY($1::text[]))`, [rows[t.name].map((r) => r.id)]);
  }
};

/**
 * Brings the catalog tables to `catalog` (core's by default). Returns true when it wrote, false when the tables
 * already held it (the usual start: four reads, no write).
 */
export const seedCatalog = async (
  db: Db,
  catalog: ProductCatalogEntries = PRODUCT_CATALOG_ENTRIES,
): Promise<boolean> => {
  const rows = catalogRows(catalog);
  if (await holds(db, rows)) return false;
  try {
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      await write(tx, rows);
    });
  } catch (e) {
    throw new Error(`Catalog seed failed: ${(e as Error).message}`, { cause: e });
  }
  return true;
};

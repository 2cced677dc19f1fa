import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATALOG_ENTRIES } from '../../core/membership/catalog/product-catalog.rules.js';
import { findCatalogStatements, priceLiterals } from './catalog-statement-rules.js';

const ROOT = join(import.meta.dirname, '..', '..');

const sources = (dir: string): { file: string; source: string }[] => {
  const out: { file: string; source: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts|js|mjs|jsx|sql|html|css)$/.test(e.name)) {
        out.push({ file: relative(ROOT, p).split(sep).join('/'), source: readFileSync(p, 'utf8') });
      }
    }
  };
  walk(join(ROOT, dir));
  return out;
};

/** Every price of core's catalog (SKUs, trial renewals, coupons), in cents; free is no price. */
const CATALOG_PRICES = [
  ...PRODUCT_CATALOG_ENTRIES.menus.flatMap((m) =>
    m.offers.flatMap((o) => o.skus.flatMap((s) => [s.priceCents, s.trialRenewalPriceCents ?? 0])),
  ),
  ...PRODUCT_CATALOG_ENTRIES.coupons.map((c) => c.amountOffCents ?? 0),
].filter((p) => p > 0);

describe('the catalog is stated once, in core (docs/decisions/0031, amendment)', () => {
  it('no source file of adapters/, server/ or web/ writes a price of the catalog', () => {
    const files = ['adapters', 'server', 'web'].flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(CATALOG_PRICES).toEqual(expect.arrayContaining([100, 495, 2995, 99900]));
    expect(files.flatMap((f) => findCatalogStatements(f.file, f.source, CATALOG_PRICES))).toEqual([]);
  });

  it('no stored sentence of terms: nothing outside the migrations that made and dropped it names the column', () => {
    const made = [
      'adapters/postgres/migrations/0030_memberships.sql',
      'adapters/postgres/migrations/0110_catalog_from_core.sql',
    ];
    const named = ['adapters', 'server', 'web']
      .flatMap(sources)
      .filter((f) => !made.includes(f.file) && /terms_standard/.test(f.source))
      .map((f) => f.file);
    expect(named).toEqual([]);
  });
});

describe('findCatalogStatements (the rule itself can fail)', () => {
  const find = (source: string, prices = [995, 2995, 24900]) =>
    findCatalogStatements('web/x.tsx', source, prices).map((s) => `${s.line}:${s.literal}`);

  it('finds a price written as dollars anywhere, and as cents on a line about a price', () => {
    expect(priceLiterals(24900)).toEqual({ dollars: '249.00', cents: '24900' });
    expect(find("const label = '$9.95/mo';")).toEqual(['1:9.95']);
    expect(find('-- Enterprise at 249.00 a month')).toEqual(['1:249.00']);
    expect(find('const a = 1;\nconst priceCents = 2995;')).toEqual(['2:2995']);
    expect(find("INSERT INTO product_skus (id, price_cents) VALUES ('x', 995);")).toEqual(['1:995']);
  });

  it('leaves other numbers alone: other prices, years, counts, versions', () => {
    expect(find("const label = '$19.95/mo'; const b = '29.951';")).toEqual([]);
    expect(find('const byYear = { 1995: 0.31, 2995: 1 };')).toEqual([]);
    expect(find('const pageSize = 995;')).toEqual([]);
    expect(findCatalogStatements('x.sql', 'price_cents * 100, amount_off 200', [100, 200])).toEqual([]);
    expect(find("const priceCents = catalogPrice('id-plus-995');")).toEqual([]);
  });
});

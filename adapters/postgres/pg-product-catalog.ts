import { catalogMenus } from '../../core/membership/catalog/catalog-entries.rules.js';
import type { CatalogCoupon, CatalogMenu, ProductCatalog } from '../../core/membership/membership-store.port.js';
import type { Queryable } from './db.js';
import { catalogMenusOf, couponOf } from './pg-membership-rows.js';

interface LoadedCatalog {
  readonly menus: CatalogMenu[];
  readonly coupons: CatalogCoupon[];
}

/**
 * The catalog tables, read once and kept. catalog-seed.ts writes them from core's catalog
 * (core/membership/catalog/product-catalog.rules.ts) after the migrations, so they change only with a start.
 * The offers' terms are made by core's renewal-label rules from the prices and terms read here.
 */
export class PgProductCatalog implements ProductCatalog {
  private catalog: Promise<LoadedCatalog> | null = null;
  constructor(private readonly db: Queryable) {}

  private load(): Promise<LoadedCatalog> {
    this.catalog ??= (async () => {
      const [menus, offers, skus, coupons] = await Promise.all([
        this.db.query('SELECT id, name, display_name FROM product_menus ORDER BY id'),
        this.db.query('SELECT * FROM product_offers ORDER BY menu_id, sort, id'),
        this.db.query('SELECT * FROM product_skus ORDER BY offer_id, sort, id'),
        this.db.query('SELECT * FROM coupons ORDER BY id'),
      ]);
      const couponList = coupons.rows.map(couponOf);
      return {
        menus: catalogMenus({ menus: catalogMenusOf(menus.rows, offers.rows, skus.rows), coupons: couponList }),
        coupons: couponList,
      };
    })().catch((e) => {
      this.catalog = null;
      throw e;
    });
    return this.catalog;
  }

  async menuByName(name: string): Promise<CatalogMenu | null> {
    return (await this.load()).menus.find((m) => m.name === name) ?? null;
  }
  async menuById(id: string): Promise<CatalogMenu | null> {
    return (await this.load()).menus.find((m) => m.id === id) ?? null;
  }
  async coupon(id: string): Promise<CatalogCoupon | null> {
    return (await this.load()).coupons.find((c) => c.id === id || c.code === id) ?? null;
  }
}

import type { CatalogCoupon, CatalogMenu, ProductCatalog } from '../../core/membership/membership-store.port.js';
import type { Queryable } from './db.js';
import { catalogMenusOf, couponOf } from './pg-membership-rows.js';

/** The catalog of migrations 0030, 0031 and 0050, read once and kept (it only changes with a migration). */
export class PgProductCatalog implements ProductCatalog {
  private menus: Promise<CatalogMenu[]> | null = null;
  private coupons: Promise<CatalogCoupon[]> | null = null;
  constructor(private readonly db: Queryable) {}

  private load(): Promise<CatalogMenu[]> {
    this.menus ??= (async () => {
      const [menus, offers, skus] = await Promise.all([
        this.db.query('SELECT id, name, display_name FROM product_menus ORDER BY id'),
        this.db.query('SELECT * FROM product_offers ORDER BY menu_id, sort, id'),
        this.db.query('SELECT * FROM product_skus ORDER BY offer_id, sort, id'),
      ]);
      return catalogMenusOf(menus.rows, offers.rows, skus.rows);
    })().catch((e) => {
      this.menus = null;
      throw e;
    });
    return this.menus;
  }

  async menuByName(name: string): Promise<CatalogMenu | null> {
    return (await this.load()).find((m) => m.name === name) ?? null;
  }
  async menuById(id: string): Promise<CatalogMenu | null> {
    return (await this.load()).find((m) => m.id === id) ?? null;
  }
  async coupon(id: string): Promise<CatalogCoupon | null> {
    this.coupons ??= this.db.query('SELECT * FROM coupons').then((r) => r.rows.map(couponOf));
    return (await this.coupons).find((c) => c.id === id || c.code === id) ?? null;
  }
}

import type { SubscriptionView } from '#core/membership/subscriptions/membership-views.rules';
import type { ProductSkuView } from '#core/membership/subscriptions/product-offer-view.schema';
import { http } from '../../../lib/http/http';

/** GET /dashboard/api/membership (000 section 3 User.membership). */
type MembershipReply = { success: true; membership: { subscriptions: SubscriptionView[] } };
/** GET /api/products/skus (002 section 7): the menu's offers with their SKUs and terms. */
type SkusReply = {
  success: true;
  offers: { offerType: number; terms: { standard: string }; productSkus: ProductSkuView[] }[];
};

/** The dashboard upgrade menu (its Rewards offer). */
export const UPGRADE_MENU = 'dashboard-upgrades';

export const dashboardOffersApi = {
  subscriptions: (signal?: AbortSignal) =>
    http
      .get<MembershipReply>('/dashboard/api/membership', signal ? { signal } : {})
      .then((r) => r.membership.subscriptions),
  upgradeSkus: (signal?: AbortSignal) =>
    http
      .get<SkusReply>('/api/products/skus', { query: { menu: UPGRADE_MENU }, ...(signal ? { signal } : {}) })
      .then((r) => r.offers.flatMap((o) => o.productSkus.map((s) => ({ ...s, terms: s.terms || o.terms.standard })))),
};

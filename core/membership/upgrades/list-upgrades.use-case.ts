import { ResultAsync } from 'neverthrow';
import { isProfessionalUser } from '../../accounts/user-flags.rules.js';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import { isMobileStoreSubscriber } from '../cancellation/mobile-store-member.rules.js';
import { MEMBERSHIP_MENUS } from '../catalog/membership-menus.rules.js';
import { effectiveReportLimit } from '../limits/effective-report-limit.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import type { CatalogMenu, CatalogOffer, CatalogSku, SubscriptionRecord } from '../membership-store.port.js';
import { productOfferView, productSkuView } from '../subscriptions/membership-views.rules.js';
import type { ProductOfferView, ProductSkuView } from '../subscriptions/product-offer-view.schema.js';
import { hasMembershipAccess, planReportLimit } from '../subscriptions/subscription.rules.js';
import { selectAccountUpgradeOffer, selectSubscriptionOffer } from './upgrade-offers.rules.js';
import type { AccountUpgradeOfferView, SubscriptionUpgradeView } from './upgrades.schema.js';

/** GET upgrades on the wire. */
export interface UpgradesView {
  menuId: string;
  offerId: string;
  productSkus: ProductSkuView[];
  offer: ProductOfferView | null;
  upgrades: SubscriptionUpgradeView[];
  /**
   * The account-level offer (000 section 4, 002 section 6: freemium or minimal users without all-access are
   * offered all-access, else premium; others premium; none for professionals), bought with the card on file
   * through POST subscription/update; null when there is none.
   */
  accountOffer: AccountUpgradeOfferView | null;
}

/** An offer of the upgrades menu as it is offered: its SKU, its price and the report limit the plan gives. */
const offeredPlan = (menu: CatalogMenu, offer: CatalogOffer, sku: CatalogSku): AccountUpgradeOfferView => ({
  productSkuId: sku.id,
  productOfferId: offer.id,
  productMenuId: menu.id,
  name: offer.offerName,
  productDisplayName: sku.productDisplayName,
  offerType: offer.offerType,
  price: sku.priceCents,
  termHours: sku.termHours,
  terms: offer.termsStandard,
  reportLimit: effectiveReportLimit({
    reportLimit: planReportLimit(sku),
    offerType: offer.offerType,
    name: sku.productDisplayName,
  }),
});

const hasOrPaused = (s: SubscriptionRecord, now: Date) =>
  s.status === 'paused' || hasMembershipAccess(s, now) || s.isPaymentPending;

/**
 * GET upgrades (000 section 3 Product upgrades: menuId, offerId, productSkus, offer.terms.standard) plus the
 * upgrade or re-activation chosen for each subscription by `selectSubscriptionOffer` (000 section 4) and the
 * account-level offer (`accountOffer`).
 */
export const makeListUpgrades = (deps: Pick<MembershipPorts, 'store' | 'catalog' | 'clock'>) =>
  useCase(SignedInUser, (userId) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<UpgradesView> => {
        const now = deps.clock.now();
        const menu = await deps.catalog.menuByName(MEMBERSHIP_MENUS.upgrades);
        const contact = await deps.store.userContact(userId);
        const flags = contact?.userFlags ?? 0;
        const subs = await deps.store.listSubscriptions(userId);
        const isMobile = isMobileStoreSubscriber(flags, subs);
        const offers = menu?.offers ?? [];
        const views = offers.map((o) => ({ o, view: { offerType: o.offerType, flag: o.flag } }));
        const upgrades: SubscriptionUpgradeView[] = [];
        for (const s of subs) {
          if (s.status === 'expired' && s.cancelledAt === null && s.willRenew) continue;
          const choice = selectSubscriptionOffer({
            role: { offerType: s.offerType, willRenew: s.willRenew && s.status !== 'expired' && hasOrPaused(s, now) },
            offers: views.map((v) => v.view),
            isProfessional: isProfessionalUser(flags),
            isMobile,
          });
          if (!choice) continue;
          const offer = views.find((v) => v.view === choice.offer)?.o;
          const sku = offer?.skus[0];
          if (!offer || !sku || !menu) continue;
          upgrades.push({ subscriptionId: s.id, kind: choice.kind, ...offeredPlan(menu, offer, sku) });
        }
        const accountOffer = selectAccountUpgradeOffer({
          userFlags: flags,
          roles: subs.map((s) => ({ isActive: hasMembershipAccess(s, now), offerType: s.offerType })),
          offers,
          isProfessional: isProfessionalUser(flags),
        });
        const accountSku = accountOffer?.skus[0];
        const first = accountOffer ?? offers[0];
        return {
          menuId: menu?.id ?? '',
          offerId: first?.id ?? '',
          productSkus: first ? first.skus.map((s) => productSkuView(s, first)) : [],
          offer: first ? productOfferView(first) : null,
          upgrades,
          accountOffer: accountOffer && accountSku && menu ? offeredPlan(menu, accountOffer, accountSku) : null,
        };
      })(),
    ),
  );

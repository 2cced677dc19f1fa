import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import { cancellationSpecialOf } from '../cancellation/cancel-flow.rules.js';
import { OfferType } from '../catalog/membership-catalog.rules.js';
import { MEMBERSHIP_MENUS } from '../catalog/membership-menus.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { productOfferView } from '../subscriptions/membership-views.rules.js';
import { readMembershipSummary } from '../subscriptions/subscription.steps.js';

/**
 * GET offers: the membership offers (000 section 3), the cancellation special offers for Basic and Premium
 * (000 section 9, used by the discount panel) and the lifetime offers.
 */
export const makeListOffers = (deps: Pick<MembershipPorts, 'store' | 'catalog' | 'clock'>) =>
  useCase(SignedInUser, (userId) =>
    ResultAsync.fromSafePromise(
      (async () => {
        const summary = await readMembershipSummary(deps, userId);
        const specials = await deps.catalog.menuByName(MEMBERSHIP_MENUS.cancelOffers);
        const lifetime = await deps.catalog.menuByName(MEMBERSHIP_MENUS.lifetime);
        const special = (offerType: number) => {
          const found = cancellationSpecialOf(specials, offerType);
          return found
            ? {
                productMenuId: found.menu.id,
                productOfferId: found.offer.id,
                productSkuId: found.sku.id,
                name: found.offer.offerName,
                price: found.sku.priceCents,
                termHours: found.sku.termHours,
                terms: found.offer.termsStandard,
              }
            : null;
        };
        return {
          membershipOffers: summary.membership.membershipOffers,
          specialOffers: { basic: special(OfferType.basic), premium: special(OfferType.premium) },
          lifetimeOffers: (lifetime?.offers ?? []).map(productOfferView),
        };
      })(),
    ),
  );

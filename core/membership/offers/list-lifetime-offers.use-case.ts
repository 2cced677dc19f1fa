import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import { MEMBERSHIP_MENUS } from '../catalog/membership-menus.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { productOfferView } from '../subscriptions/membership-views.rules.js';

/** GET offers/lifetime: the lifetime offers of the catalog (000 section 9: lifetime at $29.95, $49.95, $69.95). */
export const makeListLifetimeOffers = (deps: Pick<MembershipPorts, 'catalog'>) =>
  useCase(SignedInUser, () =>
    ResultAsync.fromSafePromise(
      deps.catalog
        .menuByName(MEMBERSHIP_MENUS.lifetime)
        .then((menu) => ({ offers: (menu?.offers ?? []).map(productOfferView) })),
    ),
  );

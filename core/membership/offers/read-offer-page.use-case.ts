import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { type NotFoundError, notFound } from '../../shared/errors.js';
import { useCase } from '../../shared/use-case.js';
import { offerPageMenu } from '../catalog/membership-menus.rules.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import { productOfferView, productSkuView } from '../subscriptions/membership-views.rules.js';
import type { ProductOfferView, ProductSkuView } from '../subscriptions/product-offer-view.schema.js';
import { defaultOffer } from './default-offer.rules.js';

/** GET products/offers/{page} on the wire. */
export interface OfferPageView {
  offer: ProductOfferView;
  productSkus: ProductSkuView[];
  offerId: string;
  menuId: string;
}

/**
 * GET products/offers/{page} (002 section 7: property-report, comprehensive-report, search-phone): the
 * page's menu with its default offer (`defaultOffer`); a page that does not exist is not found.
 */
export const makeReadOfferPage = (deps: Pick<MembershipPorts, 'catalog'>) =>
  useCase(z.string(), async (page): Promise<Result<OfferPageView, NotFoundError>> => {
    const name = offerPageMenu(page);
    const menu = name ? await deps.catalog.menuByName(name) : null;
    const offer = menu ? defaultOffer(menu) : undefined;
    if (!menu || !offer) return err(notFound('offer page'));
    return ok({
      offer: productOfferView(offer),
      productSkus: offer.skus.map((s) => productSkuView(s, offer)),
      offerId: offer.id,
      menuId: menu.id,
    });
  });

import { defaultOffer, type MenuOffer, type OfferMenu, type WantedOffer } from './default-offer.rules.js';

/** An offer of a menu as far as choosing the shown ones reads it (002 section 3 Offer `abandonmentOffer`). */
export interface ShowableOffer extends MenuOffer {
  readonly abandonmentOffer: boolean;
}

/**
 * The offers a page of a menu shows (002 section 4 Abandonment): on the abandonment special-offer link
 * (`isAbandonmentSpecialOffer`: isAbandonment=true and isSpecialOffer=true) only the menu's abandonment
 * offers, everywhere else only its regular ones. The checkout, the join page, the one-click purchase and
 * the address funnel all show what this answers.
 */
export const shownOffers = <O extends ShowableOffer>(offers: readonly O[], special = false): O[] =>
  offers.filter((o) => o.abandonmentOffer === special);

/** The offers a page shows ({@link shownOffers}) and the one shown selected among them. */
export interface OfferChoice<O> {
  readonly offers: readonly O[];
  /** `defaultOffer` over the shown offers; undefined when the page shows none. */
  readonly selected: O | undefined;
}

/**
 * The offers a page of a menu shows and the one it shows selected (002 sections 4 and 7): the shown
 * offers, regular or abandonment ({@link shownOffers}), and among them the offer the link or page asks
 * for, else the menu's default (`defaultOffer`).
 */
export const offerChoice = <O extends ShowableOffer>(
  menu: OfferMenu<O>,
  wanted: WantedOffer & { readonly special?: boolean } = {},
): OfferChoice<O> => {
  const offers = shownOffers(menu.offers, wanted.special);
  return { offers, selected: defaultOffer({ offers, defaultOfferId: menu.defaultOfferId }, wanted) };
};

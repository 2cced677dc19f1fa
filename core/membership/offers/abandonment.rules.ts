import { MEMBERSHIP_MENUS } from '../catalog/membership-menus.rules.js';

/** Spec 002 section 4: the default abandonment message. */
export const ABANDONMENT_MESSAGE = 'Stay on this page to view a special limited time offer!';
/** Spec 002 section 4: the join special-offer delay (ms). */
export const JOIN_SPECIAL_OFFER_DELAY_MS = 120_000;
/** Spec 002 section 8 checkout load errors. */
export const FAILED_TO_LOAD_OFFERS = 'Failed to load offers';
export const FAILED_TO_LOAD_SKUS = 'Failed to load skus';

/** The abandonment flags of a checkout URL (002 section 4). */
export interface AbandonmentFlags {
  isAbandonment: boolean;
  isSpecialOffer: boolean;
  productMenuName: string | null;
  fiftyOff: boolean;
}

/**
 * Reads the checkout URL flags isAbandonment=true, isSpecialOffer=true, productMenuName=..., 50off=true
 * (002 section 4). Only the literal value "true" sets a flag.
 */
export const parseAbandonmentFlags = (query: { get(name: string): string | null }): AbandonmentFlags => ({
  isAbandonment: query.get('isAbandonment') === 'true',
  isSpecialOffer: query.get('isSpecialOffer') === 'true',
  productMenuName: query.get('productMenuName')?.trim() || null,
  fiftyOff: query.get('50off') === 'true',
});

/** The abandonment special offer applies when the URL says it is an abandonment special offer. */
export const isAbandonmentSpecialOffer = (f: AbandonmentFlags): boolean => f.isAbandonment && f.isSpecialOffer;

/** The URL of the abandonment special offer on a checkout path (002 section 4 flags). */
export const abandonmentOfferUrl = (checkoutPath: string, menuName: string = MEMBERSHIP_MENUS.people): string =>
  `${checkoutPath}?isAbandonment=true&isSpecialOffer=true&productMenuName=${encodeURIComponent(menuName)}&50off=true`;

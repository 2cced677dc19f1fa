import { MEMBERSHIP_SLUGS, type MembershipSlug, OfferType } from '../catalog/membership-catalog.rules.js';

/** An offer of a menu, as far as choosing the default needs it (a catalog offer or its wire view). */
export interface MenuOffer {
  readonly id: string;
  readonly offerType: number;
  /** The catalog's default flag (002 section 7 product skus: "offerId", the menu's default offer). */
  readonly isDefault?: boolean;
}

/**
 * A menu's offers and, when the server already named it, its default offer id (the `offerId` of the
 * product skus reply, 002 section 7).
 */
export interface OfferMenu<O extends MenuOffer> {
  readonly offers: readonly O[];
  readonly defaultOfferId?: string | null | undefined;
}

/**
 * What a checkout link asks for: `?offer=` (an offer id) and `?plan=` (a membership slug, 002 section 9), or
 * what a page asks for by offer type (the address funnel's plans, docs/decisions/0080).
 */
export interface WantedOffer {
  readonly offerId?: string | null | undefined;
  readonly plan?: string | null | undefined;
  /** An offer type; it stands before `plan` when both are given. */
  readonly offerType?: number | null | undefined;
}

/** The offer type a plan slug stands for (002 section 9 slugs basic, premium, rewards); null for anything else. */
export const planOfferType = (plan: string | null | undefined): number | null =>
  plan && (MEMBERSHIP_SLUGS as readonly string[]).includes(plan) ? OfferType[plan as MembershipSlug] : null;

/**
 * The offer a menu shows selected (002 sections 2.2 and 2.5: "/join accepts ?plan=premium"; 002 section 7
 * product skus: the reply's `offerId` is the menu's default offer), in this order:
 * 1. the offer asked for by id, when the menu has it;
 * 2. else the first offer of the offer type asked for, or of the plan asked for (premium: offer type 4,
 *    basic: 3, rewards: 2);
 * 3. else the menu's default offer: the id the server named, else the offer flagged as default;
 * 4. else the first offer. An empty menu has none (undefined).
 * Reading chosen: an unknown offer id or plan is ignored rather than an error, so an old link still
 * opens the checkout on the menu's default offer.
 */
export const defaultOffer = <O extends MenuOffer>(menu: OfferMenu<O>, wanted: WantedOffer = {}): O | undefined => {
  const { offers } = menu;
  const byId = (id: string | null | undefined) => (id ? offers.find((o) => o.id === id) : undefined);
  const planType = wanted.offerType ?? planOfferType(wanted.plan);
  return (
    byId(wanted.offerId) ??
    (planType === null ? undefined : offers.find((o) => o.offerType === planType)) ??
    byId(menu.defaultOfferId) ??
    offers.find((o) => o.isDefault === true) ??
    offers[0]
  );
};

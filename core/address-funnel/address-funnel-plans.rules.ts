import { OfferType } from '../membership/catalog/membership-catalog.rules.js';
import { MEMBERSHIP_MENUS, type MembershipMenuName } from '../membership/catalog/membership-menus.rules.js';

/**
 * The plans /address/membership offers (002 section 2.2: "Accepts ?plan=professional"). We sell no plan
 * named Professional online (000 section 1 lists it; such accounts are set up with Customer Care), so
 * `professional` stands for the smallest business tier sold online, Enterprise 500, shown under its own
 * name; every other value (or none) selects the property report's plan (docs/decisions/0080).
 */
export type AddressFunnelPlanKey = 'property' | 'professional';

export type AddressFunnelPlan = {
  readonly key: AddressFunnelPlanKey;
  /** The catalog menu the offer is sold from. */
  readonly menuName: MembershipMenuName;
  /** The offer type to pick in that menu. */
  readonly offerType: number;
};

export const ADDRESS_FUNNEL_PLANS: readonly AddressFunnelPlan[] = Object.freeze([
  { key: 'property', menuName: MEMBERSHIP_MENUS.propertyReport, offerType: OfferType.premium },
  { key: 'professional', menuName: MEMBERSHIP_MENUS.tiers, offerType: OfferType.enterprise500 },
]);

/** The plan preselected by `?plan=` (case-insensitive): professional, else the property plan. */
export const addressFunnelPlanKey = (plan: string | null | undefined): AddressFunnelPlanKey =>
  plan?.trim().toLowerCase() === 'professional' ? 'professional' : 'property';

/** The checkout link of a chosen offer: the existing /address/checkout, told the menu, offer and SKU. */
export const addressFunnelCheckoutUrl = (menuName: MembershipMenuName, offerId: string, skuId: string): string =>
  `/address/checkout?menu=${encodeURIComponent(menuName)}&offer=${encodeURIComponent(offerId)}&sku=${encodeURIComponent(skuId)}`;

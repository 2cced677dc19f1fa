import { isFreemiumOrMinimalUser, userFlags } from '../../accounts/user-flags.rules.js';
import {
  DISCOUNT_OFFER_FLAGS,
  LIFETIME_OFFER_FLAGS,
  membershipKindsFromName,
  membershipSlugOf,
  OfferType,
  offerFlags,
} from '../catalog/membership-catalog.rules.js';
import { isRewardsMembership } from '../subscriptions/rewards-membership.rules.js';

/** The subscription fields the membership rules read (Spec 000 §3 Subscription.role). */
export interface MembershipRoleView {
  id: number;
  name: string;
  offerType: number;
  isActive: boolean;
  willRenew: boolean;
  orderFlags: number;
}

/** The offer fields the upgrade rules read (Spec 000 §3 Membership offer). */
export interface UpgradeOfferView {
  offerType: number;
  flag: number;
}

/**
 * Spec 000 §6 / 002 §6 Professional: the `pro` user flag, or a membership whose name says "Pro" /
 * "Professional" (002 §4 name kinds). Professional users see no Rewards and no upgrade offers.
 */
export const isProfessionalMember = (flags: number, membershipNames: readonly string[]): boolean =>
  userFlags.has(flags, 'pro') || membershipNames.some((n) => membershipKindsFromName(n).pro);

/**
 * Spec 000 §6: Rewards members can access the benefits page — a member with an active role whose offer type
 * is rewards (2) or whose name says Rewards.
 */
export const canAccessRewardsBenefits = (
  roles: readonly Pick<MembershipRoleView, 'isActive' | 'offerType' | 'name'>[],
) => roles.some((r) => r.isActive && isRewardsMembership(r));

/**
 * Spec 000 §4: "Rewards offers are hidden for the Professional role and on mobile."
 */
export const rewardsOffersVisible = (ctx: { isProfessional: boolean; isMobile: boolean }): boolean =>
  !ctx.isProfessional && !ctx.isMobile;

/**
 * Spec 000 §4: "Lifetime, renewal, swap, discount and all-access offers are not shown as upgrades."
 * Lifetime = offer type lifetime (13) or a lifetime offer flag; all-access = offer type allAccess (9);
 * renewal, swap and the discount flags are offer bit flags (see `OFFER_FLAG_BITS`).
 */
export const isOfferShownAsUpgrade = (offer: UpgradeOfferView): boolean =>
  offer.offerType !== OfferType.lifetime &&
  offer.offerType !== OfferType.allAccess &&
  !offerFlags.has(offer.flag, 'renewal') &&
  !offerFlags.has(offer.flag, 'swap') &&
  ![...DISCOUNT_OFFER_FLAGS, ...LIFETIME_OFFER_FLAGS].some((f) => offerFlags.has(offer.flag, f));

/** The choice made for one subscription (Spec 000 §4 Upgrade or re-activate offer). */
export type SubscriptionOfferChoice<O> = { kind: 'upgrade'; offer: O } | { kind: 'reactivate'; offer: O };

/**
 * Spec 000 §4 Upgrade or re-activate offer, for one subscription:
 * - a renewing Rewards subscription offers Premium; a renewing Basic offers Premium;
 * - a non-renewing one offers re-activation of the same type ("Premium for non-freemium roles");
 * - Rewards offers are hidden for the Professional role and on mobile; Professional users see no upgrade
 *   offers at all (000 §6);
 * - only offers that may be shown as upgrades are considered ({@link isOfferShownAsUpgrade}).
 * Reading chosen for "Premium for non-freemium roles": the freemium-funnel roles are the ones with a
 * membership slug (basic, premium, rewards — 002 §9); they re-activate as their own type. Every other role
 * (ID+, Connect+, enterprise, unknown...) re-activates as Premium.
 * A renewing Premium or any other renewing role gets no offer. The first matching offer wins; null when none.
 */
export const selectSubscriptionOffer = <O extends UpgradeOfferView>(input: {
  role: Pick<MembershipRoleView, 'offerType' | 'willRenew'>;
  offers: readonly O[];
  isProfessional: boolean;
  isMobile: boolean;
}): SubscriptionOfferChoice<O> | null => {
  if (input.isProfessional) return null;
  const pick = (offerType: number) =>
    input.offers.find(
      (o) =>
        o.offerType === offerType &&
        isOfferShownAsUpgrade(o) &&
        (o.offerType !== OfferType.rewards || rewardsOffersVisible(input)),
    ) ?? null;
  const { offerType, willRenew } = input.role;
  if (willRenew) {
    if (offerType !== OfferType.rewards && offerType !== OfferType.basic) return null;
    const offer = pick(OfferType.premium);
    return offer ? { kind: 'upgrade', offer } : null;
  }
  const target = membershipSlugOf(offerType) !== null ? offerType : OfferType.premium;
  const offer = pick(target);
  return offer ? { kind: 'reactivate', offer } : null;
};

/**
 * Spec 000 §4 / 002 §6 account-level offer: "Freemium or minimal users without an all-access membership are
 * offered all-access, falling back to premium; others are offered premium." Professional users get none
 * (000 §6). Discount, renewal, swap and lifetime offers never qualify (000 §4); the all-access offer does
 * here, as this rule names it. "Without an all-access membership" = no active role of offer type allAccess.
 */
export const selectAccountUpgradeOffer = <O extends UpgradeOfferView>(input: {
  userFlags: number;
  roles: readonly Pick<MembershipRoleView, 'isActive' | 'offerType'>[];
  offers: readonly O[];
  isProfessional: boolean;
}): O | null => {
  if (input.isProfessional) return null;
  const eligible = input.offers.filter((o) => o.offerType === OfferType.allAccess || isOfferShownAsUpgrade(o));
  const byType = (t: number) => eligible.find((o) => o.offerType === t) ?? null;
  const hasAllAccess = input.roles.some((r) => r.isActive && r.offerType === OfferType.allAccess);
  if (isFreemiumOrMinimalUser(input.userFlags) && !hasAllAccess) {
    return byType(OfferType.allAccess) ?? byType(OfferType.premium);
  }
  return byType(OfferType.premium);
};

/**
 * Spec 000 §4 / 002 §6: "Lifetime is offered only when the lifetime banner setting is on and the page is not
 * a background report."
 */
export const isLifetimeOfferAllowed = (ctx: { lifetimeBannerSetting: boolean; isBackgroundReportPage: boolean }) =>
  ctx.lifetimeBannerSetting && !ctx.isBackgroundReportPage;

/**
 * The lifetime offer to show, if any (Spec 000 §4): only when {@link isLifetimeOfferAllowed}; a lifetime
 * offer is one of offer type lifetime (13) or carrying a lifetime offer flag (002 §9).
 */
export const selectLifetimeOffer = <O extends UpgradeOfferView>(
  offers: readonly O[],
  ctx: { lifetimeBannerSetting: boolean; isBackgroundReportPage: boolean },
): O | null =>
  isLifetimeOfferAllowed(ctx)
    ? (offers.find(
        (o) => o.offerType === OfferType.lifetime || LIFETIME_OFFER_FLAGS.some((f) => offerFlags.has(o.flag, f)),
      ) ?? null)
    : null;

/**
 * Spec 002 §4: "The lifetime-upgrade banner shows unless the account is demo, the plan is lifetime, or the
 * active subscription is active and will renew." The active subscription is the one whose role id is the
 * membership's activeRoleId; the plan is lifetime when that role has offer type lifetime (13) or the name
 * "All Access Lifetime Membership"; demo = isDemoAccount or a "demo" membership name.
 */
export const showsLifetimeBanner = (input: {
  isDemoAccount: boolean;
  activeRoleId: number | null;
  roles: readonly Pick<MembershipRoleView, 'id' | 'name' | 'offerType' | 'isActive' | 'willRenew'>[];
}): boolean => {
  const active = input.roles.find((r) => r.id === input.activeRoleId);
  if (input.isDemoAccount) return false;
  if (!active) return true;
  const kinds = membershipKindsFromName(active.name);
  if (kinds.demo) return false;
  if (active.offerType === OfferType.lifetime || kinds.allAccessLifetime) return false;
  return !(active.isActive && active.willRenew);
};

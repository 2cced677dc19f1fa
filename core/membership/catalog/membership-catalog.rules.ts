import { type BitFlagSet, defineBitFlagSet } from '../../accounts/bit-flags.rules.js';
import { formatCentsAsDollars } from '../../billing/money.rules.js';

/**
 * Membership tiers seen in the product (Spec 000 §1, 002 §6): Explorer (free), Basic, Trial Basic, Premium,
 * ID+, Connect+, Rewards, All Access, All Access Lifetime, Professional, Enterprise 500, Enterprise 2500,
 * Service Account (and demo accounts).
 */
export const MEMBERSHIP_TIERS = [
  'Explorer',
  'Basic',
  'Trial Basic',
  'Premium',
  'ID+',
  'Connect+',
  'Rewards',
  'All Access',
  'All Access Lifetime',
  'Professional',
  'Enterprise 500',
  'Enterprise 2500',
  'Service Account',
] as const;
/** A membership tier name (Spec 000 §1). */
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/**
 * Membership keys used in the product (Spec 000 §1, 002 §9): explorer, id+, id+-$1 (also try-for-$1),
 * connect+, all-access, enterprise-500, enterprise-2500.
 */
export const MEMBERSHIP_KEYS = [
  'explorer',
  'id+',
  'id+-$1',
  'try-for-$1',
  'connect+',
  'all-access',
  'enterprise-500',
  'enterprise-2500',
] as const;
/** A membership key (Spec 002 §9). */
export type MembershipKey = (typeof MEMBERSHIP_KEYS)[number];

/** Spec 002 §9: "id+-$1 or try-for-$1" are one membership; this maps the alias onto `id+-$1`. */
export const canonicalMembershipKey = (key: MembershipKey): Exclude<MembershipKey, 'try-for-$1'> =>
  key === 'try-for-$1' ? 'id+-$1' : key;

/** Parses a membership key (case-insensitive, trimmed); null when it is not one of the spec's keys. */
export const parseMembershipKey = (raw: string): MembershipKey | null => {
  const k = raw.trim().toLowerCase();
  return (MEMBERSHIP_KEYS as readonly string[]).includes(k) ? (k as MembershipKey) : null;
};

/** Membership slugs (Spec 002 §9): basic, premium, rewards. */
export const MEMBERSHIP_SLUGS = ['basic', 'premium', 'rewards'] as const;
/** A membership slug (Spec 002 §9). */
export type MembershipSlug = (typeof MEMBERSHIP_SLUGS)[number];

/**
 * Membership offer types (Spec 000 §3, 002 §9): unknown 0, crossSell 1, rewards 2, basic 3, premium 4,
 * enterpriseLight 5, enterprisePower 6, enterprise500 7, enterprise2500 8, allAccess 9, connectPlus 10,
 * idPlus 11, pdfAllAccessPass 12, lifetime 13.
 */
export const OfferType = {
  unknown: 0,
  crossSell: 1,
  rewards: 2,
  basic: 3,
  premium: 4,
  enterpriseLight: 5,
  enterprisePower: 6,
  enterprise500: 7,
  enterprise2500: 8,
  allAccess: 9,
  connectPlus: 10,
  idPlus: 11,
  pdfAllAccessPass: 12,
  lifetime: 13,
} as const;
/** An offer type name (Spec 002 §9). */
export type OfferTypeName = keyof typeof OfferType;
/** An offer type number (Spec 002 §9). */
export type OfferTypeId = (typeof OfferType)[OfferTypeName];

const offerTypeNames = Object.fromEntries(Object.entries(OfferType).map(([k, v]) => [v, k])) as Record<
  number,
  OfferTypeName
>;

/** The offer type name of a number; unknown numbers are `unknown` (0). */
export const offerTypeName = (id: number): OfferTypeName => offerTypeNames[id] ?? 'unknown';

/** The slug of an offer type (Spec 002 §9 slugs basic, premium, rewards), or null for other types. */
export const membershipSlugOf = (offerType: number): MembershipSlug | null => {
  const name = offerTypeName(offerType);
  return name === 'basic' || name === 'premium' || name === 'rewards' ? name : null;
};

/** Spec 000 §3 / 002 §9 order flags: none 0, inactive 1, mobileIos 8, mobileAndroid 16, browserExtension 32. */
export const ORDER_FLAG_BITS = { none: 0, inactive: 1, mobileIos: 8, mobileAndroid: 16, browserExtension: 32 } as const;
/** An order flag name (Spec 002 §9). */
export type OrderFlag = keyof typeof ORDER_FLAG_BITS;
/** has/add/remove/list over a subscription role's `orderFlags` (Spec 000 §3). */
export const orderFlags: BitFlagSet<OrderFlag> = defineBitFlagSet(ORDER_FLAG_BITS);

/**
 * Offer bit flags (Spec 002 §9: "Offer bit flags 0 to 1024 (swap, discounts of 30%, 15%, $20, $5, $2,
 * downgrade, lifetime offers at 29.95, 49.95, 69.95)"). The spec names the range and the meanings, not
 * which bit is which. Bits 1..1024 are eleven values for ten named meanings; the eleventh is the
 * "renewal" offer that 000 §4 lists among the offers never shown as upgrades. Our assignment, in the
 * spec's order: none 0, renewal 1, swap 2, discount30Percent 4, discount15Percent 8, discount20Dollars 16,
 * discount5Dollars 32, discount2Dollars 64, downgrade 128, lifetime2995 256, lifetime4995 512,
 * lifetime6995 1024. If the upstream catalogue numbers them differently, only this table changes.
 */
export const OFFER_FLAG_BITS = {
  none: 0,
  renewal: 1,
  swap: 2,
  discount30Percent: 4,
  discount15Percent: 8,
  discount20Dollars: 16,
  discount5Dollars: 32,
  discount2Dollars: 64,
  downgrade: 128,
  lifetime2995: 256,
  lifetime4995: 512,
  lifetime6995: 1024,
} as const;
/** An offer flag name (Spec 002 §9). */
export type OfferFlag = keyof typeof OFFER_FLAG_BITS;
/** has/add/remove/list over a membership offer's `flag` (Spec 000 §3 Membership offer). */
export const offerFlags: BitFlagSet<OfferFlag> = defineBitFlagSet(OFFER_FLAG_BITS);

/** The discount offer flags (Spec 002 §9: 30%, 15%, $20, $5, $2). */
export const DISCOUNT_OFFER_FLAGS: readonly OfferFlag[] = [
  'discount30Percent',
  'discount15Percent',
  'discount20Dollars',
  'discount5Dollars',
  'discount2Dollars',
];
/** The lifetime offer flags (Spec 002 §9: lifetime at $29.95, $49.95, $69.95). */
export const LIFETIME_OFFER_FLAGS: readonly OfferFlag[] = ['lifetime2995', 'lifetime4995', 'lifetime6995'];

/**
 * What a membership name says about it (Spec 002 §4: "Membership kinds are derived from the membership name:
 * premium, rewards, enterprise, pro, demo; 'All Access Lifetime Membership' is special").
 * Each kind is a case-insensitive whole-word match ("pro" matches "Pro" and "Professional", never "Property"
 * or "Promo"); several can hold at once. `allAccessLifetime`: the name says "All Access Lifetime".
 * Reading chosen: the words "All Access Lifetime" anywhere in the name, case-insensitive, so the
 * catalog's "All Access Lifetime Membership" and the tier name "All Access Lifetime" both count (the
 * reports area and the membership area read one rule; "All Access Membership" does not count).
 */
export interface MembershipNameKinds {
  premium: boolean;
  rewards: boolean;
  enterprise: boolean;
  pro: boolean;
  demo: boolean;
  allAccessLifetime: boolean;
}

/** The exact name of the special lifetime membership (Spec 002 §4). */
export const ALL_ACCESS_LIFETIME_MEMBERSHIP_NAME = 'All Access Lifetime Membership';

/** Derives {@link MembershipNameKinds} from a membership name (Spec 002 §4). */
export const membershipKindsFromName = (name: string | null | undefined): MembershipNameKinds => {
  const n = (name ?? '').trim();
  const word = (re: RegExp) => re.test(n);
  return {
    premium: word(/\bpremium\b/i),
    rewards: word(/\brewards?\b/i),
    enterprise: word(/\benterprise\b/i),
    pro: word(/\bpro(fessional)?\b/i),
    demo: word(/\bdemo\b/i),
    allAccessLifetime: word(/\ball\s+access\s+lifetime\b/i),
  };
};

/** Spec 002 §4: interest category ids 204 to 211 trigger a premium plan recommendation. */
const PREMIUM_INTEREST_CATEGORY_RANGE = { from: 204, to: 211 } as const;

/** Spec 002 §4: true when any chosen interest category id is within 204..211 (inclusive). */
export const recommendsPremiumPlan = (interestCategoryIds: readonly number[]): boolean =>
  interestCategoryIds.some(
    (id) => id >= PREMIUM_INTEREST_CATEGORY_RANGE.from && id <= PREMIUM_INTEREST_CATEGORY_RANGE.to,
  );

const DOLLAR_TRIAL_RENEWAL_CENTS = 495;
/**
 * Spec 000 §9 / 002 §9: the $1 trial gives 3 days of access, then $4.95 a month, cancel any time. The catalog's
 * trials and the Premium Membership's price are these (core/membership/catalog/product-catalog.rules.ts).
 */
export const DOLLAR_TRIAL = {
  priceCents: 100,
  accessDays: 3,
  renewalPriceCents: DOLLAR_TRIAL_RENEWAL_CENTS,
  description: `3 days of access, then ${formatCentsAsDollars(DOLLAR_TRIAL_RENEWAL_CENTS)} a month. Cancel any time.`,
} as const;

/** Spec 000 §9 / 002 §4: a monthly term is 720 hours. */
export const MONTHLY_TERM_HOURS = 720;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMobileStoreMember,
  mobileStoreManagement,
} from '../../../../core/membership/cancellation/mobile-store-member.rules.js';
import { OFFER_FLAG_BITS, OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import {
  canAccessRewardsBenefits,
  isLifetimeOfferAllowed,
  isOfferShownAsUpgrade,
  isProfessionalMember,
  rewardsOffersVisible,
  selectAccountUpgradeOffer,
  selectLifetimeOffer,
  selectSubscriptionOffer,
  showsLifetimeBanner,
} from '../../../../core/membership/upgrades/upgrade-offers.rules.js';

type O = { id: string; offerType: number; flag: number };
const offer = (id: string, offerType: number, flag = 0): O => ({ id, offerType, flag });
const premium = offer('premium', OfferType.premium);
const basic = offer('basic', OfferType.basic);
const rewards = offer('rewards', OfferType.rewards);
const allAccess = offer('all-access', OfferType.allAccess);
const idPlus = offer('id+', OfferType.idPlus);
const lifetime = offer('lifetime', OfferType.lifetime);
const premiumDiscount = offer('premium-30', OfferType.premium, OFFER_FLAG_BITS.discount30Percent);
const all = [premiumDiscount, premium, basic, rewards, allAccess, idPlus, lifetime];
const ctx = { isProfessional: false, isMobile: false };

describe('upgrade / re-activate offer (Spec 000 §4)', () => {
  it('renewing Rewards -> Premium; renewing Basic -> Premium; renewing Premium -> nothing', () => {
    expect(
      selectSubscriptionOffer({ role: { offerType: OfferType.rewards, willRenew: true }, offers: all, ...ctx }),
    ).toEqual({
      kind: 'upgrade',
      offer: premium,
    });
    expect(
      selectSubscriptionOffer({ role: { offerType: OfferType.basic, willRenew: true }, offers: all, ...ctx })?.offer,
    ).toBe(premium);
    expect(
      selectSubscriptionOffer({ role: { offerType: OfferType.premium, willRenew: true }, offers: all, ...ctx }),
    ).toBeNull();
  });
  it('non-renewing re-activates the same type (slug roles) or Premium (other roles)', () => {
    expect(
      selectSubscriptionOffer({ role: { offerType: OfferType.basic, willRenew: false }, offers: all, ...ctx }),
    ).toEqual({
      kind: 'reactivate',
      offer: basic,
    });
    expect(
      selectSubscriptionOffer({ role: { offerType: OfferType.rewards, willRenew: false }, offers: all, ...ctx })?.offer,
    ).toBe(rewards);
    expect(
      selectSubscriptionOffer({ role: { offerType: OfferType.idPlus, willRenew: false }, offers: all, ...ctx }),
    ).toEqual({
      kind: 'reactivate',
      offer: premium,
    });
  });
  it('Rewards offers hidden for Professional and on mobile; Professional gets nothing at all', () => {
    const r = { offerType: OfferType.rewards, willRenew: false };
    expect(selectSubscriptionOffer({ role: r, offers: all, isProfessional: false, isMobile: true })).toBeNull();
    expect(selectSubscriptionOffer({ role: r, offers: all, isProfessional: true, isMobile: false })).toBeNull();
    expect(
      selectSubscriptionOffer({
        role: { offerType: 3, willRenew: true },
        offers: all,
        isProfessional: true,
        isMobile: false,
      }),
    ).toBeNull();
    expect(rewardsOffersVisible({ isProfessional: false, isMobile: false })).toBe(true);
    expect(rewardsOffersVisible({ isProfessional: true, isMobile: false })).toBe(false);
  });
  it('lifetime, renewal, swap, discount and all-access offers are not upgrades', () => {
    expect(isOfferShownAsUpgrade(premium)).toBe(true);
    expect(isOfferShownAsUpgrade(lifetime)).toBe(false);
    expect(isOfferShownAsUpgrade(allAccess)).toBe(false);
    expect(isOfferShownAsUpgrade(premiumDiscount)).toBe(false);
    for (const f of ['renewal', 'swap', 'discount2Dollars', 'lifetime6995'] as const) {
      expect(isOfferShownAsUpgrade(offer('x', OfferType.premium, OFFER_FLAG_BITS[f]))).toBe(false);
    }
    expect(isOfferShownAsUpgrade(offer('x', OfferType.premium, OFFER_FLAG_BITS.downgrade))).toBe(true);
    // only discount offers available -> no upgrade
    expect(
      selectSubscriptionOffer({ role: { offerType: 3, willRenew: true }, offers: [premiumDiscount], ...ctx }),
    ).toBeNull();
  });
  it('property: a chosen offer is always one that may be shown, never Rewards on mobile/pro', () => {
    const arbOffer = fc.record({
      id: fc.string(),
      offerType: fc.integer({ min: 0, max: 13 }),
      flag: fc.integer({ min: 0, max: 2047 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbOffer),
        fc.integer({ min: 0, max: 13 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (offers, t, wr, pro, mob) => {
          const c = selectSubscriptionOffer({
            role: { offerType: t, willRenew: wr },
            offers,
            isProfessional: pro,
            isMobile: mob,
          });
          if (c) {
            expect(isOfferShownAsUpgrade(c.offer)).toBe(true);
            expect(pro).toBe(false);
            if (mob) expect(c.offer.offerType).not.toBe(OfferType.rewards);
            expect(c.kind).toBe(wr ? 'upgrade' : 'reactivate');
          }
        },
      ),
    );
  });
});

describe('account-level offer (Spec 000 §4, 002 §6)', () => {
  const roles = [{ isActive: true, offerType: OfferType.basic }];
  it('freemium or minimal without all-access -> all-access, falling back to premium', () => {
    expect(selectAccountUpgradeOffer({ userFlags: 1024, roles, offers: all, isProfessional: false })).toBe(allAccess);
    expect(selectAccountUpgradeOffer({ userFlags: 1, roles, offers: [premium, basic], isProfessional: false })).toBe(
      premium,
    );
    expect(
      selectAccountUpgradeOffer({
        userFlags: 1024,
        roles: [{ isActive: true, offerType: OfferType.allAccess }],
        offers: all,
        isProfessional: false,
      }),
    ).toBe(premium);
  });
  it('others -> premium; Professional -> nothing; discount premium never chosen', () => {
    expect(selectAccountUpgradeOffer({ userFlags: 0, roles, offers: all, isProfessional: false })).toBe(premium);
    expect(selectAccountUpgradeOffer({ userFlags: 0, roles, offers: all, isProfessional: true })).toBeNull();
    expect(
      selectAccountUpgradeOffer({ userFlags: 0, roles, offers: [premiumDiscount], isProfessional: false }),
    ).toBeNull();
  });
});

describe('lifetime offer and banner (Spec 000 §4, 002 §4)', () => {
  it('lifetime offered only with the banner setting on and not on a background report', () => {
    expect(isLifetimeOfferAllowed({ lifetimeBannerSetting: true, isBackgroundReportPage: false })).toBe(true);
    expect(isLifetimeOfferAllowed({ lifetimeBannerSetting: true, isBackgroundReportPage: true })).toBe(false);
    expect(isLifetimeOfferAllowed({ lifetimeBannerSetting: false, isBackgroundReportPage: false })).toBe(false);
    expect(selectLifetimeOffer(all, { lifetimeBannerSetting: true, isBackgroundReportPage: false })).toBe(lifetime);
    const flagged = offer('lt', OfferType.premium, OFFER_FLAG_BITS.lifetime4995);
    expect(
      selectLifetimeOffer([premium, flagged], { lifetimeBannerSetting: true, isBackgroundReportPage: false }),
    ).toBe(flagged);
    expect(selectLifetimeOffer([premium], { lifetimeBannerSetting: true, isBackgroundReportPage: false })).toBeNull();
    expect(selectLifetimeOffer(all, { lifetimeBannerSetting: false, isBackgroundReportPage: false })).toBeNull();
  });
  it('banner shows unless demo, lifetime plan, or active subscription active and renewing', () => {
    const role = (over: object) => ({
      id: 7,
      name: 'Basic Membership',
      offerType: 3,
      isActive: true,
      willRenew: false,
      ...over,
    });
    expect(showsLifetimeBanner({ isDemoAccount: false, activeRoleId: 7, roles: [role({})] })).toBe(true);
    expect(showsLifetimeBanner({ isDemoAccount: true, activeRoleId: 7, roles: [role({})] })).toBe(false);
    expect(showsLifetimeBanner({ isDemoAccount: false, activeRoleId: 7, roles: [role({ willRenew: true })] })).toBe(
      false,
    );
    expect(showsLifetimeBanner({ isDemoAccount: false, activeRoleId: 7, roles: [role({ offerType: 13 })] })).toBe(
      false,
    );
    expect(
      showsLifetimeBanner({
        isDemoAccount: false,
        activeRoleId: 7,
        roles: [role({ name: 'All Access Lifetime Membership' })],
      }),
    ).toBe(false);
    expect(
      showsLifetimeBanner({ isDemoAccount: false, activeRoleId: 7, roles: [role({ name: 'Demo Membership' })] }),
    ).toBe(false);
    expect(
      showsLifetimeBanner({
        isDemoAccount: false,
        activeRoleId: 7,
        roles: [role({ isActive: false, willRenew: true })],
      }),
    ).toBe(true);
    expect(showsLifetimeBanner({ isDemoAccount: false, activeRoleId: null, roles: [role({ willRenew: true })] })).toBe(
      true,
    );
  });
});

describe('mobile, Professional, Rewards (Spec 000 §6)', () => {
  it('mobile store: ios/android user flag or an active mobile order flag', () => {
    expect(isMobileStoreMember({ userFlags: 8, roles: [] })).toBe(true);
    expect(isMobileStoreMember({ userFlags: 16, roles: [] })).toBe(true);
    expect(isMobileStoreMember({ userFlags: 0, roles: [{ isActive: true, orderFlags: 8 }] })).toBe(true);
    expect(isMobileStoreMember({ userFlags: 0, roles: [{ isActive: true, orderFlags: 16 }] })).toBe(true);
    expect(isMobileStoreMember({ userFlags: 0, roles: [{ isActive: false, orderFlags: 16 }] })).toBe(false);
    expect(isMobileStoreMember({ userFlags: 0, roles: [{ isActive: true, orderFlags: 16 | 1 }] })).toBe(false);
    expect(isMobileStoreMember({ userFlags: 32, roles: [{ isActive: true, orderFlags: 32 }] })).toBe(false);
    expect(mobileStoreManagement(true)).toEqual({ manageSubscriptionLink: true, canEditCard: false });
    expect(mobileStoreManagement(false)).toEqual({ manageSubscriptionLink: false, canEditCard: true });
  });
  it('Professional by flag or name; Rewards benefits for active Rewards members', () => {
    expect(isProfessionalMember(4, [])).toBe(true);
    expect(isProfessionalMember(0, ['Professional Membership'])).toBe(true);
    expect(isProfessionalMember(0, ['Premium Membership'])).toBe(false);
    expect(canAccessRewardsBenefits([{ isActive: true, offerType: 2, name: 'x' }])).toBe(true);
    expect(canAccessRewardsBenefits([{ isActive: true, offerType: 0, name: 'Rewards Membership' }])).toBe(true);
    expect(canAccessRewardsBenefits([{ isActive: false, offerType: 2, name: 'Rewards' }])).toBe(false);
  });
});

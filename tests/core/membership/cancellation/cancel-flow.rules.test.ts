import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CancelDecisionInput,
  cancelModalContextFor,
  decideCancelAction,
  isDiscountOfferShown,
  RETENTION_COOKIE_SECONDS,
  retentionRedirect,
  retentionReturnOutcome,
  savingsPercent,
} from '../../../../core/membership/cancellation/cancel-flow.rules.js';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';

const base: CancelDecisionInput = {
  isMobile: false,
  isPaymentPending: false,
  role: { name: 'Premium Membership', offerType: OfferType.premium },
  exitSurveyFlag: false,
  monthlyCapReached: false,
};

describe('pressing Cancel (Spec 000 §4 Cancel flow)', () => {
  it('mobile users get the Manage Your Subscription notice', () => {
    expect(decideCancelAction({ ...base, isMobile: true })).toEqual({
      type: 'mobileNotice',
      title: 'Manage Your Subscription',
    });
  });
  it('payment pending, Rewards and enterprise open the modal directly, even in the experiment', () => {
    const exp = { ...base, exitSurveyFlag: true };
    expect(decideCancelAction({ ...exp, isPaymentPending: true })).toEqual({
      type: 'openCancelModal',
      reason: 'direct',
    });
    expect(decideCancelAction({ ...exp, role: { name: 'Rewards Membership', offerType: 0 } }).type).toBe(
      'openCancelModal',
    );
    expect(decideCancelAction({ ...exp, role: { name: 'Member', offerType: OfferType.rewards } })).toEqual({
      type: 'openCancelModal',
      reason: 'direct',
    });
    expect(
      decideCancelAction({ ...exp, role: { name: 'Enterprise 500', offerType: OfferType.enterprise500 } }),
    ).toEqual({
      type: 'openCancelModal',
      reason: 'direct',
    });
    expect(decideCancelAction({ ...exp, role: { name: 'Team Enterprise', offerType: 0 } }).type).toBe(
      'openCancelModal',
    );
  });
  it('exit-survey flag and cap not reached -> retention flow; cap reached or no flag -> modal', () => {
    expect(decideCancelAction({ ...base, exitSurveyFlag: true })).toEqual({ type: 'retentionFlow' });
    expect(decideCancelAction({ ...base, exitSurveyFlag: true, monthlyCapReached: true })).toEqual({
      type: 'openCancelModal',
      reason: 'default',
    });
    expect(decideCancelAction(base)).toEqual({ type: 'openCancelModal', reason: 'default' });
  });
  it('All Access Lifetime cannot cancel and shows usage', () => {
    expect(decideCancelAction({ ...base, role: { name: 'All Access Lifetime Membership', offerType: 9 } })).toEqual({
      type: 'allAccessLifetimeUsage',
    });
    expect(
      decideCancelAction({ ...base, isMobile: true, role: { name: 'x', offerType: OfferType.lifetime } }).type,
    ).toBe('allAccessLifetimeUsage');
  });
  it('property: the retention flow only for a flagged, uncapped, non-mobile, ordinary subscription', () => {
    fc.assert(
      fc.property(
        fc.record({
          isMobile: fc.boolean(),
          isPaymentPending: fc.boolean(),
          role: fc.record({
            name: fc.constantFrom('Basic Membership', 'Rewards', 'Enterprise', 'Premium'),
            offerType: fc.integer({ min: 0, max: 13 }),
          }),
          exitSurveyFlag: fc.boolean(),
          monthlyCapReached: fc.boolean(),
        }),
        (input) => {
          if (decideCancelAction(input).type === 'retentionFlow') {
            expect(input.exitSurveyFlag && !input.monthlyCapReached && !input.isMobile && !input.isPaymentPending).toBe(
              true,
            );
            expect([2, 5, 6, 7, 8, 13]).not.toContain(input.role.offerType);
          }
        },
      ),
    );
  });
  it('retention redirect needs a valid https URL, else the cancel modal', () => {
    expect(retentionRedirect('https://app.retain.example/cancel?id=1')).toEqual({
      type: 'redirect',
      url: 'https://app.retain.example/cancel?id=1',
    });
    expect(retentionRedirect('/retention/exit-survey?session=s1')).toEqual({
      type: 'redirect',
      url: '/retention/exit-survey?session=s1',
    });
    for (const bad of [
      null,
      undefined,
      '',
      'http://x.example',
      'javascript:alert(1)',
      'https://',
      'https://a b',
      '//evil.example/x',
      '/\\evil.example',
      '/a b',
    ]) {
      expect(retentionRedirect(bad)).toEqual({ type: 'openCancelModal', reason: 'retentionFallback' });
    }
    expect(RETENTION_COOKIE_SECONDS).toBe(60);
  });
  it('return from the retention flow via utm_source', () => {
    expect(retentionReturnOutcome('brightback-save')).toBe('saved');
    expect(retentionReturnOutcome('brightback-cancel')).toBe('cancelled');
    expect(retentionReturnOutcome('newsletter')).toBeNull();
    expect(retentionReturnOutcome(null)).toBeNull();
  });
});

describe('savings percent (Spec 000 §9)', () => {
  it('= floor((renewal - offer) / renewal * 100)', () => {
    expect(savingsPercent(2995, 1995)).toBe(33);
    expect(savingsPercent(2000, 1000)).toBe(50);
    expect(savingsPercent(1999, 999)).toBe(50); // 50.025 -> 50
    expect(savingsPercent(2995, 2995)).toBe(0);
    expect(savingsPercent(0, 100)).toBe(0);
    expect(savingsPercent(1000, 2000)).toBe(0);
    expect(savingsPercent(1000, Number.NaN)).toBe(0);
  });
  it('property: 0..100 and matches the formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), (r, o) => {
        const p = savingsPercent(r, o);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if (o <= r) expect(p).toBe(Math.floor(((r - o) * 100) / r));
      }),
    );
  });
});

describe('discount offer shown (Spec 000 §4)', () => {
  const offer = (priceCents: number) => ({ priceCents });
  it('needs Basic or Premium with a special-offer product', () => {
    expect(
      isDiscountOfferShown({ offerType: OfferType.premium, renewalPriceCents: 2995, specialOffer: offer(1995) }),
    ).toBe(true);
    expect(
      isDiscountOfferShown({ offerType: OfferType.basic, renewalPriceCents: 2495, specialOffer: offer(1495) }),
    ).toBe(true);
    expect(
      isDiscountOfferShown({ offerType: OfferType.rewards, renewalPriceCents: 2995, specialOffer: offer(1995) }),
    ).toBe(false);
    expect(isDiscountOfferShown({ offerType: OfferType.premium, renewalPriceCents: 2995, specialOffer: null })).toBe(
      false,
    );
    expect(
      isDiscountOfferShown({ offerType: OfferType.premium, renewalPriceCents: null, specialOffer: offer(1) }),
    ).toBe(false);
  });
  it('rounded (floored) saving must be non-empty (>= 1 %) and differ from the exact saving', () => {
    // exactly 50 %: rounded equals exact -> not shown (literal reading)
    expect(
      isDiscountOfferShown({ offerType: OfferType.premium, renewalPriceCents: 2000, specialOffer: offer(1000) }),
    ).toBe(false);
    // 0.5 % saving floors to 0 -> empty
    expect(
      isDiscountOfferShown({ offerType: OfferType.premium, renewalPriceCents: 2000, specialOffer: offer(1990) }),
    ).toBe(false);
    // no saving at all
    expect(
      isDiscountOfferShown({ offerType: OfferType.premium, renewalPriceCents: 2000, specialOffer: offer(2000) }),
    ).toBe(false);
  });
  it('property: shown implies 1 <= savings < exact percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 0, max: 100000 }), (r, o) => {
        const shown = isDiscountOfferShown({
          offerType: OfferType.basic,
          renewalPriceCents: r,
          specialOffer: offer(o),
        });
        const exact = ((r - o) * 100) / r;
        expect(shown).toBe(savingsPercent(r, o) >= 1 && !Number.isInteger(exact));
      }),
    );
  });
});

describe('cancel modal context', () => {
  it('derives payment pending, Rewards and the discount from the subscription', () => {
    const specialOffers = { basic: { priceCents: 1495 }, premium: { priceCents: 1995 } };
    expect(
      cancelModalContextFor({
        isPaymentPending: false,
        role: { name: 'Premium Membership', offerType: 4, renewalPrice: 2995 },
        specialOffers,
      }),
    ).toEqual({ isPaymentPending: false, isRewards: false, discountOfferShown: true });
    expect(
      cancelModalContextFor({
        isPaymentPending: true,
        role: { name: 'Basic Membership', offerType: 3, renewalPrice: 2495 },
        specialOffers: {},
      }),
    ).toEqual({ isPaymentPending: true, isRewards: false, discountOfferShown: false });
    expect(
      cancelModalContextFor({
        isPaymentPending: false,
        role: { name: 'Rewards Membership', offerType: 2, renewalPrice: 2995 },
        specialOffers,
      }),
    ).toEqual({ isPaymentPending: false, isRewards: true, discountOfferShown: false });
    expect(
      cancelModalContextFor({
        isPaymentPending: false,
        role: { name: 'Basic', offerType: 3, renewalPrice: 2495 },
        specialOffers,
      }).discountOfferShown,
    ).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideCancelAction,
  retentionReturnOutcome,
} from '../../../../core/membership/cancellation/cancel-flow.rules.js';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import {
  mayStartRetention,
  RETENTION_SESSIONS_PER_MEMBER_MONTHLY,
  retentionMonth,
  retentionReturnUrl,
} from '../../../../core/membership/retention/retention.rules.js';
import { hasMembershipAccess } from '../../../../core/membership/subscriptions/subscription.rules.js';
import { at, DAY, subscriptionRecord, T0 } from '../../../support/membership-stores.js';

describe('retention rules (000 sections 2, 4; docs/decisions/0082)', () => {
  it('counts a session in its UTC calendar month', () => {
    expect(retentionMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(retentionMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
  it('returns to the account page with the utm_source the account page reads', () => {
    expect(retentionReturnUrl('kept')).toBe('/dashboard/account?utm_source=brightback-save');
    expect(retentionReturnUrl('cancel')).toBe('/dashboard/account?utm_source=brightback-cancel');
    for (const o of ['kept', 'cancel'] as const) {
      const source = new URL(retentionReturnUrl(o), 'http://x').searchParams.get('utm_source');
      expect(retentionReturnOutcome(source)).toBe(o === 'kept' ? 'saved' : 'cancelled');
    }
  });
});

describe('who may start a retention session (000 section 4 Cancel flow; docs/decisions/0082)', () => {
  const now = at(DAY);
  const sub = (over: Parameters<typeof subscriptionRecord>[1] = {}) => subscriptionRecord('user-1', over);

  it('one session per member and month, on top of the month’s cap', () => {
    expect(RETENTION_SESSIONS_PER_MEMBER_MONTHLY).toBe(1);
  });

  it('an active, renewing Basic or Premium membership goes to the flow', () => {
    expect(mayStartRetention(sub(), now)).toBe(true);
    expect(mayStartRetention(sub({ name: 'Basic Membership', offerType: OfferType.basic }), now)).toBe(true);
  });

  it('not one without access or with nothing left to cancel: expired, paused, payment pending, ended, not renewing', () => {
    expect(mayStartRetention(sub({ status: 'expired' }), now)).toBe(false);
    expect(mayStartRetention(sub({ status: 'paused', pauseDate: T0, resumeDate: at(30 * DAY) }), now)).toBe(false);
    expect(mayStartRetention(sub({ isPaymentPending: true }), now)).toBe(false);
    expect(mayStartRetention(sub({ expirationDate: at(DAY / 2) }), now)).toBe(false);
    expect(mayStartRetention(sub({ willRenew: false, cancelledAt: T0 }), now)).toBe(false);
  });

  it('not the kinds the spec sends to the cancel modal directly: Rewards, enterprise, lifetime', () => {
    expect(mayStartRetention(sub({ name: 'Rewards Membership', offerType: OfferType.rewards }), now)).toBe(false);
    expect(mayStartRetention(sub({ name: 'Enterprise Power', offerType: OfferType.enterprisePower }), now)).toBe(false);
    expect(
      mayStartRetention(
        sub({ name: 'All Access Lifetime Membership', offerType: OfferType.lifetime, expirationDate: null }),
        now,
      ),
    ).toBe(false);
  });

  it('agrees with the cancel decision and never passes a subscription without access (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom('active', 'paused', 'expired' as const),
          willRenew: fc.boolean(),
          isPaymentPending: fc.boolean(),
          offerType: fc.integer({ min: 0, max: 14 }),
          days: fc.integer({ min: -5, max: 60 }),
        }),
        ({ status, willRenew, isPaymentPending, offerType, days }) => {
          const s = sub({
            status: status as 'active' | 'paused' | 'expired',
            willRenew,
            isPaymentPending,
            offerType,
            name: 'Membership',
            expirationDate: at(DAY + days * DAY),
          });
          const allowed = mayStartRetention(s, now);
          if (allowed) {
            expect(hasMembershipAccess(s, now)).toBe(true);
            expect(s.willRenew).toBe(true);
            expect(
              decideCancelAction({
                isMobile: false,
                isPaymentPending: s.isPaymentPending,
                role: { name: s.name, offerType: s.offerType },
                exitSurveyFlag: true,
                monthlyCapReached: false,
              }).type,
            ).toBe('retentionFlow');
          }
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_NOTICES,
  cancelPressOf,
  decideCancelAction,
  subscriptionCancelView,
} from '../../../../core/membership/cancellation/cancel-flow.rules.js';
import {
  CANCEL_PRESS_IDLE,
  type CancelPressEvent,
  type CancelPressState,
  cancelPressReducer,
} from '../../../../core/membership/cancellation/cancel-press.machine.js';
import { SubscriptionCancelSchema } from '../../../../core/membership/cancellation/subscription-cancel.schema.js';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';

const run = (events: CancelPressEvent[], from: CancelPressState = CANCEL_PRESS_IDLE) =>
  events.reduce(cancelPressReducer, from);
const check: CancelPressEvent = { type: 'PRESS', press: { type: 'retentionCheck' } };
const flagged: CancelPressEvent = { type: 'RETENTION_STATUS', exitSurveyFlag: true, monthlyCapReached: false };

describe('the cancel-press machine (000 section 4 Cancel flow)', () => {
  it('a flagged member under the cap with a valid URL is sent to the retention flow', () => {
    expect(run([check])).toEqual({ step: 'checkingRetention' });
    expect(run([check, flagged])).toEqual({ step: 'startingRetention' });
    expect(run([check, flagged, { type: 'RETENTION_STARTED', url: '/retention/exit-survey?session=abc' }])).toEqual({
      step: 'redirect',
      url: '/retention/exit-survey?session=abc',
    });
  });

  it('not flagged, at the cap, a failure or no valid URL: the cancel modal', () => {
    for (const events of [
      [check, { type: 'RETENTION_STATUS', exitSurveyFlag: false, monthlyCapReached: false }],
      [check, { type: 'RETENTION_STATUS', exitSurveyFlag: true, monthlyCapReached: true }],
      [check, { type: 'RETENTION_STATUS_FAILED' }],
      [check, flagged, { type: 'RETENTION_STARTED', url: null }],
      [check, flagged, { type: 'RETENTION_STARTED', url: 'javascript:alert(1)' }],
      [check, flagged, { type: 'RETENTION_START_FAILED' }],
    ] satisfies CancelPressEvent[][]) {
      expect(run(events)).toEqual({ step: 'cancelModal' });
    }
  });

  it('a notice press shows the notice; a modal press opens the modal; nothing else is asked', () => {
    const notice = CANCEL_NOTICES.mobile;
    expect(run([{ type: 'PRESS', press: { type: 'notice', notice } }])).toEqual({ step: 'notice', notice });
    expect(run([{ type: 'PRESS', press: { type: 'cancelModal' } }])).toEqual({ step: 'cancelModal' });
  });

  it('an event that does not apply returns the same state; the retention flow only through its checks', () => {
    const events: CancelPressEvent[] = [
      check,
      flagged,
      { type: 'RETENTION_STATUS_FAILED' },
      { type: 'RETENTION_STARTED', url: '/x' },
      { type: 'RETENTION_START_FAILED' },
      { type: 'PRESS', press: { type: 'cancelModal' } },
    ];
    const event = fc.constantFrom(...events);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), (seq) => {
        let s: CancelPressState = CANCEL_PRESS_IDLE;
        for (const e of seq) {
          const next = cancelPressReducer(s, e);
          if (next === s) continue;
          // Redirect only from starting the retention flow, which only follows a flagged status under the cap.
          if (next.step === 'redirect') expect(s.step).toBe('startingRetention');
          if (next.step === 'startingRetention') expect(s.step === 'checkingRetention' && e === flagged).toBe(true);
          expect(next).not.toEqual(s);
          s = next;
        }
        // The final steps take nothing more.
        if (s.step === 'redirect' || s.step === 'notice' || s.step === 'cancelModal') {
          for (const e of events) expect(cancelPressReducer(s, e)).toBe(s);
        }
      }),
    );
  });
});

const role = (over: Partial<Record<string, unknown>> = {}) => ({
  id: 1,
  name: 'Premium Membership',
  offerType: OfferType.premium,
  isActive: true,
  willRenew: true,
  expirationDate: '2026-12-27T00:00:00.000Z',
  renewalPrice: 2995,
  isPaused: false,
  resumeDate: null,
  ...over,
});
const sub = (over: Partial<Record<string, unknown>> = {}, isPaymentPending = false) => ({
  isPaymentPending,
  role: role(over) as ReturnType<typeof role> & { name: string; offerType: number; renewalPrice: number | null },
});

describe('subscriptionCancelView (000 section 4: what Cancel Membership does on one subscription)', () => {
  const view = (s: ReturnType<typeof sub>, isMobile = false) =>
    subscriptionCancelView({ subscription: s, isMobile, specialOffers: { premium: { priceCents: 1995 } } });

  it('shows on renewing, paused and payment-pending subscriptions only', () => {
    expect(view(sub()).shown).toBe(true);
    expect(view(sub({ isPaused: true })).shown).toBe(true);
    expect(view(sub({}, true)).shown).toBe(true);
    expect(view(sub({ willRenew: false })).shown).toBe(false);
    expect(view(sub({ isActive: false })).shown).toBe(false);
  });

  it('what the press does: notices for lifetime and mobile, the modal directly, or the retention check', () => {
    expect(view(sub({ offerType: OfferType.lifetime, name: 'All Access Lifetime Membership' })).press).toEqual({
      type: 'notice',
      notice: CANCEL_NOTICES.allAccessLifetime,
    });
    expect(view(sub(), true).press).toEqual({ type: 'notice', notice: CANCEL_NOTICES.mobile });
    expect(view(sub({}, true)).press).toEqual({ type: 'cancelModal' });
    expect(view(sub({ name: 'Rewards Membership', offerType: OfferType.rewards })).press).toEqual({
      type: 'cancelModal',
    });
    expect(view(sub()).press).toEqual({ type: 'retentionCheck' });
  });

  it("the notices' texts and titles", () => {
    expect(CANCEL_NOTICES.mobile).toEqual({
      title: 'Manage Your Subscription',
      text: 'Your membership was bought in the mobile app. Manage Your Subscription in the app store.',
    });
    expect(CANCEL_NOTICES.allAccessLifetime.text).toBe(
      'All Access Lifetime has no renewal to cancel. See your monthly report usage on the Membership Usage page.',
    );
  });

  it('carries the modal context and reads with the wire schema', () => {
    const v = view(sub());
    expect(v.modal).toEqual({ isPaymentPending: false, isRewards: false, discountOfferShown: true });
    expect(SubscriptionCancelSchema.parse(JSON.parse(JSON.stringify(v)))).toEqual(v);
  });

  it('the first step agrees with decideCancelAction for every member', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(0, 2, 3, 4, 9, 13, OfferType.enterprise500),
        fc.constantFrom('Premium Membership', 'Rewards Membership', 'All Access Lifetime Membership', 'Enterprise'),
        (isMobile, isPaymentPending, offerType, name) => {
          const input = { isMobile, isPaymentPending, role: { name, offerType } };
          const action = decideCancelAction({ ...input, exitSurveyFlag: true, monthlyCapReached: false }).type;
          const press = cancelPressOf(input).type;
          expect(press).toBe(
            action === 'retentionFlow' ? 'retentionCheck' : action === 'openCancelModal' ? 'cancelModal' : 'notice',
          );
        },
      ),
    );
  });
});

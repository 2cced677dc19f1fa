import { describe, expect, it } from 'vitest';
import {
  formatMembershipDate,
  RESUME_MODAL_TEXT,
  type SubscriptionDisplayInput,
  subscriptionDisplayState,
} from '../../../../core/membership/subscriptions/subscription-display.rules.js';

const sub = (role: Partial<SubscriptionDisplayInput['role']>, isPaymentPending = false): SubscriptionDisplayInput => ({
  isPaymentPending,
  role: {
    name: 'Premium Membership',
    isActive: true,
    willRenew: true,
    isPaused: false,
    expirationDate: '2026-03-05T20:00:00Z',
    resumeDate: null,
    ...role,
  },
});

describe('membership dates (Spec 000 §9: MMM D, YYYY in America/Los_Angeles)', () => {
  it('formats in Los Angeles time', () => {
    expect(formatMembershipDate('2026-03-05T20:00:00Z')).toBe('Mar 5, 2026');
    // 05:00 UTC on Jan 1 is still Dec 31 in Los Angeles
    expect(formatMembershipDate(new Date('2027-01-01T05:00:00Z'))).toBe('Dec 31, 2026');
    expect(formatMembershipDate('2026-09-15T12:00:00Z')).toBe('Sep 15, 2026');
    expect(formatMembershipDate('not a date')).toBeNull();
    expect(formatMembershipDate(null)).toBeNull();
  });
});

describe('subscription display states (Spec 000 §4)', () => {
  it('renews / expires / expired', () => {
    expect(subscriptionDisplayState(sub({}))).toEqual({ state: 'renewing', label: 'Renews on Mar 5, 2026' });
    expect(subscriptionDisplayState(sub({ willRenew: false }))).toEqual({
      state: 'expiring',
      label: 'Expires on Mar 5, 2026',
    });
    expect(subscriptionDisplayState(sub({ isActive: false, willRenew: false }))).toEqual({
      state: 'expired',
      label: 'Expired on Mar 5, 2026',
    });
    expect(subscriptionDisplayState(sub({ expirationDate: null })).label).toBe('Renews on N/A');
  });
  it('Explorer is free', () => {
    expect(subscriptionDisplayState(sub({ name: 'Explorer' }))).toEqual({ state: 'explorer', label: 'Free' });
  });
  it('paused with resume date and actions', () => {
    expect(subscriptionDisplayState(sub({ isPaused: true, resumeDate: '2026-04-01T19:00:00Z' }))).toEqual({
      state: 'paused',
      label: 'Paused',
      detail: 'Resumes on Apr 1, 2026',
      actions: ['Resume Membership', 'Cancel'],
    });
    expect(subscriptionDisplayState(sub({ isPaused: true })).state).toBe('paused');
    expect(RESUME_MODAL_TEXT).toBe('Your membership is currently paused.');
  });
  it('payment pending shows "Membership Expired" (before paused)', () => {
    const s = subscriptionDisplayState(sub({ isPaused: true }, true));
    expect(s.state).toBe('paymentPending');
    expect(s.label).toBe('Membership Expired');
  });
});

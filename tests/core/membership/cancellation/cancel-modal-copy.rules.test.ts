import { describe, expect, it } from 'vitest';
import { CANCEL_MODAL_ERROR } from '../../../../core/membership/cancellation/cancel-modal.machine.js';
import {
  CANCEL_MODAL_COPY,
  cancelAccessEnd,
  cancelConfirmText,
  discountAppliedText,
  discountOfferPitch,
  membershipCancelledText,
} from '../../../../core/membership/cancellation/cancel-modal-copy.rules.js';

describe('the cancel modal copy (000 section 4 panels)', () => {
  it('access ends on the expiration date (MMM D, YYYY, Los Angeles), else at the end of the period', () => {
    expect(cancelAccessEnd('2026-04-05T12:00:00Z')).toBe('Apr 5, 2026');
    expect(cancelAccessEnd(null)).toBe('the end of your billing period');
  });

  it('the discount pitch names both prices with their renewal labels and the floored saving', () => {
    const pitch = discountOfferPitch({
      special: { priceCents: 1995, termHours: 720 },
      renewal: { priceCents: 2995, termHours: 720 },
    });
    expect(`${pitch.lead} ${pitch.price} ${pitch.rest}`).toBe(
      'Stay with us for $19.95/mo instead of $29.95/mo: save 33% from your next renewal.',
    );
  });

  it('the confirm panels: Rewards or plain question, then what happens to access', () => {
    expect(cancelConfirmText({ rewards: false, isPaymentPending: false, accessEnd: 'Apr 5, 2026' })).toBe(
      'Are you sure you want to cancel your membership? You keep access until Apr 5, 2026.',
    );
    expect(cancelConfirmText({ rewards: true, isPaymentPending: true, accessEnd: 'Apr 5, 2026' })).toBe(
      'Are you sure? You will lose your $1 reports and member discounts. Your membership ends now.',
    );
  });

  it('cancelled and discount-applied panels', () => {
    expect(membershipCancelledText({ isPaymentPending: false, accessEnd: 'Apr 5, 2026' })).toBe(
      'Your membership has been cancelled. You keep access until Apr 5, 2026. You will not be charged again.',
    );
    expect(membershipCancelledText({ isPaymentPending: true, accessEnd: 'Apr 5, 2026' })).not.toContain('access');
    expect(discountAppliedText({ priceCents: 1995, termHours: 2160 })).toBe(
      'Discount applied! Your membership now renews at $19.95/every 3 months.',
    );
  });

  it('the error panel uses the spec texts of 000 section 8', () => {
    expect(CANCEL_MODAL_COPY.error).toBe(CANCEL_MODAL_ERROR);
    expect(CANCEL_MODAL_COPY.error.title).toBe('Oops, something went wrong');
  });
});

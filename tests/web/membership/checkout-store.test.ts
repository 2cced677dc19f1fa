// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useCheckoutStore } from '../../../web/src/features/membership/stores/checkout-store';

describe('checkout store (002 section 3 Checkout state)', () => {
  it('starts with the spec defaults and one idempotency key per attempt', () => {
    const s = useCheckoutStore.getState();
    s.start({ cartCheckoutType: 'people', criteria: { firstName: 'Jane' } });
    const started = useCheckoutStore.getState();
    expect(started).toMatchObject({
      cartCheckoutType: 'people',
      criteria: { firstName: 'Jane', middleName: '', lastName: '' },
      selectedPaymentMethod: 'none',
      processing: false,
      hasSubmittedCheckout: false,
    });
    const key = started.attemptKey;
    started.submitStarted();
    expect(useCheckoutStore.getState()).toMatchObject({
      processing: true,
      hasSubmittedCheckout: true,
      attemptKey: key,
    });
    // A failed attempt (e.g. a decline): the next submit is a new attempt with a new key.
    useCheckoutStore.getState().submitFailed();
    expect(useCheckoutStore.getState().processing).toBe(false);
    expect(useCheckoutStore.getState().attemptKey).not.toBe(key);
    useCheckoutStore.getState().selectOffer('offer-premium-trial');
    useCheckoutStore.getState().selectPaymentMethod('card');
    expect(useCheckoutStore.getState()).toMatchObject({
      selectedOfferId: 'offer-premium-trial',
      selectedPaymentMethod: 'card',
    });
  });
});

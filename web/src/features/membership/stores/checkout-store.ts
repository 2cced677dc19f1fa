import { create } from 'zustand';

/** The payment method picked on a checkout (002 section 3: selectedPaymentMethod, default 'none'). */
export type PaymentMethod = 'none' | 'card' | 'paypal' | 'applePay' | 'googlePay';

/** A new idempotency key: one per checkout attempt (a retry of the same attempt reuses it). */
export const newCheckoutKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `ck-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Checkout state (002 section 3 "Checkout state"). */
export type CheckoutState = {
  cartCheckoutType: string;
  criteria: { firstName: string; middleName: string; lastName: string };
  teaser: string | null;
  selectedOfferId: string | null;
  optionalUpsells: string[];
  selectedPaymentMethod: PaymentMethod;
  isPasswordRequired: boolean;
  isCaptchaRequired: boolean;
  processing: boolean;
  hasSubmittedCheckout: boolean;
  /** The idempotency key of the current attempt. */
  attemptKey: string;
  start: (input: {
    cartCheckoutType: string;
    criteria?: Partial<CheckoutState['criteria']>;
    paymentMethod?: PaymentMethod;
  }) => void;
  selectOffer: (offerId: string) => void;
  selectPaymentMethod: (m: PaymentMethod) => void;
  setPasswordRequired: (v: boolean) => void;
  submitStarted: () => void;
  /** The attempt failed (e.g. a decline): a new attempt gets a new key. */
  submitFailed: () => void;
  submitSucceeded: () => void;
};

export const useCheckoutStore = create<CheckoutState>()((set) => ({
  cartCheckoutType: 'membership',
  criteria: { firstName: '', middleName: '', lastName: '' },
  teaser: null,
  selectedOfferId: null,
  optionalUpsells: [],
  selectedPaymentMethod: 'none',
  isPasswordRequired: true,
  isCaptchaRequired: false,
  processing: false,
  hasSubmittedCheckout: false,
  attemptKey: newCheckoutKey(),
  start: ({ cartCheckoutType, criteria, paymentMethod }) =>
    set({
      cartCheckoutType,
      criteria: { firstName: '', middleName: '', lastName: '', ...criteria },
      selectedOfferId: null,
      selectedPaymentMethod: paymentMethod ?? 'none',
      processing: false,
      hasSubmittedCheckout: false,
      attemptKey: newCheckoutKey(),
    }),
  selectOffer: (selectedOfferId) => set({ selectedOfferId }),
  selectPaymentMethod: (selectedPaymentMethod) => set({ selectedPaymentMethod }),
  setPasswordRequired: (isPasswordRequired) => set({ isPasswordRequired }),
  submitStarted: () => set({ processing: true, hasSubmittedCheckout: true }),
  submitFailed: () => set({ processing: false, attemptKey: newCheckoutKey() }),
  submitSucceeded: () => set({ processing: true }),
}));

import { MEMBERSHIP_MENUS } from '#core/membership/catalog/membership-menus.rules';

/** The checkout route families (002 section 2.5) and what each offers. */
export type CheckoutFamily = 'join' | 'checkout' | 'dating' | 'phone' | 'address';

export interface CheckoutConfig {
  family: CheckoutFamily;
  /** POST /api/checkout/{checkoutType}. */
  checkoutType: string;
  menuName: string;
  heading: string;
  /** Wallets this family may offer; shown only when the gateway is also configured for them. */
  wallets: { paypal: boolean; applePay: boolean; googlePay: boolean };
  savings: boolean;
  cardHolderName: boolean;
  /** The combined checkout: FAQ, testimonials, benefits, best-value label, swapped order (002 section 2.5). */
  combined: boolean;
}

/** 002 section 2.5 per route family. */
export const CHECKOUT_CONFIGS: Record<CheckoutFamily, CheckoutConfig> = {
  join: {
    family: 'join',
    checkoutType: 'membership',
    menuName: MEMBERSHIP_MENUS.people,
    heading: 'Start Your Membership',
    wallets: { paypal: true, applePay: false, googlePay: true },
    savings: false,
    cardHolderName: false,
    combined: false,
  },
  checkout: {
    family: 'checkout',
    checkoutType: 'people',
    menuName: MEMBERSHIP_MENUS.people,
    heading: 'Unlock Your Report',
    wallets: { paypal: true, applePay: false, googlePay: false },
    savings: false,
    cardHolderName: false,
    combined: false,
  },
  dating: {
    family: 'dating',
    checkoutType: 'dating',
    menuName: MEMBERSHIP_MENUS.dating,
    heading: 'Date Safely: Know Who You Are Meeting',
    wallets: { paypal: true, applePay: false, googlePay: false },
    savings: false,
    cardHolderName: false,
    combined: true,
  },
  phone: {
    family: 'phone',
    checkoutType: 'phone',
    menuName: MEMBERSHIP_MENUS.searchPhone,
    heading: 'Unlock the Phone Report',
    wallets: { paypal: true, applePay: true, googlePay: true },
    savings: true,
    cardHolderName: true,
    combined: false,
  },
  address: {
    family: 'address',
    checkoutType: 'property',
    menuName: MEMBERSHIP_MENUS.propertyReport,
    heading: 'Unlock the Property Report',
    wallets: { paypal: true, applePay: false, googlePay: false },
    savings: false,
    cardHolderName: false,
    combined: false,
  },
};

import { stripToDigits } from '#core/billing/card.rules';

/**
 * The wallet card form the membership wallet and the upgrade flow's "Add payment option" share (002
 * section 3 Wallet card; 001 section 4 wallet modal): the typed text, and the body the wallet calls take,
 * with card number, security code and zip sent as digits only (001 section 5). The card number, expiry
 * and security code fields are {@link CardFields}.
 */

/** The form's values as typed. */
export type WalletCardFormValues = {
  creditCardNo: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  firstName: string;
  lastName: string;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
};

/** An empty wallet card form. */
export const EMPTY_WALLET_CARD_FORM: Readonly<WalletCardFormValues> = Object.freeze({
  creditCardNo: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  firstName: '',
  lastName: '',
  addressLine: '',
  city: '',
  state: '',
  zip: '',
});

/** The body of a card update (no card number: a saved card's number cannot change, 000 section 7); the card becomes the default. */
export const walletCardUpdateBody = (form: WalletCardFormValues) => ({
  expirationMonth: form.expirationMonth,
  expirationYear: form.expirationYear,
  securityCode: stripToDigits(form.securityCode),
  firstName: form.firstName,
  lastName: form.lastName,
  addressLine: form.addressLine,
  city: form.city,
  state: form.state,
  zip: stripToDigits(form.zip),
  isDefaultCard: true,
});

/** The body of a new card (wallet cards add); the card becomes the default. */
export const walletCardAddBody = (form: WalletCardFormValues) => ({
  ...walletCardUpdateBody(form),
  creditCardNo: stripToDigits(form.creditCardNo),
});

import { z } from 'zod';
import { isCardExpired, normalizeExpiryYear, passesLuhn, stripToDigits } from './card.rules.js';

/** Messages of the wallet-card form. The spec gives the address and zip texts (002 §5); the rest are ours. */
export const WalletCardMessages = {
  cardNumber: 'Please enter a valid card number',
  expirationMonth: 'Please enter a valid expiration month',
  expirationYear: 'Please enter a valid expiration year',
  expired: 'This card has expired. Please use a different card.',
  securityCode: 'Please enter a valid security code',
  firstName: 'Please enter the first name on the card',
  lastName: 'Please enter the last name on the card',
  address: 'Please enter a valid address',
  city: 'Please enter a valid city',
  state: 'Please enter a valid state',
  zip: 'Please enter a valid zip code',
} as const;

/** Strips to digits first (Spec 002 §5: card number, zip and security code are stripped before sending). */
const digits = (message: string) => z.string({ error: message }).transform((v) => stripToDigits(v));

const cardNumber = digits(WalletCardMessages.cardNumber).pipe(
  z
    .string()
    .regex(/^\d{12,19}$/, { error: WalletCardMessages.cardNumber })
    .refine(passesLuhn, { error: WalletCardMessages.cardNumber }),
);
const securityCode = digits(WalletCardMessages.securityCode).pipe(
  z.string().regex(/^\d{3,4}$/, { error: WalletCardMessages.securityCode }),
);
const zip = digits(WalletCardMessages.zip).pipe(z.string().regex(/^(\d{5}|\d{9})$/, { error: WalletCardMessages.zip }));
const month = z.coerce
  .number({ error: WalletCardMessages.expirationMonth })
  .int({ error: WalletCardMessages.expirationMonth })
  .min(1, { error: WalletCardMessages.expirationMonth })
  .max(12, { error: WalletCardMessages.expirationMonth });
const year = z.coerce
  .number({ error: WalletCardMessages.expirationYear })
  .int({ error: WalletCardMessages.expirationYear })
  .min(0, { error: WalletCardMessages.expirationYear })
  .max(2199, { error: WalletCardMessages.expirationYear })
  .refine((y) => y < 100 || y >= 2000, { error: WalletCardMessages.expirationYear })
  .transform(normalizeExpiryYear);
const name = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(50, { error: message });
// Spec 002 §5 address text: letters, digits, dots, slashes, spaces (we also allow # , ' - for unit and street names).
const addressLine = z
  .string({ error: WalletCardMessages.address })
  .trim()
  .min(1, { error: WalletCardMessages.address })
  .max(100, { error: WalletCardMessages.address })
  .regex(/^[A-Za-z0-9 ./#,'-]+$/, { error: WalletCardMessages.address });
const city = z
  .string({ error: WalletCardMessages.city })
  .trim()
  .min(1, { error: WalletCardMessages.city })
  .max(50, { error: WalletCardMessages.city })
  .regex(/^[A-Za-z .'-]+$/, { error: WalletCardMessages.city });
const state = z
  .string({ error: WalletCardMessages.state })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: WalletCardMessages.state })
  .transform((s) => s.toUpperCase());

const billingFields = {
  expirationMonth: month,
  expirationYear: year,
  securityCode,
  firstName: name(WalletCardMessages.firstName),
  lastName: name(WalletCardMessages.lastName),
  addressLine,
  city,
  state,
  zip,
  isDefaultCard: z.boolean().optional().default(false),
};

/** Adds "not expired" (the card-expiry reading of {@link isCardExpired}) on the expirationYear field. */
const notExpired =
  (now: Date) =>
  (v: { expirationMonth: number; expirationYear: number }, ctx: z.RefinementCtx): void => {
    // zod 4 runs this even when a field failed: only judge expiry on a valid month and year.
    if (!month.safeParse(v.expirationMonth).success || !year.safeParse(v.expirationYear).success) return;
    if (isCardExpired({ month: v.expirationMonth, year: v.expirationYear }, now)) {
      ctx.addIssue({ code: 'custom', path: ['expirationYear'], message: WalletCardMessages.expired });
    }
  };

/**
 * Wallet card add input (Spec 000 §7 POST wallet/cards/add; fields of 002 §3 Wallet card; rules of 002 §5).
 * Card number, zip and security code are stripped to digits, then: card number 12-19 digits passing Luhn;
 * security code 3-4 digits; zip 5 or 9 digits; expiry month 1-12; year four digits (or two, read as 20YY);
 * the card must not be expired at `now` (see `isCardExpired`); first and last name on the card, address line,
 * city and a two-letter state are required. The expiry check needs the time, so this is a factory.
 */
export const makeWalletCardAddSchema = (now: Date) =>
  z.object({ creditCardNo: cardNumber, ...billingFields }).superRefine(notExpired(now));

/**
 * Wallet card update input (Spec 000 §7 POST wallet/cards/update): the card is named by `creditCardId`; the
 * number cannot change (a different number is a new card), everything else follows the add rules.
 */
export const makeWalletCardUpdateSchema = (now: Date) =>
  z
    .object({
      creditCardId: z.union([z.string().trim().min(1), z.number().int().positive()], {
        error: 'A card to update is required',
      }),
      ...billingFields,
    })
    .superRefine(notExpired(now));

/** The card named by POST wallet/cards/remove and wallet/cards/default (`creditCardId`). */
export const WalletCardIdInput = z.object({
  creditCardId: z.union([z.string(), z.number()], { error: 'A card is required' }).transform(String),
});

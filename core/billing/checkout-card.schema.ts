import { z } from 'zod';
import { isCardExpired, normalizeExpiryYear, passesLuhn, stripToDigits } from './card.rules.js';
import { WalletCardMessages } from './wallet-card.schema.js';

const digits = (message: string) => z.string({ error: message }).transform((v) => stripToDigits(v));

/**
 * The card typed at checkout (002 section 2.5, section 5): number, zip and security code stripped to digits;
 * number 12-19 digits passing Luhn; security code 3-4 digits; zip 5 or 9 digits; expiry month 1-12, a four
 * (or two) digit year, not expired at `now` (000 section 3 Card). The card-holder name is optional here
 * (asked on phone checkout; the account name is used elsewhere). Messages are the wallet form's.
 */
export const makeCheckoutCardSchema = (now: Date) =>
  z
    .object({
      creditCardNo: digits(WalletCardMessages.cardNumber).pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, { error: WalletCardMessages.cardNumber })
          .refine(passesLuhn, { error: WalletCardMessages.cardNumber }),
      ),
      expirationMonth: z.coerce
        .number({ error: WalletCardMessages.expirationMonth })
        .int({ error: WalletCardMessages.expirationMonth })
        .min(1, { error: WalletCardMessages.expirationMonth })
        .max(12, { error: WalletCardMessages.expirationMonth }),
      expirationYear: z.coerce
        .number({ error: WalletCardMessages.expirationYear })
        .int({ error: WalletCardMessages.expirationYear })
        .min(0, { error: WalletCardMessages.expirationYear })
        .max(2199, { error: WalletCardMessages.expirationYear })
        .refine((y) => y < 100 || y >= 2000, { error: WalletCardMessages.expirationYear })
        .transform(normalizeExpiryYear),
      securityCode: digits(WalletCardMessages.securityCode).pipe(
        z.string().regex(/^\d{3,4}$/, { error: WalletCardMessages.securityCode }),
      ),
      zip: digits(WalletCardMessages.zip).pipe(z.string().regex(/^(\d{5}|\d{9})$/, { error: WalletCardMessages.zip })),
      firstName: z.string().trim().max(50).optional(),
      lastName: z.string().trim().max(50).optional(),
    })
    .superRefine((v, ctx) => {
      if (isCardExpired({ month: v.expirationMonth, year: v.expirationYear }, now)) {
        ctx.addIssue({ code: 'custom', path: ['expirationYear'], message: WalletCardMessages.expired });
      }
    });

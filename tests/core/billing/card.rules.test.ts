import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CardBrand,
  cardLastFour,
  detectCardBrand,
  formatCardExpiry,
  hasUsableCard,
  isCardExpired,
  losAngelesCalendarDate,
  maskPhoneForDisplay,
  normalizeExpiryYear,
  passesLuhn,
  stripToDigits,
} from '../../../core/billing/card.rules.js';

describe('card expiry (Spec 002 §5, 001 §5, 000 §3)', () => {
  const march2027 = { month: 3, year: 2027 };
  it('the 1st of the expiry month (Los Angeles) is still valid; the 2nd is expired', () => {
    expect(isCardExpired(march2027, new Date('2027-02-28T12:00:00Z'))).toBe(false);
    // 2027-03-01 23:59 in Los Angeles (PST, UTC-8) = 2027-03-02T07:59Z
    expect(isCardExpired(march2027, new Date('2027-03-02T07:59:59Z'))).toBe(false);
    // 2027-03-02 00:00 in Los Angeles = 2027-03-02T08:00Z
    expect(isCardExpired(march2027, new Date('2027-03-02T08:00:00Z'))).toBe(true);
    expect(isCardExpired(march2027, new Date('2027-04-15T00:00:00Z'))).toBe(true);
    expect(isCardExpired(march2027, new Date('2028-01-01T12:00:00Z'))).toBe(true);
    expect(isCardExpired(march2027, new Date('2026-12-31T12:00:00Z'))).toBe(false);
  });

  it('uses the Los Angeles calendar across DST (July is PDT, UTC-7)', () => {
    expect(isCardExpired({ month: 7, year: 2027 }, new Date('2027-07-02T06:59:59Z'))).toBe(false);
    expect(isCardExpired({ month: 7, year: 2027 }, new Date('2027-07-02T07:00:00Z'))).toBe(true);
    expect(losAngelesCalendarDate(new Date('2027-01-01T05:00:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
  });

  it('two-digit years are 20YY; invalid months count as expired', () => {
    expect(normalizeExpiryYear(27)).toBe(2027);
    expect(normalizeExpiryYear(2027)).toBe(2027);
    expect(isCardExpired({ month: 3, year: 27 }, new Date('2027-02-01T12:00:00Z'))).toBe(false);
    expect(isCardExpired({ month: 13, year: 2099 }, new Date('2027-02-01T12:00:00Z'))).toBe(true);
    expect(isCardExpired({ month: 1.5, year: 2099 }, new Date('2027-02-01T12:00:00Z'))).toBe(true);
  });

  it('property: monotone in time — once expired, expired for every later instant', () => {
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2020, max: 2040 }),
        instant,
        fc.integer({ min: 0, max: 5 * 365 * 86_400_000 }),
        (month, year, t, later) => {
          if (isCardExpired({ month, year }, new Date(t))) {
            expect(isCardExpired({ month, year }, new Date(t + later))).toBe(true);
          }
        },
      ),
    );
  });

  it('property: a card is valid on the whole month before its expiry month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2021, max: 2040 }),
        fc.integer({ min: 1, max: 28 }),
        (m, y, d) => {
          const prevMonth = m === 1 ? 12 : m - 1;
          const prevYear = m === 1 ? y - 1 : y;
          // noon UTC is the same calendar day in Los Angeles
          expect(isCardExpired({ month: m, year: y }, new Date(Date.UTC(prevYear, prevMonth - 1, d, 12)))).toBe(false);
        },
      ),
    );
  });

  it('display: MM/YYYY, MM/YY or N/A', () => {
    expect(formatCardExpiry(3, 2027)).toBe('03/2027');
    expect(formatCardExpiry(11, 2027, 'short')).toBe('11/27');
    expect(formatCardExpiry(3, 27)).toBe('03/2027');
    expect(formatCardExpiry(null, 2027)).toBe('N/A');
    expect(formatCardExpiry(3, undefined)).toBe('N/A');
    expect(formatCardExpiry(0, 2027)).toBe('N/A');
    expect(formatCardExpiry(13, 2027)).toBe('N/A');
    expect(formatCardExpiry(2.5, 2027)).toBe('N/A');
    expect(formatCardExpiry(2, -1)).toBe('N/A');
  });
});

describe('hasUsableCard (000 sections 3 and 5: a card, not expired)', () => {
  const now = new Date('2027-03-02T08:00:00Z'); // 2027-03-02 00:00 in Los Angeles
  it('reads a stored card and a card on the wire alike', () => {
    expect(hasUsableCard({ expMonth: 4, expYear: 2027 }, now)).toBe(true);
    expect(hasUsableCard({ expirationMonth: 4, expirationYear: 2027 }, now)).toBe(true);
    expect(hasUsableCard({ expMonth: 3, expYear: 2027 }, now)).toBe(false);
    expect(hasUsableCard({ expirationMonth: 3, expirationYear: 27 }, now)).toBe(false);
  });
  it('no card is no usable card', () => {
    expect(hasUsableCard(null, now)).toBe(false);
    expect(hasUsableCard(undefined, now)).toBe(false);
  });
  it('is "present and not isCardExpired" for every expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 2020, max: 2035 }), (month, year) => {
        expect(hasUsableCard({ expMonth: month, expYear: year }, now)).toBe(!isCardExpired({ month, year }, now));
      }),
    );
  });
});

describe('digits, brands, Luhn, masked phone', () => {
  it('strips card number, zip and security code to digits', () => {
    expect(stripToDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(stripToDigits('98101-1234')).toBe('981011234');
    expect(stripToDigits(null)).toBe('');
  });

  it('brand numbers follow the spec', () => {
    expect(CardBrand).toEqual({ unknown: 0, visa: 15, mastercard: 16, discover: 17, amex: 18, diners: 19, paypal: 20 });
  });

  it('detects brands from IIN ranges', () => {
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(detectCardBrand('5500000000000004')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('2720990000000000')).toBe('mastercard');
    expect(detectCardBrand('2721000000000000')).toBe('unknown');
    expect(detectCardBrand('340000000000009')).toBe('amex');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('6440000000000000')).toBe('discover');
    expect(detectCardBrand('6500000000000002')).toBe('discover');
    expect(detectCardBrand('6221260000000000')).toBe('discover');
    expect(detectCardBrand('30569309025904')).toBe('diners');
    expect(detectCardBrand('36000000000008')).toBe('diners');
    expect(detectCardBrand('3095000000000000')).toBe('diners');
    expect(detectCardBrand('3800000000000000')).toBe('diners');
    expect(detectCardBrand('1234')).toBe('unknown');
    expect(detectCardBrand('')).toBe('unknown');
  });

  it('Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it('property: exactly one check digit passes Luhn', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 }), (body) => {
        const passing = [...'0123456789'].filter((d) => passesLuhn(body + d));
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('masked phone: strip non-digits and a leading 1, show (ddd) ddd-****', () => {
    expect(maskPhoneForDisplay('+1 (206) 555-0142')).toBe('(206) 555-****');
    expect(maskPhoneForDisplay('206.555.0142')).toBe('(206) 555-****');
    expect(maskPhoneForDisplay('555-0142')).toBeNull();
    expect(maskPhoneForDisplay('22065550142')).toBeNull();
    expect(maskPhoneForDisplay(undefined)).toBeNull();
  });

  it('last four', () => {
    expect(cardLastFour('4111 1111 1111 1234')).toBe('1234');
    expect(cardLastFour('12')).toBe('');
  });
});

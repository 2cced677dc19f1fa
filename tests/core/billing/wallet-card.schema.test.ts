import { describe, expect, it } from 'vitest';
import {
  makeWalletCardAddSchema,
  makeWalletCardUpdateSchema,
  WalletCardMessages,
} from '../../../core/billing/wallet-card.schema.js';
import { parseInput } from '../../../core/shared/errors.js';

const now = new Date('2027-03-10T18:00:00Z');
const valid = {
  creditCardNo: '4111 1111 1111 1111',
  expirationMonth: '04',
  expirationYear: '2027',
  securityCode: ' 123 ',
  firstName: ' Bob ',
  lastName: 'Smith',
  addressLine: '123 Main St. #4',
  city: 'Seattle',
  state: 'wa',
  zip: '98101-1234',
};

describe('wallet card add (Spec 002 §3, §5)', () => {
  it('accepts and normalises a valid card', () => {
    const r = parseInput(makeWalletCardAddSchema(now), valid);
    expect(r._unsafeUnwrap()).toEqual({
      creditCardNo: '4111111111111111',
      expirationMonth: 4,
      expirationYear: 2027,
      securityCode: '123',
      firstName: 'Bob',
      lastName: 'Smith',
      addressLine: '123 Main St. #4',
      city: 'Seattle',
      state: 'WA',
      zip: '981011234',
      isDefaultCard: false,
    });
  });

  it('two-digit year is read as 20YY', () => {
    expect(
      parseInput(makeWalletCardAddSchema(now), { ...valid, expirationYear: 28 })._unsafeUnwrap().expirationYear,
    ).toBe(2028);
  });

  it('rejects with clear messages per field', () => {
    const r = parseInput(makeWalletCardAddSchema(now), {
      creditCardNo: '4111 1111 1111 1112',
      expirationMonth: 13,
      expirationYear: 'soon',
      securityCode: '12',
      firstName: '',
      lastName: '  ',
      addressLine: 'Main <script>',
      city: '',
      state: 'Washington',
      zip: '9810',
    });
    expect(r._unsafeUnwrapErr().errors).toEqual({
      creditCardNo: [WalletCardMessages.cardNumber],
      expirationMonth: [WalletCardMessages.expirationMonth],
      expirationYear: [WalletCardMessages.expirationYear],
      securityCode: [WalletCardMessages.securityCode],
      firstName: [WalletCardMessages.firstName],
      lastName: [WalletCardMessages.lastName],
      addressLine: [WalletCardMessages.address],
      city: [WalletCardMessages.city],
      state: [WalletCardMessages.state],
      zip: [WalletCardMessages.zip],
    });
    expect(WalletCardMessages.zip).toBe('Please enter a valid zip code');
    expect(WalletCardMessages.address).toBe('Please enter a valid address');
  });

  it('rejects an expired card (expired from the 2nd of the expiry month)', () => {
    const r = parseInput(makeWalletCardAddSchema(now), { ...valid, expirationMonth: 3 });
    expect(r._unsafeUnwrapErr().errors).toEqual({ expirationYear: [WalletCardMessages.expired] });
    const onFirst = new Date('2027-03-01T18:00:00Z');
    expect(parseInput(makeWalletCardAddSchema(onFirst), { ...valid, expirationMonth: 3 }).isOk()).toBe(true);
  });

  it('rejects missing fields and short numbers', () => {
    const r = parseInput(makeWalletCardAddSchema(now), { ...valid, creditCardNo: '4242', expirationYear: 1999 });
    expect(r._unsafeUnwrapErr().errors).toEqual({
      creditCardNo: [WalletCardMessages.cardNumber],
      expirationYear: [WalletCardMessages.expirationYear],
    });
    expect(parseInput(makeWalletCardAddSchema(now), {}).isErr()).toBe(true);
  });
});

describe('wallet card update', () => {
  it('needs the card id and follows the add rules without a number', () => {
    const { creditCardNo: _, ...rest } = valid;
    expect(
      parseInput(makeWalletCardUpdateSchema(now), {
        ...rest,
        creditCardId: 'c-1',
        isDefaultCard: true,
      })._unsafeUnwrap(),
    ).toMatchObject({
      creditCardId: 'c-1',
      isDefaultCard: true,
    });
    expect(parseInput(makeWalletCardUpdateSchema(now), { ...rest, creditCardId: 7 }).isOk()).toBe(true);
    expect(parseInput(makeWalletCardUpdateSchema(now), rest)._unsafeUnwrapErr().errors).toEqual({
      creditCardId: ['A card to update is required'],
    });
    expect(
      parseInput(makeWalletCardUpdateSchema(now), { ...rest, creditCardId: 7, expirationMonth: 2 })._unsafeUnwrapErr()
        .errors,
    ).toEqual({
      expirationYear: [WalletCardMessages.expired],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isCheckoutMenu } from '../../../../core/membership/catalog/membership-menus.rules.js';
import { CHECKOUT_TYPES } from '../../../../core/membership/checkout/checkout.rules.js';
import {
  SILENT_CHECKOUT_MENUS,
  silentCheckoutStep,
} from '../../../../core/membership/checkout/silent-checkout.rules.js';

describe('silentCheckoutStep (docs/decisions/0077)', () => {
  it('a voucher held wins over everything; a voucher gone is refused before the card is looked at', () => {
    expect(silentCheckoutStep({ holdsVoucher: true, hasVoucher: false, card: 'none' })).toBe('voucher');
    expect(silentCheckoutStep({ holdsVoucher: true, hasVoucher: true, card: 'usable' })).toBe('voucher');
    expect(silentCheckoutStep({ holdsVoucher: false, hasVoucher: true, card: 'usable' })).toBe('voucherGone');
  });
  it('no card -> checkout page; expired -> declined text; usable -> charge', () => {
    expect(silentCheckoutStep({ holdsVoucher: false, hasVoucher: false, card: 'none' })).toBe('noCard');
    expect(silentCheckoutStep({ holdsVoucher: false, hasVoucher: false, card: 'expired' })).toBe('cardExpired');
    expect(silentCheckoutStep({ holdsVoucher: false, hasVoucher: false, card: 'usable' })).toBe('charge');
  });
  it('every checkout type sells from a checkout menu', () => {
    for (const type of CHECKOUT_TYPES) expect(isCheckoutMenu(SILENT_CHECKOUT_MENUS[type])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACCEPT_TERMS_MESSAGE,
  CONFIRM_UPGRADE_PANELS,
  confirmUpgradeButtonLabel,
  hasTerms,
  isConfirmUpgradeDisabled,
  purchaseReadiness,
  UPGRADE_SKU_MISSING_MESSAGE,
} from '../../../../core/membership/upgrades/confirm-upgrade.rules.js';

const now = new Date('2027-03-10T18:00:00Z');
const card = { expirationMonth: 12, expirationYear: 2028 };
const expired = { expirationMonth: 3, expirationYear: 2027 };

describe('confirm-upgrade modal (Spec 000 §4, §5)', () => {
  it('panels and texts', () => {
    expect(CONFIRM_UPGRADE_PANELS).toEqual(['confirmUpgrade', 'membershipDetails']);
    expect(ACCEPT_TERMS_MESSAGE).toBe('Please accept the terms to continue');
    expect(UPGRADE_SKU_MISSING_MESSAGE).toBe('Unable to find background report upgrade sku');
  });
  it('button label', () => {
    expect(confirmUpgradeButtonLabel(3, 4)).toBe('Yes, Upgrade Now');
    expect(confirmUpgradeButtonLabel(4, 4)).toBe('Re-activate my Membership');
  });
  it('disabled with no card or an expired card', () => {
    expect(isConfirmUpgradeDisabled(null, now)).toBe(true);
    expect(isConfirmUpgradeDisabled(expired, now)).toBe(true);
    expect(isConfirmUpgradeDisabled(card, now)).toBe(false);
  });
  it('purchase readiness: offer, card, not expired, terms when terms exist', () => {
    const base = { hasOffer: true, card, terms: 'Standard terms', termsAccepted: true, now };
    expect(purchaseReadiness(base)).toEqual({ ready: true });
    expect(purchaseReadiness({ ...base, hasOffer: false })).toMatchObject({ ready: false, blocker: 'noOffer' });
    expect(purchaseReadiness({ ...base, card: undefined })).toMatchObject({ ready: false, blocker: 'noCard' });
    expect(purchaseReadiness({ ...base, card: expired })).toMatchObject({ ready: false, blocker: 'cardExpired' });
    expect(purchaseReadiness({ ...base, termsAccepted: false })).toEqual({
      ready: false,
      blocker: 'termsNotAccepted',
      message: 'Please accept the terms to continue',
    });
    expect(purchaseReadiness({ ...base, terms: '  ', termsAccepted: false })).toEqual({ ready: true });
    expect(purchaseReadiness({ ...base, terms: null, termsAccepted: false })).toEqual({ ready: true });
    expect(hasTerms('x')).toBe(true);
  });
});

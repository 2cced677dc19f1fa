import { describe, expect, it } from 'vitest';
import {
  ABANDONMENT_MESSAGE,
  abandonmentOfferUrl,
  isAbandonmentSpecialOffer,
  JOIN_SPECIAL_OFFER_DELAY_MS,
  parseAbandonmentFlags,
} from '../../../../core/membership/offers/abandonment.rules.js';

describe('abandonment special offer (002 section 4)', () => {
  it('round-trips the URL flags', () => {
    const url = abandonmentOfferUrl('/join/checkout');
    expect(url).toBe(
      '/join/checkout?isAbandonment=true&isSpecialOffer=true&productMenuName=search-name-background&50off=true',
    );
    const flags = parseAbandonmentFlags(new URLSearchParams(url.split('?')[1]));
    expect(flags).toEqual({
      isAbandonment: true,
      isSpecialOffer: true,
      productMenuName: 'search-name-background',
      fiftyOff: true,
    });
    expect(isAbandonmentSpecialOffer(flags)).toBe(true);
  });
  it('only "true" sets a flag; the texts and delay', () => {
    const flags = parseAbandonmentFlags(new URLSearchParams('isAbandonment=1&isSpecialOffer=true&50off=yes'));
    expect(flags).toEqual({ isAbandonment: false, isSpecialOffer: true, productMenuName: null, fiftyOff: false });
    expect(isAbandonmentSpecialOffer(flags)).toBe(false);
    expect(ABANDONMENT_MESSAGE).toBe('Stay on this page to view a special limited time offer!');
    expect(JOIN_SPECIAL_OFFER_DELAY_MS).toBe(120000);
  });
});

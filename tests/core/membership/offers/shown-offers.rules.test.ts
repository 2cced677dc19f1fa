import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import {
  isAbandonmentSpecialOffer,
  parseAbandonmentFlags,
} from '../../../../core/membership/offers/abandonment.rules.js';
import { offerChoice, shownOffers } from '../../../../core/membership/offers/shown-offers.rules.js';

const offer = (id: string, offerType: number, abandonmentOffer = false, isDefault = false) => ({
  id,
  offerType,
  abandonmentOffer,
  isDefault,
});

/** The people menu of the seeded catalog: two trials, the 50%-off abandonment trial and a quarterly plan. */
const PEOPLE = [
  offer('offer-premium-trial', OfferType.premium, false, true),
  offer('offer-standard-trial', OfferType.basic),
  offer('offer-premium-trial-50off', OfferType.premium, true),
  offer('offer-premium-quarterly', OfferType.premium),
];

describe('shownOffers and offerChoice (002 sections 4 and 7)', () => {
  it('a page shows the regular offers; the abandonment special-offer link shows only the abandonment ones', () => {
    expect(shownOffers(PEOPLE).map((o) => o.id)).toEqual([
      'offer-premium-trial',
      'offer-standard-trial',
      'offer-premium-quarterly',
    ]);
    const flags = parseAbandonmentFlags(new URLSearchParams('isAbandonment=true&isSpecialOffer=true'));
    expect(shownOffers(PEOPLE, isAbandonmentSpecialOffer(flags)).map((o) => o.id)).toEqual([
      'offer-premium-trial-50off',
    ]);
  });

  it("selects among the shown offers: the one asked for, else the menu's default", () => {
    const menu = { offers: PEOPLE, defaultOfferId: 'offer-premium-trial' };
    expect(offerChoice(menu).selected?.id).toBe('offer-premium-trial');
    expect(offerChoice(menu, { offerId: 'offer-premium-quarterly' }).selected?.id).toBe('offer-premium-quarterly');
    expect(offerChoice(menu, { plan: 'basic' }).selected?.id).toBe('offer-standard-trial');
    // On the special-offer link the regular default is not shown, so the shown special offer is selected.
    expect(offerChoice(menu, { special: true }).selected?.id).toBe('offer-premium-trial-50off');
    // An abandonment offer asked for by id outside the special link is not shown, so not selected.
    expect(offerChoice(menu, { offerId: 'offer-premium-trial-50off' }).selected?.id).toBe('offer-premium-trial');
  });

  it('the selected offer is always one of the shown offers, and none only when none is shown', () => {
    const arb = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        offerType: fc.constantFrom(2, 3, 4),
        abandonmentOffer: fc.boolean(),
        isDefault: fc.boolean(),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(arb, fc.boolean(), fc.option(fc.constantFrom('a', 'b', 'x')), (offers, special, offerId) => {
        const c = offerChoice({ offers, defaultOfferId: 'b' }, { special, offerId });
        expect(c.offers.every((o) => o.abandonmentOffer === special)).toBe(true);
        if (c.offers.length === 0) expect(c.selected).toBeUndefined();
        else expect(c.offers).toContain(c.selected);
      }),
    );
  });
});

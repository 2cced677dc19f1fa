import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfferType } from '../../../../core/membership/catalog/membership-catalog.rules.js';
import { defaultOffer, type MenuOffer, planOfferType } from '../../../../core/membership/offers/default-offer.rules.js';

const offer = (id: string, offerType: number, isDefault = false): MenuOffer => ({ id, offerType, isDefault });

/** The join menu of the seeded catalog: a standard trial, a premium trial (the default) and a premium 3 months. */
const JOIN = [
  offer('offer-standard-trial', OfferType.basic),
  offer('offer-premium-trial', OfferType.premium, true),
  offer('offer-premium-quarter', OfferType.premium),
];

describe('defaultOffer (002 sections 2.2, 2.5 and 7)', () => {
  it('the offer asked for by id wins over the plan and the default', () => {
    expect(defaultOffer({ offers: JOIN }, { offerId: 'offer-premium-quarter', plan: 'basic' })?.id).toBe(
      'offer-premium-quarter',
    );
  });

  it('?plan=premium picks the first premium offer, ?plan=basic the first basic one', () => {
    const menu = { offers: JOIN, defaultOfferId: 'offer-premium-quarter' };
    expect(defaultOffer(menu, { plan: 'premium' })?.id).toBe('offer-premium-trial');
    expect(defaultOffer(menu, { plan: 'basic' })?.id).toBe('offer-standard-trial');
  });

  it("without a wish: the id the server named as the menu's default, else the flagged default, else the first", () => {
    expect(defaultOffer({ offers: JOIN, defaultOfferId: 'offer-premium-quarter' })?.id).toBe('offer-premium-quarter');
    expect(defaultOffer({ offers: JOIN })?.id).toBe('offer-premium-trial');
    expect(defaultOffer({ offers: JOIN.map((o) => ({ ...o, isDefault: false })) })?.id).toBe('offer-standard-trial');
  });

  it('an unknown offer id, plan or default id is ignored (reading chosen: an old link still opens the checkout)', () => {
    const menu = { offers: JOIN, defaultOfferId: 'gone' };
    expect(defaultOffer(menu, { offerId: 'no-such-offer', plan: 'professional' })?.id).toBe('offer-premium-trial');
    expect(defaultOffer(menu, { offerId: '', plan: '' })?.id).toBe('offer-premium-trial');
    // A plan the menu does not sell falls through to the default as well.
    expect(defaultOffer({ offers: JOIN }, { plan: 'rewards' })?.id).toBe('offer-premium-trial');
  });

  it('an offer type asked for picks its first offer and stands before the plan (the address funnel plans)', () => {
    const menu = { offers: JOIN, defaultOfferId: 'offer-premium-quarter' };
    expect(defaultOffer(menu, { offerType: OfferType.basic })?.id).toBe('offer-standard-trial');
    expect(defaultOffer(menu, { offerType: OfferType.basic, plan: 'premium' })?.id).toBe('offer-standard-trial');
    expect(defaultOffer(menu, { offerType: OfferType.enterprise500 })?.id).toBe('offer-premium-quarter');
  });

  it('an empty menu has no default offer', () => {
    expect(defaultOffer({ offers: [] }, { offerId: 'x', plan: 'premium' })).toBeUndefined();
  });

  it('plan slugs map to their offer types; anything else to null', () => {
    expect(planOfferType('premium')).toBe(4);
    expect(planOfferType('basic')).toBe(3);
    expect(planOfferType('rewards')).toBe(2);
    for (const p of ['Premium', 'professional', 'constructor', '', null, undefined])
      expect(planOfferType(p)).toBeNull();
  });

  const offers = fc
    .uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 6 }),
        offerType: fc.integer({ min: 0, max: 13 }),
        isDefault: fc.boolean(),
      }),
      { selector: (o) => o.id, maxLength: 8 },
    )
    .map((list) => list as MenuOffer[]);
  const wish = fc.record({
    offerId: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
    plan: fc.option(fc.constantFrom('premium', 'basic', 'rewards', 'professional', ''), { nil: undefined }),
  });

  it('is total: always one of the menu offers, undefined only for an empty menu (property)', () => {
    fc.assert(
      fc.property(offers, fc.option(fc.string({ maxLength: 6 }), { nil: null }), wish, (list, defaultOfferId, w) => {
        const picked = defaultOffer({ offers: list, defaultOfferId }, w);
        if (list.length === 0) expect(picked).toBeUndefined();
        else expect(list).toContain(picked);
      }),
    );
  });

  it('an offer asked for by id that the menu has is always the one chosen (property)', () => {
    fc.assert(
      fc.property(
        offers.filter((l) => l.length > 0),
        fc.nat(),
        wish,
        (list, i, w) => {
          const asked = list[i % list.length]!;
          expect(defaultOffer({ offers: list }, { ...w, offerId: asked.id })).toBe(asked);
        },
      ),
    );
  });

  it('with a known plan and no id, the choice has the plan offer type whenever the menu sells it (property)', () => {
    fc.assert(
      fc.property(offers, fc.constantFrom('premium', 'basic', 'rewards'), (list, plan) => {
        const type = planOfferType(plan);
        const picked = defaultOffer({ offers: list }, { plan });
        if (list.some((o) => o.offerType === type)) expect(picked?.offerType).toBe(type);
      }),
    );
  });
});

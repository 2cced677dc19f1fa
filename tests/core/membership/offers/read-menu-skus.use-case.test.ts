import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_MENUS } from '../../../../core/membership/catalog/membership-menus.rules.js';
import { makeReadMenuSkus } from '../../../../core/membership/offers/read-menu-skus.use-case.js';
import { membershipFakes } from '../../../support/membership-fakes.js';

/** GET products/skus?menu=&offer= (002 section 7) on core's catalog. */
describe('read menu skus', () => {
  const read = makeReadMenuSkus(membershipFakes().ports);

  it("the menu's default offer when none is asked for, with its SKUs and every offer of the menu", async () => {
    const r = (await read({ menu: MEMBERSHIP_MENUS.people }))._unsafeUnwrap();
    expect(r).toMatchObject({
      menuId: 'menu-people',
      menuName: MEMBERSHIP_MENUS.people,
      offerId: 'offer-premium-trial',
    });
    expect(r.productSkus.map((s) => [s.skuName, s.price])).toEqual([
      ['trial', 100],
      ['renewal', 495],
      ['cancellation', 0],
    ]);
    expect(r.offers.map((o) => o.id)).toContain('offer-standard-trial');
  });

  it('the offer asked for when the menu has it; an unknown offer falls back to the default', async () => {
    expect((await read({ menu: MEMBERSHIP_MENUS.people, offer: 'offer-standard-trial' }))._unsafeUnwrap().offerId).toBe(
      'offer-standard-trial',
    );
    expect((await read({ menu: MEMBERSHIP_MENUS.people, offer: 'offer-nope' }))._unsafeUnwrap().offerId).toBe(
      'offer-premium-trial',
    );
    expect((await read({ menu: MEMBERSHIP_MENUS.upgrades }))._unsafeUnwrap().offerId).toBe('offer-upgrade-premium');
  });

  it('a menu that does not exist: "Failed to load skus" (002 section 8)', async () => {
    const r = await read({ menu: 'no-such-menu' });
    expect(r.isErr() && r.error).toEqual({ type: 'Validation', errors: { '*': ['Failed to load skus'] } });
    expect((await read({})).isErr()).toBe(true);
  });

  it('property: asking for any offer of a menu answers that offer', async () => {
    const offers = (await read({ menu: MEMBERSHIP_MENUS.people }))._unsafeUnwrap().offers.map((o) => o.id);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...offers), async (offer) => {
        expect((await read({ menu: MEMBERSHIP_MENUS.people, offer }))._unsafeUnwrap().offerId).toBe(offer);
      }),
      { numRuns: 20 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { makeReadOfferPage } from '../../../../core/membership/offers/read-offer-page.use-case.js';
import { membershipFakes } from '../../../support/membership-fakes.js';

/** GET products/offers/{page} (002 section 7: property-report, comprehensive-report, search-phone). */
describe('read offer page', () => {
  const read = makeReadOfferPage(membershipFakes().ports);

  it("each page shows its menu's default offer with the offer's SKUs", async () => {
    const phone = (await read('search-phone'))._unsafeUnwrap();
    expect(phone).toMatchObject({ menuId: 'menu-phone', offerId: 'offer-phone-premium' });
    expect(phone.offer.id).toBe(phone.offerId);
    expect(phone.productSkus.map((s) => s.skuName)).toEqual(['trial', 'renewal', 'cancellation']);
    expect((await read('property-report'))._unsafeUnwrap().menuId).toBe('menu-property');
    expect((await read('comprehensive-report'))._unsafeUnwrap().menuId).toBe('menu-comprehensive');
  });

  it('a page that does not exist is not found, however it is named', async () => {
    for (const page of ['dating', 'search-name-background', 'constructor', '']) {
      const r = await read(page);
      expect(r.isErr() && r.error).toEqual({ type: 'NotFound', entity: 'offer page' });
    }
  });
});

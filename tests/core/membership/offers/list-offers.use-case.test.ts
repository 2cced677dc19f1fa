import { describe, expect, it } from 'vitest';
import { makeListLifetimeOffers } from '../../../../core/membership/offers/list-lifetime-offers.use-case.js';
import { makeListOffers } from '../../../../core/membership/offers/list-offers.use-case.js';
import { makeReadMembership } from '../../../../core/membership/subscriptions/read-membership.use-case.js';
import { membershipFakes } from '../../../support/membership-fakes.js';

/** GET offers and GET offers/lifetime (000 sections 3 and 9) on the in-memory fakes. */
describe('list offers', () => {
  it('the cancellation specials for Basic and Premium (000 section 9), the membership offers and the lifetime offers', async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    const offers = (await makeListOffers(f.ports)(userId))._unsafeUnwrap();
    expect(offers.specialOffers.basic).toMatchObject({
      productSkuId: 'cancel-offer-basic-Monthly',
      price: 195,
      termHours: 720,
    });
    expect(offers.specialOffers.premium).toMatchObject({
      productSkuId: 'cancel-offer-premium-Monthly',
      price: 295,
      terms: expect.stringContaining('$2.95 per month instead of $4.95'),
    });
    const summary = (await makeReadMembership(f.ports)(userId))._unsafeUnwrap();
    expect(offers.membershipOffers).toEqual(summary.membership.membershipOffers);
    expect(offers.lifetimeOffers.map((o) => o.id)).toEqual([
      'offer-lifetime-2995',
      'offer-lifetime-4995',
      'offer-lifetime-6995',
    ]);
  });

  it('lifetime at $29.95, $49.95 and $69.95 (000 section 9)', async () => {
    const f = membershipFakes();
    const { id } = await f.newUser();
    const { offers } = (await makeListLifetimeOffers(f.ports)(id))._unsafeUnwrap();
    expect(offers.map((o) => o.productSkus.map((s) => s.price))).toEqual([[2995], [4995], [6995]]);
  });

  it('a read without a signed-in user is refused before anything is read', async () => {
    const f = membershipFakes();
    expect((await makeListOffers(f.ports)('')).isErr()).toBe(true);
    expect((await makeListLifetimeOffers(f.ports)(undefined)).isErr()).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { makeListSales } from '../../../../core/membership/offers/list-sales.use-case.js';
import { membershipFakes } from '../../../support/membership-fakes.js';

/** GET user/sales/transactions: the member's payments (amounts in cents, the card masked). */
describe('list sales', () => {
  it('the $1 trial appears once, paid with the masked card', async () => {
    const f = membershipFakes();
    const { userId, subscriptionId } = await f.member();
    expect((await makeListSales(f.ports)(userId))._unsafeUnwrap().transactions).toEqual([
      {
        id: expect.any(String),
        date: '2026-11-21T10:00:00.000Z',
        kind: 'purchase',
        description: 'Premium Membership 3-Day Trial',
        amount: 100,
        status: 'succeeded',
        card: 'visa •••• 4242',
        subscriptionId,
      },
    ]);
    const { id } = await f.newUser();
    expect((await makeListSales(f.ports)(id))._unsafeUnwrap().transactions).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeClaimVoucher } from '../../../../core/membership/checkout/claim-voucher.use-case.js';
import { makeListVouchers } from '../../../../core/membership/checkout/list-vouchers.use-case.js';
import { membershipFakes } from '../../../support/membership-fakes.js';

/** GET vouchers and POST vouchers/claim (000 section 2 Report Vouchers) on the in-memory fakes. */
describe('vouchers', () => {
  it('a purchase grants one voucher of its kind; it is claimed once', async () => {
    const f = membershipFakes();
    const { userId } = await f.member({ type: 'phone' });
    const { vouchers } = (await makeListVouchers(f.ports)(userId))._unsafeUnwrap();
    expect(vouchers).toEqual([{ id: expect.any(String), voucherType: 'phone', name: 'Phone Report' }]);
    const claim = makeClaimVoucher(f.ports);
    const voucherId = vouchers[0]!.id;
    expect((await claim({ voucherId, reportId: 'phone-5125550142' }, userId))._unsafeUnwrap()).toEqual({
      claimed: true,
    });
    const again = await claim({ voucherId }, userId);
    expect(again.isErr() && again.error).toEqual({ type: 'NotFound', entity: 'voucher' });
  });

  it("another member's voucher is not found; a voucher id that is not one is refused with the spec's text", async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    const other = await f.newUser();
    const [voucher] = (await makeListVouchers(f.ports)(userId))._unsafeUnwrap().vouchers;
    const claim = makeClaimVoucher(f.ports);
    expect((await claim({ voucherId: voucher!.id }, other.id)).isErr()).toBe(true);
    const bad = await claim({ voucherId: 'v1' }, userId);
    expect(bad.isErr() && bad.error).toEqual({ type: 'Validation', errors: { voucherId: ['A voucher is required'] } });
  });
});

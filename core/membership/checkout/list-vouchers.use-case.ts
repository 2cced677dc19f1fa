import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';

/** GET vouchers (000 section 3 Voucher: voucherType, name). */
export const makeListVouchers = (deps: Pick<MembershipPorts, 'store'>) =>
  useCase(SignedInUser, (userId) =>
    ResultAsync.fromSafePromise(
      deps.store.listVouchers(userId).then((vouchers) => ({
        vouchers: vouchers.map((v) => ({ id: v.id, voucherType: v.voucherType, name: v.name })),
      })),
    ),
  );

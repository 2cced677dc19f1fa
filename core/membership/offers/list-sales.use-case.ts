import { ResultAsync } from 'neverthrow';
import { SignedInUser, useCase } from '../../shared/use-case.js';
import type { MembershipPorts } from '../membership-ports.port.js';

/** GET user/sales/transactions: the member's payments, newest first (amount in cents). */
export const makeListSales = (deps: Pick<MembershipPorts, 'store'>) =>
  useCase(SignedInUser, (userId) =>
    ResultAsync.fromSafePromise(
      deps.store.listSales(userId).then((sales) => ({
        transactions: sales.map((t) => ({
          id: t.id,
          date: t.createdAt.toISOString(),
          kind: t.kind,
          description: t.description,
          amount: t.amountCents,
          status: t.status,
          card: t.cardBrand && t.cardLast4 ? `${t.cardBrand} •••• ${t.cardLast4}` : null,
          subscriptionId: t.subscriptionId,
        })),
      })),
    ),
  );

import { ok } from 'neverthrow';
import { hasUsableCard } from '../../billing/card.rules.js';
import { runPaymentSaga } from '../../billing/payment-saga.steps.js';
import { MINUTE_MS } from '../../shared/date.rules.js';
import type { ConflictError } from '../../shared/errors.js';
import { deliveryOf, sendReceipt } from '../checkout/membership-payment.steps.js';
import { receiptCardLabel, renewalText } from '../checkout/receipt.rules.js';
import { type PaymentDeclinedError, paymentDeclined } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import type { SubscriptionRecord } from '../membership-store.port.js';
import { expiredAtTermEnd, renewalFailed, renewed, resumeSubscription } from './subscription.rules.js';

/** What one run of the renewal job did. */
export interface RenewalRunReport {
  leased: number;
  renewed: number;
  failed: number;
  expired: number;
  resumed: number;
  skipped: number;
}

/** How long a worker holds a leased subscription before another may take it (ms). */
export const RENEWAL_LEASE_MS = 5 * MINUTE_MS;

/**
 * The renewal job (docs/decisions/0030): leases the subscriptions that are due (renewal at the end
 * of the term, a retry of a failed renewal, the end of a pause or of a non-renewing term) and handles each:
 * - renewing: the renewal price is charged on the default card (else the subscription's card) as a payment
 *   saga (docs/decisions/0032-payment-saga.md) with the key `renewal:{id}:{period end}:{attempt}:{card}`, so
 *   two workers can never charge one period twice; paid -> next period, written with the sale and the
 *   order's completion in one transaction; declined or no usable card -> payment pending ("Membership
 *   Expired"), retried daily and at once after a card update. A crash between charge and write leaves
 *   the order pending: the recovery job refunds it once its lease (the subscription's) has run out, and
 *   the next run charges the period again under a new order;
 * - paused and the resume date reached -> resumed;
 * - not renewing and the term over -> expired.
 * Each change is written with its audit row in one transaction, guarded by the version it read.
 */
export const makeRunRenewals =
  (deps: MembershipPorts) =>
  async (opts: { limit?: number } = {}): Promise<RenewalRunReport> => {
    const now = deps.clock.now();
    const due = await deps.store.leaseDue(now, RENEWAL_LEASE_MS, opts.limit ?? 50);
    const report: RenewalRunReport = { leased: due.length, renewed: 0, failed: 0, expired: 0, resumed: 0, skipped: 0 };
    for (const s of due) {
      const outcome = await handleOne(deps, s, now);
      report[outcome] += 1;
    }
    return report;
  };

const handleOne = async (
  deps: MembershipPorts,
  s: SubscriptionRecord,
  now: Date,
): Promise<'renewed' | 'failed' | 'expired' | 'resumed' | 'skipped'> => {
  const write = async (next: SubscriptionRecord, kind: string, detail: Record<string, unknown>) =>
    deps.store.commit({
      userId: s.userId,
      at: now,
      update: { next, expectedVersion: s.version },
      events: [{ kind, subscriptionId: s.id, detail }],
    });

  if (s.status === 'paused') {
    if (!s.resumeDate || s.resumeDate > now) return 'skipped';
    const next = resumeSubscription(s, now);
    if (next.isErr()) return 'skipped';
    return (await write(next.value, 'subscription.resumed', { automatic: true })) ? 'resumed' : 'skipped';
  }
  if (s.status === 'expired') return 'skipped';
  if (!s.willRenew) {
    if (s.expirationDate && s.expirationDate > now) return 'skipped';
    return (await write(expiredAtTermEnd(s, now), 'subscription.expired', {})) ? 'expired' : 'skipped';
  }

  const period = s.expirationDate?.toISOString() ?? 'none';
  const amountCents = s.renewalPriceCents ?? 0;
  const description = `${s.name} renewal`;
  // The default card first (a member fixes a failed renewal by adding or choosing a card), else the one bought with.
  const card =
    (await deps.wallet.defaultCard(s.userId)) ?? (s.cardId ? await deps.wallet.find(s.userId, s.cardId) : null);
  const usable = hasUsableCard(card, now) ? card : null;
  let declineCode: string | null = null;
  if (usable) {
    const paid = await runPaymentSaga<{ subscriptionId: string }, ConflictError | PaymentDeclinedError>(deps, {
      userId: s.userId,
      // One key per period and attempt: a retry after a decline is a new charge, a duplicate run is not.
      key: `renewal:${s.id}:${period}:${s.renewalAttempts}:${usable.id}`,
      freshAfterFailure: true,
      kind: 'renewal',
      amountCents,
      description,
      leaseMs: RENEWAL_LEASE_MS,
      declined: paymentDeclined,
      prepare: async () => ok(usable.token),
      deliver: async (paying) => {
        const next = { ...renewed(s, now), cardId: usable.id };
        const written = await deps.store.commitPayment({
          userId: s.userId,
          at: now,
          update: { next, expectedVersion: s.version },
          events: [
            {
              kind: 'subscription.renewed',
              subscriptionId: s.id,
              detail: {
                amountCents,
                chargeId: paying.chargeId,
                orderId: paying.id,
                periodEnd: next.expirationDate?.toISOString() ?? null,
              },
            },
          ],
          sale: {
            id: deps.ids.uuid(),
            userId: s.userId,
            subscriptionId: s.id,
            chargeId: paying.chargeId,
            kind: 'renewal',
            description,
            amountCents,
            status: 'succeeded',
            cardBrand: usable.brand,
            cardLast4: usable.last4,
            createdAt: now,
          },
          order: {
            id: paying.id,
            leaseToken: paying.leaseToken,
            chargeId: paying.chargeId,
            outcome: { ok: true, value: { subscriptionId: s.id } },
          },
        });
        return deliveryOf(written, { subscriptionId: s.id });
      },
    });
    if (paid.ok) {
      if (paid.replayed) return 'skipped';
      const stored = await deps.store.findSubscription(s.userId, s.id);
      await sendReceipt(deps, s.userId, {
        description,
        amountCents,
        cardLabel: receiptCardLabel(usable),
        renewal: stored ? renewalText(stored) : null,
      });
      return 'renewed';
    }
    // Another payment of the account in flight, a concurrent change (refunded), an order being settled:
    // the subscription stays due and the next run takes it again.
    if (!paid.declined) return 'skipped';
    declineCode = paid.declined.code;
  }
  const next = renewalFailed(s, now);
  const stored = await write(next, next.status === 'expired' ? 'subscription.expired' : 'subscription.renewal_failed', {
    amountCents,
    reason: declineCode ?? 'no_usable_card',
    attempts: next.renewalAttempts,
  });
  return stored ? 'failed' : 'skipped';
};

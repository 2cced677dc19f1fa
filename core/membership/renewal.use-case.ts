import { isCardExpired } from '../billing/card.rules.js';
import { type MembershipPorts, renewalText, sendReceipt } from './checkout.use-case.js';
import type { SubscriptionRecord } from './membership-store.port.js';
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
export const RENEWAL_LEASE_MS = 5 * 60_000;

/**
 * The renewal job (issue 7; docs/decisions/0030): leases the subscriptions that are due (renewal at the end
 * of the term, a retry of a failed renewal, the end of a pause or of a non-renewing term) and handles each:
 * - renewing: the renewal price is charged on the subscription's card (else the default card) with the
 *   idempotency key `renewal:{id}:{period end}`, so two workers can never charge one period twice; paid ->
 *   next period; declined or no usable card -> payment pending ("Membership Expired"), retried daily and at
 *   once after a card update;
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
  const write = async (
    next: SubscriptionRecord,
    kind: string,
    detail: Record<string, unknown>,
    sale?: Parameters<MembershipPorts['store']['commit']>[0]['sale'],
  ) =>
    deps.store.commit({
      userId: s.userId,
      at: now,
      update: { next, expectedVersion: s.version },
      events: [{ kind, subscriptionId: s.id, detail }],
      ...(sale ? { sale } : {}),
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
  // The default card first (a member fixes a failed renewal by adding or choosing a card), else the one bought with.
  const card =
    (await deps.wallet.defaultCard(s.userId)) ?? (s.cardId ? await deps.wallet.find(s.userId, s.cardId) : null);
  const usable = card && !isCardExpired({ month: card.expMonth, year: card.expYear }, now);
  const charge = usable
    ? await deps.gateway.charge({
        token: card.token,
        // One key per period and attempt: a retry after a decline is a new charge, a duplicate run is not.
        idempotencyKey: `renewal:${s.id}:${period}:${s.renewalAttempts}:${card.id}`,
        amountCents,
        userId: s.userId,
      })
    : null;
  if (charge && charge.status === 'succeeded') {
    const next = { ...renewed(s, now), cardId: card?.id ?? s.cardId };
    const stored = await write(
      next,
      'subscription.renewed',
      { amountCents, chargeId: charge.chargeId, periodEnd: next.expirationDate?.toISOString() ?? null },
      {
        id: deps.ids.uuid(),
        userId: s.userId,
        subscriptionId: s.id,
        chargeId: charge.chargeId,
        kind: 'renewal',
        description: `${s.name} renewal`,
        amountCents,
        status: 'succeeded',
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        createdAt: now,
      },
    );
    if (!stored) return 'skipped';
    if (!charge.replayed) {
      await sendReceipt(deps, s.userId, {
        description: `${s.name} renewal`,
        amountCents,
        cardLabel: `${card?.brand} ending in ${card?.last4}`,
        renewal: renewalText(stored),
      });
    }
    return 'renewed';
  }
  const next = renewalFailed(s, now);
  const stored = await write(next, next.status === 'expired' ? 'subscription.expired' : 'subscription.renewal_failed', {
    amountCents,
    reason: charge ? (charge.status === 'declined' ? charge.code : 'unknown') : 'no_usable_card',
    attempts: next.renewalAttempts,
  });
  return stored ? 'failed' : 'skipped';
};

import { describe, expect, it } from 'vitest';
import type { WalletStore } from '../../../core/billing/wallet.port.js';
import { makeReportAllowance } from '../../../core/membership/limits/report-allowance.provider.js';
import type {
  MembershipStore,
  ProductCatalog,
  SubscriptionRecord,
} from '../../../core/membership/membership-store.port.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const DAY = 86_400_000;

const subscription = (over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: 'sub-1',
  roleId: 1,
  userId: 'u1',
  name: 'Premium Membership',
  offerType: 2,
  menuId: 'menu',
  offerId: 'offer',
  skuId: 'sku',
  renewalSkuId: 'sku',
  status: 'active',
  willRenew: true,
  isPaymentPending: false,
  isTrial: false,
  periodStart: new Date(now.getTime() - 5 * DAY),
  expirationDate: new Date(now.getTime() + 25 * DAY),
  renewalPriceCents: 495,
  renewalTermHours: 720,
  cancellationPriceCents: 0,
  reportLimit: 100,
  orderFlags: 0,
  pauseDate: null,
  resumeDate: null,
  cardId: null,
  renewalAttempts: 0,
  nextAttemptAt: null,
  checkoutKey: null,
  createdAt: new Date(now.getTime() - 5 * DAY),
  updatedAt: now,
  cancelledAt: null,
  version: 1,
  ...over,
});

/**
 * A store whose count is stale (always 0, as a count read before a parallel unlock wrote would be) and
 * whose atomic write answers what the test says: the allowance must believe the write, not the count.
 */
const fakeStore = (subs: SubscriptionRecord[], answer: 'added' | 'already' | 'limit') =>
  ({
    listSubscriptions: async () => subs,
    usageCount: async () => 0,
    recordUsage: async () => answer,
    listVouchers: async () => [],
  }) as unknown as MembershipStore;
const noWallet = { defaultCard: async () => null } as unknown as WalletStore;
const noCatalog = { menuById: async () => null } as unknown as ProductCatalog;
const consumeWith = (answer: 'added' | 'already' | 'limit') =>
  makeReportAllowance({ store: fakeStore([subscription()], answer), wallet: noWallet, catalog: noCatalog }).consume({
    userId: 'u1',
    subscriptionId: 'sub-1',
    reportId: 'background-1',
    periodStart: now,
    limit: 100,
    at: now,
  });

describe('the report allowance (000 section 6)', () => {
  it("maps the store's atomic answer one to one, whatever an earlier count said", async () => {
    expect(await consumeWith('added')).toBe('consumed');
    expect(await consumeWith('already')).toBe('alreadyCounted');
    // The count said 0 of 100, but a parallel unlock took the last report before this write: refused.
    expect(await consumeWith('limit')).toBe('limitReached');
  });

  it('answers the active membership with its period usage, and none while payment is pending or expired', async () => {
    const allowance = (s: SubscriptionRecord) =>
      makeReportAllowance({ store: fakeStore([s], 'added'), wallet: noWallet, catalog: noCatalog }).membership(
        'u1',
        now,
      );
    expect(await allowance(subscription())).toMatchObject({ subscriptionId: 'sub-1', reportLimit: 100, used: 0 });
    expect(await allowance(subscription({ isPaymentPending: true }))).toBeNull();
    expect(await allowance(subscription({ status: 'paused' }))).toBeNull();
    expect(await allowance(subscription({ expirationDate: new Date(now.getTime() - 1) }))).toBeNull();
  });
});

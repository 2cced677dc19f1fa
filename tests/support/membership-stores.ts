import { randomUUID } from 'node:crypto';
import { InMemoryUserRepository } from '../../adapters/memory/in-memory-accounts.js';
import {
  InMemoryMembershipStore,
  InMemoryProductCatalog,
  InMemoryWalletStore,
} from '../../adapters/memory/in-memory-membership.js';
import { InMemoryPaymentGateway, InMemoryPaymentOrderStore } from '../../adapters/memory/in-memory-payments.js';
import { SandboxPaymentGateway } from '../../adapters/payments/sandbox-payment-gateway.js';
import type { Db } from '../../adapters/postgres/db.js';
import { PgMembershipStore } from '../../adapters/postgres/pg-membership-store.js';
import { PgPaymentOrderStore } from '../../adapters/postgres/pg-payment-order-store.js';
import { PgProductCatalog } from '../../adapters/postgres/pg-product-catalog.js';
import { PgUserRepository } from '../../adapters/postgres/pg-user-repository.js';
import { PgWalletStore } from '../../adapters/postgres/pg-wallet-store.js';
import type { UserRepository } from '../../core/accounts/user-repository.port.js';
import type { PaymentGateway } from '../../core/billing/payment-gateway.port.js';
import type { PaymentOrderRecord, PaymentOrderStore } from '../../core/billing/payment-order.port.js';
import type { WalletCardRecord, WalletStore } from '../../core/billing/wallet.port.js';
import type {
  MembershipAuditEvent,
  MembershipStore,
  ProductCatalog,
  SaleRecord,
  SubscriptionRecord,
  VoucherRecord,
} from '../../core/membership/membership-store.port.js';
import { testClock } from './accounts-kit.js';
import { openTestDb } from './test-db.js';

/**
 * The membership ports as the contract suites (tests/adapters/membership) test them: the PostgreSQL
 * adapters on a fresh test database (PGlite; the server when DATABASE_URL is set) or the in-memory fakes,
 * with the probes a suite needs to see what the ports do not read back (audit rows, declined charges).
 */
export interface MembershipSubject {
  readonly store: MembershipStore;
  readonly wallet: WalletStore;
  readonly orders: PaymentOrderStore;
  /** The seeded catalog (the migrations' menus). */
  readonly catalog: ProductCatalog;
  /** A new live account (the tables reference `users`). */
  newUser(): Promise<string>;
  /** Marks the account deleted (user flag 2), as the erasure does. */
  deleteUser(userId: string): Promise<void>;
  /** A declined charge of the user made through the gateway at `at` (`payment_charges`). */
  decline(userId: string, at: Date): Promise<void>;
  /** The user's audit rows, oldest first. */
  events(userId: string): Promise<(MembershipAuditEvent & { at: Date })[]>;
  close(): Promise<void>;
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const DECLINED_CARD = { number: '4000000000000002', expMonth: 12, expYear: 2031, cvc: '123' };

const common = (users: UserRepository, gateway: PaymentGateway, clock: ReturnType<typeof testClock>) => ({
  newUser: async () => {
    const id = randomUUID();
    await users.create({
      id,
      email: `m${id.slice(0, 8)}@example.com`,
      firstName: 'Pat',
      lastName: 'Lee',
      passwordHash: HASH,
      userFlags: 0,
      createdAt: clock.now(),
    });
    return id;
  },
  deleteUser: async (userId: string) => {
    const u = await users.findById(userId);
    await users.setUserFlags(userId, (u?.userFlags ?? 0) | 2);
  },
  decline: async (userId: string, at: Date) => {
    clock.set(at);
    const token = await gateway.tokenize(DECLINED_CARD);
    await gateway.charge({ token: token!.token, amountCents: 100, idempotencyKey: randomUUID(), userId });
  },
});

export const openInMemoryMembership = async (): Promise<MembershipSubject> => {
  const clock = testClock();
  const users = new InMemoryUserRepository();
  const gateway = new InMemoryPaymentGateway(clock);
  const wallet = new InMemoryWalletStore();
  const orders = new InMemoryPaymentOrderStore();
  const store = new InMemoryMembershipStore({ users, wallet, orders, charges: gateway });
  return {
    catalog: new InMemoryProductCatalog(),
    store,
    wallet,
    orders,
    ...common(users, gateway, clock),
    events: async (userId) =>
      wallet.audit.of(userId).map(({ kind, subscriptionId, detail, at }) => ({ kind, subscriptionId, detail, at })),
    close: async () => {},
  };
};

export const openPgMembership = async (): Promise<MembershipSubject> => {
  const db: Db = await openTestDb();
  const clock = testClock();
  const users = new PgUserRepository(db);
  return {
    catalog: new PgProductCatalog(db),
    store: new PgMembershipStore(db),
    wallet: new PgWalletStore(db),
    orders: new PgPaymentOrderStore(db),
    ...common(users, new SandboxPaymentGateway(db, clock), clock),
    events: async (userId) =>
      (
        await db.query<{
          kind: string;
          subscription_id: string | null;
          detail: Record<string, unknown>;
          created_at: Date;
        }>('SELECT kind, subscription_id, detail, created_at FROM subscription_events WHERE user_id = $1 ORDER BY id', [
          userId,
        ])
      ).rows.map((r) => ({
        kind: r.kind,
        subscriptionId: r.subscription_id,
        detail: r.detail,
        at: new Date(r.created_at),
      })),
    close: () => db.close(),
  };
};

/** The subjects every membership contract suite runs on: the fake, then PostgreSQL. */
export const MEMBERSHIP_SUBJECTS: [string, () => Promise<MembershipSubject>][] = [
  ['in memory', openInMemoryMembership],
  [process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', openPgMembership],
];

export const T0 = new Date('2026-11-21T10:00:00.000Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** `T0` plus `ms`. */
export const at = (ms: number) => new Date(T0.getTime() + ms);

/** An active premium membership of the seeded catalog (a trial bought at T0); override what a test needs. */
export const subscriptionRecord = (userId: string, over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: randomUUID(),
  roleId: 0,
  userId,
  name: 'Premium Membership',
  offerType: 4,
  menuId: 'menu-people',
  offerId: 'offer-premium-trial',
  skuId: 'premium-3-day-trial-Monthly',
  renewalSkuId: 'premium-renewal-Monthly',
  status: 'active',
  willRenew: true,
  isPaymentPending: false,
  isTrial: true,
  periodStart: T0,
  expirationDate: at(3 * DAY),
  renewalPriceCents: 495,
  renewalTermHours: 720,
  cancellationPriceCents: 0,
  reportLimit: 100,
  orderFlags: 0,
  pauseDate: null,
  resumeDate: null,
  cardId: null,
  renewalAttempts: 0,
  nextAttemptAt: at(3 * DAY),
  checkoutKey: `${userId}:${randomUUID()}`,
  createdAt: T0,
  updatedAt: T0,
  cancelledAt: null,
  version: 1,
  ...over,
});

export const saleRecord = (userId: string, over: Partial<SaleRecord> = {}): SaleRecord => ({
  id: randomUUID(),
  userId,
  subscriptionId: null,
  chargeId: null,
  kind: 'purchase',
  description: 'Premium Membership 3-Day Trial',
  amountCents: 100,
  status: 'succeeded',
  cardBrand: 'Visa',
  cardLast4: '4242',
  createdAt: T0,
  ...over,
});

export const voucherRecord = (userId: string, over: Partial<VoucherRecord> = {}): VoucherRecord => ({
  id: randomUUID(),
  userId,
  subscriptionId: null,
  voucherType: 'background',
  name: 'Background Report',
  createdAt: T0,
  claimedAt: null,
  ...over,
});

/** A card as the wallet stores it: a gateway token and what may be shown, never the number. */
export const cardRecord = (userId: string, over: Partial<WalletCardRecord> = {}): WalletCardRecord => ({
  id: randomUUID(),
  userId,
  token: `tok_${randomUUID()}`,
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2031,
  firstName: 'Pat',
  lastName: 'Lee',
  addressLine: null,
  city: null,
  state: null,
  zip: '90210',
  isDefault: false,
  createdAt: T0,
  ...over,
});

/** A pending payment order of the user (what `commitPayment` completes), begun on the subject's order store. */
export const beginOrder = async (orders: PaymentOrderStore, userId: string): Promise<PaymentOrderRecord> => {
  const order: PaymentOrderRecord = {
    id: randomUUID(),
    userId,
    key: `checkout:${randomUUID()}`,
    kind: 'checkout',
    amountCents: 100,
    description: 'Premium Membership 3-Day Trial',
    status: 'pending',
    chargeId: null,
    outcome: null,
    leaseToken: `lease-${randomUUID()}`,
    leaseUntil: at(60_000),
    createdAt: T0,
    updatedAt: T0,
  };
  const begun = await orders.begin(order);
  if (begun.status !== 'started') throw new Error(`order not started: ${begun.status}`);
  return begun.order;
};

import { nodeIdGenerator } from '../adapters/crypto/node-crypto-tokens.js';
import { SandboxPaymentGateway } from '../adapters/payments/sandbox-payment-gateway.js';
import type { Db } from '../adapters/postgres/db.js';
import { PgMembershipStore } from '../adapters/postgres/pg-membership-store.js';
import { PgOutboxMailer } from '../adapters/postgres/pg-outbox-mailer.js';
import { PgPaymentOrderStore } from '../adapters/postgres/pg-payment-order-store.js';
import { PgProductCatalog } from '../adapters/postgres/pg-product-catalog.js';
import { PgWalletStore } from '../adapters/postgres/pg-wallet-store.js';
import type { PaymentGateway } from '../core/billing/payment-gateway.port.js';
import type { PaymentOrderStore } from '../core/billing/payment-order.port.js';
import { makeSettleUnsettledPayments } from '../core/billing/payment-saga.use-case.js';
import {
  makeAddWalletCard,
  makeListWalletCards,
  makeRemoveWalletCard,
  makeSetDefaultWalletCard,
  makeUpdateWalletCard,
} from '../core/billing/wallet.use-case.js';
import { type MembershipPorts, makeCheckout, makeCheckoutPreflight } from '../core/membership/checkout.use-case.js';
import type { MembershipStore } from '../core/membership/membership-store.port.js';
import { makeRunRenewals } from '../core/membership/renewal.use-case.js';
import {
  makeCancelSubscriptions,
  makeClaimVoucher,
  makeListOffers,
  makeListSales,
  makeListUpgrades,
  makeListVouchers,
  makeMembershipUsage,
  makePauseSubscription,
  makeReadMembership,
  makeResumeSubscription,
  makeUpdateSubscription,
} from '../core/membership/subscription.use-case.js';
import type { Clock, IdGenerator } from '../core/shared/clock.port.js';
import type { Mailer } from '../core/shared/mailer.port.js';

/** The membership and checkout use cases the routes call. */
export const makeMembershipUseCases = (ports: MembershipPorts) => ({
  ports,
  /** Which wallets the checkout may offer (002 section 2.5): none in the sandbox unless configured. */
  paymentMethods: ports.gateway.methods,
  catalog: ports.catalog,
  checkoutPreflight: makeCheckoutPreflight(ports),
  checkout: makeCheckout(ports),
  readMembership: makeReadMembership(ports),
  cancelSubscriptions: makeCancelSubscriptions(ports),
  pauseSubscription: makePauseSubscription(ports),
  resumeSubscription: makeResumeSubscription(ports),
  updateSubscription: makeUpdateSubscription(ports),
  listUpgrades: makeListUpgrades(ports),
  listOffers: makeListOffers(ports),
  listVouchers: makeListVouchers(ports),
  claimVoucher: makeClaimVoucher(ports),
  listSales: makeListSales(ports),
  membershipUsage: makeMembershipUsage(ports),
  listWalletCards: makeListWalletCards(ports),
  addWalletCard: makeAddWalletCard(ports),
  updateWalletCard: makeUpdateWalletCard(ports),
  removeWalletCard: makeRemoveWalletCard(ports),
  setDefaultWalletCard: makeSetDefaultWalletCard(ports),
  runRenewals: makeRunRenewals(ports),
  /** Settles payment orders a crash left half-done (docs/decisions/0032-payment-saga.md). */
  settlePayments: makeSettleUnsettledPayments(ports),
  /**
   * The periodic payments job: first the orders a crash left behind, then the renewals that are due
   * (server/jobs/renewal-worker.ts runs it at start-up and every renewal interval).
   */
  runPaymentJobs: async () => ({
    recovery: await makeSettleUnsettledPayments(ports)(),
    renewals: await makeRunRenewals(ports)(),
  }),
});
export type MembershipUseCases = ReturnType<typeof makeMembershipUseCases>;

/** The PostgreSQL + sandbox-gateway ports. */
export const pgMembershipPorts = (
  db: Db,
  opts: {
    clock: Clock;
    siteUrl: string;
    ids?: IdGenerator;
    mailer?: Mailer;
    gateway?: PaymentGateway;
    /** Tests wrap the stores to inject faults (tests/support/payment-faults.ts). */
    wrap?: {
      store?: (s: MembershipStore) => MembershipStore;
      orders?: (o: PaymentOrderStore) => PaymentOrderStore;
    };
    env?: Record<string, string | undefined>;
  },
): MembershipPorts => {
  const env = opts.env ?? {};
  // The container passes the one shared Mailer (server/container.ts); alone, mail goes to the outbox.
  const mailer = opts.mailer ?? new PgOutboxMailer(db);
  return {
    catalog: new PgProductCatalog(db),
    store: opts.wrap?.store?.(new PgMembershipStore(db)) ?? new PgMembershipStore(db),
    orders: opts.wrap?.orders?.(new PgPaymentOrderStore(db)) ?? new PgPaymentOrderStore(db),
    wallet: new PgWalletStore(db),
    gateway:
      opts.gateway ??
      new SandboxPaymentGateway(db, opts.clock, {
        paypal: env.PAYMENTS_PAYPAL === 'on',
        applePay: env.PAYMENTS_APPLE_PAY === 'on',
        googlePay: env.PAYMENTS_GOOGLE_PAY === 'on',
      }),
    clock: opts.clock,
    ids: opts.ids ?? nodeIdGenerator,
    mailer,
    siteUrl: opts.siteUrl,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  };
};

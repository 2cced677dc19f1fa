import { nodeIdGenerator } from '../adapters/crypto/node-crypto-tokens.js';
import { SandboxPaymentGateway } from '../adapters/payments/sandbox-payment-gateway.js';
import type { Db } from '../adapters/postgres/db.js';
import { PgMembershipStore, PgProductCatalog, PgWalletStore } from '../adapters/postgres/pg-membership-store.js';
import { PgOutboxMailer } from '../adapters/postgres/pg-outbox-mailer.js';
import type { PaymentGateway } from '../core/billing/payment-gateway.port.js';
import {
  makeAddWalletCard,
  makeListWalletCards,
  makeRemoveWalletCard,
  makeSetDefaultWalletCard,
  makeUpdateWalletCard,
} from '../core/billing/wallet.use-case.js';
import { type MembershipPorts, makeCheckout, makeCheckoutPreflight } from '../core/membership/checkout.use-case.js';
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

/** The membership and checkout use cases the routes call (issue 7). */
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
    env?: Record<string, string | undefined>;
  },
): MembershipPorts => {
  const env = opts.env ?? {};
  // The container passes the one shared Mailer (server/container.ts); alone, mail goes to the outbox.
  const mailer = opts.mailer ?? new PgOutboxMailer(db);
  return {
    catalog: new PgProductCatalog(db),
    store: new PgMembershipStore(db),
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

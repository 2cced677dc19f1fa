import { SandboxPaymentGateway } from '../../adapters/payments/sandbox-payment-gateway.js';
import { PgExperiments } from '../../adapters/postgres/pg-experiments.js';
import { PgMembershipStore } from '../../adapters/postgres/pg-membership-store.js';
import { PgPaymentOrderStore } from '../../adapters/postgres/pg-payment-order-store.js';
import { PgProductCatalog } from '../../adapters/postgres/pg-product-catalog.js';
import { PgWalletStore } from '../../adapters/postgres/pg-wallet-store.js';
import { makeCancelSubscriptions } from '../../core/membership/cancellation/cancel-subscriptions.use-case.js';
import { makeCheckout } from '../../core/membership/checkout/checkout.use-case.js';
import { makeCheckoutPreflight } from '../../core/membership/checkout/checkout-preflight.use-case.js';
import { makeClaimVoucher } from '../../core/membership/checkout/claim-voucher.use-case.js';
import { makeListVouchers } from '../../core/membership/checkout/list-vouchers.use-case.js';
import { makeSilentCheckout } from '../../core/membership/checkout/silent-checkout.use-case.js';
import { makeMembershipUsage } from '../../core/membership/limits/membership-usage.use-case.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makeListLifetimeOffers } from '../../core/membership/offers/list-lifetime-offers.use-case.js';
import { makeListOffers } from '../../core/membership/offers/list-offers.use-case.js';
import { makeListSales } from '../../core/membership/offers/list-sales.use-case.js';
import { makeReadMenuSkus } from '../../core/membership/offers/read-menu-skus.use-case.js';
import { makeReadOfferPage } from '../../core/membership/offers/read-offer-page.use-case.js';
import { makePauseSubscription } from '../../core/membership/subscriptions/pause-subscription.use-case.js';
import { makeReadMembership } from '../../core/membership/subscriptions/read-membership.use-case.js';
import { makeResumeSubscription } from '../../core/membership/subscriptions/resume-subscription.use-case.js';
import { makeUpdateSubscription } from '../../core/membership/subscriptions/update-subscription.use-case.js';
import { makeListUpgrades } from '../../core/membership/upgrades/list-upgrades.use-case.js';
import { makeAddWalletCard } from '../../core/membership/wallet/add-wallet-card.use-case.js';
import { makeListWalletCards } from '../../core/membership/wallet/list-wallet-cards.use-case.js';
import { makeRemoveWalletCard } from '../../core/membership/wallet/remove-wallet-card.use-case.js';
import { makeSetDefaultWalletCard } from '../../core/membership/wallet/set-default-wallet-card.use-case.js';
import { makeUpdateWalletCard } from '../../core/membership/wallet/update-wallet-card.use-case.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** The membership, checkout and wallet use cases the routes call (memberships and billing, 002). */
const membershipUseCases = (ports: MembershipPorts) => ({
  /** Which wallets the checkout may offer (002 section 2.5): none in the sandbox unless configured. */
  paymentMethods: ports.gateway.methods,
  checkoutPreflight: makeCheckoutPreflight(ports),
  checkout: makeCheckout(ports),
  silentCheckout: makeSilentCheckout(ports),
  readMenuSkus: makeReadMenuSkus(ports),
  readOfferPage: makeReadOfferPage(ports),
  listLifetimeOffers: makeListLifetimeOffers(ports),
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
});
export type MembershipUseCases = ReturnType<typeof membershipUseCases>;

/** The membership area: its ports (the reports and jobs areas use them too) and its use cases. */
export interface MembershipWiring {
  readonly ports: MembershipPorts;
  readonly useCases: MembershipUseCases;
}

/**
 * Memberships and billing on PostgreSQL and the sandbox gateway (docs/payments-sandbox.md), with the
 * shared clock, ids and Mailer; the wallets the gateway offers come from the configuration.
 */
export const wireMembership = (
  shared: SharedBindings,
  overrides?: PortOverrides<MembershipPorts>,
): MembershipWiring => {
  const { db, clock, config } = shared;
  const ports = withOverrides<MembershipPorts>(
    {
      catalog: new PgProductCatalog(db),
      store: new PgMembershipStore(db),
      orders: new PgPaymentOrderStore(db),
      wallet: new PgWalletStore(db),
      gateway: new SandboxPaymentGateway(db, clock, config.paymentMethods),
      clock,
      ids: shared.ids,
      mailer: shared.mailer,
      // The same tables the flags area's experiments use (the adapter keeps no state).
      experiments: new PgExperiments(db),
      siteUrl: config.publicUrl,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
    overrides,
  );
  return { ports, useCases: membershipUseCases(ports) };
};

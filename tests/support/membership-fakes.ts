import { randomBytes, randomUUID } from 'node:crypto';
import { InMemoryMailer, InMemoryUserRepository } from '../../adapters/memory/in-memory-accounts.js';
import { InMemoryExperiments } from '../../adapters/memory/in-memory-experiments.js';
import {
  InMemoryMembershipStore,
  InMemoryProductCatalog,
  InMemoryWalletStore,
} from '../../adapters/memory/in-memory-membership.js';
import { InMemoryPaymentGateway, InMemoryPaymentOrderStore } from '../../adapters/memory/in-memory-payments.js';
import { makeCheckout } from '../../core/membership/checkout/checkout.use-case.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { testClock } from './accounts-kit.js';

/** The sandbox test cards (docs/payments-sandbox.md); the in-memory gateway knows the same ones. */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** A card form as the checkout page and the wallet post it. */
export const cardForm = (number: string = CARDS.visa, over: Record<string, unknown> = {}) => ({
  creditCardNo: number,
  expirationMonth: 12,
  expirationYear: 2031,
  securityCode: '737',
  zip: '90210',
  firstName: 'Casey',
  lastName: 'Buyer',
  ...over,
});

export const FAKES_START = new Date('2026-11-21T10:00:00.000Z');
export const HOUR = 3_600_000;
export const SITE = 'https://tracewell.test';

/**
 * The membership ports on in-memory fakes (core's catalog, store, wallet,
 * payment orders, the sandbox gateway's rules, mail in memory) with one movable clock starting at
 * 2026-11-21 10:00 UTC: what the membership use-case tests run on, without a database.
 */
export const membershipFakes = () => {
  const clock = testClock(FAKES_START);
  const users = new InMemoryUserRepository();
  const gateway = new InMemoryPaymentGateway(clock);
  const wallet = new InMemoryWalletStore();
  const orders = new InMemoryPaymentOrderStore();
  const store = new InMemoryMembershipStore({ users, wallet, orders, charges: gateway });
  const mailer = new InMemoryMailer();
  const ports = {
    catalog: new InMemoryProductCatalog(),
    store,
    orders,
    wallet,
    gateway,
    clock,
    ids: { uuid: () => randomUUID(), token: (bytes = 32) => randomBytes(bytes).toString('base64url') },
    mailer,
    experiments: new InMemoryExperiments(),
    siteUrl: SITE,
    sleep: async () => undefined,
  } satisfies MembershipPorts;
  let n = 0;
  /** A new account; answers its id and e-mail. */
  const newUser = async (over: { userFlags?: number } = {}) => {
    n += 1;
    const id = randomUUID();
    const email = `member${n}_${id.slice(0, 6)}@example.com`;
    await users.create({
      id,
      email,
      firstName: 'Casey',
      lastName: 'Buyer',
      passwordHash: 'x',
      userFlags: over.userFlags ?? 0,
      createdAt: clock.now(),
    });
    return { id, email };
  };
  /** The kinds of the user's audit rows, oldest first. */
  const events = (userId: string) => wallet.audit.of(userId).map((e) => e.kind);
  let keys = 0;
  /**
   * A checkout of a new (or the given) account: by default the $1 Premium trial of the people-search
   * menu with the Visa test card. Answers the user, the checkout's answer and the form it posted.
   */
  const buy = async (
    over: {
      userId?: string;
      offer?: string;
      menu?: string;
      sku?: string;
      card?: Record<string, unknown>;
      key?: string;
      type?: string;
      criteria?: Record<string, string>;
    } = {},
  ) => {
    keys += 1;
    const userId = over.userId ?? (await newUser()).id;
    const form = {
      idempotencyKey: over.key ?? `checkout-key-${keys}`,
      productMenuName: over.menu ?? 'search-name-background',
      productOfferId: over.offer ?? 'offer-premium-trial',
      ...(over.sku ? { productSkuId: over.sku } : {}),
      ...(over.criteria ? { criteria: over.criteria } : {}),
      card: over.card ?? cardForm(),
    };
    const answer = await makeCheckout(ports)(form, { userId, checkoutType: over.type ?? 'membership' });
    return { userId, answer, form };
  };
  /** A member with the Premium trial bought now; answers the user and the subscription id. */
  const member = async (over: Parameters<typeof buy>[0] = {}) => {
    const { userId, answer } = await buy(over);
    if (answer.isErr()) throw new Error(`checkout failed: ${JSON.stringify(answer.error)}`);
    return { userId, subscriptionId: answer.value.subscriptionId };
  };
  return { ports, users, gateway, wallet, store, orders, mailer, clock, newUser, events, buy, member };
};
export type MembershipFakes = ReturnType<typeof membershipFakes>;

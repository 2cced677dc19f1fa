import type { Db } from '../../adapters/postgres/db.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { TestBrowser } from './accounts-app.js';
import { testClock } from './accounts-kit.js';
import { wiredTestApp } from './test-app.js';
import { openTestDb } from './test-db.js';

/** The sandbox test cards (docs/payments-sandbox.md). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

/** A card form as the checkout page posts it. */
export const cardForm = (number: string = TEST_CARDS.visa, over: Record<string, unknown> = {}) => ({
  creditCardNo: number,
  expirationMonth: 12,
  expirationYear: 2031,
  securityCode: '737',
  zip: '90210',
  firstName: 'Casey',
  lastName: 'Buyer',
  ...over,
});

/**
 * The production wiring (PostgreSQL adapters, sandbox gateway, outbox mail) on a fresh test database
 * with one movable clock. `wrapPorts` swaps membership ports (e.g. a gateway that records its calls).
 */
export const membershipTestApp = async (opts: { wrapPorts?: (p: MembershipPorts) => MembershipPorts } = {}) => {
  const db: Db = await openTestDb();
  const clock = testClock(new Date('2026-11-21T10:00:00.000Z'));
  const t = wiredTestApp({
    db,
    overrides: { clock, ...(opts.wrapPorts ? { membership: opts.wrapPorts } : {}) },
  });
  const { app } = t;
  const accounts = t.useCases.accounts;
  const membership = t.useCases.membership;
  let n = 0;
  /** A checkout with sign-up from a fresh anonymous browser. */
  const buy = async (
    over: {
      card?: Record<string, unknown>;
      offer?: string;
      menu?: string;
      sku?: string;
      key?: string;
      type?: string;
      browser?: TestBrowser;
    } = {},
  ) => {
    n += 1;
    const browser = over.browser ?? new TestBrowser(app, `198.51.100.${n % 250}`);
    const email = `buyer${n}_${Math.random().toString(36).slice(2, 8)}@example.com`;
    const body = {
      idempotencyKey: over.key ?? `key-${n}-${Math.random().toString(36).slice(2, 10)}`,
      productMenuName: over.menu ?? 'search-name-background',
      productOfferId: over.offer ?? 'offer-premium-trial',
      ...(over.sku ? { productSkuId: over.sku } : {}),
      card: over.card ?? cardForm(),
      account: { email, password: 'secret pass 1' },
    };
    const res = await browser.post(`/api/checkout/${over.type ?? 'membership'}`, body);
    return { res, browser, email, body };
  };
  return {
    app,
    db,
    clock,
    accounts,
    membership,
    membershipPorts: t.membership.ports,
    jobs: t.jobs,
    buy,
    close: () => db.close(),
  };
};
export type MembershipTestApp = Awaited<ReturnType<typeof membershipTestApp>>;

export const userIdOf = async (db: Db, email: string): Promise<string> =>
  (await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rows[0]!.id;

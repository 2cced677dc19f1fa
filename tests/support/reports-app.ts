import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../adapters/postgres/db.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { generateRecords } from '../../adapters/synthetic/generator.js';
import { signUpAndSignIn, TestBrowser } from './accounts-app.js';
import { testClock } from './accounts-kit.js';
import { cardForm } from './membership-app.js';
import { wiredTestApp } from './test-app.js';
import { openTestDb } from './test-db.js';

/** Loads a small synthetic record set (fixed seed) into a test database. */
export const loadSyntheticRecords = async (db: Db, people = 400, seed = 8080): Promise<void> => {
  const dir = await mkdtemp(join(tmpdir(), 'tw-reports-test-'));
  try {
    generateRecords({ people, properties: Math.round(people / 2), seed, outDir: dir, metros: 2 });
    await loadRecords(db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * The production wiring (PostgreSQL adapters, sandbox gateway, outbox mail, pdfkit) on a fresh test
 * database holding a small synthetic record set (or what `load` puts there), with one movable clock.
 */
export const reportsTestApp = async (opts: { people?: number; load?: (db: Db) => Promise<unknown> } = {}) => {
  const db: Db = await openTestDb();
  await (opts.load ? opts.load(db) : loadSyntheticRecords(db, opts.people ?? 400));
  const clock = testClock(new Date('2026-11-21T10:00:00.000Z'));
  const t = wiredTestApp({ db, overrides: { clock } });
  const { app } = t;
  const { reports, membership } = t.useCases;
  let n = 0;
  /** A fresh browser signed up through a checkout of `offer` (a member with a voucher and a card on file). */
  const member = async (offer = 'offer-premium-trial', type = 'background') => {
    n += 1;
    const browser = new TestBrowser(app, `198.51.100.${n % 250}`);
    const email = `member${n}_${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await browser.post(`/api/checkout/${type}`, {
      idempotencyKey: `rep-key-${n}-${Math.random().toString(36).slice(2, 10)}`,
      productMenuName: 'search-name-background',
      productOfferId: offer,
      card: cardForm(),
      account: { email, password: 'secret pass 1' },
    });
    if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
    return { browser, email };
  };
  /** A signed-up user with no membership. */
  const visitorAccount = async () => {
    n += 1;
    return signUpAndSignIn(app, { ip: `198.51.100.${n % 250}` });
  };
  return { app, db, clock, reports, membership, jobs: t.jobs, member, visitorAccount, close: () => db.close() };
};
export type ReportsTestApp = Awaited<ReturnType<typeof reportsTestApp>>;

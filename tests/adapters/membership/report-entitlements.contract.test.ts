import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferType } from '../../../core/membership/catalog/membership-catalog.rules.js';
import { makeReportAllowance } from '../../../core/membership/limits/report-allowance.provider.js';
import type { SubscriptionRecord } from '../../../core/membership/membership-store.port.js';
import type { ReportEntitlements } from '../../../core/shared/reports/report-unlock.port.js';
import {
  at,
  cardRecord,
  DAY,
  HOUR,
  MEMBERSHIP_SUBJECTS,
  type MembershipSubject,
  subscriptionRecord,
  T0,
  voucherRecord,
} from '../../support/membership-stores.js';

/**
 * The ReportEntitlements contract (core/shared/reports/report-unlock.port.ts) as the report allowance
 * (core/membership/report-allowance.use-case.ts, 000 section 6) keeps it on the membership ports: the
 * active membership with this period's usage, unlocks counted atomically against the limit, the oldest
 * unclaimed voucher of a type claimed once, the default (else newest) card on file. Run over the
 * in-memory store and wallet and over PostgreSQL (PGlite; the server when DATABASE_URL is set).
 */
describe.each(MEMBERSHIP_SUBJECTS)('ReportEntitlements contract (report allowance): %s', (_name, open) => {
  let s: MembershipSubject;
  let allowance: ReportEntitlements;
  beforeAll(async () => {
    s = await open();
    allowance = makeReportAllowance({ store: s.store, wallet: s.wallet, catalog: s.catalog });
  });
  afterAll(async () => s.close());

  const member = async (over: Partial<SubscriptionRecord> = {}) => {
    const u = await s.newUser();
    const sub = subscriptionRecord(u, { isTrial: false, expirationDate: at(30 * DAY), reportLimit: 100, ...over });
    await s.store.commit({ userId: u, at: sub.createdAt, insert: sub, events: [] });
    return { u, sub };
  };
  const consume = (u: string, sub: SubscriptionRecord, reportId: string, limit: number, periodStart = T0) =>
    allowance.consume({ userId: u, subscriptionId: sub.id, reportId, periodStart, limit, at: at(HOUR) });

  it("answers the active membership with this period's usage; none without a membership", async () => {
    expect(await allowance.membership(await s.newUser(), at(HOUR))).toBeNull();
    const { u, sub } = await member();
    expect(await allowance.membership(u, at(HOUR))).toEqual({
      subscriptionId: sub.id,
      name: 'Premium Membership',
      offerType: 4,
      reportLimit: 100,
      used: 0,
      periodStart: T0,
    });
    await consume(u, sub, 'background-1', 100);
    await consume(u, sub, 'phone-5125550142', 100);
    expect((await allowance.membership(u, at(2 * HOUR)))?.used).toBe(2);
  });

  it('a lifetime membership counts by calendar month (UTC)', async () => {
    const { u, sub } = await member({ offerType: 13, expirationDate: null, reportLimit: 10, willRenew: false });
    const m = await allowance.membership(u, at(HOUR));
    expect(m).toMatchObject({ subscriptionId: sub.id, reportLimit: 10, periodStart: new Date('2026-11-01T00:00:00Z') });
  });

  it('answers no membership while paused, waiting for its renewal payment, or past its expiration', async () => {
    const paused = await member({ status: 'paused', pauseDate: T0 });
    const pending = await member({ isPaymentPending: true });
    const ended = await member({ expirationDate: at(HOUR), willRenew: false });
    expect(await allowance.membership(paused.u, at(2 * HOUR))).toBeNull();
    expect(await allowance.membership(pending.u, at(2 * HOUR))).toBeNull();
    expect(await allowance.membership(ended.u, at(HOUR - 1))).not.toBeNull();
    expect(await allowance.membership(ended.u, at(HOUR))).toBeNull();
  });

  it('consume: consumed, then alreadyCounted for the same report, limitReached when the period is used up', async () => {
    const { u, sub } = await member();
    expect(await consume(u, sub, 'background-1', 2)).toBe('consumed');
    expect(await consume(u, sub, 'background-1', 2)).toBe('alreadyCounted');
    expect(await consume(u, sub, 'background-2', 2)).toBe('consumed');
    expect(await consume(u, sub, 'background-3', 2)).toBe('limitReached');
    expect(await consume(u, sub, 'background-3', 2, at(30 * DAY))).toBe('consumed');
    expect((await allowance.membership(u, at(HOUR)))?.used).toBe(2);
  });

  it('twelve unlocks at the same time never take more than the reports left', async () => {
    const { u, sub } = await member();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => consume(u, sub, `background-${i}`, 3)));
    expect(answers.filter((a) => a === 'consumed')).toHaveLength(3);
    expect(answers.filter((a) => a === 'limitReached')).toHaveLength(9);
    expect((await allowance.membership(u, at(HOUR)))?.used).toBe(3);
  });

  it('answers the oldest unclaimed voucher of a type; a claim succeeds once', async () => {
    const u = await s.newUser();
    const older = voucherRecord(u, { createdAt: at(HOUR) });
    const newer = voucherRecord(u, { createdAt: at(2 * HOUR) });
    const phone = voucherRecord(u, { voucherType: 'phone', name: 'Phone Report' });
    await s.store.commit({ userId: u, at: T0, events: [], vouchers: [newer, phone, older] });
    expect(await allowance.voucher(u, 'background')).toEqual({ id: older.id, voucherType: 'background' });
    expect(await allowance.voucher(u, 'address')).toBeNull();
    expect(await allowance.claimVoucher(u, older.id, 'background-7', at(3 * HOUR))).toBe(true);
    expect(await allowance.claimVoucher(u, older.id, 'background-8', at(3 * HOUR))).toBe(false);
    expect(await allowance.voucher(u, 'background')).toEqual({ id: newer.id, voucherType: 'background' });
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => allowance.claimVoucher(u, phone.id, `phone-${i}`, at(4 * HOUR))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await allowance.voucher(u, 'phone')).toBeNull();
  });

  it('answers the default card on file (else the newest), never its token; none with an empty wallet', async () => {
    const u = await s.newUser();
    expect(await allowance.cardOnFile(u)).toBeNull();
    const first = await s.wallet.add(cardRecord(u, { last4: '1111', expMonth: 1, expYear: 2030 }), false, at(1));
    await s.wallet.add(cardRecord(u, { brand: 'MasterCard', last4: '4444', expMonth: 2, expYear: 2031 }), false, at(2));
    expect(await allowance.cardOnFile(u)).toEqual({ brand: 'Visa', last4: '1111', expMonth: 1, expYear: 2030 });
    await s.wallet.remove(u, first.id, at(3));
    expect(await allowance.cardOnFile(u)).toEqual({ brand: 'MasterCard', last4: '4444', expMonth: 2, expYear: 2031 });
  });

  it('offers the comprehensive-report special offer of the plan at the limit, priced by the catalog (migration 0092)', async () => {
    expect(await allowance.additionalReportOffer({ offerType: OfferType.rewards, name: 'Rewards Membership' })).toEqual(
      {
        skuId: 'comprehensive-report-rewards',
        priceCents: 100,
        terms: expect.stringMatching(/charged the price shown once/),
      },
    );
    expect(await allowance.additionalReportOffer({ offerType: OfferType.allAccess, name: 'All Access' })).toEqual({
      skuId: 'comprehensive-report-all-access',
      priceCents: 195,
      terms: expect.stringMatching(/charged the price shown once/),
    });
    expect(
      await allowance.additionalReportOffer({ offerType: OfferType.premium, name: 'All Access Lifetime Membership' }),
    ).toMatchObject({ skuId: 'comprehensive-report-all-access', priceCents: 195 });
    expect(await allowance.additionalReportOffer({ offerType: OfferType.premium, name: 'Premium Membership' })).toEqual(
      {
        skuId: 'comprehensive-report-member',
        priceCents: 395,
        terms: expect.stringMatching(/charged the price shown once/),
      },
    );
  });
});

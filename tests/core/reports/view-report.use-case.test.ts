import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordTables } from '../../../adapters/memory/in-memory-records.js';
import type { InMemoryReportSource } from '../../../adapters/memory/in-memory-report-source.js';
import { ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT } from '../../../core/membership/limits/report-limits.rules.js';
import { REPORT_NO_CRIMINAL_TEXT } from '../../../core/reports/background-report-view.rules.js';
import { makeGetHistoryReport } from '../../../core/reports/get-history-report.use-case.js';
import { makeGetReportOrder } from '../../../core/reports/get-report-order.use-case.js';
import { REPORT_FCRA_NOTICE } from '../../../core/reports/report-view.rules.js';
import { reportPhoneDisplay } from '../../../core/reports/report-view-format.rules.js';
import type { ViewReportOutput } from '../../../core/reports/view-report.steps.js';
import { makeViewReport } from '../../../core/reports/view-report.use-case.js';
import type { ReportMembership } from '../../../core/shared/reports/report-unlock.port.js';
import { syntheticRecordTables } from '../../support/record-tables.js';
import { reportFakes, reportSubjects } from '../../support/report-fakes.js';

/**
 * Opening reports (000 sections 3 and 6, 002 section 9) on the in-memory fakes, over the same
 * fixed-seed synthetic records the HTTP tests load into PostgreSQL (tests/server/reports).
 */
let tables: RecordTables;
let s: ReturnType<typeof reportSubjects>;
beforeAll(() => {
  tables = syntheticRecordTables(400, 8080);
  s = reportSubjects(tables);
});

const membership = (over: Partial<ReportMembership> = {}): ReportMembership => ({
  subscriptionId: 'sub-1',
  name: 'Premium Membership',
  offerType: 1,
  reportLimit: 100,
  used: 0,
  periodStart: new Date('2026-11-01T00:00:00Z'),
  ...over,
});

const open = async (f: ReturnType<typeof reportFakes>, raw: unknown, userId: string | null = null) =>
  (await makeViewReport(f.ports)(raw, userId))._unsafeUnwrap().report;
const section = (r: ViewReportOutput['report'], id: string) => r.sections.find((x) => x.id === id);
const SOURCE_LINE = /, recorded \d{4}-\d{2}-\d{2}$/;
const CONTACT = ['phones', 'emails', 'address-history', 'social-media', 'education'];
const COMPREHENSIVE = ['properties', 'work-business', 'finances', 'criminal', 'traffic'];

describe('preview (anonymous visitor): counts only, no locked values', () => {
  it('a background report answers accessLevel 1 with honest counts and the checkout offer', async () => {
    const f = reportFakes(tables);
    const r = await open(f, { type: 'background', id: String(s.rich.id) });
    expect(r).toMatchObject({
      reportId: `background-${s.rich.id}`,
      type: 'background',
      accessLevel: 1,
      isTeaser: true,
      reportStatus: 2,
      notice: REPORT_FCRA_NOTICE,
      reportHistoryId: null,
      isMonitored: false,
    });
    expect(r.recordCounts.phones).toBe(s.rich.phones.length);
    for (const id of [...CONTACT, ...COMPREHENSIVE])
      expect(section(r, id), id).toMatchObject({ locked: true, items: [] });
    const n = s.rich.phones.length;
    expect(section(r, 'phones')?.summary).toEqual([`${n} phone number${n === 1 ? '' : 's'}`]);
    expect(section(r, 'overview')?.locked).toBe(false);
    expect(section(r, 'relatives')?.locked).toBe(false);
    expect(r.unlock).toMatchObject({ kind: 'checkout', buttonLabel: 'Unlock Full Report' });
    expect(r.unlock.kind === 'checkout' && r.unlock.checkoutUrl).toMatch(/^\/checkout\/background-check\?.*redirect=/);
  });

  it('the answer holds none of the phone numbers, e-mails, streets or case numbers', async () => {
    const text = JSON.stringify(await open(reportFakes(tables), { type: 'background', id: s.rich.id }));
    for (const p of s.rich.phones) {
      expect(text).not.toContain(p);
      expect(text).not.toContain(reportPhoneDisplay(p));
      expect(text).not.toContain(p.slice(3));
    }
    for (const e of s.rich.emails) expect(text.toLowerCase()).not.toContain(e.toLowerCase());
    for (const street of s.rich.streets) expect(text).not.toContain(street);
    for (const c of s.rich.cases) expect(text).not.toContain(c);
  });

  it('a person with no criminal record gets a report that says so', async () => {
    const r = await open(reportFakes(tables), { type: 'background', id: s.clean.id });
    expect(r.recordCounts).toMatchObject({ criminal: 0, traffic: 0 });
    expect(section(r, 'criminal')).toMatchObject({
      locked: true,
      summary: ['No criminal records found'],
      emptyText: REPORT_NO_CRIMINAL_TEXT,
    });
    expect(section(r, 'traffic')?.summary).toEqual(['No traffic citations found']);
  });

  it('phone, e-mail and address reports show the subject and lock the rest', async () => {
    const f = reportFakes(tables);
    const phone = await open(f, { type: 'phone', id: s.phoneNumber });
    expect(phone).toMatchObject({ type: 'phone', accessLevel: 1, title: reportPhoneDisplay(s.phoneNumber) });
    expect(section(phone, 'phone-details')?.items[0]?.details[0]).toMatch(/^Line type: /);
    expect(section(phone, 'owners')).toMatchObject({ locked: true, items: [] });
    expect(phone.unlock.kind === 'checkout' && phone.unlock.checkoutUrl).toMatch(/^\/phone\/checkout\?/);
    const email = await open(f, { type: 'email', id: s.emailAddress.toUpperCase() });
    expect(email).toMatchObject({ type: 'email', accessLevel: 1, reportId: `email-${s.emailAddress}` });
    expect(section(email, 'owners')?.locked).toBe(true);
    const address = await open(f, { type: 'address', id: s.propertyId });
    expect(address).toMatchObject({ type: 'address', accessLevel: 1 });
    expect(section(address, 'property-details')?.items[0]?.source).toMatch(SOURCE_LINE);
    expect(section(address, 'owners')).toMatchObject({ locked: true, items: [] });
  });

  it("an address report carries the subject property with the visitor's standing and saved mark", async () => {
    const f = reportFakes(tables);
    const anonymous = await open(f, { type: 'address', id: s.propertyId });
    expect(anonymous.property).toMatchObject({
      propertyId: Number(s.propertyId),
      isSaved: false,
      standing: 'anonymous',
    });
    (f.ports.source as InMemoryReportSource).markSaved('u-member', Number(s.propertyId));
    f.standings.set('u-member', 'member');
    const member = await open(f, { type: 'address', id: s.propertyId }, 'u-member');
    expect(member.property).toMatchObject({ isSaved: true, standing: 'member' });
    expect((await open(f, { type: 'address', id: s.propertyId }, 'u-free')).property).toMatchObject({
      isSaved: false,
      standing: 'free',
    });
    // Other reports carry no property member.
    expect(await open(f, { type: 'phone', id: s.phoneNumber })).not.toHaveProperty('property');
  });

  it('the comparables section follows the flag the wiring hands the use case', async () => {
    const on = reportFakes(tables);
    expect(section(await open(on, { type: 'address', id: s.propertyId }), 'comparables')).toMatchObject({
      tab: 'comparables',
      clientRendered: true,
    });
    const off = reportFakes(tables);
    const r = await makeViewReport({ ...off.ports, comparables: () => false })(
      { type: 'address', id: s.propertyId },
      null,
    );
    expect(r._unsafeUnwrap().report.sections.map((x) => x.id)).not.toContain('comparables');
  });

  it('a subject not in the records is noResult (3); bad ids answer the spec messages', async () => {
    const f = reportFakes(tables);
    expect(await open(f, { type: 'phone', id: '2015550000' })).toMatchObject({
      reportStatus: 3,
      isOfflineOrder: true,
      sections: [],
      unlock: { kind: 'none' },
    });
    const view = makeViewReport(f.ports);
    const message = async (raw: unknown) => {
      const r = await view(raw, null);
      return r.isErr() && r.error.type === 'Validation'
        ? [r.error.type, ...Object.values(r.error.errors).flat()]
        : null;
    };
    expect(await message({ type: 'phone', id: '12' })).toEqual([
      'Validation',
      'Sorry, that is not a valid phone number',
    ]);
    expect(await message({ type: 'background', id: 'abc' })).toEqual([
      'Validation',
      'Sorry, this report could not be found',
    ]);
    expect(await message({ type: 'nope', id: '1' })).toEqual([
      'Validation',
      'Sorry, this report type is not available',
    ]);
  });
});

describe('contactSocial (member, not unlocked), the unlock offers, and full', () => {
  it('a member sees contact and social sections; the comprehensive sections stay counts only', async () => {
    const f = reportFakes(tables);
    f.allowance.memberships.set('member', membership());
    f.allowance.vouchers.set('member', [{ id: 'v1', voucherType: 'background' }]);
    const r = await open(f, { type: 'background', id: s.rich.id }, 'member');
    expect(r).toMatchObject({ accessLevel: 3, accessLevelName: 'contactSocial', isTeaser: true });
    for (const id of CONTACT) expect(section(r, id)?.locked, id).toBe(false);
    for (const id of COMPREHENSIVE) expect(section(r, id), id).toMatchObject({ locked: true, items: [] });
    const text = JSON.stringify(r);
    expect(text).toContain(reportPhoneDisplay(s.rich.phones[0]!));
    for (const c of s.rich.cases) expect(text).not.toContain(c);
    expect(r.unlock).toEqual({ kind: 'voucher', priceLabel: 'FREE', buttonLabel: 'Redeem My Voucher' });
  });

  it('without a voucher: the monthly allowance, then at the limit the all-access-limit message', async () => {
    const f = reportFakes(tables);
    f.allowance.memberships.set('member', membership({ used: 7 }));
    const offer = (await open(f, { type: 'background', id: s.clean.id }, 'member')).unlock;
    expect(offer).toEqual({ kind: 'membership', remaining: 93, limit: 100, buttonLabel: 'Unlock Full Report' });
    f.allowance.memberships.set('member', membership({ reportLimit: 1, used: 1, name: 'All Access Membership' }));
    const limited = (await open(f, { type: 'background', id: s.clean.id }, 'member')).unlock;
    expect(limited).toMatchObject({
      kind: 'limitReached',
      title: 'You have reached your monthly report limit',
      message: expect.stringMatching(/up to 1 premium reports each month.*additional cost/),
      partnerLink: { url: expect.stringMatching(/^https:/) },
    });
    expect(limited.kind === 'limitReached' && limited.checkoutUrl).toMatch(/^\/checkout\/background-check\?/);
    // No limit of its own: the spec's table (All Access Lifetime: 10 a month).
    f.allowance.memberships.set('member', membership({ reportLimit: null, name: 'All Access Lifetime', used: 3 }));
    expect((await open(f, { type: 'background', id: s.clean.id }, 'member')).unlock).toMatchObject({
      kind: 'membership',
      limit: ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT,
      remaining: ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT - 3,
    });
  });

  it('a signed-in user without membership or voucher is sent to checkout and stays on preview', async () => {
    const f = reportFakes(tables);
    const v = await open(f, { type: 'phone', id: s.phoneNumber }, 'visitor');
    expect(v.accessLevel).toBe(1);
    expect(v.unlock.kind === 'checkout' && v.unlock.checkoutUrl).toMatch(/^\/phone\/checkout\?.*unlock%3D1/);
  });

  it('a held report is full: every section open, every item with its source line, no offer', async () => {
    const f = reportFakes(tables);
    await f.store.grant('buyer', `background-${s.rich.id}`, 'purchase', f.clock.now());
    const r = await open(f, { type: 'background', id: s.rich.id }, 'buyer');
    expect(r).toMatchObject({ accessLevel: 2, isTeaser: false, unlock: { kind: 'none' } });
    for (const sec of r.sections) {
      expect(sec.locked).toBe(false);
      for (const item of sec.items) expect(item.source, `${sec.id} ${item.heading}`).toMatch(SOURCE_LINE);
    }
    for (const c of s.rich.cases) expect(JSON.stringify(r)).toContain(c);
    // The purchase is the buyer's only.
    expect((await open(f, { type: 'background', id: s.rich.id }, 'someone-else')).accessLevel).toBe(1);
  });
});

describe('history, monitoring and order status', () => {
  it("a signed-in user's report is kept in the history: the same row again when reopened, with PDF and monitoring state", async () => {
    const f = reportFakes(tables);
    const first = await open(f, { type: 'background', id: s.rich.id }, 'u1');
    expect(first.reportHistoryId).not.toBeNull();
    const row = await f.store.historyByReportId('u1', `background-${s.rich.id}`);
    expect(row).toMatchObject({
      id: first.reportHistoryId,
      searchType: 'background',
      title: first.title,
      subtitle: first.subtitle,
      url: first.url,
      isPdf: false,
      criteria: { id: String(s.rich.id), type: 'background' },
    });
    expect(Object.keys(row?.criteria ?? {}).sort()).toEqual(
      ['age', 'city', 'firstName', 'id', 'lastName', 'middleName', 'state', 'type'].sort(),
    );
    f.clock.advance(1000);
    await open(f, { type: 'phone', id: s.phoneNumber }, 'u1');
    await f.store.setMonitoring('u1', `background-${s.rich.id}`, true, false, f.clock.now());
    await f.store.addPdfOrder({
      id: 'order-1',
      userId: 'u1',
      reportId: `background-${s.rich.id}`,
      skuId: 'report-pdf',
      amountCents: 295,
      status: 'succeeded',
      createdAt: f.clock.now(),
    });
    f.clock.advance(1000);
    const again = await open(f, { type: 'background', id: s.rich.id }, 'u1');
    expect(again).toMatchObject({ reportHistoryId: first.reportHistoryId, isMonitored: true });
    const list = await f.store.listHistory('u1', {
      offset: 0,
      limit: 5,
      favoritesOnly: false,
      alertsOnly: false,
      searchTypes: null,
    });
    expect(list.items.map((x) => [x.reportId, x.isPdf])).toEqual([
      [`background-${s.rich.id}`, true],
      [`phone-${s.phoneNumber}`, false],
    ]);
  });

  it('order lifecycle: complete (2) for a known subject, noResult (3) otherwise, by report id or history id', async () => {
    const f = reportFakes(tables);
    const order = makeGetReportOrder(f.ports);
    expect((await order({ orderItemId: 1, reportid: `background-${s.rich.id}` }, 'u1'))._unsafeUnwrap()).toEqual({
      reportId: `background-${s.rich.id}`,
      reportStatus: 2,
      isOfflineOrder: false,
    });
    expect((await order({ reportid: 'phone-2015550000' }, 'u1'))._unsafeUnwrap()).toMatchObject({
      reportStatus: 3,
      isOfflineOrder: true,
    });
    expect((await order({ reportid: 'zzz' }, 'u1'))._unsafeUnwrapErr()).toMatchObject({ type: 'NotFound' });
    const viewed = await open(f, { type: 'phone', id: s.phoneNumber }, 'u1');
    expect((await order({ reportid: String(viewed.reportHistoryId) }, 'u1'))._unsafeUnwrap()).toMatchObject({
      reportId: `phone-${s.phoneNumber}`,
      reportStatus: 2,
    });
    expect((await order({ reportid: String(viewed.reportHistoryId) }, 'u2'))._unsafeUnwrapErr()).toMatchObject({
      type: 'NotFound',
    });
    expect((await order({ reportid: '' }, 'u1'))._unsafeUnwrapErr()).toMatchObject({
      type: 'Validation',
      errors: { reportid: ['Sorry, this report could not be found'] },
    });
  });

  it('GET reports/{id}: opens a report of the history by its id, only for its owner', async () => {
    const f = reportFakes(tables);
    const viewed = await open(f, { type: 'background', id: s.rich.id }, 'u1');
    const get = makeGetHistoryReport(f.ports);
    const again = (await get(String(viewed.reportHistoryId), 'u1'))._unsafeUnwrap().report;
    expect(again).toMatchObject({ reportId: `background-${s.rich.id}`, reportHistoryId: viewed.reportHistoryId });
    expect((await get(`phone-${s.phoneNumber}`, 'u1'))._unsafeUnwrap().report.type).toBe('phone');
    expect((await get('999999', 'u1'))._unsafeUnwrapErr()).toMatchObject({ type: 'NotFound' });
    expect((await get(String(viewed.reportHistoryId), 'u2'))._unsafeUnwrapErr()).toMatchObject({ type: 'NotFound' });
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CORRECTION_CONFIRMATION } from '../../../core/privacy/file-report-correction.use-case.js';
import { REPORT_NO_CRIMINAL_TEXT } from '../../../core/reports/background-report-view.rules.js';
import { MONITORING_OFF_MESSAGE } from '../../../core/reports/notification-failure.rules.js';
import { PDF_ALREADY_PURCHASED_MESSAGE } from '../../../core/reports/pdf-order.machine.js';
import { REPORT_FCRA_NOTICE } from '../../../core/reports/report-view.rules.js';
import { reportPhoneDisplay } from '../../../core/reports/report-view-format.rules.js';
import { REPORT_MONITORING_UNLOCK_FIRST } from '../../../core/reports/subscribe-report.use-case.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { pdfText } from '../../support/pdf-text.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let t: ReportsTestApp;
const json = async (res: Response) => (await res.json()) as Json;
const q = async <R>(sql: string, params: unknown[] = []) => (await t.db.query<R>(sql, params)).rows;

/** A person with phones, e-mails, addresses and court records (a long history). */
let rich: { id: number; phones: string[]; emails: string[]; streets: string[]; cases: string[] };
/** A person with no criminal or traffic record, but with phones. */
let clean: { id: number };
let phoneNumber: string;
let emailAddress: string;
let propertyId: number;

beforeAll(async () => {
  t = await reportsTestApp();
  const [r] = await q<{ person_id: number }>(`
    SELECT c.person_id FROM criminal_records c
    WHERE EXISTS (SELECT 1 FROM person_phones pp WHERE pp.person_id = c.person_id)
      AND EXISTS (SELECT 1 FROM emails e WHERE e.person_id = c.person_id)
      AND EXISTS (SELECT 1 FROM property_owners o WHERE o.person_id = c.person_id)
    GROUP BY c.person_id ORDER BY count(*) DESC, c.person_id LIMIT 1`);
  const id = Number(r!.person_id);
  rich = {
    id,
    phones: (
      await q<{ number: string }>(
        'SELECT p.number FROM person_phones pp JOIN phones p ON p.id = pp.phone_id WHERE pp.person_id = $1',
        [id],
      )
    ).map((x) => x.number),
    emails: (await q<{ email: string }>('SELECT email FROM emails WHERE person_id = $1', [id])).map((x) => x.email),
    streets: (
      await q<{ s: string }>(
        `SELECT concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix) AS s FROM person_addresses pa
         JOIN addresses a ON a.id = pa.address_id WHERE pa.person_id = $1`,
        [id],
      )
    ).map((x) => x.s),
    cases: (
      await q<{ case_number: string }>('SELECT case_number FROM criminal_records WHERE person_id = $1', [id])
    ).map((x) => x.case_number),
  };
  const [c] = await q<{ id: number }>(`
    SELECT p.id FROM people p WHERE NOT EXISTS (SELECT 1 FROM criminal_records c WHERE c.person_id = p.id)
      AND EXISTS (SELECT 1 FROM person_phones pp WHERE pp.person_id = p.id) ORDER BY p.id LIMIT 1`);
  clean = { id: Number(c!.id) };
  phoneNumber = (await q<{ number: string }>('SELECT number FROM phones ORDER BY id LIMIT 1'))[0]!.number;
  emailAddress = (await q<{ email: string }>('SELECT lower(email) AS email FROM emails ORDER BY id LIMIT 1'))[0]!.email;
  propertyId = Number(
    (await q<{ id: number }>('SELECT property_id AS id FROM property_owners ORDER BY id LIMIT 1'))[0]!.id,
  );
}, 180_000);
afterAll(async () => t?.close());

const view = async (path: string, b?: TestBrowser) => {
  const res = b ? await b.get(path) : await t.app.request(path);
  return { res, text: await res.clone().text(), body: await json(res) };
};
const section = (body: Json, id: string) => body.report.sections.find((s: Json) => s.id === id);
const SOURCE_LINE = /, recorded \d{4}-\d{2}-\d{2}$/;

describe('preview (anonymous visitor): counts only, no locked values in the response', () => {
  it('GET /api/reports/view?type=background answers accessLevel 1 with honest counts', async () => {
    const { res, body } = await view(`/api/reports/view?type=background&id=${rich.id}`);
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    const r = body.report;
    expect(r).toMatchObject({
      reportId: `background-${rich.id}`,
      type: 'background',
      accessLevel: 1,
      isTeaser: true,
      reportStatus: 2,
    });
    expect(r.recordCounts.phones).toBe(rich.phones.length);
    expect(r.notice).toBe(REPORT_FCRA_NOTICE);
    for (const id of [
      'phones',
      'emails',
      'address-history',
      'social-media',
      'education',
      'properties',
      'work-business',
      'finances',
      'criminal',
      'traffic',
    ]) {
      const s = section(body, id);
      expect(s.locked, id).toBe(true);
      expect(s.items, id).toEqual([]);
    }
    expect(section(body, 'phones').summary).toEqual([
      `${rich.phones.length} phone number${rich.phones.length === 1 ? '' : 's'}`,
    ]);
    expect(section(body, 'overview').locked).toBe(false);
    expect(section(body, 'relatives').locked).toBe(false);
    expect(r.unlock.kind).toBe('checkout');
    expect(r.unlock.checkoutUrl).toMatch(/^\/checkout\/background-check\?.*redirect=/);
  });

  it('the JSON holds none of the phone numbers, e-mails, streets or case numbers', async () => {
    const { text } = await view(`/api/reports/view?type=background&id=${rich.id}`);
    for (const p of rich.phones) {
      expect(text).not.toContain(p);
      expect(text).not.toContain(reportPhoneDisplay(p));
      expect(text).not.toContain(p.slice(3));
    }
    for (const e of rich.emails) expect(text.toLowerCase()).not.toContain(e.toLowerCase());
    for (const s of rich.streets) expect(text).not.toContain(s);
    for (const c of rich.cases) expect(text).not.toContain(c);
  });

  it('a person with no criminal record gets a report that says so, locked or not', async () => {
    const { body } = await view(`/api/reports/view?type=background&id=${clean.id}`);
    expect(body.report.recordCounts).toMatchObject({ criminal: 0, traffic: 0 });
    expect(section(body, 'criminal')).toMatchObject({
      locked: true,
      summary: ['No criminal records found'],
      emptyText: REPORT_NO_CRIMINAL_TEXT,
    });
    expect(section(body, 'traffic').summary).toEqual(['No traffic citations found']);
  });

  it('phone, e-mail and address reports show the subject and lock the rest', async () => {
    const phone = await view(`/api/reports/view?type=phone&id=${phoneNumber}`);
    expect(phone.body.report).toMatchObject({ type: 'phone', accessLevel: 1, title: reportPhoneDisplay(phoneNumber) });
    expect(section(phone.body, 'phone-details').items[0].details[0]).toMatch(/^Line type: /);
    expect(section(phone.body, 'owners')).toMatchObject({ locked: true, items: [] });
    const people = await q<{ first_name: string; last_name: string }>(
      'SELECT p.first_name, p.last_name FROM person_phones pp JOIN phones ph ON ph.id = pp.phone_id JOIN people p ON p.id = pp.person_id WHERE ph.number = $1',
      [phoneNumber],
    );
    for (const p of people) expect(phone.text).not.toContain(`${p.first_name} `);

    const email = await view(`/api/reports/view?type=email&id=${encodeURIComponent(emailAddress)}`);
    expect(email.body.report).toMatchObject({ type: 'email', accessLevel: 1 });
    expect(section(email.body, 'owners').locked).toBe(true);

    const address = await view(`/api/reports/view?type=address&id=${propertyId}`);
    expect(address.body.report).toMatchObject({ type: 'address', accessLevel: 1 });
    expect(section(address.body, 'property-details').items[0].source).toMatch(SOURCE_LINE);
    expect(section(address.body, 'owners')).toMatchObject({ locked: true, items: [] });
  });

  it('a subject not in the records is noResult (3); bad ids are 400', async () => {
    const { body } = await view('/api/reports/view?type=phone&id=2015550000');
    expect(body.report).toMatchObject({ reportStatus: 3, isOfflineOrder: true, sections: [] });
    expect((await t.app.request('/api/reports/view?type=phone&id=12')).status).toBe(400);
    expect((await t.app.request('/api/reports/view?type=background&id=abc')).status).toBe(400);
    expect((await t.app.request('/api/reports/view?type=nope&id=1')).status).toBe(400);
  });
});

describe('contactSocial (member, not unlocked) and full', () => {
  it('a member sees contact and social sections; the comprehensive sections stay counts only', async () => {
    const { browser } = await t.member();
    const { body, text } = await view(`/api/reports/view?type=background&id=${rich.id}`, browser);
    expect(body.report).toMatchObject({ accessLevel: 3, accessLevelName: 'contactSocial', isTeaser: true });
    for (const id of ['phones', 'emails', 'address-history', 'social-media', 'education'])
      expect(section(body, id).locked, id).toBe(false);
    for (const id of ['properties', 'work-business', 'finances', 'criminal', 'traffic']) {
      expect(section(body, id)).toMatchObject({ locked: true, items: [] });
    }
    expect(text).toContain(reportPhoneDisplay(rich.phones[0]!));
    for (const c of rich.cases) expect(text).not.toContain(c);
    // The checkout gave a background voucher: the offer is FREE / Redeem My Voucher.
    expect(body.report.unlock).toEqual({ kind: 'voucher', priceLabel: 'FREE', buttonLabel: 'Redeem My Voucher' });
  });

  it('unlock: the voucher first, then the monthly allowance (usage goes up), then the limit', async () => {
    const { browser, email } = await t.member();
    const usage = async () => (await json(await browser.get('/dashboard/api/membership/usage'))).usage;
    const before = (await usage()).used;
    const first = await json(await browser.post('/dashboard/api/reports/unlock', { type: 'background', id: rich.id }));
    expect(first).toMatchObject({ success: true, unlocked: true, via: 'voucher', reportId: `background-${rich.id}` });
    expect((await usage()).used).toBe(before);
    const full = await view(`/api/reports/view?type=background&id=${rich.id}`, browser);
    expect(full.body.report).toMatchObject({ accessLevel: 2, isTeaser: false, unlock: { kind: 'none' } });
    for (const s of full.body.report.sections) {
      expect(s.locked).toBe(false);
      for (const it of s.items) expect(it.source, `${s.id} ${it.heading}`).toMatch(SOURCE_LINE);
    }
    for (const c of rich.cases) expect(full.text).toContain(c);

    const offer = (await view(`/api/reports/view?type=background&id=${clean.id}`, browser)).body.report.unlock;
    expect(offer).toMatchObject({ kind: 'membership', remaining: 100 - before, limit: 100 });
    const second = await json(
      await browser.post('/dashboard/api/reports/unlock', { type: 'background', id: clean.id }),
    );
    expect(second).toMatchObject({ success: true, via: 'membership', usage: { used: before + 1, limit: 100 } });
    expect((await usage()).used).toBe(before + 1);
    // Unlocking the same report again counts nothing.
    const again = await json(await browser.post('/dashboard/api/reports/unlock', { type: 'background', id: clean.id }));
    expect(again).toMatchObject({ success: true, usage: { used: before + 1 } });

    // At the limit: the spec's all-access-limit message and offer.
    await t.db.query(
      "UPDATE subscriptions SET report_limit = 1, offer_type = 9, name = 'All Access Membership' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [email],
    );
    const [other] = await q<{ id: number }>('SELECT id FROM people WHERE id NOT IN ($1, $2) ORDER BY id LIMIT 1', [
      rich.id,
      clean.id,
    ]);
    const limited = await browser.post('/dashboard/api/reports/unlock', { type: 'background', id: other!.id });
    expect(limited.status).toBe(402);
    expect((await json(limited)).errors['*'][0]).toMatch(/monthly report limit.*additional cost/);
    const lv = (await view(`/api/reports/view?type=background&id=${other!.id}`, browser)).body.report.unlock;
    expect(lv).toMatchObject({ kind: 'limitReached', partnerLink: { url: expect.stringMatching(/^https:/) } });
    expect(lv.checkoutUrl).toMatch(/^\/checkout\/background-check\?/);
  });

  it('a signed-in user without membership or voucher is sent to checkout (402) and stays on preview', async () => {
    const { browser } = await t.visitorAccount();
    const res = await browser.post('/dashboard/api/reports/unlock', { type: 'phone', id: phoneNumber });
    expect(res.status).toBe(402);
    const v = (await view(`/api/reports/view?type=phone&id=${phoneNumber}`, browser)).body.report;
    expect(v.accessLevel).toBe(1);
    expect(v.unlock.checkoutUrl).toMatch(/^\/phone\/checkout\?.*unlock%3D1/);
    expect((await t.app.request('/dashboard/api/reports/unlock', { method: 'POST' })).status).toBe(403); // no CSRF header
  });

  it('a purchase recorded by checkout gives full access', async () => {
    const { browser, email } = await t.visitorAccount();
    const [u] = await q<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    expect((await t.reports.grantReportPurchase({ type: 'address', id: propertyId }, u!.id)).isOk()).toBe(true);
    const v = (await view(`/api/reports/view?type=address&id=${propertyId}`, browser)).body.report;
    expect(v.accessLevel).toBe(2);
    expect(v.sections.every((s: Json) => !s.locked)).toBe(true);
  });
});

describe('history, order status, view state, corrections, monitoring', () => {
  it('every report a signed-in user opens is listed, newest first, filterable; GET reports/{id} opens it', async () => {
    const { browser } = await t.visitorAccount();
    await browser.get(`/api/reports/view?type=background&id=${rich.id}`);
    t.clock.advance(1000);
    await browser.get(`/api/reports/view?type=phone&id=${phoneNumber}`);
    const list = await json(await browser.get('/dashboard/api/reports?page=1&limit=5'));
    expect(list).toMatchObject({ success: true, page: 1, totalPages: 1, totalReports: 2 });
    expect(list.reports[0]).toMatchObject({ icon: 'phone', isPDF: false, title: reportPhoneDisplay(phoneNumber) });
    expect(list.reports[1].icon).toBe('person');
    expect(list.reports[1].url).toBe(`/dashboard/reports/${list.reports[1].id}`);
    const phones = await json(await browser.get('/dashboard/api/reports?SearchTypeEnumIds=132'));
    expect(phones.totalReports).toBe(1);
    const persons = await json(await browser.get('/dashboard/api/reports?SearchTypeEnumIds=133&SearchTypeEnumIds=132'));
    expect(persons.totalReports).toBe(2);
    expect((await json(await browser.get('/dashboard/api/reports?types=2'))).totalReports).toBe(0);
    const one = await json(await browser.get(`/dashboard/api/reports/${list.reports[1].id}`));
    expect(one.report).toMatchObject({ reportId: `background-${rich.id}`, reportHistoryId: list.reports[1].id });
    expect((await browser.get('/dashboard/api/reports/999999')).status).toBe(404);
    expect((await t.app.request('/dashboard/api/reports')).status).toBe(401);
  });

  it('order lifecycle: complete (2) for a known subject, noResult (3) otherwise', async () => {
    const { browser } = await t.visitorAccount();
    expect(
      await json(await browser.get(`/dashboard/api/reports/order?orderItemId=1&reportid=background-${rich.id}`)),
    ).toMatchObject({ reportStatus: 2 });
    expect(await json(await browser.get('/dashboard/api/reports/order?reportid=phone-2015550000'))).toMatchObject({
      reportStatus: 3,
      isOfflineOrder: true,
    });
    expect((await browser.get('/dashboard/api/reports/order?reportid=zzz')).status).toBe(404);
  });

  it('view state: sections saved once, read back', async () => {
    const { browser } = await t.visitorAccount();
    const id = `background-${rich.id}`;
    expect(await json(await browser.get(`/dashboard/api/reports/${id}/view-state`))).toEqual({
      success: true,
      viewedSections: [],
    });
    for (const s of ['phones', 'phones', 'criminal']) {
      expect(
        (await browser.post(`/dashboard/api/reports/${id}/view-state/update`, { section: s, hasViewed: true })).status,
      ).toBe(200);
    }
    expect((await json(await browser.get(`/dashboard/api/reports/${id}/view-state`))).viewedSections.sort()).toEqual([
      'criminal',
      'phones',
    ]);
    expect(
      (await browser.post(`/dashboard/api/reports/${id}/view-state/update`, { section: 'x', hasViewed: false })).status,
    ).toBe(400);
  });

  it('POST /api/reports/corrections stores the request and confirms', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.post('/api/reports/corrections', {
      reportType: 'background',
      recordId: `court:${rich.id}:0`,
      section: 'criminal',
      message: 'This case was expunged in 2021.',
      email: 'me@example.com',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).message).toBe(REPORT_CORRECTION_CONFIRMATION);
    expect(
      (await q<{ n: number }>("SELECT count(*)::int AS n FROM report_corrections WHERE section = 'criminal'"))[0]!.n,
    ).toBe(1);
    const bad = await b.post('/api/reports/corrections', {
      reportType: 'background',
      recordId: 'x',
      section: 'criminal',
      message: 'short',
    });
    expect(bad.status).toBe(400);
  });

  it('monitoring: members subscribe and see "on"; the silent phone variant; non-members are refused', async () => {
    const { browser } = await t.member();
    await browser.get(`/api/reports/view?type=background&id=${rich.id}`);
    const off = await browser.post('/dashboard/api/notifications/subscribe', {
      subscribe: true,
      id: `background-${rich.id}`,
    });
    expect(off.status).toBe(409);
    expect((await json(off)).errors['*'][0]).toBe(MONITORING_OFF_MESSAGE);
    await browser.post('/dashboard/api/notifications/preferences', { isEnabled: true });
    // Not unlocked: refused (an alert would carry facts the report locks at the member's level).
    const locked = await browser.post('/dashboard/api/notifications/subscribe', {
      subscribe: true,
      id: `background-${rich.id}`,
    });
    expect(locked.status).toBe(403);
    expect((await json(locked)).errors['*']).toEqual([REPORT_MONITORING_UNLOCK_FIRST]);
    await browser.post('/dashboard/api/reports/unlock', { type: 'background', id: rich.id });
    const res = await json(
      await browser.post('/dashboard/api/notifications/subscribe', {
        subscribe: true,
        orderItemId: null,
        reportHistoryId: null,
        id: `background-${rich.id}`,
        key: null,
      }),
    );
    expect(res).toMatchObject({ success: true, isMonitored: true });
    expect((await view(`/api/reports/view?type=background&id=${rich.id}`, browser)).body.report.isMonitored).toBe(true);
    await browser.post('/dashboard/api/notifications/subscribe', { subscribe: false, id: `background-${rich.id}` });
    expect((await view(`/api/reports/view?type=background&id=${rich.id}`, browser)).body.report.isMonitored).toBe(
      false,
    );
    const silentLocked = await browser.post('/dashboard/api/notifications/subscribe/silent', {
      subscribe: true,
      preorder: true,
      tahoeId: phoneNumber,
    });
    expect(silentLocked.status).toBe(403);
    expect((await json(silentLocked)).errors['*']).toEqual([REPORT_MONITORING_UNLOCK_FIRST]);
    await browser.post('/dashboard/api/reports/unlock', { type: 'phone', id: phoneNumber });
    const silent = await json(
      await browser.post('/dashboard/api/notifications/subscribe/silent', {
        subscribe: true,
        preorder: true,
        tahoeId: phoneNumber,
      }),
    );
    expect(silent).toMatchObject({ success: true, reportId: `phone-${phoneNumber}` });
    // Silent: a member whose monitoring is off has it turned on (docs/decisions/0071).
    const other = await t.member();
    await other.browser.post('/dashboard/api/reports/unlock', { type: 'phone', id: phoneNumber });
    const silentOff = await json(
      await other.browser.post('/dashboard/api/notifications/subscribe/silent', {
        subscribe: true,
        preorder: true,
        tahoeId: phoneNumber,
      }),
    );
    expect(silentOff).toMatchObject({ success: true, isMonitored: true });
    const prefs = await json(await other.browser.get('/dashboard/api/notifications/preferences'));
    expect(prefs.notificationPreferences.isEnabled).toBe(true);
    const plain = await t.visitorAccount();
    const refused = await json(
      await plain.browser.post('/dashboard/api/notifications/subscribe/silent', {
        subscribe: true,
        preorder: true,
        tahoeId: phoneNumber,
      }),
    );
    expect(refused.success).toBe(false);
    expect(refused.errors['*'][0]).toMatch(/membership/);
  });
});

describe('PDF add-on', () => {
  it('needs the full report; charges the SKU, e-mails a PDF with the name, sections and source lines; 409 the second time', async () => {
    const { browser, email } = await t.member();
    const reportId = `background-${rich.id}`;
    const order = {
      productMenuId: 'menu-report-add-ons',
      productOfferId: 'offer-report-pdf',
      productSkuId: 'report-pdf',
      reportId,
      title: 'Report',
    };
    expect((await browser.post('/dashboard/api/reports/add-on/pdf', order)).status).toBe(403);
    await browser.post('/dashboard/api/reports/unlock', { type: 'background', id: rich.id });
    await browser.get(`/api/reports/view?type=background&id=${rich.id}`);
    const opts = await json(await browser.get(`/dashboard/api/reports/pdf/options?reportId=${reportId}`));
    expect(opts).toMatchObject({
      hasCardOnFile: true,
      canPrint: true,
      pdf: { priceCents: 295, alreadyPurchased: false },
    });
    const missing = await browser.post('/dashboard/api/reports/add-on/pdf', { ...order, title: '' });
    expect((await json(missing)).errors['*'][0]).toBe(
      'Sorry, we cannot process your request at this time. Please try again later.',
    );

    const res = await browser.post('/dashboard/api/reports/add-on/pdf', order);
    expect(res.status).toBe(200);
    const [mail] = await q<{ subject: string; attachments: unknown }>(
      'SELECT subject, attachments FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
      [email],
    );
    const person = (
      await q<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM people WHERE id = $1', [
        rich.id,
      ])
    )[0]!;
    expect(mail!.subject).toContain(person.last_name);
    const att = (typeof mail!.attachments === 'string' ? JSON.parse(mail!.attachments) : mail!.attachments)[0] as Json;
    expect(att.contentType).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'tw-pdf-'));
    writeFileSync(join(dir, 'r.pdf'), Buffer.from(att.contentBase64, 'base64'));
    const text = await pdfText(join(dir, 'r.pdf'));
    expect(text).toContain(person.first_name);
    expect(text).toContain(person.last_name);
    for (const title of [
      'Overview',
      'Phone Numbers',
      'Address History',
      'Criminal Records',
      'Traffic Citations',
      'Bankruptcies, Liens and Judgments',
    ]) {
      expect(text).toContain(title);
    }
    expect(text).toMatch(/Source: [^,]+, [^,]+, recorded \d{4}-\d{2}-\d{2}/);
    expect(text).toContain(rich.cases[0]!);
    expect(
      (await json(await browser.get('/dashboard/api/reports?page=1'))).reports.find((r: Json) => r.isPDF),
    ).toBeTruthy();

    const again = await browser.post('/dashboard/api/reports/add-on/pdf', order);
    expect(again.status).toBe(409);
    expect((await json(again)).errors['*'][0]).toBe(PDF_ALREADY_PURCHASED_MESSAGE);
    const charges = await q<{ n: number }>(
      "SELECT count(*)::int AS n FROM report_pdf_orders WHERE report_id = $1 AND status = 'succeeded'",
      [reportId],
    );
    expect(charges[0]!.n).toBe(1);
  });
});

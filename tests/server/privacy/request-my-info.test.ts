import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryReportSource } from '../../../adapters/memory/in-memory-report-source.js';
import type { BackgroundReportData } from '../../../core/shared/reports/report-contents.schema.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { testClock } from '../../support/accounts-kit.js';
import { syntheticRecordTables } from '../../support/record-tables.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * The /request-my-info calls (002 sections 4.1, 7, 8.1; docs/decisions/0074) over in-memory ports and a
 * small synthetic record set: each e-mail option end to end, wrong codes and answers, the attempt limits
 * under parallel calls, stale cases, 'Invalid verification option', contacts not tied to the record.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON answers, read loosely by the assertions
type Json = Record<string, any>;

const records = syntheticRecordTables(300, 7070);
let subject: BackgroundReportData;
let other: BackgroundReportData;

beforeAll(async () => {
  const source = new InMemoryReportSource(records);
  const found: BackgroundReportData[] = [];
  for (let id = 1; id <= 300 && found.length < 2; id++) {
    const d = await source.background(id);
    if (d && d.emails.length > 0 && d.phones.length > 0 && d.addresses.length > 0 && !d.person.deceased) found.push(d);
  }
  [subject, other] = found as [BackgroundReportData, BackgroundReportData];
  expect(subject).toBeDefined();
});

const setup = () => {
  const t = inMemoryTestApp({ clock: testClock(new Date('2026-03-06T15:00:00.000Z')), records });
  const b = new TestBrowser(t.app, '198.51.100.80');
  const call = async (step: string, body: unknown) => {
    const res = await b.post(`/api/consumer-privacy/${step}`, body);
    return { status: res.status, body: (await res.json()) as Json };
  };
  const lastSms = () => t.sms.sent.at(-1) ?? null;
  const smsCode = () => /code is (\d{6})/.exec(lastSms()?.text ?? '')?.[1] ?? '';
  const lastCode = (to: string) => {
    const m = t.kit.mailer.latestTo(to);
    return /code: (\d{6})/.exec(m?.subject ?? '')?.[1] ?? '';
  };
  return { t, b, call, lastCode, lastSms, smsCode };
};

type Ctx = ReturnType<typeof setup>;

/** Opens a case and picks the subject's record through the search. */
const toRecord = async (ctx: Ctx, kind: string, option: number, person = subject) => {
  const opened = await ctx.call('auth-validate', { kind, option });
  expect(opened.status).toBe(201);
  expect(opened.body.page).toBe('search-results');
  const caseId = opened.body.caseId as string;
  const current = person.addresses.find((a) => a.isCurrent) ?? person.addresses[0]!;
  const search = await ctx.call('search', {
    caseId,
    firstName: person.person.firstName,
    lastName: person.person.lastName,
    state: current.state,
  });
  expect(search.status).toBe(200);
  const hit = (search.body.people as { id: string }[]).find((p) => p.id === String(person.person.id));
  expect(hit, 'the subject is among the search previews').toBeDefined();
  expect(Object.keys(hit!).sort()).toEqual(['age', 'aliases', 'city', 'fullName', 'id', 'relatives', 'state']);
  const set = await ctx.call('set-record-id', { caseId, recordId: hit!.id });
  expect(set.status).toBe(200);
  return { caseId, view: set.body };
};

const answersFor = (view: Json, person: BackgroundReportData, wrong = false) => {
  const streets = new Set(person.addresses.map((a) => a.line1.replace(/^\d+[a-z]?\s+/i, '').toLowerCase()));
  const zips = new Set(person.addresses.map((a) => a.zip.slice(0, 5)));
  const out: Record<string, string> = {};
  for (const q of view.questions as { id: string; choices: string[] }[]) {
    const truth = q.choices.find((c) => (q.id === 'street' ? streets : zips).has(c.toLowerCase()));
    out[q.id] = wrong ? q.choices.find((c) => c !== truth)! : truth!;
  }
  return out;
};

describe('request my info: e-mail (option 1)', () => {
  it('know: code to an e-mail our records hold, then the report PDF with the case id and due date', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'know', 1);
    expect(view.page).toBe('confirm-your-identity');
    expect(view.questions).toEqual([]);
    expect(view.contacts.length).toBeGreaterThan(0);
    for (const c of view.contacts) expect(c.masked).toMatch(/^.\*+.?@/);
    expect(JSON.stringify(view)).not.toContain(subject.emails[0]!.email);
    const sent = await ctx.call('set-email', { caseId, contactId: view.contacts[0].id });
    expect(sent.status).toBe(200);
    expect(sent.body.codeSent).toBe(true);
    const to = subject.emails.find((e) => e.isCurrent)?.email ?? subject.emails[0]!.email;
    const code = ctx.lastCode(to);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await ctx.call('validate', { caseId, code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ state: 'verified', page: 'where-to-send-your-report' });
    const done = await ctx.call('submit', { caseId });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'completed', page: 'request-confirmed', completeBy: '2026-04-20' });
    const mail = ctx.t.kit.mailer.latestTo(to)!;
    expect(mail.subject).toContain(caseId);
    expect(mail.text).toContain(`case id ${caseId}`);
    expect(mail.text).toContain('2026-04-20');
    expect(mail.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(Buffer.from(mail.attachments![0]!.contentBase64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    const events = (await ctx.t.privacyFakes.cases.find(caseId))!.events.map((e) => e.event);
    expect(events).toEqual(['opened', 'record-chosen', 'code-sent', 'verified', 'report-delivered']);
    // A finished case cannot be submitted again.
    expect((await ctx.call('submit', { caseId })).status).toBe(409);
  });

  it('delete: the person is opted out through Suppressions and the case completed', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'delete', 1);
    await ctx.call('set-email', { caseId, contactId: view.contacts[0].id });
    const to = ctx.t.kit.mailer.sent.at(-1)!.to;
    expect((await ctx.call('validate', { caseId, code: ctx.lastCode(to) })).status).toBe(200);
    expect(await ctx.t.privacyFakes.suppressions.isSuppressed(subject.person.id)).toBe(false);
    const done = await ctx.call('submit', { caseId });
    expect(done.body).toMatchObject({ state: 'completed', page: 'request-confirmed' });
    expect(await ctx.t.privacyFakes.suppressions.isSuppressed(subject.person.id)).toBe(true);
    expect(ctx.t.kit.mailer.latestTo(to)?.text).toContain('opted you out');
  });

  it('correct: the correction is kept on the verified case for an operator', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'correct', 1);
    await ctx.call('set-email', { caseId, contactId: view.contacts[0].id });
    const to = ctx.t.kit.mailer.sent.at(-1)!.to;
    await ctx.call('validate', { caseId, code: ctx.lastCode(to) });
    const short = await ctx.call('submit', { caseId, correction: 'wrong' });
    expect(short.status).toBe(400);
    expect(short.body.errors.correction).toEqual(['Please tell us what is wrong in at least 10 characters']);
    const done = await ctx.call('submit', { caseId, correction: 'I never lived at the Tempe address.' });
    expect(done.body).toMatchObject({ state: 'verified', page: 'request-confirmed' });
    expect((await ctx.t.privacyFakes.cases.find(caseId))!.correction).toBe('I never lived at the Tempe address.');
    const queue = await ctx.t.useCases.privacy.listCases(undefined);
    expect(queue._unsafeUnwrap().cases.map((c) => c.id)).toContain(caseId);
  });

  it('wrong codes: the tries left are said; the third wrong one denies the case (unable to verify)', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'know', 1);
    await ctx.call('set-email', { caseId, contactId: view.contacts[0].id });
    const right = ctx.lastCode(ctx.t.kit.mailer.sent.at(-1)!.to);
    const wrong = right === '000000' ? '111111' : '000000';
    const w1 = await ctx.call('validate', { caseId, code: wrong });
    expect(w1).toEqual({
      status: 400,
      body: { success: false, errors: { code: ['That code is not correct. You have 2 tries left.'] } },
    });
    expect((await ctx.call('validate', { caseId, code: wrong })).body.errors.code).toEqual([
      'That code is not correct. You have 1 try left.',
    ]);
    const w3 = await ctx.call('validate', { caseId, code: wrong });
    expect(w3).toEqual({
      status: 403,
      body: { success: false, errors: { '*': ['We were unable to verify your identity with the answers given.'] } },
    });
    expect((await ctx.call('validate', { caseId, code: right })).status).toBe(403);
    expect((await ctx.call('lookup', { caseId })).body).toMatchObject({
      state: 'denied',
      page: 'unable-to-verify-identity',
    });
  });

  it('parallel code checks cannot take more than 3 tries', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'know', 1);
    await ctx.call('set-email', { caseId, contactId: view.contacts[0].id });
    const right = ctx.lastCode(ctx.t.kit.mailer.sent.at(-1)!.to);
    const wrong = right === '000000' ? '111111' : '000000';
    const all = await Promise.all(Array.from({ length: 12 }, () => ctx.call('validate', { caseId, code: wrong })));
    expect(all.filter((r) => r.status === 400)).toHaveLength(2);
    expect(all.filter((r) => r.status === 403)).toHaveLength(10);
    expect((await ctx.t.privacyFakes.cases.find(caseId))!.codeTries).toBe(3);
    expect((await ctx.call('validate', { caseId, code: right })).status).toBe(403);
  });

  it('a requester cannot pick a contact the record does not hold, nor name a free address', async () => {
    const ctx = setup();
    const { caseId } = await toRecord(ctx, 'know', 1);
    const r = await ctx.call('set-email', { caseId, contactId: 'e9' });
    expect(r).toEqual({
      status: 400,
      body: { success: false, errors: { contactId: ['Please choose one of the contacts listed.'] } },
    });
    const free = await ctx.call('set-email', { caseId, contactId: 'e1', email: 'attacker@example.com' });
    expect(free.status).toBe(200);
    expect(ctx.t.kit.mailer.sent.some((m) => m.to === 'attacker@example.com')).toBe(false);
    expect(subject.emails.map((e) => e.email.toLowerCase())).toContain(ctx.t.kit.mailer.sent.at(-1)!.to.toLowerCase());
  });
});

describe('request my info: address and e-mail (option 3)', () => {
  it('history questions, then the code, then the report', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'know', 3);
    expect(view.page).toBe('address-verification');
    expect(view.questions.map((q: { id: string }) => q.id)).toEqual(['street', 'zip']);
    // Exactly one choice of each question is in the person's history.
    const truths = answersFor(view, subject);
    expect(Object.values(truths).every(Boolean)).toBe(true);
    for (const q of view.questions) expect(q.choices).toHaveLength(5);
    expect(JSON.stringify(view)).not.toContain('"answer"');
    // The code step waits for the questions.
    expect((await ctx.call('set-email', { caseId, contactId: 'e1' })).status).toBe(409);
    const passed = await ctx.call('verify', { caseId, answers: answersFor(view, subject) });
    expect(passed.status).toBe(200);
    expect(passed.body.page).toBe('confirm-your-identity');
    await ctx.call('set-email', { caseId, contactId: passed.body.contacts[0].id });
    const to = ctx.t.kit.mailer.sent.at(-1)!.to;
    expect((await ctx.call('validate', { caseId, code: ctx.lastCode(to) })).body.page).toBe(
      'where-to-send-your-report',
    );
    expect((await ctx.call('submit', { caseId })).body.state).toBe('completed');
    expect(ctx.t.kit.mailer.latestTo(to)?.attachments).toHaveLength(1);
  });

  it('three wrong answers deny the case; parallel answers cannot take more than 3 tries', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'delete', 3);
    const wrong = answersFor(view, subject, true);
    const w1 = await ctx.call('verify', { caseId, answers: wrong });
    expect(w1.body.errors['*']).toEqual(['Some answers do not match our records. You have 2 tries left.']);
    const rest = await Promise.all(Array.from({ length: 8 }, () => ctx.call('verify', { caseId, answers: wrong })));
    expect(rest.filter((r) => r.status === 400)).toHaveLength(1);
    expect(rest.filter((r) => r.status === 403)).toHaveLength(7);
    expect((await ctx.t.privacyFakes.cases.find(caseId))!.answerTries).toBe(3);
    expect((await ctx.call('verify', { caseId, answers: answersFor(view, subject) })).status).toBe(403);
    expect(await ctx.t.privacyFakes.suppressions.isSuppressed(subject.person.id)).toBe(false);
  });

  it('unanswered questions are field errors and take no try', async () => {
    const ctx = setup();
    const { caseId } = await toRecord(ctx, 'know', 3);
    const r = await ctx.call('verify', { caseId, answers: { street: '' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors).sort()).toEqual(['street', 'zip']);
    expect((await ctx.t.privacyFakes.cases.find(caseId))!.answerTries).toBe(0);
  });
});

describe('request my info: options, stale cases, limits', () => {
  it("'Invalid verification option' for anything but 1 to 4", async () => {
    const ctx = setup();
    for (const option of [0, 5, 'x', null]) {
      const r = await ctx.call('auth-validate', { kind: 'know', option });
      expect(r).toEqual({ status: 400, body: { success: false, errors: { option: ['Invalid verification option'] } } });
    }
    expect((await ctx.call('auth-validate', { kind: 'know', option: 2 })).status).toBe(201);
    expect((await ctx.call('auth-validate', { kind: 'know', option: '1' })).status).toBe(201);
  });

  it('a stale or unknown case answers 401 (the flow restarts at /request-my-info) and is marked expired', async () => {
    const ctx = setup();
    const { caseId } = await toRecord(ctx, 'know', 1);
    expect((await ctx.call('lookup', { caseId })).status).toBe(200);
    ctx.t.kit.clock.advance(86_400_000);
    const stale = await ctx.call('lookup', { caseId });
    expect(stale).toEqual({
      status: 401,
      body: {
        success: false,
        errors: { '*': ['Your request has expired or could not be found. Please start again.'] },
      },
    });
    expect((await ctx.t.privacyFakes.cases.find(caseId))!.state).toBe('expired');
    expect((await ctx.call('set-email', { caseId, contactId: 'e1' })).status).toBe(401);
    expect((await ctx.call('lookup', { caseId: 'no-such-case' })).status).toBe(401);
  });

  it('steps out of order answer 409; a second record cannot replace the first', async () => {
    const ctx = setup();
    const { caseId } = await toRecord(ctx, 'know', 1);
    expect((await ctx.call('set-record-id', { caseId, recordId: other.person.id })).status).toBe(409);
    expect((await ctx.call('validate', { caseId, code: '123456' })).status).toBe(409);
    expect((await ctx.call('submit', { caseId })).status).toBe(409);
  });

  it('opening cases is limited per client address (10 an hour)', async () => {
    const ctx = setup();
    const all = await Promise.all(
      Array.from({ length: 13 }, () => ctx.call('auth-validate', { kind: 'know', option: 1 })),
    );
    expect(all.filter((r) => r.status === 201)).toHaveLength(10);
    expect(all.filter((r) => r.status === 429)).toHaveLength(3);
    const other = new TestBrowser(ctx.t.app, '198.51.100.81');
    expect((await other.post('/api/consumer-privacy/auth-validate', { kind: 'know', option: 1 })).status).toBe(201);
  });
});

describe('request my info: phone (options 2 and 4)', () => {
  it('option 2, delete: a texted code to a phone our records hold, the opt-out, a texted confirmation', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'delete', 2);
    expect(view.page).toBe('confirm-your-identity');
    for (const c of view.contacts) expect(c.masked).toMatch(/^\(\*\*\*\) \*\*\*-\d{4}$/);
    expect((await ctx.call('set-email', { caseId, contactId: view.contacts[0].id })).status).toBe(409);
    expect((await ctx.call('verify-ownership-phone', { caseId, contactId: view.contacts[0].id })).status).toBe(200);
    const to = ctx.lastSms()!.to;
    expect(subject.phones.map((p) => p.number.replace(/\D/g, '').slice(-10))).toContain(to);
    expect((await ctx.call('validate', { caseId, code: ctx.smsCode() })).body.page).toBe('where-to-send-your-report');
    expect((await ctx.call('submit', { caseId })).body.state).toBe('completed');
    expect(await ctx.t.privacyFakes.suppressions.isSuppressed(subject.person.id)).toBe(true);
    expect(ctx.lastSms()!.text).toContain(`Tracewell privacy request ${caseId}: you are opted out`);
  });

  it('option 4, know: questions, texted code, then a texted link whose code opens the report PDF', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'know', 4);
    expect(view.page).toBe('address-verification');
    const passed = await ctx.call('verify', { caseId, answers: answersFor(view, subject) });
    await ctx.call('verify-ownership-phone', { caseId, contactId: passed.body.contacts[0].id });
    await ctx.call('validate', { caseId, code: ctx.smsCode() });
    const done = await ctx.call('submit', { caseId });
    expect(done.body).toMatchObject({ state: 'completed', page: 'request-confirmed' });
    const text = ctx.lastSms()!.text;
    expect(text).toContain(`http://tracewell.test/request-my-info/your-report?requestId=${caseId}`);
    const linkCode = /with code (\d{6})/.exec(text)![1]!;
    const wrong = linkCode === '000000' ? '111111' : '000000';
    const w = await ctx.call('report', { caseId, code: wrong });
    expect(w.body.errors.code).toEqual(['That code is not correct. You have 4 tries left.']);
    const r = await ctx.call('report', { caseId, code: linkCode });
    expect(r.status).toBe(200);
    expect(r.body.contentType).toBe('application/pdf');
    expect(Buffer.from(r.body.contentBase64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    const events = (await ctx.t.privacyFakes.cases.find(caseId))!.events.map((e) => e.event);
    expect(events.slice(-3)).toEqual(['report-delivered', 'verification-failed', 'report-opened']);
    // The link closes after five wrong codes, even for the right one; and with the case's day.
    await Promise.all(Array.from({ length: 6 }, () => ctx.call('report', { caseId, code: wrong })));
    expect((await ctx.call('report', { caseId, code: linkCode })).status).toBe(403);
  });

  it('the texted link works only while the case is kept (86400 s)', async () => {
    const ctx = setup();
    const { caseId, view } = await toRecord(ctx, 'know', 2);
    await ctx.call('verify-ownership-phone', { caseId, contactId: view.contacts[0].id });
    await ctx.call('validate', { caseId, code: ctx.smsCode() });
    await ctx.call('submit', { caseId });
    const linkCode = /with code (\d{6})/.exec(ctx.lastSms()!.text)![1]!;
    ctx.t.kit.clock.advance(86_400_000);
    expect((await ctx.call('report', { caseId, code: linkCode })).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_RECIPIENT_LIMITS,
  tooManyCodesToRecipientMessage,
} from '../../../core/identity/code-recipient-limits.rules.js';
import {
  ADULT_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_FORMAT_MESSAGE,
  CODE_WRONG_MESSAGE,
  DATE_OF_BIRTH_MESSAGE,
  IDENTITY_NOT_FOUND_MESSAGE,
  PHONE_MESSAGE,
  STATE_MESSAGE,
  STEP_ORDER_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  ZIP_MESSAGE,
} from '../../../core/identity/identity-monitoring.schema.js';
import { maskEmail } from '../../../core/shared/contact-mask.rules.js';
import type { TestBrowser } from '../../support/accounts-app.js';
import {
  type IdentityPerson,
  identityPeople,
  latestMailCode,
  latestSmsCode,
  personalInfoOf,
} from '../../support/identity-people.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/**
 * Identity monitoring's set-up through the real application on PGlite (or the server of DATABASE_URL):
 * the steps in order, the codes by e-mail and SMS, the personal information with the contract's messages,
 * the matching identities and the claim (docs/decisions/0073).
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON replies read loosely
type Json = any;
const json = async (res: Response) => (await res.json()) as Json;
const IM = '/dashboard/api/identity-monitoring';

let t: ReportsTestApp;
let people: IdentityPerson[];

beforeAll(async () => {
  t = await reportsTestApp({ people: 300 });
  people = await identityPeople(t.db, { limit: 20 });
}, 180_000);
afterAll(async () => t?.close());

/** A member through verify-email, personal-info (as `p`) and verify-phone. */
const upToSelectIdentity = async (p: IdentityPerson): Promise<{ browser: TestBrowser; email: string }> => {
  const { browser, email } = await t.visitorAccount();
  expect((await browser.post(`${IM}/verify-email`, {})).status).toBe(200);
  expect((await browser.post(`${IM}/verify-email-token`, { code: await latestMailCode(t.app, email) })).status).toBe(
    200,
  );
  expect((await browser.post(`${IM}/add-personal-information`, personalInfoOf(p))).status).toBe(200);
  expect((await browser.post(`${IM}/verify-sms`, { phone: p.phone })).status).toBe(200);
  expect((await browser.post(`${IM}/verify-sms-token`, { code: await latestSmsCode(t.app, p.phone) })).status).toBe(
    200,
  );
  return { browser, email };
};

describe('identity monitoring set-up (000 sections 2 and 7)', () => {
  it('walks the steps in order: codes by e-mail and SMS, personal information, matches, claim', async () => {
    const p = people[0] as IdentityPerson;
    const { browser, email } = await t.visitorAccount();
    const s0 = await json(await browser.get(`${IM}/status`));
    expect(s0).toMatchObject({ success: true, emailVerified: false, nextStep: 'verify-email', activatedAt: null });
    expect(s0.maskedEmail).toBe(maskEmail(email));

    // Out of order: 409 with the contract's message.
    for (const [path, body] of [
      ['add-personal-information', personalInfoOf(p)],
      ['verify-sms', { phone: p.phone }],
      ['claim-report', { recordId: p.id }],
    ] as const) {
      const res = await browser.post(`${IM}/${path}`, body);
      expect(res.status).toBe(409);
      expect((await json(res)).errors['*']).toEqual([STEP_ORDER_MESSAGE]);
    }
    expect((await browser.get(`${IM}/get-matching-identities`)).status).toBe(409);
    expect((await browser.get(`${IM}/get-user-breaches`)).status).toBe(409);
    expect((await browser.put(`${IM}/update-personal-information`, personalInfoOf(p))).status).toBe(409);

    const sent = await json(await browser.post(`${IM}/verify-email`, {}));
    expect(sent).toEqual({ success: true, sentTo: maskEmail(email), expiresInMinutes: 15 });
    const code = await latestMailCode(t.app, email);
    const bad = await browser.post(`${IM}/verify-email-token`, { code: 'abc' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors.code).toEqual([CODE_FORMAT_MESSAGE]);
    const wrong = await browser.post(`${IM}/verify-email-token`, { code: code === '000000' ? '111111' : '000000' });
    expect((await json(wrong)).errors.code).toEqual([CODE_WRONG_MESSAGE]);
    const s1 = await json(await browser.post(`${IM}/verify-email-token`, { code }));
    expect(s1).toMatchObject({ emailVerified: true, nextStep: 'personal-info' });
    // The account e-mail is verified too (user flag verifiedEmail).
    const user = await json(await browser.get('/dashboard/api/user'));
    expect(JSON.stringify(user)).toMatch(/"(isEmailVerified|emailVerified|verifiedEmail)":true|"userFlags":\d+/);

    // Personal information: the contract's messages.
    const invalid = await browser.post(`${IM}/add-personal-information`, {
      ...personalInfoOf(p),
      dateOfBirth: '2015-02-30',
      state: 'XX',
      zip: '123',
    });
    expect(invalid.status).toBe(400);
    const errors = (await json(invalid)).errors;
    expect(errors.dateOfBirth).toEqual([DATE_OF_BIRTH_MESSAGE]);
    expect(errors.state).toEqual([STATE_MESSAGE]);
    expect(errors.zip).toEqual([ZIP_MESSAGE]);
    const young = await browser.post(`${IM}/add-personal-information`, {
      ...personalInfoOf(p),
      dateOfBirth: '2010-01-01',
    });
    expect((await json(young)).errors.dateOfBirth).toEqual([ADULT_MESSAGE]);
    const s2 = await json(await browser.post(`${IM}/add-personal-information`, personalInfoOf(p)));
    expect(s2).toMatchObject({ personalInfoAdded: true, nextStep: 'verify-phone' });
    const got = await json(await browser.get(`${IM}/get-personal-information`));
    expect(got.personalInformation).toMatchObject({ ...personalInfoOf(p), middleName: '', phone: null });

    // Phone.
    const badPhone = await browser.post(`${IM}/verify-sms`, { phone: '123' });
    expect((await json(badPhone)).errors.phone).toEqual([PHONE_MESSAGE]);
    const smsSent = await json(await browser.post(`${IM}/verify-sms`, { phone: p.phone }));
    expect(smsSent).toEqual({ success: true, sentTo: `(***) ***-${p.phone.slice(-4)}`, expiresInMinutes: 15 });
    expect((await browser.get(`${IM}/get-matching-identities`)).status).toBe(409);
    const s3 = await json(await browser.post(`${IM}/verify-sms-token`, { code: await latestSmsCode(t.app, p.phone) }));
    expect(s3).toMatchObject({
      phoneVerified: true,
      nextStep: 'select-identity',
      maskedPhone: `(***) ***-${p.phone.slice(-4)}`,
    });

    // Matches: the record itself, by name and date of birth, with preview facts only.
    const m = await json(await browser.get(`${IM}/get-matching-identities`));
    expect(m.identities.length).toBeGreaterThan(0);
    expect(m.identities.length).toBeLessThanOrEqual(10);
    expect(m.identities[0]).toMatchObject({ recordId: p.id, matchedOn: 'name and date of birth' });
    expect(Object.keys(m.identities[0]).sort()).toEqual(['age', 'fullName', 'matchedOn', 'places', 'recordId']);
    expect(JSON.stringify(m)).not.toContain(p.street);

    const notMine = await browser.post(`${IM}/claim-report`, { recordId: '999999999' });
    expect(notMine.status).toBe(400);
    expect((await json(notMine)).errors.recordId).toEqual([IDENTITY_NOT_FOUND_MESSAGE]);
    const active = await json(await browser.post(`${IM}/claim-report`, { recordId: p.id }));
    expect(active).toMatchObject({ identitySelected: true, nextStep: null });
    expect(active.activatedAt).not.toBeNull();
    expect((await browser.post(`${IM}/claim-report`, { recordId: p.id })).status).toBe(409);

    // Updating the details keeps monitoring on.
    const upd = await json(
      await browser.put(`${IM}/update-personal-information`, { ...personalInfoOf(p), middleName: 'Q' }),
    );
    expect(upd).toMatchObject({ identitySelected: true, nextStep: null });
    expect((await json(await browser.get(`${IM}/get-personal-information`))).personalInformation).toMatchObject({
      middleName: 'Q',
      phone: p.phone,
    });

    // Breaches, report activity and alerts answer once active.
    const breaches = await json(await browser.get(`${IM}/get-user-breaches`));
    expect(breaches.success).toBe(true);
    const activity = await json(await browser.get(`${IM}/report-activity`));
    expect(activity).toMatchObject({ success: true, totalViews: 0, viewsLast30Days: 0 });
    expect(activity.byMonth).toHaveLength(6);
    const alerts = await json(await browser.get(`${IM}/alerts`));
    expect(alerts.alerts.length).toBe(breaches.breaches.length);
    expect(alerts.unseen).toBe(alerts.alerts.length);
  });

  it('a code tried wrong 5 times is used up: then even the right code is expired; a new code works', async () => {
    const { browser, email } = await t.visitorAccount();
    await browser.post(`${IM}/verify-email`, {});
    const code = await latestMailCode(t.app, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await browser.post(`${IM}/verify-email-token`, { code: wrongCode });
      expect((await json(res)).errors.code).toEqual([CODE_WRONG_MESSAGE]);
    }
    const used = await browser.post(`${IM}/verify-email-token`, { code });
    expect(used.status).toBe(400);
    expect((await json(used)).errors.code).toEqual([CODE_EXPIRED_MESSAGE]);
    await browser.post(`${IM}/verify-email`, {});
    const fresh = await latestMailCode(t.app, email);
    expect((await browser.post(`${IM}/verify-email-token`, { code: fresh })).status).toBe(200);
  });

  it('a code expires after 15 minutes', async () => {
    const { browser, email } = await t.visitorAccount();
    await browser.post(`${IM}/verify-email`, {});
    const code = await latestMailCode(t.app, email);
    t.clock.advance(15 * 60_000 + 1);
    const res = await browser.post(`${IM}/verify-email-token`, { code });
    expect((await json(res)).errors.code).toEqual([CODE_EXPIRED_MESSAGE]);
  });

  it('parallel sends: at most 5 codes per kind and hour, the rest 429', async () => {
    const { browser, email } = await t.visitorAccount();
    const replies = await Promise.all(Array.from({ length: 12 }, () => browser.post(`${IM}/verify-email`, {})));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    // The member's own limit, or the e-mail's as a recipient of codes (6 an hour), whichever a send meets first.
    for (const refused of replies.filter((r) => r.status === 429)) {
      expect([TOO_MANY_CODES_MESSAGE, tooManyCodesToRecipientMessage('email', 60)]).toContain(
        (await json(refused)).errors['*'][0],
      );
    }
    const mails = await t.db.query(
      `SELECT 1 FROM mail_outbox WHERE lower(to_address) = lower($1) AND subject LIKE '%identity monitoring code%'`,
      [email],
    );
    expect(mails.rowCount).toBe(5);
    t.clock.advance(60 * 60_000 + 1);
    expect((await browser.post(`${IM}/verify-email`, {})).status).toBe(200);
  });

  it('members at several addresses texting one phone at once: 6 codes an hour reach it, the rest 429', async () => {
    const phone = '602-555-0187';
    const members = await Promise.all(
      people.slice(5, 9).map(async (p) => {
        const { browser, email } = await t.visitorAccount();
        expect((await browser.post(`${IM}/verify-email`, {})).status).toBe(200);
        const code = await latestMailCode(t.app, email);
        expect((await browser.post(`${IM}/verify-email-token`, { code })).status).toBe(200);
        expect((await browser.post(`${IM}/add-personal-information`, personalInfoOf(p))).status).toBe(200);
        return browser;
      }),
    );
    expect(new Set(members.map((b) => b.ip)).size).toBe(4);
    const replies = await Promise.all(
      members.flatMap((b) => Array.from({ length: 5 }, () => b.post(`${IM}/verify-sms`, { phone }))),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(CODE_RECIPIENT_LIMITS.perHour.max);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(20 - CODE_RECIPIENT_LIMITS.perHour.max);
    const texts = await t.db.query('SELECT 1 FROM sms_outbox WHERE to_number = $1', ['6025550187']);
    expect(texts.rowCount).toBe(CODE_RECIPIENT_LIMITS.perHour.max);
    const refused = await json(replies.find((r) => r.status === 429) as Response);
    expect(refused.errors['*']).toEqual([tooManyCodesToRecipientMessage('phone', 60)]);
  });

  it('parallel tries of one code count at most 5', async () => {
    const { browser, email } = await t.visitorAccount();
    await browser.post(`${IM}/verify-email`, {});
    const code = await latestMailCode(t.app, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => browser.post(`${IM}/verify-email-token`, { code: wrongCode })),
    );
    const texts = await Promise.all(replies.map(async (r) => (await json(r)).errors.code[0]));
    expect(texts.filter((x) => x === CODE_WRONG_MESSAGE)).toHaveLength(5);
    expect(texts.filter((x) => x === CODE_EXPIRED_MESSAGE)).toHaveLength(5);
  });

  it('another member reads none of your data; codes are per member', async () => {
    const p = people[1] as IdentityPerson;
    const mine = await upToSelectIdentity(p);
    const other = await t.visitorAccount();
    expect((await json(await other.browser.get(`${IM}/get-personal-information`))).personalInformation).toBeNull();
    expect((await json(await other.browser.get(`${IM}/status`))).nextStep).toBe('verify-email');
    // Codes are per member: another's code does not work for you.
    await other.browser.post(`${IM}/verify-email`, {});
    const theirs = await latestMailCode(t.app, other.email);
    await mine.browser.post(`${IM}/verify-email`, {});
    const own = await latestMailCode(t.app, mine.email);
    const res = await mine.browser.post(`${IM}/verify-email-token`, { code: theirs === own ? '000000' : theirs });
    expect(res.status).toBe(theirs === own && own === '000000' ? 200 : 400);
    expect((await t.app.request('/api/dev/sms-outbox/latest?to=0000000000')).status).toBe(404);
    const unauth = await t.app.request(`${IM}/status`);
    expect(unauth.status).toBe(401);
  });
});

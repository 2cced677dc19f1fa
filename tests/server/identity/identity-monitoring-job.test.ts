import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BREACH_SEED,
  isExposed,
  SYNTHETIC_BREACHES,
  syntheticExposures,
} from '../../../adapters/synthetic/synthetic-breaches.js';
import { signUpAndSignIn, type TestBrowser } from '../../support/accounts-app.js';
import {
  type IdentityPerson,
  identityPeople,
  latestMailCode,
  latestSmsCode,
  personalInfoOf,
} from '../../support/identity-people.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/**
 * The identity-monitoring job through the real application (docs/decisions/0073): activation alerts for
 * every breach already disclosed, a breach disclosed later alerts once when the clock passes its date, a
 * records update touching the claimed person alerts once, one mail per run; account deletion erases every
 * identity-monitoring row. PGlite, or the server of DATABASE_URL.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON replies read loosely
type Json = any;
const json = async (res: Response) => (await res.json()) as Json;
const IM = '/dashboard/api/identity-monitoring';
const START = '2026-11-21';

let t: ReportsTestApp;
let people: IdentityPerson[];

beforeAll(async () => {
  t = await reportsTestApp({ people: 300 });
  people = await identityPeople(t.db, { limit: 10, newestFirst: true });
}, 180_000);
afterAll(async () => t?.close());

/** An e-mail the synthetic source puts in `breachId` (disclosed later) and in at least one breach already disclosed. */
const emailIn = (breachId: string, tag: string): string => {
  const later = SYNTHETIC_BREACHES.find((b) => b.id === breachId)!;
  for (let i = 0; i < 100_000; i++) {
    const email = `im${tag}${i}@example.com`;
    if (!isExposed(DEFAULT_BREACH_SEED, 'email', email, later)) continue;
    const past = syntheticExposures(DEFAULT_BREACH_SEED, { email, phone: null }).filter(
      (e) => e.breach.disclosedDate <= START,
    );
    if (past.length > 0) return email;
  }
  throw new Error('no e-mail found');
};

/** A member through every step, monitoring `p`. */
const activeMember = async (p: IdentityPerson, email: string): Promise<TestBrowser> => {
  const { browser } = await signUpAndSignIn(t.app, { email, ip: '198.51.100.77' });
  await browser.post(`${IM}/verify-email`, {});
  expect((await browser.post(`${IM}/verify-email-token`, { code: await latestMailCode(t.app, email) })).status).toBe(
    200,
  );
  const info = personalInfoOf(p);
  expect((await browser.post(`${IM}/add-personal-information`, info)).status).toBe(200);
  await browser.post(`${IM}/verify-sms`, { phone: p.phone });
  expect((await browser.post(`${IM}/verify-sms-token`, { code: await latestSmsCode(t.app, p.phone) })).status).toBe(
    200,
  );
  const claimed = await browser.post(`${IM}/claim-report`, { recordId: p.id });
  expect(claimed.status).toBe(200);
  return browser;
};

const identityMails = async (email: string) =>
  (
    await t.db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND subject LIKE 'Identity monitoring:%'
       ORDER BY id`,
      [email],
    )
  ).rows;

/** A records update: the person moves to a new current address in Tempe, AZ. */
const moveToTempe = async (personId: string) => {
  const b = (
    await t.db.query<{ a: string; pa: string; s: string }>(
      `SELECT (SELECT max(id) FROM addresses) AS a, (SELECT max(id) FROM person_addresses) AS pa,
         (SELECT min(id) FROM sources) AS s`,
    )
  ).rows[0] as { a: string; pa: string; s: string };
  const addressId = Number(b.a) + 1;
  await t.db.query(
    `INSERT INTO addresses (id, house_number, street_name, street_suffix, city, state, zip, county, latitude, longitude,
       address_key, source_id, recorded_at)
     VALUES ($1, '77', 'Mill', 'Ave', 'Tempe', 'AZ', '85281', 'Maricopa', 33.42, -111.94, $2, $3, '2026-11-25')`,
    [addressId, `77 mill ave tempe az 85281 ${addressId}`, b.s],
  );
  await t.db.query(
    `INSERT INTO person_addresses (id, person_id, address_id, from_date, to_date, is_current, source_id, recorded_at)
     VALUES ($1, $2, $3, '2026-11-25', NULL, true, $4, '2026-11-25')`,
    [Number(b.pa) + 1, personId, addressId, b.s],
  );
};

describe('the identity-monitoring job (docs/decisions/0073)', () => {
  it('activation alerts every disclosed breach; a later breach alerts once; a records update alerts once', async () => {
    const p = people[0] as IdentityPerson;
    const email = emailIn('b12', 'a');
    const browser = await activeMember(p, email);
    const exposures = syntheticExposures(DEFAULT_BREACH_SEED, { email, phone: p.phone });
    const past = exposures.filter((e) => e.breach.disclosedDate <= START);

    const atStart = await json(await browser.get(`${IM}/alerts`));
    expect(atStart.alerts).toHaveLength(past.length);
    expect(atStart.alerts.every((a: Json) => a.kind === 'breach' && !a.seen)).toBe(true);
    const first = past[0]!;
    expect(atStart.alerts.map((a: Json) => a.text)).toContain(
      `Your ${first.identifier === 'email' ? 'e-mail address' : 'phone number'} was found in the ${first.breach.source} breach, disclosed ${first.breach.disclosedDate}`,
    );
    const breaches = await json(await browser.get(`${IM}/get-user-breaches`));
    expect(breaches.breaches).toHaveLength(past.length);
    expect(breaches.breaches.map((b: Json) => b.disclosedDate)).toEqual(
      [...breaches.breaches.map((b: Json) => b.disclosedDate)].sort().reverse(),
    );

    // The job right after: nothing new, no mail.
    await t.jobs.runIdentityMonitoring();
    expect((await json(await browser.get(`${IM}/alerts`))).alerts).toHaveLength(past.length);
    expect(await identityMails(email)).toHaveLength(0);

    // The clock passes the disclosure of b12: its alert once, one mail; again: nothing.
    t.clock.set(new Date('2026-12-16T12:00:00.000Z'));
    const run = await t.jobs.runIdentityMonitoring();
    expect(run.breachAlerts).toBeGreaterThanOrEqual(1);
    // The session ended while the clock moved on: log in again (this browser is known: no device code).
    const login = await browser.post('/api/account/login', { email, password: 'secret pass 1' });
    expect(login.status).toBe(200);
    const after = await json(await browser.get(`${IM}/alerts`));
    const b12 = after.alerts.filter((a: Json) => a.text.includes('Riverstone Insurance Quotes'));
    expect(b12.length).toBeGreaterThanOrEqual(1);
    expect(after.alerts).toHaveLength(exposures.filter((e) => e.breach.disclosedDate <= '2026-12-16').length);
    const mails = await identityMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('Riverstone Insurance Quotes');
    await t.jobs.runIdentityMonitoring();
    expect((await json(await browser.get(`${IM}/alerts`))).alerts).toHaveLength(after.alerts.length);
    expect(await identityMails(email)).toHaveLength(1);

    // A records update touching the claimed person: one record alert, once.
    await moveToTempe(p.id);
    const r1 = await t.jobs.runIdentityMonitoring();
    expect(r1.recordAlerts).toBeGreaterThanOrEqual(1);
    const withRecord = await json(await browser.get(`${IM}/alerts`));
    const records = withRecord.alerts.filter((a: Json) => a.kind === 'record');
    expect(records.map((a: Json) => a.text)).toContain('New address in Tempe, AZ, recorded 2026-11-25');
    expect(records[0].url).toMatch(/report/);
    expect(await identityMails(email)).toHaveLength(2);
    await t.jobs.runIdentityMonitoring();
    expect((await json(await browser.get(`${IM}/alerts`))).alerts).toHaveLength(withRecord.alerts.length);
    expect(await identityMails(email)).toHaveLength(2);

    // Seen: one, then all.
    const some = await json(await browser.post(`${IM}/alerts/seen`, { alertIds: [records[0].id] }));
    expect(some).toMatchObject({ success: true, marked: 1, unseen: withRecord.alerts.length - 1 });
    expect(await json(await browser.post(`${IM}/alerts/seen`, {}))).toMatchObject({ unseen: 0 });

    // Breach statuses: read, resolved, and a resolved one stays resolved.
    const id = breaches.breaches[0].id;
    const seen = await json(await browser.post(`${IM}/update-user-breach`, { breachId: id, status: 'seen' }));
    expect(seen.breach).toMatchObject({ id, status: 'seen' });
    await browser.post(`${IM}/update-user-breach`, { breachId: id, status: 'resolved' });
    const again = await json(await browser.post(`${IM}/update-user-breach`, { breachId: id, status: 'seen' }));
    expect(again.breach.status).toBe('resolved');
    expect((await browser.post(`${IM}/update-user-breach`, { breachId: 'b99-email', status: 'seen' })).status).toBe(
      404,
    );
    const badStatus = await browser.post(`${IM}/update-user-breach`, { breachId: id, status: 'new' });
    expect((await json(badStatus)).errors.status).toEqual(['Please choose seen or resolved']);
  });

  it('report activity counts other members opening the record, never who; deletion erases every row', async () => {
    const p = people[1] as IdentityPerson;
    const email = emailIn('b13', 'b');
    const browser = await activeMember(p, email);
    // Two other members open the report on the record.
    for (const n of [1, 2]) {
      const viewer = await t.visitorAccount();
      await t.db.query(
        `INSERT INTO report_history (user_id, report_id, search_type, criteria, title, subtitle, url, created, last_viewed)
         SELECT id, $2, 'background', '{}'::jsonb, 'x', 'y', '/report', $3, $3 FROM users WHERE lower(email) = lower($1)`,
        [viewer.email, `background-${p.id}`, new Date(`2026-1${n}-10T10:00:00.000Z`)],
      );
    }
    const activity = await json(await browser.get(`${IM}/report-activity`));
    expect(activity.totalViews).toBe(2);
    expect(JSON.stringify(activity)).not.toContain('@example.com');
    const userId = (await t.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]))
      .rows[0]!.id;
    const del = await browser.post('/dashboard/api/consumer-privacy/account/delete', { password: 'secret pass 1' });
    expect(del.status).toBe(200);
    for (const table of [
      'identity_monitoring',
      'identity_verification_codes',
      'identity_breach_statuses',
      'identity_alerts',
    ]) {
      const r = await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [userId]);
      expect(r.rowCount, table).toBe(0);
    }
    expect((await t.db.query('SELECT 1 FROM sms_outbox WHERE to_number = $1', [p.phone])).rowCount).toBe(0);
    const run = await t.jobs.runIdentityMonitoring();
    expect(run.members).toBeGreaterThanOrEqual(0);
    expect((await t.db.query('SELECT 1 FROM identity_alerts WHERE user_id = $1', [userId])).rowCount).toBe(0);
  });
});

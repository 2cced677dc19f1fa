import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgSuppressions } from '../../../adapters/postgres/pg-suppressions.js';
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
 * The breaks an attack found on surfaces that showed record facts without the report pages' decisions
 * (docs/decisions/0093), each replayed through the real application on PGlite, or the server of
 * DATABASE_URL: every test here failed before the fact gate and passes with it. Only HTTP and the opt-out
 * list are used, so the file runs unchanged against an older build.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON replies read loosely
type Json = any;
const json = async (res: Response) => (await res.json()) as Json;
const IM = '/dashboard/api/identity-monitoring';

let t: ReportsTestApp;
let suppressions: PgSuppressions;
let people: IdentityPerson[];

beforeAll(async () => {
  t = await reportsTestApp({ people: 300 });
  suppressions = new PgSuppressions(t.db);
  people = await identityPeople(t.db, { limit: 20, withRelatives: true });
}, 180_000);
afterAll(async () => t?.close());

/** A free account that verifies its own e-mail and `phone`, and types `p`'s details (all in free previews). */
const claimantOf = async (p: IdentityPerson, phone: string): Promise<TestBrowser> => {
  const { browser, email } = await t.visitorAccount();
  await browser.post(`${IM}/verify-email`, {});
  await browser.post(`${IM}/verify-email-token`, { code: await latestMailCode(t.app, email) });
  expect((await browser.post(`${IM}/add-personal-information`, personalInfoOf(p))).status).toBe(200);
  expect((await browser.post(`${IM}/verify-sms`, { phone })).status).toBe(200);
  expect((await browser.post(`${IM}/verify-sms-token`, { code: await latestSmsCode(t.app, phone) })).status).toBe(200);
  return browser;
};

const recordIds = async (b: TestBrowser): Promise<string[]> =>
  ((await json(await b.get(`${IM}/get-matching-identities`))).identities ?? []).map((m: Json) => m.recordId);

describe('breaks of the fact gate, replayed (docs/decisions/0093)', () => {
  it("identity monitoring: a stranger with a name, a city and a birth date cannot claim someone's record", async () => {
    const victim = people[0] as IdentityPerson;
    // The stranger's own phone, which no record holds.
    const stranger = await claimantOf(victim, '5205550199');
    expect(await recordIds(stranger)).not.toContain(victim.id);
    const claim = await stranger.post(`${IM}/claim-report`, { recordId: victim.id });
    expect(claim.status).toBe(400);
    expect((await stranger.get(`${IM}/report-activity`)).status).toBe(409);
    // The person themself, with the phone their record holds, can.
    const self = await claimantOf(victim, victim.phone);
    expect(await recordIds(self)).toContain(victim.id);
    expect((await self.post(`${IM}/claim-report`, { recordId: victim.id })).status).toBe(200);
  });

  it('identity monitoring never offers a person who opted out', async () => {
    const p = people[1] as IdentityPerson;
    await suppressions.optOut(Number(p.id), null, t.clock.now());
    const b = await claimantOf(p, p.phone);
    expect(await recordIds(b)).not.toContain(p.id);
    expect((await b.post(`${IM}/claim-report`, { recordId: p.id })).status).toBe(400);
  });

  it('report monitoring: a report the member never unlocked cannot be monitored', async () => {
    const { browser } = await t.member();
    await browser.post('/dashboard/api/notifications/preferences', { isEnabled: true });
    const id = (people[2] as IdentityPerson).id;
    await browser.get(`/dashboard/api/reports/view?type=background&id=${id}`);
    const res = await browser.post('/dashboard/api/notifications/subscribe', {
      subscribe: true,
      id: `background-${id}`,
    });
    expect(res.status).toBe(403);
    const silent = await browser.post('/dashboard/api/notifications/subscribe/silent', {
      subscribe: true,
      preorder: true,
      tahoeId: id,
    });
    expect(silent.status).toBe(403);
    expect((await json(await browser.get('/dashboard/api/notifications'))).reports).toEqual([]);
  });

  it("an opted-out owner's name leaves the address report's buyers, sellers and borrowers", async () => {
    const row = (
      await t.db.query<{ property_id: string; person_id: string; name: string }>(
        `SELECT t.property_id::text, po.person_id::text, p.first_name || ' ' || p.last_name AS name
           FROM property_transactions t JOIN property_owners po ON po.property_id = t.property_id
           JOIN people p ON p.id = po.person_id
          WHERE t.buyer_names LIKE '%' || p.first_name || ' ' || p.last_name || '%'
            AND NOT EXISTS (SELECT 1 FROM suppressed_people s WHERE s.person_id = po.person_id)
          ORDER BY t.property_id LIMIT 1`,
      )
    ).rows[0];
    expect(row).toBeDefined();
    const {
      property_id: propertyId,
      person_id: personId,
      name,
    } = row as { property_id: string; person_id: string; name: string };
    const { browser } = await t.member();
    expect((await browser.post('/dashboard/api/reports/unlock', { type: 'address', id: propertyId })).status).toBe(200);
    const before = await (await browser.get(`/dashboard/api/reports/view?type=address&id=${propertyId}`)).text();
    expect(before).toContain(name);
    await suppressions.optOut(Number(personId), null, t.clock.now());
    const after = await (await browser.get(`/dashboard/api/reports/view?type=address&id=${propertyId}`)).text();
    expect(after).not.toContain(name);
    expect((JSON.parse(after) as Json).report.sections.find((s: Json) => s.id === 'transactions').items.length).toBe(
      (JSON.parse(before) as Json).report.sections.find((s: Json) => s.id === 'transactions').items.length,
    );
  });

  it('after an opt-out, People You May Know and the report history no longer name the person', async () => {
    // A person none of whose relatives opted out in the tests before (a linked opt-out may take a household).
    const seeds = await t.db.query<{ id: string }>(
      `SELECT r.person_id::text AS id FROM relationships r JOIN people q ON q.id = r.related_person_id
        WHERE r.person_id = ANY($1::bigint[]) AND NOT q.deceased
          AND NOT EXISTS (SELECT 1 FROM suppressed_people s WHERE s.person_id IN (r.person_id, r.related_person_id))
        ORDER BY r.person_id LIMIT 1`,
      [people.slice(3).map((p) => p.id)],
    );
    const seed = people.find((p) => p.id === seeds.rows[0]?.id) as IdentityPerson;
    const { browser } = await t.member();
    await browser.get(`/dashboard/api/reports/view?type=background&id=${seed.id}`);
    // "Relative of Todd K Goodheart": the reasons that name the person looked up.
    const naming = (reply: Json): string[] =>
      (reply.data as Json[]).map((d) => d.reason as string).filter((r) => r.includes(seed.last_name));
    const history = async () =>
      ((await json(await browser.get('/dashboard/api/reports?page=1&limit=50'))).reports as Json[]).map(
        (r) => r.reportId,
      );
    const made = await json(await browser.post('/dashboard/api/peopleyoumayknow', {}));
    expect(naming(made).length).toBeGreaterThan(0);
    expect(await history()).toContain(`background-${seed.id}`);
    await suppressions.optOut(Number(seed.id), null, t.clock.now());
    expect(naming(await json(await browser.get('/dashboard/api/peopleyoumayknow')))).toEqual([]);
    expect(await history()).not.toContain(`background-${seed.id}`);
  });

  it("a relative who opted out leaves other people's search cards", async () => {
    const rel = (
      await t.db.query<{ person: string; first_name: string; last_name: string; relative: string; name: string }>(
        `SELECT p.id::text AS person, p.first_name, p.last_name, r.id::text AS relative,
                r.first_name || ' ' || r.last_name AS name
           FROM relationships x JOIN people p ON p.id = x.person_id JOIN people r ON r.id = x.related_person_id
          WHERE NOT EXISTS (SELECT 1 FROM suppressed_people s WHERE s.person_id IN (p.id, r.id))
            AND (SELECT count(*) FROM people o WHERE o.first_name = r.first_name AND o.last_name = r.last_name) = 1
          ORDER BY x.id LIMIT 1`,
      )
    ).rows[0] as { person: string; first_name: string; last_name: string; relative: string; name: string };
    const q = `/api/search/people?firstName=${encodeURIComponent(rel.first_name)}&lastName=${encodeURIComponent(rel.last_name)}`;
    const card = async () =>
      ((await json(await t.app.request(q))).people as Json[]).find((c) => c.id === rel.person)?.relatives ?? [];
    expect(await card()).toContain(rel.name);
    await suppressions.optOut(Number(rel.relative), null, t.clock.now());
    expect(await card()).not.toContain(rel.name);
  });
});

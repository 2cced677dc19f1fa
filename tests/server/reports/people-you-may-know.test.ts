import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgSuppressions } from '../../../adapters/postgres/pg-suppressions.js';
import { PYMK_NOT_FOUND_MESSAGE, SHOW_IN_DASHBOARD_MESSAGE } from '../../../core/reports/people-you-may-know.schema.js';
import { PYMK_MEMBERS_ONLY } from '../../../core/reports/people-you-may-know.steps.js';
import { PYMK, pymkRecords } from '../../support/people-you-may-know-fixture.js';
import { insertRecordTables } from '../../support/record-tables.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/**
 * People You May Know through the real application (docs/decisions/0072; 000 sections 4 and 7):
 * suggestions from a looked-up report, validation, ownership, members only, the hidden block.
 * PGlite, or the server of DATABASE_URL.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON replies read loosely
type Json = any;
const json = async (res: Response) => (await res.json()) as Json;
const BASE = '/dashboard/api/peopleyoumayknow';

let t: ReportsTestApp;
beforeAll(async () => {
  t = await reportsTestApp({ load: (db) => insertRecordTables(db, pymkRecords()) });
}, 120_000);
afterAll(async () => t?.close());

/** A member who looked John Smith up. */
const memberWhoLookedUp = async () => {
  const m = await t.member();
  const view = await m.browser.get(`/dashboard/api/reports/view?type=background&id=${PYMK.john}`);
  expect(view.status).toBe(200);
  return m;
};

describe('People You May Know (000 section 4, section 7 peopleyoumayknow)', () => {
  it('POST makes suggestions from the people looked up; GET reads them; preview facts only', async () => {
    const { browser } = await memberWhoLookedUp();
    const before = await json(await browser.get(BASE));
    expect(before).toEqual({ success: true, data: [], showInDashboard: true });

    const made = await browser.post(BASE, {});
    expect(made.status).toBe(200);
    const body = await json(made);
    expect(body.success).toBe(true);
    expect(body.data.map((s: Json) => [s.name, s.reason, s.address])).toEqual([
      ['Mary Smith', 'Relative of John Smith', 'Phoenix, AZ'],
      ['Bob Jones', 'Associate of John Smith', 'Phoenix, AZ'],
      ['Nina Near', 'Neighbor of John Smith', 'Tempe, AZ'],
    ]);
    const mary = body.data[0];
    expect(mary).toMatchObject({
      personId: PYMK.mary,
      reportId: `background-${PYMK.mary}`,
      age: 54,
      location: 'Relative of John Smith; Phoenix, AZ',
      clicked: false,
      favorite: false,
    });
    // Never a street, phone, e-mail or birth date: only what a search preview shows.
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/Pine|Oak|85001|1972-08-15/);
    expect(await json(await browser.get(BASE))).toEqual(body);
  });

  it('PATCH marks clicked and favorite; DELETE hides one for good, also after a refresh', async () => {
    const { browser } = await memberWhoLookedUp();
    const [mary, bob] = (await json(await browser.post(BASE, {}))).data;
    expect((await browser.request(`${BASE}/${mary.id}`, { method: 'PATCH' })).status).toBe(200);
    expect((await browser.request(`${BASE}/${bob.id}/add-favorite`, { method: 'PATCH' })).status).toBe(200);
    const listed = (await json(await browser.get(BASE))).data;
    expect(listed.map((s: Json) => [s.name, s.clicked, s.favorite])).toEqual([
      ['Mary Smith', true, false],
      ['Bob Jones', false, true],
      ['Nina Near', false, false],
    ]);
    const del = await browser.request(`${BASE}/${mary.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await json(del)).toEqual({ success: true, id: mary.id, removed: true });
    const after = (await json(await browser.post(BASE, {}))).data.map((s: Json) => s.name);
    expect(after).toEqual(['Bob Jones', 'Nina Near']);
  });

  it('validation: a malformed id or body is refused with the schema text', async () => {
    const { browser } = await memberWhoLookedUp();
    for (const [path, method] of [
      [`${BASE}/not-an-id`, 'PATCH'],
      [`${BASE}/123/add-favorite`, 'PATCH'],
      [`${BASE}/x'%20OR%201=1`, 'DELETE'],
    ] as const) {
      const res = await browser.request(path, { method });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ success: false, errors: { id: [PYMK_NOT_FOUND_MESSAGE] } });
    }
    for (const body of [{}, { ShowInDashboard: 'no' }, { showInDashboard: false }]) {
      const res = await browser.put(BASE, body);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ success: false, errors: { ShowInDashboard: [SHOW_IN_DASHBOARD_MESSAGE] } });
    }
  });

  it('ownership: another member can neither mark nor remove my suggestions (404), and they stay', async () => {
    const owner = await memberWhoLookedUp();
    const other = await t.member();
    const [mary] = (await json(await owner.browser.post(BASE, {}))).data;
    for (const [path, method] of [
      [`${BASE}/${mary.id}`, 'PATCH'],
      [`${BASE}/${mary.id}/add-favorite`, 'PATCH'],
      [`${BASE}/${mary.id}`, 'DELETE'],
    ] as const) {
      const res = await other.browser.request(path, { method });
      expect(res.status).toBe(404);
      expect((await json(res)).success).toBe(false);
    }
    const mine = (await json(await owner.browser.get(BASE))).data;
    expect(mine[0]).toMatchObject({ id: mary.id, clicked: false, favorite: false });
    expect((await json(await other.browser.get(BASE))).data).toEqual([]);
  });

  it('members only: a signed-up user without a membership is refused every call (403); signed out is 401', async () => {
    const { browser } = await t.visitorAccount();
    await browser.get(`/dashboard/api/reports/view?type=background&id=${PYMK.john}`);
    for (const res of [
      await browser.get(BASE),
      await browser.post(BASE, {}),
      await browser.put(BASE, { ShowInDashboard: false }),
      await browser.request(`${BASE}/00000000-0000-4000-8000-000000000001`, { method: 'PATCH' }),
      await browser.request(`${BASE}/00000000-0000-4000-8000-000000000001`, { method: 'DELETE' }),
    ]) {
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ success: false, errors: { '*': [PYMK_MEMBERS_ONLY] } });
    }
    expect((await t.app.request(BASE)).status).toBe(401);
  });

  it('PUT ShowInDashboard false hides the block: no suggestions listed until shown again', async () => {
    const { browser } = await memberWhoLookedUp();
    await browser.post(BASE, {});
    const hidden = await browser.put(BASE, { ShowInDashboard: false });
    expect(await json(hidden)).toEqual({ success: true, data: [], showInDashboard: false });
    expect(await json(await browser.get(BASE))).toEqual({ success: true, data: [], showInDashboard: false });
    const shown = await json(await browser.put(BASE, { ShowInDashboard: true }));
    expect(shown.showInDashboard).toBe(true);
    expect(shown.data).toHaveLength(3);
  });

  it('never suggests a person who opted out, also when the suggestion was made before', async () => {
    const { browser } = await memberWhoLookedUp();
    const before = (await json(await browser.post(BASE, {}))).data as Json[];
    expect(before.length).toBeGreaterThan(1);
    const gone = before[0];
    const personId = Number(String(gone.reportId ?? gone.personId ?? '').replace(/^background-/, ''));
    expect(Number.isSafeInteger(personId) && personId > 0).toBe(true);
    await new PgSuppressions(t.db).optOut(personId, null, t.clock.now());
    const listed = (await json(await browser.get(BASE))).data as Json[];
    expect(listed.map((x) => x.id)).not.toContain(gone.id);
    expect(listed).toHaveLength(before.length - 1);
    const remade = (await json(await browser.post(BASE, {}))).data as Json[];
    expect(remade.map((x) => x.name)).not.toContain(gone.name);
  });
});

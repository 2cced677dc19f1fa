import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITORING_OFF_MESSAGE } from '../../../core/reports/notification-failure.rules.js';
import { REPORT_MONITORING_UNLOCK_FIRST } from '../../../core/reports/subscribe-report.use-case.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/**
 * Report monitoring through the real application (docs/decisions/0071): preferences, subscriptions,
 * the monitoring job over a records change made directly with SQL, the notifications page, seen alerts,
 * the reports list's filter 1 and the report view's new marks. PGlite, or the server of DATABASE_URL.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON replies read loosely
type Json = any;
const json = async (res: Response) => (await res.json()) as Json;

let t: ReportsTestApp;
let people: number[];
beforeAll(async () => {
  t = await reportsTestApp({ people: 400 });
  // People with a current address, so "no longer current" has something to say.
  const r = await t.db.query<{ id: string }>(
    `SELECT DISTINCT p.id FROM people p JOIN person_addresses pa ON pa.person_id = p.id AND pa.is_current
     ORDER BY p.id LIMIT 80`,
  );
  people = r.rows.map((x) => Number(x.id));
}, 120_000);
afterAll(async () => t?.close());

/** A records update: each person moves to a new current address in Tempe, AZ (the old one no longer current) and gets a phone. */
const moveToTempe = async (ids: readonly number[]) => {
  const base = await t.db.query<{ a: string; p: string; pa: string; pp: string; s: string }>(
    `SELECT (SELECT max(id) FROM addresses) AS a, (SELECT max(id) FROM phones) AS p,
       (SELECT max(id) FROM person_addresses) AS pa, (SELECT max(id) FROM person_phones) AS pp,
       (SELECT min(id) FROM sources) AS s`,
  );
  const b = base.rows[0] as { a: string; p: string; pa: string; pp: string; s: string };
  let i = 0;
  for (const id of ids) {
    i += 1;
    const addressId = Number(b.a) + i;
    const phoneId = Number(b.p) + i;
    await t.db.query(
      `INSERT INTO addresses (id, house_number, street_name, street_suffix, city, state, zip, county, latitude, longitude,
         address_key, source_id, recorded_at)
       VALUES ($1, $2, 'Mill', 'Ave', 'Tempe', 'AZ', '85281', 'Maricopa', 33.42, -111.94, $3, $4, '2026-11-02')`,
      [addressId, String(100 + i), `${100 + i} mill ave tempe az 85281 ${addressId}`, b.s],
    );
    await t.db.query(
      `UPDATE person_addresses SET is_current = false, to_date = '2026-11-01' WHERE person_id = $1 AND is_current`,
      [id],
    );
    await t.db.query(
      `INSERT INTO person_addresses (id, person_id, address_id, from_date, to_date, is_current, source_id, recorded_at)
       VALUES ($1, $2, $3, '2026-11-02', NULL, true, $4, '2026-11-02')`,
      [Number(b.pa) + i, id, addressId, b.s],
    );
    await t.db.query(
      `INSERT INTO phones (id, number, line_type, carrier, classification, source_id, recorded_at)
       VALUES ($1, $2, 'mobile', NULL, 6, $3, '2026-11-02')`,
      [phoneId, `480555${String(1000 + i).slice(-4)}`, b.s],
    );
    await t.db.query(
      `INSERT INTO person_phones (id, person_id, phone_id, first_seen, last_seen, is_current, source_id, recorded_at)
       VALUES ($1, $2, $3, '2026-11-02', NULL, true, $4, '2026-11-02')`,
      [Number(b.pp) + i, id, phoneId, b.s],
    );
  }
};

describe('report monitoring (002 section 3 "Monitoring"; 000 section 7 notifications)', () => {
  it('alerts exactly the monitored reports whose records changed, once; seen, listed, marked new', async () => {
    const { browser, email } = await t.member();
    const watched = people.slice(0, 20);
    const changed = watched.slice(0, 7);
    const others = people.slice(20, 70);

    // Monitoring off: subscribing is refused with our text; turning off always works.
    const refused = await browser.post('/dashboard/api/notifications/subscribe', {
      subscribe: true,
      id: `background-${watched[0]}`,
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).errors['*']).toEqual([MONITORING_OFF_MESSAGE]);
    expect(
      (
        await browser.post('/dashboard/api/notifications/subscribe', {
          subscribe: false,
          id: `background-${watched[0]}`,
        })
      ).status,
    ).toBe(200);

    const before = await json(await browser.get('/dashboard/api/notifications/preferences'));
    expect(before).toEqual({
      success: true,
      notificationPreferences: {
        isEnabled: false,
        isAutoReportMonitoringEnabled: false,
        reportMonitoringAccountId: null,
        serviceActivatedDate: null,
      },
      totalUpdatesAvailable: 0,
    });
    const bad = await browser.post('/dashboard/api/notifications/preferences', { isEnabled: 'yes' });
    expect(bad.status).toBe(400);
    const saved = await json(await browser.post('/dashboard/api/notifications/preferences', { isEnabled: true }));
    expect(saved.notificationPreferences).toMatchObject({ isEnabled: true, isAutoReportMonitoringEnabled: false });
    expect(saved.notificationPreferences.reportMonitoringAccountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.notificationPreferences.serviceActivatedDate).toBe('2026-11-21T10:00:00.000Z');
    const put = await json(
      await browser.put('/dashboard/api/notifications/preferences', {
        isEnabled: true,
        isAutoReportMonitoringEnabled: false,
      }),
    );
    expect(put.notificationPreferences.reportMonitoringAccountId).toBe(
      saved.notificationPreferences.reportMonitoringAccountId,
    );

    // A report the member has not unlocked cannot be monitored: its alerts would carry locked facts.
    const locked = await browser.post('/dashboard/api/notifications/subscribe', {
      subscribe: true,
      id: `background-${watched[0]}`,
    });
    expect(locked.status).toBe(403);
    expect((await json(locked)).errors['*']).toEqual([REPORT_MONITORING_UNLOCK_FIRST]);

    // The member unlocks, opens and subscribes 20 background reports.
    for (const id of watched) {
      await browser.post('/dashboard/api/reports/unlock', { type: 'background', id });
      await browser.get(`/api/reports/view?type=background&id=${id}`);
      const s = await json(
        await browser.post('/dashboard/api/notifications/subscribe', { subscribe: true, id: `background-${id}` }),
      );
      expect(s).toMatchObject({ success: true, isMonitored: true });
    }

    // Nothing changed yet: a run writes nothing.
    const quiet = await t.jobs.runReportMonitoring();
    expect(quiet).toMatchObject({ alerts: 0, baselines: 0 });

    // The records change for 7 of them and for 50 people nobody monitors.
    await moveToTempe([...changed, ...others]);
    t.clock.advance(60_000);
    const started = performance.now();
    const run = await t.jobs.runReportMonitoring();
    const ms = performance.now() - started;
    console.info(`monitoring run over ${run.reports} monitored reports: ${ms.toFixed(0)} ms`);
    expect(run).toMatchObject({ reports: 20, alerts: 7, skipped: 0, raced: 0 });

    const page = await json(await browser.get('/dashboard/api/notifications'));
    expect(Object.keys(page).sort()).toEqual(['alerts', 'preferences', 'reports', 'status', 'success']);
    expect(page.status).toEqual({
      totalReportsMonitored: 20,
      totalUpdatesAvailable: 7,
      isReportMonitoringEnabledByUser: true,
    });
    expect(page.preferences.isEnabled).toBe(true);
    expect(page.reports).toHaveLength(20);
    expect(page.alerts).toHaveLength(7);
    expect(page.alerts.map((a: Json) => a.reportId).sort()).toEqual(changed.map((id) => `background-${id}`).sort());
    for (const a of page.alerts) {
      expect(a).toMatchObject({ seen: false, title: expect.any(String), url: expect.stringMatching(/^\/report/) });
      const texts = a.changes.map((c: Json) => c.text);
      expect(texts).toContain('New address in Tempe, AZ, recorded 2026-11-02');
      expect(texts.some((x: string) => /^New phone \(480\) 555-\d{4}, recorded 2026-11-02$/.test(x))).toBe(true);
      expect(texts.some((x: string) => / is no longer current$/.test(x))).toBe(true);
    }
    const reportRow = page.reports.find((r: Json) => r.reportId === `background-${changed[0]}`);
    expect(reportRow).toMatchObject({ unseenAlerts: 1, reportHistoryId: expect.any(String) });

    // Run again: nothing new.
    expect(await t.jobs.runReportMonitoring()).toMatchObject({ alerts: 0 });
    expect((await json(await browser.get('/dashboard/api/notifications'))).alerts).toHaveLength(7);

    // The reports list, filter 1: exactly the reports with unseen alerts.
    const listed = async (): Promise<string[]> =>
      (await json(await browser.get('/dashboard/api/reports?page=1&limit=50&types=1'))).reports.map(
        (r: Json) => r.reportId,
      );
    const ids1 = await listed();
    expect(ids1.sort()).toEqual(changed.map((id) => `background-${id}`).sort());

    // The report view marks the new address (the unlocked report).
    const view = await json(await browser.get(`/api/reports/view?type=background&id=${changed[0]}`));
    const history = view.report.sections.find((s: Json) => s.id === 'address-history');
    expect(history.locked).toBe(false);
    const newOnes = history.items.filter((i: Json) => i.isNew === true);
    expect(newOnes.map((i: Json) => i.heading)).toEqual([expect.stringMatching(/Mill Ave, Tempe, AZ 85281$/)]);
    expect(history.items.filter((i: Json) => i.isNew === undefined).length).toBe(history.items.length - 1);

    // Viewing the report was the member seeing its alert: the count drops and the report leaves filter 1.
    const status = await json(await browser.get('/dashboard/api/notifications/status'));
    expect(status.totalUpdatesAvailable).toBe(6);
    const ids2 = await listed();
    expect(ids2).toHaveLength(6);
    expect(ids2).not.toContain(`background-${changed[0]}`);
    // Marking it seen again changes nothing.
    const seen = await json(
      await browser.post('/dashboard/api/notifications/report/alert/last-seen', {
        reportId: `background-${changed[0]}`,
      }),
    );
    expect(seen).toMatchObject({ success: true, marked: 0, totalUpdatesAvailable: 6 });
    // A report's alerts marked seen by the call (not by a view) leave the report with no marks.
    const other = await json(
      await browser.post('/dashboard/api/notifications/report/alert/last-seen', {
        reportId: `background-${changed[1]}`,
      }),
    );
    expect(other).toMatchObject({ success: true, marked: 1, totalUpdatesAvailable: 5 });
    const otherView = await json(await browser.get(`/api/reports/view?type=background&id=${changed[1]}`));
    expect(otherView.report.sections.flatMap((s: Json) => s.items).filter((i: Json) => i.isNew === true)).toEqual([]);
    const viewAfter = await json(await browser.get(`/api/reports/view?type=background&id=${changed[0]}`));
    expect(viewAfter.report.sections.flatMap((s: Json) => s.items).filter((i: Json) => i.isNew === true)).toEqual([]);
    // Two alerts still unseen, by their ids.
    const seenReports = new Set([`background-${changed[0]}`, `background-${changed[1]}`]);
    const byIds = await json(
      await browser.post('/dashboard/api/notifications/report/alert/last-seen', {
        alertIds: page.alerts
          .filter((a: Json) => !seenReports.has(a.reportId))
          .slice(0, 2)
          .map((a: Json) => a.id),
      }),
    );
    expect(byIds).toMatchObject({ marked: 2, totalUpdatesAvailable: 3 });

    // The digest: one mail for the member's unseen alerts, never twice.
    const unseenNow = (await json(await browser.get('/dashboard/api/notifications/status'))).totalUpdatesAvailable;
    const digest = await t.jobs.sendMonitoringDigest();
    expect(digest.members).toBeGreaterThanOrEqual(1);
    const mails = await t.db.query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND subject LIKE '%monitored%'`,
      [email],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.subject).toBe(`${unseenNow} monitored reports have new records`);
    expect(mails.rows[0]?.text_body).toContain('New address in Tempe, AZ, recorded 2026-11-02');
    expect(mails.rows[0]?.text_body).toContain('http://tracewell.test/report');
    expect(await t.jobs.sendMonitoringDigest()).toEqual({ members: 0, alerts: 0 });

    // Monitoring off: the run skips the member's reports.
    await browser.put('/dashboard/api/notifications/preferences', { isEnabled: false });
    await moveToTempe(changed.slice(1, 2));
    expect(await t.jobs.runReportMonitoring()).toMatchObject({ reports: 0, alerts: 0 });
    const refreshed = await json(await browser.post('/dashboard/api/notifications/refresh', {}));
    expect(refreshed).toMatchObject({ success: true, alertsCreated: 0 });
  }, 180_000);

  it('with automatic monitoring, a background report the member opens in full is monitored; refresh runs it now', async () => {
    const { browser } = await t.member();
    await browser.post('/dashboard/api/notifications/preferences', {
      isEnabled: true,
      isAutoReportMonitoringEnabled: true,
    });
    const id = people[75] as number;
    await browser.post('/dashboard/api/reports/unlock', { type: 'background', id });
    const v = await json(await browser.get(`/api/reports/view?type=background&id=${id}`));
    expect(v.report.isMonitored).toBe(true);
    await moveToTempe([id]);
    const fresh = await browser.get('/dashboard/api/notifications');
    expect(fresh.headers.get('cache-control')).toContain('no-store');
    expect((await t.app.request('/dashboard/api/notifications')).status).toBe(401);
    const r = await json(await browser.post('/dashboard/api/notifications/refresh', {}));
    expect(r).toMatchObject({ success: true, alertsCreated: 1, totalUpdatesAvailable: 1 });
  }, 60_000);
});

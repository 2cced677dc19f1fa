import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.js';
import { joinWithTrial } from './support/join.js';
import { unlockOpenReport } from './support/unlock.js';

/**
 * Report monitoring in the browser (000 sections 2 and 7, 002 sections 3 and 4): a member reads
 * getting started, turns report monitoring on, monitors a report from its page, and finds it on
 * /notifications and on the dashboard; the header's Notifications link is there. Alerts after a records
 * update: tests/e2e/records-update.spec.ts (with its own server, stopped while the update is applied)
 * and tests/server/reports/monitoring-records-update.test.ts.
 * Screenshots: tests/e2e/screenshots/monitoring-*.png; axe on each page.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, info) => {
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    // Its own client address (the e2e server trusts one proxy): sign-ups are limited per address.
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.33' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

const noSeriousAxe = async (where: string) => expect(await seriousAxeFindings(page, 'main'), where).toEqual([]);

test('turn monitoring on, monitor a report, find it on /notifications', async ({ request }) => {
  let subject: { subjectId: number; title: string } | null = null;
  for (let id = 1; id <= 200 && !subject; id += 1) {
    const r = (await (await request.get(`/api/reports/view?type=background&id=${id}`)).json()) as {
      report?: { reportStatus: number; subjectId: number; title: string };
    };
    if (r.report?.reportStatus === 2) subject = r.report;
  }
  expect(subject, 'a demo person with a background report').not.toBeNull();
  if (!subject) return;

  await joinWithTrial(page, { firstName: 'Mo', lastName: 'Nitor', email: `monitoring-e2e-${Date.now()}@example.com` });

  await page.goto('/dashboard/monitoring/getting-started');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started with Monitoring' })).toBeVisible();
  await noSeriousAxe('getting started');
  await page.getByRole('link', { name: 'Turn on report monitoring' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report Monitoring' })).toBeVisible();
  await expect(page.getByTestId('monitoring-saved-state')).toContainText('off');
  const form = page.getByRole('form', { name: 'Report monitoring preferences' });
  await form.getByRole('checkbox', { name: 'Turn on report monitoring' }).check();
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your monitoring preferences are saved.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/monitoring-preferences.png`, fullPage: true });
  await noSeriousAxe('report monitoring preferences');

  await page.goto(`/report?id=${subject.subjectId}&type=background`);
  await expect(page.getByRole('heading', { level: 1, name: subject.title })).toBeVisible();
  // A report is monitored once the member holds it in full: Monitor shows after the unlock.
  await expect(page.getByRole('button', { name: 'Monitor this report' })).toHaveCount(0);
  await unlockOpenReport(page);
  await page.getByRole('button', { name: 'Monitor this report' }).click();
  await expect(page.getByTestId('monitor-state')).toHaveText('Monitoring on');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText(/^No updates yet\./)).toBeVisible();
  const monitored = page.getByRole('list', { name: 'Monitored reports' }).getByTestId('monitored-report');
  await expect(monitored).toHaveCount(1);
  await expect(monitored.first()).toContainText(subject.title);
  await page.getByRole('button', { name: 'Check for updates' }).click();
  await expect(page.getByText(/^No updates yet\./)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/monitoring-notifications.png`, fullPage: true });
  await noSeriousAxe('/notifications');

  // Stop monitoring from the list.
  await page.getByRole('button', { name: `Stop monitoring ${subject.title}` }).click();
  await expect(monitored).toHaveCount(0);
});

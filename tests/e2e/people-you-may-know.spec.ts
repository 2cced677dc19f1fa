import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.js';
import { joinWithTrial } from './support/join.js';
import { unlockOpenReport } from './support/unlock.js';

/**
 * People You May Know in the browser (000 sections 2 and 4; docs/decisions/0072): a member turns report
 * monitoring on, looks a person up, finds the people linked to them as cards on /dashboard, follows a card's
 * "Unlock to monitor" to that person's report, unlocks and monitors it there (monitoring needs the full
 * report, docs/decisions/0093), finds the card gone, and removes another. Screenshot: tests/e2e/screenshots/people-you-may-know.png;
 * axe on the dashboard.
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
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.60' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

type Section = { id: string; summary?: string[] };
/** The number of relatives and associates a preview's teaser counts. */
const linkedCount = (sections: readonly Section[] | undefined): number =>
  (sections?.find((s) => s.id === 'relatives')?.summary ?? [])
    .map((t) => Number(/\d+/.exec(t)?.[0] ?? 0))
    .reduce((a, b) => a + b, 0);

test('look someone up, see who you may know, monitor one, remove one', async ({ request }) => {
  let subject: { subjectId: number; title: string } | null = null;
  for (let id = 1; id <= 300 && !subject; id += 1) {
    const r = (await (await request.get(`/api/reports/view?type=background&id=${id}`)).json()) as {
      report?: { reportStatus: number; subjectId: number; title: string; sections?: Section[] };
    };
    if (r.report?.reportStatus === 2 && linkedCount(r.report.sections) >= 3) subject = r.report;
  }
  expect(subject, 'a demo person with relatives or associates').not.toBeNull();
  if (!subject) return;

  await joinWithTrial(page, { firstName: 'Pym', lastName: 'Kay', email: `pymk-e2e-${Date.now()}@example.com` });

  // Report monitoring on, so Monitor can subscribe (the server answers 409 while it is off).
  await page.goto('/dashboard/monitoring/report-monitoring');
  const form = page.getByRole('form', { name: 'Report monitoring preferences' });
  await form.getByRole('checkbox', { name: 'Turn on report monitoring' }).check();
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your monitoring preferences are saved.')).toBeVisible();

  // Look the person up.
  await page.goto(`/report?id=${subject.subjectId}&type=background`);
  await expect(page.getByRole('heading', { level: 1, name: subject.title })).toBeVisible();

  await page.goto('/dashboard');
  const block = page.getByRole('region', { name: 'People You May Know' });
  await expect(block).toBeVisible({ timeout: 15_000 });
  const cards = block.getByRole('listitem');
  // 1280 px wide: 3 cards (000 section 4: under 1300, 3).
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  expect(before).toBeGreaterThanOrEqual(2);
  expect(before).toBeLessThanOrEqual(3);
  await expect(cards.first()).toContainText(new RegExp(`of ${subject.title.split(' ')[0]}`));
  await page.screenshot({ path: `${SHOTS}/people-you-may-know.png`, fullPage: true });
  expect(await seriousAxeFindings(page, 'main'), 'dashboard').toEqual([]);

  const firstName = (await cards.first().locator('.pymk-card__name').textContent()) ?? '';
  // Monitoring needs the full report: the card leads to its unlock first, then offers Monitor.
  await expect(block.getByRole('button', { name: `Monitor ${firstName}` })).toHaveCount(0);
  await block.getByRole('link', { name: `Unlock to monitor ${firstName}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await unlockOpenReport(page);
  // Unlocked, the report page offers Monitor this report (report monitoring is on).
  await page.getByRole('button', { name: 'Monitor this report' }).click();
  await expect(page.getByTestId('monitor-state')).toHaveText('Monitoring on');
  // Looked up and monitored, the person is a seed now, no longer a suggestion.
  await page.goto('/dashboard');
  await expect(block).toBeVisible({ timeout: 15_000 });
  await expect(cards.first()).toBeVisible();
  await expect(block.locator('.pymk-card__name', { hasText: firstName })).toHaveCount(0);

  const next = (await cards.first().locator('.pymk-card__name').textContent()) ?? '';
  await block.getByRole('button', { name: `Remove ${next}` }).click();
  await expect(block.getByRole('link', { name: next, exact: true })).toHaveCount(0);

  // Both stay gone after a reload; the monitored report is listed under monitoring.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Recent Reports' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(block.getByRole('link', { name: firstName, exact: true })).toHaveCount(0);
  await expect(block.getByRole('link', { name: next, exact: true })).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Monitored reports' }).getByTestId('monitored-report')).toHaveCount(1);
});

import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.js';
import { joinWithTrial } from './support/join.js';

/**
 * Nearby search (001 sections 2 to 9), one journey: a member opens /nearby from a property report's
 * nearby tab and sees the properties on the list and as markers on the OpenLayers map; switches quick
 * filters (each chip's count is the list's total); draws a polygon on the map and gets only properties
 * inside it; saves a property from its card and saves the search; then finds the saved search on the
 * dashboard and runs it again. The first-visit tutorial shows once. Map tiles cannot load here (no
 * network): the markers and drawing work without them. Screenshots: tests/e2e/screenshots/nearby-*.png.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;

let context: BrowserContext;
let page: Page;
let subject: Json;
const email = `nearby-e2e-${Date.now()}@example.com`;

/** A demo property whose report exists, in id order (the search around it is checked against the server). */
const findSubject = async (req: APIRequestContext) => {
  for (let id = 1; id <= 300; id += 1) {
    const r = (await (await req.get(`/api/reports/view?type=address&id=${id}`)).json()) as Json;
    if (r.report?.reportStatus === 2 && r.report.property) return r.report;
  }
  return null;
};

const searchReply = () =>
  page.waitForResponse((r) => r.url().endsWith('/dashboard/api/nearby/search') && r.request().method() === 'POST');

/** Even-odd ray casting over [lng, lat] vertices. */
const inside = ([x, y]: [number, number], poly: [number, number][]) => {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as [number, number];
    const [xj, yj] = poly[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
};

test.beforeAll(async ({ browser, request }, info) => {
  subject = (await findSubject(request)) as Json;
  expect(subject, 'the e2e server must load demo properties (playwright.config.ts)').toBeTruthy();
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    // Its own client address (the e2e server trusts one proxy): sign-ups are limited per address.
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.32' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

test('from a report to /nearby: markers, quick filters, a drawn polygon, saving a property and the search', async () => {
  // A member: the $1 trial with sign-up inside the checkout (sandbox card).
  await joinWithTrial(page, { firstName: 'Nia', lastName: 'Nearby', email });

  // The report's nearby tab leads to the full nearby search.
  await page.goto(`/report?type=address&id=${subject.subjectId}&tab=nearby`);
  await expect(page.getByRole('heading', { level: 1, name: subject.title })).toBeVisible();
  const first = searchReply();
  await page.getByRole('link', { name: 'Show all nearby properties instead >' }).click();
  await expect(page).toHaveURL(new RegExp(`/nearby\\?propertyId=${subject.property.propertyId}`));
  const firstReply = (await (await first).json()) as Json;
  const total = firstReply.response.pagination.total as number;
  expect(total).toBeGreaterThan(0);

  // The first visit shows the three-step tutorial once.
  for (const step of ['Search any address', 'Narrow it down']) {
    await page.getByRole('dialog', { name: step }).getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('dialog', { name: 'Save your search' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby Properties' })).toBeVisible();

  const map = page.getByTestId('nearby-map');
  const cards = page.getByRole('list', { name: 'Nearby properties' }).getByRole('listitem');
  await expect(cards).toHaveCount(Math.min(total, 50));
  await expect(map).toHaveAttribute('data-markers', /^[1-9]\d*$/);
  await expect(map).toHaveAttribute('data-zoom', '18');
  await page.screenshot({ path: `${SHOTS}/nearby-map.png`, fullPage: false });
  const findings = await seriousAxeFindings(page, 'main');
  expect(findings, 'axe on /nearby').toEqual([]);

  // Quick filters: exactly one active; a chip's count is the list's total under it.
  const chips = page.getByTestId('quick-filters');
  await expect(chips.locator('[data-quick-filter="allProperties"]')).toHaveAttribute('aria-pressed', 'true');
  const chipCount = async (id: string) =>
    Number(/\d+/.exec((await page.getByTestId(`chip-count-${id}`).textContent()) ?? '')?.[0] ?? Number.NaN);
  await expect(page.getByTestId('chip-count-allProperties')).toHaveText(new RegExp(`\\b${total}\\b`));
  let picked: string | null = null;
  for (const id of ['sold', 'highEquity', 'freeAndClear', 'forSale', 'vacant', 'cashBuyer']) {
    const n = await chipCount(id);
    if (n > 0 && n < total) {
      picked = id;
      const reply = searchReply();
      await chips.locator(`[data-quick-filter="${id}"]`).click();
      const body = (await (await reply).json()) as Json;
      expect(body.response.quickFilter).toBe(id);
      expect(body.response.pagination.total).toBe(n);
      await expect(chips.locator(`[data-quick-filter="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(chips.locator('[data-quick-filter="allProperties"]')).toHaveAttribute('aria-pressed', 'false');
      await expect(cards).toHaveCount(Math.min(n, 50));
      break;
    }
  }
  expect(picked, 'a quick filter that keeps some of the properties around the demo subject').not.toBeNull();
  const back = searchReply();
  await chips.locator('[data-quick-filter="allProperties"]').click();
  await back;

  // Draw a polygon around the middle of the map (the subject, with its closest neighbours): the search
  // then holds only properties inside it. The map column sticks to the top of the window once scrolled to.
  await page.getByTestId('nearby-map').evaluate((el) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, el.getBoundingClientRect().top - header - 8);
  });
  await page.waitForTimeout(300);
  const box = await page.getByTestId('nearby-map-canvas').boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const dx = box.width * 0.35;
  const dy = Math.min(box.height, 900 - box.y) * 0.3;
  await page.getByRole('button', { name: 'Draw polygon' }).click();
  const drawn = searchReply();
  await page.mouse.click(cx - dx, cy - dy);
  await page.mouse.click(cx + dx, cy - dy * 0.8);
  await page.mouse.click(cx + dx * 0.9, cy + dy);
  await page.mouse.dblclick(cx - dx, cy + dy * 0.9);
  const drawnReply = await drawn;
  const sent = drawnReply.request().postDataJSON() as Json;
  expect(sent.Target.Geometry.Type).toBe('polygon');
  const polygon = sent.Target.Geometry.Points as [number, number][];
  expect(polygon.length).toBeGreaterThanOrEqual(3);
  const inArea = (await drawnReply.json()) as Json;
  expect(inArea.response.pagination.total, 'properties inside the drawn area').toBeGreaterThan(0);
  expect(inArea.response.pagination.total).toBeLessThanOrEqual(total + 1);
  for (const p of inArea.response.properties as Json[])
    expect(inside([p.marker.longitude, p.marker.latitude], polygon), `property ${p.id} inside the drawn area`).toBe(
      true,
    );
  await page.screenshot({ path: `${SHOTS}/nearby-polygon.png` });
  const cleared = searchReply();
  await page.getByRole('button', { name: 'Clear area' }).click();
  expect(((await (await cleared).json()) as Json).response.pagination.total).toBe(total);

  // Save a property from its card, then the search.
  const card = cards.first();
  await card.getByRole('button', { name: 'Save property' }).click();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save Search' }).click();
  await expect(page.getByTestId('search-saved')).toContainText(
    'Search saved. We will e-mail you when new properties match.',
  );
});

test('the saved search is on the dashboard and runs again; the tutorial does not come back', async () => {
  await page.goto('/dashboard#saved-searches');
  const block = page.getByRole('region', { name: 'Saved Nearby Searches' });
  await expect(block.getByRole('listitem')).toHaveCount(1);
  await block.screenshot({ path: `${SHOTS}/nearby-saved-searches.png` });
  const again = searchReply();
  await block.getByRole('link', { name: 'Search Again' }).click();
  await expect(page).toHaveURL(/\/nearby\?/);
  expect(((await (await again).json()) as Json).response.pagination.total).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby Properties' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Search any address' })).toHaveCount(0);
  // The property saved from its card is in the saved list.
  await page.goto('/saved-properties');
  await expect(page.getByText('1 of 1000 used')).toBeVisible();
});

import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';

const HOME_TITLE = 'Tracewell: People Search, Phone Lookup & Property Records';
const SHOTS = 'tests/e2e/screenshots';

/** Console errors and uncaught exceptions (a CSP violation shows up here too). */
const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test.describe('site shell smoke', () => {
  test('home page, consent banner, and nav/footer links to help and the legal pages', async ({ page, context }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find people, phones, emails and property records',
    );
    await expect(page.locator('body')).toHaveClass(/route-home/);
    // Outside production the server says its records are synthetic, and every page says so.
    await expect(page.getByTestId('synthetic-data-notice')).toContainText('synthetic demo data');
    await expect(page.getByRole('search')).toHaveCount(1);
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search by name, phone, email, address');

    const nav = page.getByTestId('nav');
    await expect(nav.getByRole('link', { name: 'Tracewell home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'JOIN' })).toHaveAttribute('href', '/join');

    // Consent banner: visible, Privacy Policy link, Accept stores the cookie for 31554000 s.
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/about/privacy');
    const before = Date.now() / 1000;
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'pf.consent.banner');
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - before).toBeGreaterThan(31_554_000 - 60);
    expect(cookie!.expires - before).toBeLessThan(31_554_000 + 60);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Footer -> Help
    const footer = page.getByTestId('footer');
    await expect(footer).toContainText('Monday to Friday');
    await expect(footer).toContainText('7 am to 3:30 pm PST');
    await footer.getByRole('link', { name: 'Help & Customer Care' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page).toHaveTitle('Customer Care | Tracewell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Care');
    await expect(page.locator('body')).toHaveClass(/route-help/);
    await expect(page.locator('body')).not.toHaveClass(/route-home/);
    // The nav shows the search box on every page but the start page.
    await expect(nav.getByRole('search')).toBeVisible();

    // Footer -> Terms
    await footer.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL(/\/about\/terms$/);
    await expect(page).toHaveTitle('Terms of Use | Tracewell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page.getByRole('main')).toContainText('not a consumer reporting agency');

    // Footer -> Privacy
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/about\/privacy$/);
    await expect(page).toHaveTitle('Privacy Policy | Tracewell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

    // Logo -> home, scrolled to the top.
    await nav.getByRole('link', { name: 'Tracewell home' }).click();
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    expect(errors).toEqual([]);
  });

  test('the consent banner is in the page before any script runs, and not once it is accepted', async ({ browser }) => {
    // No script at all: the page's own HTML and CSS show the banner (so its text paints first), Accept waits for the app.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/search/people');
    await expect(banner(bare)).toBeVisible();
    await expect(banner(bare).getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(banner(bare).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/about/privacy');
    const box = await banner(bare).boundingBox();
    await noScript.addCookies([{ name: 'pf.consent.banner', value: '1', url: bare.url() }]);
    await bare.reload();
    await expect(banner(bare)).toHaveCount(0);
    await noScript.close();

    // With the script, the app's banner takes the same place, and its Accept works.
    const withScript = await browser.newContext();
    const page = await withScript.newPage();
    await page.goto('/search/people');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(1);
    expect(await banner(page).boundingBox()).toEqual(box);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    await withScript.close();
  });

  test('an unknown path shows the not-found page that links home', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page Not Found | Tracewell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main')).toContainText('/no/such/page');
    await expect(page.locator('body')).toHaveClass(/route-not-found/);
    await page.screenshot({ path: `${SHOTS}/not-found-desktop.png`, fullPage: true });
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(HOME_TITLE);
    expect(errors).toEqual([]);
  });

  test('an uncaught error is posted to /api/logger with the anti-forgery header and accepted', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Care');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/logger') && r.request().method() === 'POST');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: deliberate uncaught error');
      });
    });
    const res = await posted;
    expect(res.status()).toBeLessThan(300);
    const req = res.request();
    expect(req.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(req.headers()['x-csrf-token']).toBeTruthy();
    const body = req.postDataJSON() as { logs: { message: string; url: string; logLevel: string }[] };
    expect(body.logs.at(-1)).toMatchObject({ logLevel: 'error', url: expect.stringContaining('/help') });
    expect(body.logs.at(-1)!.message).toContain('e2e: deliberate uncaught error');
  });

  test('a hash link scrolls to its section', async ({ page }) => {
    await page.goto('/about/privacy#opt-out');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.locator('#opt-out')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('full-page screenshots: home at 1280 and 390 wide, help and terms', async ({ browser }) => {
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const d = await desktop.newPage();
    await d.goto('/');
    await expect(d.getByRole('heading', { level: 1 })).toBeVisible();
    await d.screenshot({ path: `${SHOTS}/home-desktop-with-banner.png` });
    await banner(d).getByRole('button', { name: 'Accept' }).click();
    await d.screenshot({ path: `${SHOTS}/home-desktop.png`, fullPage: true });
    await d.goto('/help');
    await expect(d.getByRole('heading', { level: 1 })).toHaveText('Customer Care');
    await d.screenshot({ path: `${SHOTS}/help-desktop.png`, fullPage: true });
    await d.goto('/about/terms');
    await expect(d.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await d.screenshot({ path: `${SHOTS}/terms-desktop.png`, fullPage: true });
    await desktop.close();

    const mobile = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const m = await mobile.newPage();
    await m.goto('/');
    await expect(m.getByRole('heading', { level: 1 })).toBeVisible();
    await m.screenshot({ path: `${SHOTS}/home-mobile-with-banner.png` });
    await banner(m).getByRole('button', { name: 'Accept' }).click();
    // No horizontal scrolling on a phone.
    expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await m.screenshot({ path: `${SHOTS}/home-mobile.png`, fullPage: true });
    await m.goto('/help');
    await expect(m.getByRole('heading', { level: 1 })).toHaveText('Customer Care');
    expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await m.screenshot({ path: `${SHOTS}/help-mobile.png`, fullPage: true });
    await mobile.close();
  });
});

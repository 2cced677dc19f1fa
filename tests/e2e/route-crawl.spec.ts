import { expect, test } from '@playwright/test';

/**
 * Every route of the spec's route tables (000 section 2; 002 sections 2.1 and 2.2) answers a page of
 * ours, never the not-found page: visited as a visitor who is not signed in (member pages may send
 * them to /login, which is a page too). Dynamic parts get plausible values. A path outside the tables
 * must still show the not-found page, so the check can fail.
 */
const IDENTITY_MONITORING = [
  '',
  '/login',
  '/login/password',
  '/login/account-locked',
  '/login/forgot-password',
  '/login/forgot-password/check-email',
  '/login/session-expired',
  '/login/welcome-back',
  '/signup',
  '/signup/create-account',
  '/signup/verify-email',
  '/signup/verify-email/confirm',
  '/signup/personal-info',
  '/signup/verify-phone',
  '/signup/select-identity',
].map((p) => `/identity-monitoring${p}`);

const REQUEST_MY_INFO = [
  '',
  '/landing',
  '/auth-selection',
  '/select-validation-type',
  '/search-results',
  '/address-verification',
  '/confirm-your-identity',
  '/where-to-send-your-report',
  '/request-confirmed',
  '/email-validated',
  '/phone-validated',
  '/something-went-wrong',
  '/unable-to-verify-identity',
].map((p) => `/request-my-info${p}`);

const ROUTES: readonly string[] = [
  // 000 section 2: global routes.
  '/',
  '/name',
  '/reverse-phone',
  '/email-lookup',
  '/address',
  '/background-check',
  '/find-people',
  '/help',
  '/about/privacy',
  '/about/terms',
  '/login',
  '/forgot-password',
  '/signup',
  '/login/new-device-detected',
  '/join',
  '/join/categories',
  '/join/interests',
  '/join/membership',
  '/join/checkout',
  '/join?plan=premium',
  '/address/signup',
  '/address/categories',
  '/address/records',
  '/address/ownership',
  '/address/deeds',
  '/address/sales',
  '/address/comparables',
  '/address/membership',
  '/address/checkout',
  '/address?plan=professional',
  // The person funnel (base path ours: /people-search, docs/decisions/0079).
  '/people-search/name',
  '/people-search/location',
  '/people-search/additional',
  '/people-search/email',
  '/people-search/interests',
  '/people-search/gather-data',
  '/people-search',
  '/report?id=1&fn=john&ln=smith&type=background',
  '/phone',
  '/phone/loading?phone=5125550100',
  '/phone/not-found',
  '/phone/products?phone=5125550100',
  '/phone/checkout',
  '/dating',
  '/dating/search',
  '/dating/loading',
  '/dating/results',
  '/dating/verify',
  '/reverse-phone?lp=spring',
  '/notifications',
  '/nearby',
  '/saved-properties',
  ...REQUEST_MY_INFO,
  '/uf/people-search/search',
  ...IDENTITY_MONITORING,
  // 000 section 2: dashboard routes.
  '/dashboard',
  '/dashboard/usage',
  '/dashboard/benefits-rewards',
  '/dashboard/account',
  '/dashboard/reports',
  '/dashboard/use-cases',
  '/dashboard/reports/1',
  '/dashboard/cross-sell/background',
  '/dashboard/monitoring/identity-monitoring',
  '/dashboard/monitoring/report-monitoring',
  '/dashboard/monitoring/getting-started',
  '/dashboard/account/delete',
  '/dashboard/account/delete-confirmed/c0ffee',
  '/dashboard/account?utm_source=brightback-save',
  // 002 sections 2.1 and 2.2: search URLs and the other routes of the area.
  '/people/john-smith/tx/austin',
  '/people/john-smith/tx',
  '/people/john-smith',
  '/address/search?state=TX&city=Austin&houseNumber=700&street=Lakeview%20Ter&zip=78701&landing=address',
  '/phone/search?phone=5125550100',
  '/people/search/loading?email=someone%40example.com',
  '/people/search/email?email=someone%40example.com',
  '/property/tx/austin/700-lakeview-ter',
  '/save-results?firstName=John&lastName=Smith&state=TX&city=Austin',
  '/products/name',
  '/contact?sel=other',
  '/opt-out',
  '/checkout/phone',
  '/checkout/dating/person',
  '/checkout/dating/phone',
  '/checkout/people',
  '/checkout/email',
  '/checkout/address',
  '/checkout/background-check',
  '/checkout/criminal-records',
];

/** The route the shell matched, from the body class it sets (`route-<name>`), once one is set. */
const matchedRoute = async (page: import('@playwright/test').Page): Promise<string> => {
  await expect(page.locator('body')).toHaveClass(/\broute-[\w-]+/);
  return (await page.locator('body').getAttribute('class'))?.match(/\broute-([\w-]+)/)?.[1] ?? '';
};

test('every route of the spec answers a page, not the not-found page', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.190' });
  const notFound: string[] = [];
  // A member page visited just before may still be sending the visitor to /login (its 401 arrives late,
  // and the session-expiry flow may run more than once) and interrupt the next navigation: Chromium says
  // "interrupted by another navigation", or aborts it (net::ERR_ABORTED). Then let that redirect finish
  // and the page it leads to settle, and go again.
  const visit = async (route: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await page.goto(route);
        return;
      } catch (e) {
        if (attempt >= 5 || !/interrupted by another navigation|net::ERR_ABORTED/.test((e as Error).message)) throw e;
        await page.waitForLoadState('networkidle').catch(() => undefined);
      }
    }
  };
  for (const route of ROUTES) {
    await visit(route);
    if ((await matchedRoute(page)) === 'not-found') notFound.push(route);
  }
  expect(notFound).toEqual([]);
  expect(ROUTES.length).toBeGreaterThanOrEqual(100);

  // The check can fail: a path outside the tables is the not-found page.
  await page.goto('/no/such/route');
  expect(await matchedRoute(page)).toBe('not-found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

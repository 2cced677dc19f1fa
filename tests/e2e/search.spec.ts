import { expect, type Page, test } from '@playwright/test';

/**
 * Search journeys (docs/decisions/0040) against the seeded search server (playwright.config.ts project
 * "search", tests/e2e/support/search-server.ts): the unified box, results with reasons, filters,
 * pagination and deep links, the report link, the forms' messages, the address autocomplete with
 * units, phone and e-mail results, and the reverse-phone teaser.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: baseURL ?? 'http://127.0.0.1:3100' }]);
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/e2e/screenshots/search-${name}.png`, fullPage: true });

test('name search from the home box: state filter, reasons, page 2, deep link, report link', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill('john smith');
  await shot(page, 'home');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/people\/john-smith$/);
  await expect(page.getByTestId('person-card').first()).toBeVisible();

  await page.getByLabel('Filter by state').selectOption('TX');
  await expect(page).toHaveURL(/\/people\/john-smith\/tx$/);
  await expect(page.getByTestId('result-count')).toContainText('page 1 of 2');
  const cards = page.getByTestId('person-card');
  await expect(cards).toHaveCount(20);
  await expect(page.getByTestId('match-reasons').first()).toContainText(/lives in .*, TX/);
  await expect(page.getByText('Johnny: nickname of John').first()).toBeVisible();
  // The nav box's placeholder is built from the criteria (002 section 2.3).
  await expect(page.getByTestId('nav').getByRole('searchbox')).toHaveAttribute('placeholder', 'John Smith, TX');
  // Nothing locked on a card: no phone number or e-mail.
  await expect(page.locator('.srch-grid')).not.toContainText(/\(\d{3}\) \d{3}-\d{4}|@/);
  await shot(page, 'results');

  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/people\/john-smith\/tx\?page=2$/);
  await expect(page.getByTestId('result-count')).toContainText('page 2 of 2');
  const page2First = await cards.first().locator('h3').textContent();
  await page.reload();
  await expect(page.getByTestId('result-count')).toContainText('page 2 of 2');
  await expect(cards.first().locator('h3')).toHaveText(page2First ?? '');
  await shot(page, 'page2');

  await page.goto('/people/john-smith/tx/austin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('John Smith in Austin, TX');
  await expect(page.getByTestId('match-reasons').first()).toContainText('lives in Austin, TX');
  await cards.first().getByRole('link', { name: 'View Report' }).click();
  await expect(page).toHaveURL(/\/report\?id=\d+&fn=john(&mn=[a-z]+)?&ln=smith&city=austin&state=tx&type=background$/);

  // Two letters off (and not a sound-alike), nobody is found: the nearest spelling that finds someone.
  await page.goto('/people/john-smiyhe');
  await expect(page.getByTestId('result-count')).toHaveText('No matches');
  await expect(page.getByTestId('spellings')).toHaveText('Did you mean John Smith?');
  await shot(page, 'did-you-mean');
  await page.getByTestId('spellings').getByRole('link', { name: 'John Smith' }).click();
  await expect(page).toHaveURL(/\/people\/john-smith$/);
  await expect(page.getByTestId('person-card').first()).toBeVisible();
});

test('invalid inputs show the spec messages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('search').getByRole('searchbox').fill('???');
  await page.getByRole('search').getByRole('searchbox').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Sorry, this search is invalid. Please Try Again');

  await page.goto('/name');
  const form = page.getByRole('form', { name: 'Name search' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('search-form-error')).toHaveText('Sorry, that is not a valid first name or last name');
  await page.getByLabel('First name').fill('J0hn');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByLabel('City (optional)').fill('Austin 7');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('search-form-error')).toHaveText('Sorry, that is not a valid first name or city');
  await page.getByLabel('First name').fill('John');
  await page.getByLabel('City (optional)').fill('');
  await page.getByLabel('Age or age range (optional)').fill('10-200');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid age range between 18 and 100');
  await shot(page, 'name-errors');

  await page.goto('/reverse-phone');
  await page.getByLabel('Phone number').fill('012');
  await page.getByRole('button', { name: 'Search Phone' }).click();
  await expect(page.getByTestId('search-form-error')).toHaveText('Sorry, that is not a valid phone number');
  await page.getByRole('button', { name: /separately/ }).click();
  await page.getByLabel('Area code').fill('0123');
  await expect(page.getByLabel('Area code')).toHaveValue('012');
  await page.getByRole('button', { name: 'Search Phone' }).click();
  await expect(page.getByTestId('search-form-error')).toHaveText('Sorry, that is not a valid phone number');

  await page.goto('/email-lookup');
  await page.getByLabel('Email address').fill('john smith@');
  await expect(page.getByLabel('Email address')).toHaveValue('johnsmith@');
  await page.getByRole('button', { name: 'Search Email' }).click();
  await expect(page.getByTestId('search-form-error')).toHaveText('Sorry, that is not a valid email address');

  await page.goto('/address');
  await page.getByLabel('Address', { exact: true }).fill('main street');
  await page.getByLabel('Address', { exact: true }).press('Enter');
  await expect(page.getByTestId('search-form-error')).toHaveText('Sorry, that is not a valid address');
});

test('address autocomplete: a building with units, then a unit; the not-found notice', async ({ page }) => {
  await page.goto('/address');
  const input = page.getByLabel('Address', { exact: true });
  await input.fill('zzqqxx');
  await expect(page.getByText('Sorry, we can\'t find "zzqqxx"')).toBeVisible();
  await expect(page.getByText('Please double-check the spelling in the address, and try again.')).toBeVisible();

  await input.fill('700 lake');
  const building = page.getByRole('option').filter({ hasText: '700 Lakeview Ter, Austin, TX 78701' });
  await expect(building).toContainText('3 units');
  await building.click();
  await expect(page.getByRole('listbox', { name: 'Units' })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(3);
  await shot(page, 'address-units');
  // The unit is chosen from the keyboard (an ARIA combobox): Down until Unit 102 is active, then Enter.
  await expect(input).toBeFocused();
  for (let i = 0; i < 3; i += 1) {
    await input.press('ArrowDown');
    const active = page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
    if ((await active.textContent())?.includes('Unit 102')) break;
  }
  await expect(page.getByRole('option', { selected: true })).toContainText('Unit 102');
  await input.press('Enter');
  // On the address landing page a visitor enters the address funnel with the address (002 section 2.2).
  await expect(page).toHaveURL(/\/address\/records/);
  await expect(page.getByTestId('funnel-address')).toContainText('700 Lakeview Ter');
  // The results of the same address, as the nav box or a link opens them.
  await page.goto(
    '/address/search?state=TX&city=Austin&houseNumber=700&street=Lakeview%20Ter&unit=102&zip=78701&landing=address',
  );
  await expect(page.getByTestId('address-result')).toContainText('700 Lakeview Ter, Unit 102');
  await expect(page.getByTestId('address-result')).toContainText('condo');
  await expect(page.getByTestId('address-result')).toContainText('No current residents on record.');
  await expect(page.getByTestId('nav').getByRole('searchbox')).toHaveAttribute(
    'placeholder',
    '700 Lakeview Ter #102, Austin, TX 78701',
  );
  await shot(page, 'address-result');
});

test('phone and e-mail results from the nav box; the reverse-phone teaser', async ({ page }) => {
  await page.goto('/name');
  const nav = page.getByTestId('nav').getByRole('searchbox');
  await nav.fill('(512) 555-0199');
  await nav.press('Enter');
  await expect(page).toHaveURL(/\/phone\/search\?phone=\(512\)%20555-0199$/);
  await expect(page.getByTestId('phone-classification')).toHaveText('Telemarketer');
  await expect(page.getByTestId('person-card')).toHaveCount(1);
  await shot(page, 'phone');

  await page.getByTestId('nav').getByRole('searchbox').fill('John.Smith.E2E@example.com');
  await page.getByTestId('nav').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/people\/search\/loading\?email=john.smith.e2e%40example.com$/);
  await expect(page.getByTestId('search-loading')).toBeVisible();
  await expect(page.getByTestId('person-card')).toHaveCount(1);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/reverse-phone');
  await expect(page.getByTestId('search-now-teaser')).toHaveCount(0);
  await page.waitForTimeout(300); // the shell resets the scroll 99 ms after a navigation
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(page.getByTestId('search-now-teaser')).toBeVisible();
  await shot(page, 'teaser');
  await page.getByTestId('search-now-teaser').getByRole('button', { name: 'Search Now' }).click();
  await expect(page.getByLabel('Phone number')).toBeFocused();
});

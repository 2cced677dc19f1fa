import { expect, test } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.js';

/**
 * /contact (000 section 1: an e-mail contact form with a next-business-day reply; 002 section 2.1:
 * sel=other): a visitor sends an empty form and reads the errors, then a real message, and reads the
 * reply-by day; the message is in Customer Care's mailbox. Screenshot: tests/e2e/screenshots/contact-*.png.
 */
test('a visitor writes to Customer Care and is told when the reply comes', async ({ page, request }) => {
  await page
    .context()
    .addCookies([{ name: 'pf.consent.banner', value: '1', url: test.info().project.use.baseURL ?? '' }]);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.91' });
  await page.goto('/contact?sel=other');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Customer Care' })).toBeVisible();
  await expect(page.getByLabel('What is it about?')).toHaveValue('other');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please write your message (at least 10 characters)')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  expect(await seriousAxeFindings(page, 'main')).toEqual([]);
  await page.screenshot({ path: 'tests/e2e/screenshots/contact-errors.png', fullPage: true });

  const email = `contact-e2e-${Date.now()}@example.com`;
  await page.getByLabel('Your name').fill('Casey Writer');
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByLabel('Your message').fill('My report shows an address I never lived at.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText(/^Thank you\. We have your message and will reply by e-mail by \w+day, \w+ \d+\.$/),
  ).toBeVisible();
  expect(await seriousAxeFindings(page, 'main')).toEqual([]);
  await page.screenshot({ path: 'tests/e2e/screenshots/contact-sent.png', fullPage: true });

  const copy = (await (await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json()) as {
    mail: { text: string };
  };
  expect(copy.mail.text).toContain('My report shows an address I never lived at.');
});

import { expect, test } from '@playwright/test';
import { joinWithTrial } from './support/join';

/**
 * The retention (exit-survey) flow's pages (000 sections 2 and 4; docs/decisions/0082): with the exit-survey
 * experiment not running (the default), Cancel opens the cancel modal as before; the sandbox's exit survey
 * returns with utm_source brightback-save ("Thanks for staying with us!") or brightback-cancel (the cancel modal).
 * Screenshots: tests/e2e/screenshots/retention-*.png.
 */
const SHOTS = 'tests/e2e/screenshots';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.195' } });

test('an unflagged member cancels through the modal; the exit survey returns to keep or to the modal', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await joinWithTrial(page, { firstName: 'Robin', lastName: 'Stayer', email: `retain${Date.now()}@example.com` });
  await page.goto('/dashboard/account');
  const block = page.getByTestId('membership-block');
  await block.getByRole('button', { name: 'Cancel Membership' }).click();
  await expect(page.getByTestId('cancel-modal')).toBeVisible();
  expect(page.url()).toMatch(/\/dashboard\/account$/);

  await page.goto('/retention/exit-survey');
  await expect(page.getByText('Why are you cancelling? (optional)')).toBeVisible();
  await page.getByLabel('It costs too much').check();
  await page.screenshot({ path: `${SHOTS}/retention-exit-survey.png`, fullPage: true });
  await page.getByRole('button', { name: 'Keep My Membership' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account\?utm_source=brightback-save$/);
  await expect(page.getByTestId('membership-block')).toContainText('Thanks for staying with us!');
  await expect(page.getByTestId('cancel-modal')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/retention-saved.png` });

  await page.goto('/retention/exit-survey');
  await page.getByRole('button', { name: 'Continue Cancelling' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account\?utm_source=brightback-cancel$/);
  await expect(page.getByTestId('cancel-modal')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/retention-cancel-modal.png` });
});

import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';

const SHOTS = 'tests/e2e/screenshots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/accounts-${name}.png`, fullPage: true });

/** The newest outbox mail to `to` (GET /api/dev/outbox/latest, outside production only). */
const latestMail = async (request: APIRequestContext, to: string, after = 0) => {
  let mail: { id: number; subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(to)}`);
      mail = res.ok() ? (await res.json()).mail : undefined;
      return mail && mail.id > after ? mail.id : 0;
    })
    .toBeGreaterThan(after);
  return mail!;
};
const lastMailId = async (request: APIRequestContext, to: string) => {
  const res = await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(to)}`);
  return res.ok() ? ((await res.json()).mail.id as number) : 0;
};

const acceptConsent = async (context: BrowserContext, baseURL: string | undefined) => {
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: baseURL ?? 'http://127.0.0.1:3100' }]);
};

const logInForm = async (page: Page, email: string, password: string) => {
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
};

test.describe.configure({ mode: 'serial' });

test('accounts: sign up, log out, log in with redirect, change and reset the password, new device, social link, delete', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptConsent(context, baseURL);
  const email = `e2e.${Date.now()}@example.com`;
  let password = 'first pass 1';

  // --- sign up ---------------------------------------------------------------------------------
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await page.getByRole('main').getByLabel('First name').fill('Erin');
  await page.getByRole('main').getByLabel('Last name').fill('Tester');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await shot(page, 'signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Erin T.');
  await expect(page.getByTestId('nav').getByRole('link', { name: 'LOG IN' })).toHaveCount(0);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'tw_session')!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe('Lax');
  await shot(page, 'dashboard');

  // --- log out; a dashboard page then sends us to /login with redirect and e-mail ---------------
  await page.goto('/dashboard/account');
  await expect(page.getByTestId('account-details')).toContainText(email);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Faccount&email=/);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(email);
  await shot(page, 'login-redirect');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Account');

  // --- change the password ---------------------------------------------------------------------
  const card = page.getByTestId('password-card');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await card.getByLabel('Current password').fill(password);
  await card.getByLabel('New password', { exact: true }).fill('second pass 2');
  await card.getByLabel('Confirm new password').fill('second pass 3');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Passwords do not match')).toHaveCount(2);
  await card.getByLabel('Confirm new password').fill('second pass 2');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Your password has been updated.')).toBeVisible();
  await shot(page, 'password-changed');
  password = 'second pass 2';
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('account-details')).toContainText(email); // still signed in: new session

  // --- forgot password: reset through the outbox link -----------------------------------------
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.goto('/forgot-password');
  const before = await lastMailId(request, email);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a link to reset your password.'),
  ).toBeVisible();
  const resetMail = await latestMail(request, email, before);
  const resetLink = resetMail.text.match(/http:\/\/\S+\/reset-password\?token=\S+/)![0];
  await page.goto(resetLink);
  await page.getByRole('main').getByLabel('New password', { exact: true }).fill('third pass 3');
  await page.getByRole('main').getByLabel('Confirm new password').fill('third pass 3');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
  await shot(page, 'reset-done');
  password = 'third pass 3';
  await page.goto('/login');
  await logInForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // --- a fresh browser is a new device: e-mailed code -----------------------------------------
  const other = await browser.newContext();
  await acceptConsent(other, baseURL);
  const page2 = await other.newPage();
  const beforeCode = await lastMailId(request, email);
  await page2.goto('/login?redirect=%2Fdashboard%2Faccount');
  await logInForm(page2, email, password);
  await expect(page2).toHaveURL(/\/login\/new-device-detected/);
  const codeMail = await latestMail(request, email, beforeCode);
  const code = codeMail.subject.match(/(\d{6})/)![1]!;
  await page2.getByRole('main').getByLabel('Verification code').fill(code);
  await shot(page2, 'new-device');
  await page2.getByRole('button', { name: 'Verify and Log In' }).click();
  await expect(page2).toHaveURL(/\/dashboard\/account$/);
  await expect(page2.getByTestId('account-details')).toContainText(email);
  await other.close();

  // --- link and unlink the local social provider ----------------------------------------------
  await page.goto('/dashboard/account');
  const linked = page.getByTestId('linked-accounts');
  await linked.getByRole('button', { name: 'Link Google' }).click();
  await expect(page).toHaveURL(/\/dev-oidc\/google\/authorize/);
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill('not.the.same@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(
    linked.getByText('Your Google account email address must match your account email address.'),
  ).toBeVisible();
  await linked.getByRole('button', { name: 'Link Google' }).click();
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
  await shot(page, 'provider-page');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(linked.getByText('Success! Your Google account is now linked to your account.')).toBeVisible();
  await expect(linked.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
  await shot(page, 'linked');
  await linked.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(linked.getByText('Your account and Google account are no longer linked.')).toBeVisible();
  await expect(linked.getByRole('button', { name: 'Link Google' })).toBeVisible();

  // --- delete the account; log-in fails afterwards --------------------------------------------
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account\/delete$/);
  await page.getByRole('main').getByLabel('Your password').fill(password);
  await page.getByRole('main').getByLabel('I understand that my account will be permanently deleted.').check();
  await shot(page, 'delete');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account\/delete-confirmed\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Account Has Been Deleted');
  await shot(page, 'deleted');
  await page.goto('/login');
  await logInForm(page, email, password);
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await shot(page, 'login-after-delete');
});

test('social sign-up creates an account, offers Set Up Password in the modal, and logs in again silently after a session expiry', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptConsent(context, baseURL);
  const email = `social.${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(/\/dev-oidc\/facebook\/authorize/);
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('main').getByLabel('Name').fill('Sol Social');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const dialog = page.getByRole('dialog', { name: 'Set Up Password' });
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  await shot(page, 'password-modal');
  await dialog.getByLabel('New password', { exact: true }).fill('social pass 1');
  await dialog.getByLabel('Confirm new password').fill('social pass 1');
  await dialog.getByRole('button', { name: 'Set Up Password' }).click();
  await expect(dialog.getByText('Your password has been updated.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  // Reloaded: the password is set, so the modal stays closed and the button says Change Password.
  await page.goto('/dashboard/account');
  await expect(page.getByTestId('password-card').getByRole('button', { name: 'Change Password' })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Session expiry (002 section 8.1 case 2): a social account logs in again silently at its provider
  // (prompt=none) and comes back to the same page.
  await context.clearCookies({ name: 'tw_session' });
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByTestId('account-details')).toContainText(email);
  expect((await context.cookies()).some((c) => c.name === 'tw_session')).toBe(true);
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { generateRecords } from '../../adapters/synthetic/generator.js';
import { DEFAULT_BREACH_SEED, isExposed, SYNTHETIC_BREACHES } from '../../adapters/synthetic/synthetic-breaches.js';
import { DEMO_METROS, DEMO_SEED } from '../../server/bootstrap/demo-data.js';
import { seriousAxeFindings } from './support/axe.js';

/**
 * Identity monitoring in the browser (000 section 2; 002 section 2.2; the contract of
 * core/identity/identity-monitoring.schema.ts): a new visitor reads /identity-monitoring/signup, creates
 * an account with an e-mail that is in a synthetic breach, verifies it with the code from the mail
 * outbox, adds personal information, verifies a phone with the code from the SMS outbox (a demo person's
 * phone: only a record that holds the verified phone or e-mail can be claimed), picks that identity and
 * finds at least one breach alert on /dashboard/monitoring/identity-monitoring.
 * Every screen is titled "Identity Monitoring" and checked with axe.
 * Screenshots: tests/e2e/screenshots/identity-monitoring-*.png.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
let PHONE = '';
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, info) => {
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    // Its own client address (the e2e server trusts one proxy): sign-ups are limited per address.
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.70' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
});
test.afterAll(async () => context?.close());

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/identity-monitoring-${name}.png`, fullPage: true });
const noSeriousAxe = async (where: string) => expect(await seriousAxeFindings(page), where).toEqual([]);

/** The screen is an identity-monitoring screen: its title, its heading, no footer. */
const onScreen = async (heading: string | RegExp) => {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity Monitoring' })).toBeVisible();
  await expect(page).toHaveTitle('Identity Monitoring | Tracewell');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
};

/**
 * The 6-digit code of the newest message from `url` (the dev mail or SMS outbox) once it is a code
 * message (the account's own sign-up mail, a link to verify the address, may come first).
 */
const latestCode = async (request: APIRequestContext, url: string, pick: (body: never) => string) => {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(url);
      if (!res.ok()) return '';
      const text = pick((await res.json()) as never);
      const found = /code/i.test(text) ? text.match(/\b(\d{6})\b/) : null;
      code = found?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
};

/**
 * A new account's e-mail that the synthetic breach source (adapters/synthetic/synthetic-breaches.ts, the
 * server's default seed) lists in a breach already disclosed today.
 */
const breachedEmail = (): string => {
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; ; i += 1) {
    const email = `identity-e2e-${Date.now()}-${i}@example.com`;
    if (SYNTHETIC_BREACHES.some((b) => b.disclosedDate <= today && isExposed(DEFAULT_BREACH_SEED, 'email', email, b)))
      return email;
  }
};

/**
 * The phones of the demo set the e2e server loaded (the same generator, seed and size), each with its
 * person: the set-up verifies one of them, as the person it belongs to would.
 */
const demoPhones = (): { number: string; personId: string }[] => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-e2e-demo-'));
  try {
    const people = Number(process.env.E2E_DEMO_PEOPLE ?? '2000');
    generateRecords({ people, properties: Math.round(people / 2), seed: DEMO_SEED, outDir: dir, metros: DEMO_METROS });
    const rows = (file: string) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => l.split('\t'));
    // docs/data-format.md: phones (id, number, ...), person_phones (id, person_id, phone_id, ..., is_current, ...).
    const numbers = new Map(rows('phones.tsv').map((r) => [r[0], r[1] ?? '']));
    return rows('person_phones.tsv')
      .filter((r) => r[5] === 't')
      .map((r) => ({ number: numbers.get(r[2] ?? '') ?? '', personId: r[1] ?? '' }))
      .filter((p) => /^\d{10}$/.test(p.number));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A current phone of a living demo person that the server's phone search finds with that person. */
const demoPersonPhone = async (request: APIRequestContext): Promise<string> => {
  for (const p of demoPhones().slice(0, 40)) {
    const r = (await (await request.get(`/api/search/phone?phone=${p.number}`)).json()) as {
      people?: { id: string; deceased: boolean }[];
    };
    if (r.people?.some((x) => x.id === p.personId && !x.deceased)) return p.number;
  }
  throw new Error('no demo phone the server finds');
};

/**
 * A demo person to be: the name and current city of a background report's subject, so the set-up finds
 * the record by name and address (select-identity).
 */
const demoPerson = async (request: APIRequestContext) => {
  for (let id = 1; id <= 300; id += 1) {
    const r = (await (await request.get(`/api/reports/view?type=background&id=${id}`)).json()) as {
      report?: { reportStatus: number; title: string; subtitle: string };
    };
    const words = r.report?.title.split(' ') ?? [];
    const place = /(?:^|, )([A-Za-z .'-]+), ([A-Z]{2})$/.exec(r.report?.subtitle ?? '');
    if (r.report?.reportStatus === 2 && place && words.length >= 2 && words.every((w) => /^[A-Za-z'-]+$/.test(w))) {
      return {
        firstName: words[0] ?? '',
        lastName: words[words.length - 1] ?? '',
        city: place[1] ?? '',
        state: place[2] ?? '',
      };
    }
  }
  throw new Error('no demo person with a name and a current city');
};

test('a new visitor sets up identity monitoring and sees a breach alert', async ({ request }) => {
  const email = breachedEmail();
  const who = await demoPerson(request);
  PHONE = await demoPersonPhone(request);

  await page.goto('/identity-monitoring/signup');
  await onScreen('Know when your identity is exposed');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await shot('signup');
  await noSeriousAxe('signup');

  await page.getByRole('link', { name: 'Get started' }).click();
  await onScreen('Create your account');
  await expect(page.getByRole('navigation', { name: 'Set-up progress' }).getByRole('listitem')).toHaveText([
    /Create account/,
    /Verify e-mail/,
    /Add personal info/,
    /Verify phone number/,
  ]);
  // The contract's messages, tied to the fields, the first one focused.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await noSeriousAxe('create account with errors');
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret pass 1');
  await shot('create-account');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await onScreen('Verify your e-mail');
  await expect(page.getByTestId('code-sent')).toBeVisible();
  await noSeriousAxe('verify e-mail');
  await shot('verify-email');
  const emailCode = await latestCode(
    request,
    `/api/dev/outbox/latest?to=${encodeURIComponent(email)}`,
    (b: { mail: { subject: string; text: string } }) => `${b.mail.subject}\n${b.mail.text}`,
  );
  await page.getByLabel('Verification code').fill(emailCode);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();

  await onScreen('Your e-mail is verified');
  await noSeriousAxe('e-mail verified');
  await page.getByRole('link', { name: 'Continue' }).click();

  await onScreen('Add your personal information');
  // Skipping ahead comes back to the next step.
  await page.goto('/identity-monitoring/signup/select-identity');
  await onScreen('Add your personal information');
  await page.getByLabel('Date of birth').fill('2015-01-01');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('You must be 18 or older to use identity monitoring')).toBeVisible();
  await noSeriousAxe('personal info with errors');
  await page.getByLabel('Date of birth').fill('1980-05-17');
  await page.getByLabel('Street address').fill('410 Maple Ave');
  await page.getByLabel('City').fill(who.city);
  await page.getByLabel('State').selectOption(who.state);
  await page.getByLabel('ZIP code').fill('85281');
  await shot('personal-info');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await onScreen('Verify your phone number');
  await page.getByLabel('Mobile phone number').fill(PHONE);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByTestId('code-sent')).toBeVisible();
  const smsCode = await latestCode(
    request,
    `/api/dev/sms-outbox/latest?to=${PHONE}`,
    (b: { sms: { text: string } }) => b.sms.text,
  );
  await noSeriousAxe('verify phone');
  await shot('verify-phone');
  await page.getByLabel('Verification code').fill(smsCode);
  await page.getByRole('button', { name: 'Verify phone number' }).click();

  await onScreen('Which of these is you?');
  const identities = page.getByRole('list', { name: 'Matching identities' }).getByTestId('matching-identity');
  await expect(identities.first()).toBeVisible();
  await noSeriousAxe('select identity');
  await shot('select-identity');
  await identities
    .first()
    .getByRole('button', { name: /^This is me/ })
    .click();

  await expect(page).toHaveURL(/\/dashboard\/monitoring\/identity-monitoring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity Monitoring' })).toBeVisible();
  const alerts = page.getByRole('list', { name: 'Identity alerts' }).getByTestId('identity-alert');
  await expect(alerts.filter({ hasText: /breach/i }).first()).toBeVisible();
  await expect(page.getByTestId('breach').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Monitoring' }).getByRole('link', { name: 'Identity monitoring' }),
  ).toBeVisible();
  await shot('dashboard');
  await noSeriousAxe('dashboard identity monitoring');

  // A new alert is marked; marking all seen clears the mark.
  await expect(page.getByTestId('unseen-alerts')).not.toHaveText('No new alerts.');
  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByTestId('unseen-alerts')).toHaveText('No new alerts.');
  const breach = page.getByTestId('breach').first();
  await breach.getByRole('button', { name: /^Mark as resolved/ }).click();
  await expect(breach.getByText('Resolved', { exact: true })).toBeVisible();

  // Back through the identity-monitoring log-in: a signed-in member is welcomed back, logs out and in.
  await page.goto('/identity-monitoring/login');
  await onScreen(/^Welcome back/);
  await expect(page.getByRole('link', { name: 'Go to Identity Monitoring' })).toBeVisible();
  await noSeriousAxe('welcome back');
  await page.getByRole('button', { name: 'Not you? Log out' }).click();
  await onScreen('Log in');
  await expect(page.getByRole('link', { name: 'JOIN' })).toHaveAttribute('href', '/identity-monitoring/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await onScreen('Enter your password');
  await page.getByLabel('Password', { exact: true }).fill('wrong pass 1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await noSeriousAxe('log-in password with error');
  await shot('login-password');
  await page.getByLabel('Password', { exact: true }).fill('secret pass 1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/monitoring\/identity-monitoring$/);
  await expect(page.getByTestId('breach').first()).toBeVisible();
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text.js';
import { seriousAxeFindings } from './support/axe.js';

/**
 * The consumer privacy request ("request my info", 002 sections 2.2, 4.1, 8.1; docs/decisions/0074) in
 * the browser: option 1 (a code by e-mail) asking for a copy, ending in the report PDF in the outbox;
 * option 2 (a texted code) and option 4 (address-history questions, then a texted code) asking for a copy
 * by text; the failure paths (wrong codes -> unable-to-verify-identity, a stale case -> /request-my-info,
 * form errors); last, option 3 (address-history questions, then the code) opting out. Codes come from the
 * mail outbox (/dev/outbox, loopback only: read with the plain request fixture, without the
 * X-Forwarded-For the browser sends) and the SMS outbox (/api/dev/sms-outbox/latest).
 * Screenshots: tests/e2e/screenshots/request-my-info-*.png; axe on every page.
 */

test.describe.configure({ mode: 'serial' });

const SHOTS = 'tests/e2e/screenshots';
let context: BrowserContext;
let page: Page;
let subject: { id: number; first: string; last: string; state: string; title: string };
let reportText = '';

test.beforeAll(async ({ browser, request }, info) => {
  mkdirSync(SHOTS, { recursive: true });
  context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.80' },
  });
  await context.addCookies([{ name: 'pf.consent.banner', value: '1', url: info.project.use.baseURL ?? '' }]);
  page = await context.newPage();
  // From the end of the demo set (2,000 people): the last journey opts the subject out, and the other
  // journeys take their people from the start.
  for (let id = 1990; id >= 1400; id -= 1) {
    const r = (await (await request.get(`/api/reports/view?type=background&id=${id}`)).json()) as {
      report?: { reportStatus: number; title: string; subtitle: string; recordCounts: Record<string, number> };
    };
    const rep = r.report;
    if (rep?.reportStatus !== 2) continue;
    const c = rep.recordCounts;
    const words = rep.title.split(' ');
    const state = /, ([A-Z]{2})$/.exec(rep.subtitle)?.[1];
    if (!c.emails || !c.phones || !c.addresses || !(c.relatives || c.associates) || words.length > 3 || !state)
      continue;
    if (/^(jr|sr|ii|iii|iv)\.?$/i.test(words.at(-1) ?? '')) continue;
    subject = { id, first: words[0]!, last: words.at(-1)!, state, title: rep.title };
    break;
  }
  expect(subject, 'a demo person with e-mail, addresses and relations').toBeDefined();
});
test.afterAll(async () => context?.close());

const noSeriousAxe = async (where: string) => expect(await seriousAxeFindings(page, 'main'), where).toEqual([]);
const shot = (name: string) => page.screenshot({ path: `${SHOTS}/request-my-info-${name}.png`, fullPage: true });

/** The newest privacy code mail in the outbox: its recipient and code. */
const latestCode = async (request: APIRequestContext): Promise<{ to: string; code: string }> => {
  const html = await (await request.get('/dev/outbox')).text();
  const m = /<h2>Your Tracewell privacy request code: (\d{6})<\/h2><small>#\d+ to ([^ <]+) at/.exec(html);
  expect(m, 'a privacy code in the outbox').not.toBeNull();
  return { code: m![1]!, to: m![2]!.replace(/&amp;/g, '&') };
};

/** Landing -> auth selection -> validation type -> search -> the subject's record. */
const startFlow = async (kind: RegExp, auth: RegExp, shots: boolean, channel = 'E-mail') => {
  await page.goto('/request-my-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Request my information' })).toBeVisible();
  if (shots) {
    await shot('landing');
    await noSeriousAxe('landing');
  }
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'How would you like to verify who you are?' }),
  ).toBeVisible();
  if (shots) {
    await shot('auth-selection');
    await noSeriousAxe('auth-selection');
  }
  await page.getByRole('radio', { name: auth }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we send your code?' })).toBeVisible();
  if (shots) {
    await shot('select-validation-type');
    await noSeriousAxe('select-validation-type');
  }
  await page.getByRole('radio', { name: channel }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find your record' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('requestId')).toBeTruthy();
  await page.getByLabel('First name').fill(subject.first);
  await page.getByLabel('Last name').fill(subject.last);
  await page.getByLabel('State').selectOption(subject.state);
  await page.getByRole('form', { name: 'Find your record' }).getByRole('button', { name: 'Search' }).click();
  const me = page.getByRole('button', { name: `This is me: ${subject.title}` }).first();
  await expect(me).toBeVisible();
  if (shots) {
    await shot('search-results');
    await noSeriousAxe('search-results');
  }
  await me.click();
};

/** Sends the code to the first contact offered and enters it. */
const verifyByCode = async (request: APIRequestContext, shots: boolean) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your identity' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByRole('status')).toContainText('We sent a 6-digit code to');
  const { to, code } = await latestCode(request);
  if (shots) {
    await shot('confirm-your-identity');
    await noSeriousAxe('confirm-your-identity');
  }
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  return to;
};

/** Answers the address-history questions from the report of the first journey, and continues. */
const answerAddressQuestions = async () => {
  // The answers are in the report's address history (other sections name other people's addresses).
  const from = reportText.lastIndexOf('Address History');
  const to = reportText.indexOf('Social Media', from);
  const history = reportText.slice(from, to === -1 ? undefined : to);
  for (const group of await page.getByRole('group').all()) {
    const legend = (await group.locator('legend').textContent()) ?? '';
    const choices = await group.getByRole('radio').all();
    let picked = false;
    for (const choice of choices) {
      const label = (await choice.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
      const inReport = legend.includes('streets')
        ? new RegExp(`\\d+[A-Za-z]? ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`).test(history)
        : new RegExp(`, [A-Z]{2} ${label}\\b`).test(history);
      if (inReport) {
        await choice.check();
        picked = true;
        break;
      }
    }
    expect(picked, `an answer from the report for "${legend}"`).toBe(true);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
};

/**
 * Sends the code by text to the first phone offered: answers the full number (from the report of the
 * first journey, by the masked number's last four digits) and a reader of the newest text message to it.
 */
const sendTextedCode = async (request: APIRequestContext) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your identity' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByRole('status')).toContainText('We sent a 6-digit code to');
  const masked = (await page.getByRole('status').textContent()) ?? '';
  const last4 = /-(\d{4})\./.exec(masked)?.[1] ?? '';
  const phones = [...reportText.matchAll(/\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})/g)].map(
    (m) => `${m[1]}${m[2]}${m[3]}`,
  );
  const phone = phones.find((p) => p.endsWith(last4));
  expect(phone, `a phone ending ${last4} in the report`).toBeDefined();
  const sms = async () =>
    ((await (await request.get(`/api/dev/sms-outbox/latest?to=${phone}`)).json()) as { sms: { text: string } }).sms
      .text;
  return { phone: phone!, sms };
};

test('option 1: a copy of my information, by e-mail, with the report PDF delivered', async ({ request }) => {
  await startFlow(/Send me a copy of my information/, /A code sent to a contact in my record/, true);
  const to = await verifyByCode(request, true);
  await expect(page.getByRole('heading', { level: 1, name: 'Where to send your report' })).toBeVisible();
  await shot('where-to-send-your-report');
  await noSeriousAxe('where-to-send-your-report');
  await page.getByRole('button', { name: 'Send my report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
  const caseId = (await page.getByTestId('privacy-case-id').textContent()) ?? '';
  expect(caseId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(/Your request is complete/)).toBeVisible();
  await shot('request-confirmed');
  await noSeriousAxe('request-confirmed');

  const mail = (await (await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(to)}`)).json()) as {
    mail: { subject: string; text: string; attachments: { contentType: string; contentBase64: string }[] };
  };
  expect(mail.mail.subject).toContain(caseId);
  expect(mail.mail.text).toContain(`case id ${caseId}`);
  expect(mail.mail.text).toMatch(/complete it by \d{4}-\d{2}-\d{2}/);
  expect(mail.mail.attachments[0]?.contentType).toBe('application/pdf');
  const file = join(tmpdir(), `privacy-${caseId}.pdf`);
  writeFileSync(file, Buffer.from(mail.mail.attachments[0]!.contentBase64, 'base64'));
  reportText = await pdfText(file);
  expect(reportText).toContain(subject.last);
  expect(reportText).toContain('Address History');
});

test('option 2: a copy of my information by phone: a texted code, then a texted link whose code opens the report', async ({
  request,
}) => {
  expect(reportText, 'the report of the first journey').not.toBe('');
  await startFlow(/Send me a copy of my information/, /A code sent to a contact in my record/, false, 'Text message');
  const { sms } = await sendTextedCode(request);
  const code = /code is (\d{6})/.exec(await sms())?.[1] ?? '';
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where to send your report' })).toBeVisible();
  await expect(page.getByText(/We will text a link to your report/)).toBeVisible();
  await page.getByRole('button', { name: 'Send my report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
  await expect(page.getByText(/We texted a link to your report/)).toBeVisible();
  const text = await sms();
  const link = /(\/request-my-info\/your-report\?requestId=[^ ]+) with code (\d{6})/.exec(text);
  expect(link, 'the texted link and its code').not.toBeNull();
  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your report' })).toBeVisible();
  await noSeriousAxe('your report');
  await page.getByLabel('6-digit code').fill(link![2]!);
  await page.getByRole('button', { name: 'Open my report' }).click();
  const download = page.getByRole('link', { name: 'Download your report (PDF)' });
  await expect(download).toBeVisible();
  await shot('your-report');
  await noSeriousAxe('your report, opened');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^tracewell-privacy-.+\.pdf$/);
  const saved = join(tmpdir(), `privacy-phone-${Date.now()}.pdf`);
  await file.saveAs(saved);
  expect(await pdfText(saved)).toContain(subject.last);
});

test('three wrong codes: unable to verify identity', async ({ request }) => {
  await startFlow(/Correct my information/, /A code sent to a contact in my record/, false);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Send my code' }).click();
  const { code } = await latestCode(request);
  const wrong = code === '000000' ? '111111' : '000000';
  const codeBox = page.getByLabel('6-digit code');
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not correct. You have 2 tries left.')).toBeVisible();
  await expect(codeBox).toBeFocused();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await shot('wrong-code');
  await noSeriousAxe('wrong code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not correct. You have 1 try left.')).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'We were unable to verify your identity' })).toBeVisible();
  await shot('unable-to-verify-identity');
  await noSeriousAxe('unable-to-verify-identity');
});

test('a stale or unknown case restarts the flow at /request-my-info', async () => {
  await page.goto('/request-my-info/confirm-your-identity?requestId=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/request-my-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request my information' })).toBeVisible();
});

test('form errors are tied to their fields and take the focus', async () => {
  await page.goto('/request-my-info');
  await page.getByRole('button', { name: 'Continue' }).click();
  const first = page.getByRole('radio', { name: /Send me a copy/ });
  await expect(page.getByText('Please choose what you would like us to do')).toBeVisible();
  await expect(first).toBeFocused();
  await noSeriousAxe('landing with an error');
  await first.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /A code sent to a contact/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose where we should send your code')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeFocused();
  await page.goto('/request-my-info/something-went-wrong');
  await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
  await shot('something-went-wrong');
  await noSeriousAxe('something-went-wrong');
});

test('option 4: address-history questions, then a code by text message, then a copy of my information by text', async ({
  request,
}) => {
  expect(reportText, 'the report of the first journey').not.toBe('');
  await startFlow(/Send me a copy of my information/, /Questions about my address history/, false, 'Text message');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your address history' })).toBeVisible();
  await answerAddressQuestions();
  const { sms } = await sendTextedCode(request);
  await shot('option-4-texted-code');
  await noSeriousAxe('option 4: the texted code');
  const code = /code is (\d{6})/.exec(await sms())?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Where to send your report' })).toBeVisible();
  await expect(page.getByText(/We will text a link to your report/)).toBeVisible();
  await page.getByRole('button', { name: 'Send my report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
  await expect(page.getByText(/We texted a link to your report/)).toBeVisible();
  const caseId = (await page.getByTestId('privacy-case-id').textContent()) ?? '';
  expect(caseId).toMatch(/^[0-9a-f-]{36}$/);
  await shot('option-4-confirmed');
  await noSeriousAxe('option 4: request confirmed');
  const link = /(\/request-my-info\/your-report\?requestId=[^ ]+) with code (\d{6})/.exec(await sms());
  expect(link, 'the texted link and its code').not.toBeNull();
  expect(link![1]).toContain(caseId);
  await page.goto(link![1]!);
  await page.getByLabel('6-digit code').fill(link![2]!);
  await page.getByRole('button', { name: 'Open my report' }).click();
  await expect(page.getByRole('link', { name: 'Download your report (PDF)' })).toBeVisible();
  // The subject is still in the records: option 4 asked for a copy, not an opt-out.
  expect((await request.get(`/api/reports/view?type=background&id=${subject.id}`)).status()).toBe(200);
});

test('option 3: address-history questions, then the code, then the opt-out', async ({ request }) => {
  expect(reportText, 'the report of the first journey').not.toBe('');
  await startFlow(/Opt me out/, /Questions about my address history/, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your address history' })).toBeVisible();
  await shot('address-verification');
  await noSeriousAxe('address-verification');
  await answerAddressQuestions();
  await verifyByCode(request, false);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your opt-out' })).toBeVisible();
  await page.getByRole('button', { name: 'Opt me out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
  await expect(page.getByText(/You are opted out/)).toBeVisible();
  await shot('opt-out-confirmed');
  // At once: the report is gone and a name search no longer lists the person (the last test: the
  // journeys before this one look the subject up).
  expect((await request.get(`/api/reports/view?type=background&id=${subject.id}`)).status()).toBe(404);
  const found = (await (
    await request.get(
      `/api/search/people?firstName=${encodeURIComponent(subject.first)}&lastName=${encodeURIComponent(subject.last)}`,
    )
  ).json()) as { people: { id: string }[] };
  expect(found.people.map((p) => Number(p.id))).not.toContain(subject.id);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CODE_EXPIRED_MESSAGE, DEVICE_CODE_WRONG_MESSAGE } from '../../../core/accounts/device-code.steps.js';
import { LOGIN_FAILED_MESSAGE } from '../../../core/accounts/log-in.use-case.js';
import { ACCOUNT_LIMITS } from '../../../core/accounts/rate-limit.rules.js';
import { pgAccountsTestApp, signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { countingCodeDigest, countingHasher } from '../../support/accounts-kit.js';

/**
 * Limits under parallel requests, on the real wiring (argon2id, PostgreSQL counters; PGlite, or the
 * server when DATABASE_URL is set): N parallel requests get exactly the tries N sequential ones get
 * (docs/decisions/0020, "Limits").
 */
let t: Awaited<ReturnType<typeof pgAccountsTestApp>>;
let verifications: () => number;
let comparisons: () => number;
beforeAll(async () => {
  t = await pgAccountsTestApp({
    wrapPorts: (ports) => {
      const h = countingHasher(ports.hasher);
      const d = countingCodeDigest(ports.digest);
      verifications = h.verifications;
      comparisons = d.comparisons;
      return { ...ports, hasher: h.hasher, digest: d.digest };
    },
  });
});
afterAll(async () => t.close());

const body = async (res: Response) => (await res.json()) as { success: boolean; errors?: Record<string, string[]> };

describe('parallel requests against the limits', () => {
  it('60 parallel wrong passwords for one account: exactly 10 checked, the other 50 answer 429 with Retry-After', async () => {
    const { email, password } = await signUpAndSignIn(t.app);
    const before = verifications();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        new TestBrowser(t.app, `192.0.2.${i + 1}`).post('/api/account/login', { email, password: `wrong ${i}` }),
      ),
    );
    expect(verifications() - before).toBe(ACCOUNT_LIMITS.loginPerAccount.max);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    for (const r of responses) {
      if (r.status === 400) expect(await body(r)).toEqual({ success: false, errors: { '*': [LOGIN_FAILED_MESSAGE] } });
      else {
        expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await body(r)).toEqual({
          success: false,
          errors: { '*': ['Too many attempts. Please wait 15 minutes and try again.'] },
        });
      }
    }
    // The 11th+ attempt is refused even with the right password, without a verification.
    const right = await new TestBrowser(t.app, '192.0.2.250').post('/api/account/login', { email, password });
    expect(right.status).toBe(429);
    expect(verifications() - before).toBe(10);
  });

  it('20 parallel wrong new-device codes: exactly 5 compared; the right code is refused afterwards', async () => {
    const { email, password } = await signUpAndSignIn(t.app);
    const fresh = new TestBrowser(t.app, '192.0.2.251');
    expect(await body(await fresh.post('/api/account/login', { email, password }))).toMatchObject({
      deviceVerificationRequired: true,
    });
    const mail = (await (await t.app.request(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json()) as {
      mail: { subject: string };
    };
    const code = mail.mail.subject.match(/(\d{6})/)![1]!;
    const wrongCodes = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const challenge = fresh.cookies.get('tw_device_challenge');
    expect(challenge).toBeTruthy();
    const before = comparisons();
    const responses = await Promise.all(wrongCodes.map((c) => fresh.post('/api/account/verify-device', { code: c })));
    expect(comparisons() - before).toBe(ACCOUNT_LIMITS.codeTries.max);
    const messages = await Promise.all(responses.map(async (r) => (await body(r)).errors?.['*']?.[0]));
    expect(messages.filter((m) => m === DEVICE_CODE_WRONG_MESSAGE)).toHaveLength(4);
    expect(messages.filter((m) => m === DEVICE_CODE_EXPIRED_MESSAGE)).toHaveLength(16);
    const row = await t.db.query<{ attempts: number }>(
      `SELECT t.attempts FROM account_tokens t JOIN users u ON u.id = t.user_id
       WHERE lower(u.email) = lower($1) AND t.kind = 'device'`,
      [email],
    );
    expect(row.rows.map((r) => r.attempts)).toEqual([5]);
    const late = new TestBrowser(t.app, '192.0.2.252');
    late.cookies.set('tw_device_challenge', challenge!);
    const refused = await late.post('/api/account/verify-device', { code });
    expect(await body(refused)).toEqual({ success: false, errors: { '*': [DEVICE_CODE_EXPIRED_MESSAGE] } });
  });

  it('12 parallel reset requests for one account: 5 answered and mailed, 7 refused with 429', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const mails = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = lower($1)',
          [email],
        )
      ).rows[0]!.n;
    const before = await mails();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new TestBrowser(t.app, `198.51.100.${200 + i}`).post('/api/account/forgot-password', { email }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ACCOUNT_LIMITS.resetPerAccount.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await mails()) - before).toBe(5);
  });
});

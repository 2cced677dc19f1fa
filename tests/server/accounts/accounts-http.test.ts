import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '../../../core/accounts/log-in.use-case.js';
import { RESET_REQUESTED_MESSAGE } from '../../../core/accounts/password.steps.js';
import { SESSION_EXPIRED_MESSAGE } from '../../../core/accounts/session.rules.js';
import { CSRF_ERROR_TEXT } from '../../../server/http/csrf.js';
import { pgAccountsTestApp, signUpAndSignIn, TEST_SITE, TestBrowser } from '../../support/accounts-app.js';

let t: Awaited<ReturnType<typeof pgAccountsTestApp>>;
beforeAll(async () => {
  t = await pgAccountsTestApp();
});
afterAll(async () => t.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const latestMail = async (to: string) => {
  const res = await t.app.request(`/api/dev/outbox/latest?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { mail: { text: string; subject: string } }).mail;
};
const linkFrom = (text: string, path: string) => {
  const m = text.match(new RegExp(`${TEST_SITE}${path}\\?token=(\\S+)`));
  if (!m) throw new Error(`no ${path} link in ${text}`);
  return decodeURIComponent(m[1]!);
};

describe('sign-up and the session cookie', () => {
  it('stores an argon2id hash with the OWASP parameters and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const row = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    expect(row.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const cookie = browser.lastSetCookies.find((c) => c.startsWith('tw_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/); // only with NODE_ENV=production
    expect(browser.lastSetCookies.find((c) => c.startsWith('tw_device='))).toMatch(/HttpOnly/);
    const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE id_hash = $1', [
      browser.cookies.get('tw_session'),
    ]);
    expect(stored.rows[0]!.n).toBe(0); // only the SHA-256 of the cookie value is stored
  });

  it('GET /dashboard/api/user: 401 with the spec message without a session, the spec user shape with one', async () => {
    const anon = await t.app.request('/dashboard/api/user');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ success: false, errors: { '*': [SESSION_EXPIRED_MESSAGE] } });
    expect((await t.app.request('/dashboard/api/anything-else')).status).toBe(401);
    const { browser, email } = await signUpAndSignIn(t.app, { firstName: 'Ada', lastName: 'Byron' });
    const res = await browser.get('/dashboard/api/user');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; user: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      name: { fullName: 'Ada Byron' },
      email,
      userFlags: 0,
      phone: null,
      address: null,
      // The membership part comes from the memberships area (its offers are tested there): none held yet.
      membership: { subscriptions: [], activeRoleId: null },
      isPaused: false,
      isCancelled: false,
      isDemoAccount: false,
    });
    expect(typeof body.user.userId).toBe('string');
    expect(typeof body.user.accountId).toBe('number');
    expect(typeof body.user.created).toBe('string');
  });

  it('verifies the e-mail through the e-mailed link', async () => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const token = linkFrom((await latestMail(email)).text, '/verify-email');
    expect((await browser.post('/api/account/verify-email', { token })).status).toBe(200);
    const user = (await json(await browser.get('/dashboard/api/user'))).user as { userFlags: number };
    expect(user.userFlags & 512).toBe(512);
  });
});

describe('anti-forgery', () => {
  it('refuses every state-changing account call without the token (403)', async () => {
    const { browser } = await signUpAndSignIn(t.app);
    const calls: [string, unknown][] = [
      ['/api/account/signup', { firstName: 'A', lastName: 'B', email: 'csrf@example.com', password: 'secret pass' }],
      ['/api/account/login', { email: 'csrf@example.com', password: 'secret pass' }],
      ['/api/account/logout', {}],
      ['/api/account/forgot-password', { email: 'csrf@example.com' }],
      ['/api/account/reset-password', { token: 'x', password: 'secret', confirmPassword: 'secret' }],
      ['/api/account/verify-device', { code: '123456' }],
      ['/api/account/social/start', { authSourceEnumId: 2 }],
      [
        '/dashboard/api/user/credentials',
        { oldPassword: 'secret pass 1', password: 'other pass', confirmPassword: 'other pass' },
      ],
      ['/dashboard/api/user/social-accounts/unlink', { externalLoginId: 1 }],
      ['/dashboard/api/consumer-privacy/account/delete', { password: 'secret pass 1' }],
    ];
    for (const [path, body] of calls) {
      const res = await browser.post(path, body, { csrf: false });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ success: false, errors: { '*': [CSRF_ERROR_TEXT] } });
    }
    expect((await browser.get('/dashboard/api/user')).status).toBe(200); // still signed in: nothing ran
  });
});

describe('log-in', () => {
  it('answers a wrong password and an unknown e-mail identically (status and body)', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const b = new TestBrowser(t.app, '192.0.2.50');
    const known = await b.post('/api/account/login', { email, password: 'wrong pass' });
    const unknown = await b.post('/api/account/login', { email: 'nobody-here@example.com', password: 'wrong pass' });
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(known.status);
    const body = await known.json();
    expect(body).toEqual({ success: false, errors: { '*': [LOGIN_FAILED_MESSAGE] } });
    expect(await unknown.json()).toEqual(body);
  });

  it('the 11th attempt within 15 minutes gets 429, even with the right password, until the window passes', async () => {
    const { email, password, browser } = await signUpAndSignIn(t.app);
    for (let i = 0; i < 10; i++) {
      // Different addresses: the per-account limit is what stops this.
      const res = await new TestBrowser(t.app, `192.0.2.${100 + i}`).post('/api/account/login', {
        email,
        password: `wrong ${i}`,
      });
      expect(res.status).toBe(400);
    }
    const eleventh = await browser.post('/api/account/login', { email, password });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await eleventh.json()).toEqual({
      success: false,
      errors: { '*': ['Too many attempts. Please wait 15 minutes and try again.'] },
    });
    t.clock.advance(14 * 60_000);
    expect((await browser.post('/api/account/login', { email, password })).status).toBe(429);
    t.clock.advance(60_000);
    const after = await browser.post('/api/account/login', { email, password });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ success: true, redirect: '/dashboard' });
  });

  it('log-in with redirect; log-out ends the session server side', async () => {
    const { browser, email, password } = await signUpAndSignIn(t.app);
    const oldCookie = browser.cookies.get('tw_session')!;
    expect(
      await json(await browser.post('/api/account/login', { email, password, redirect: '/dashboard/account' })),
    ).toEqual({
      success: true,
      redirect: '/dashboard/account',
    });
    expect(browser.cookies.get('tw_session')).not.toBe(oldCookie); // rotated at log-in
    const previous = await t.app.request('/dashboard/api/user', { headers: { cookie: `tw_session=${oldCookie}` } });
    expect(previous.status).toBe(401); // and the replaced session ended server side
    expect(
      await json(await browser.post('/api/account/login', { email, password, redirect: '//evil.example' })),
    ).toMatchObject({
      redirect: '/dashboard',
    });
    const token = browser.cookies.get('tw_session')!;
    expect((await browser.post('/api/account/logout', {})).status).toBe(200);
    expect(browser.cookies.has('tw_session')).toBe(false);
    const replay = await t.app.request('/dashboard/api/user', { headers: { cookie: `tw_session=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('a known account on a new browser needs the e-mailed 6-digit code', async () => {
    const { email, password } = await signUpAndSignIn(t.app);
    const fresh = new TestBrowser(t.app, '192.0.2.77');
    const first = await json(
      await fresh.post('/api/account/login', { email, password, redirect: '/dashboard/account' }),
    );
    expect(first).toEqual({
      success: true,
      deviceVerificationRequired: true,
      redirect: '/login/new-device-detected?redirect=%2Fdashboard%2Faccount',
    });
    expect(fresh.cookies.has('tw_session')).toBe(false);
    expect((await fresh.get('/dashboard/api/user')).status).toBe(401);
    const code = (await latestMail(email)).subject.match(/(\d{6})/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await fresh.post('/api/account/verify-device', { code: wrong })).status).toBe(400);
    const ok = await fresh.post('/api/account/verify-device', { code, redirect: '/dashboard/account' });
    expect(await json(ok)).toEqual({ success: true, redirect: '/dashboard/account' });
    expect((await fresh.get('/dashboard/api/user')).status).toBe(200);
    // The browser is known now: no code next time.
    expect(await json(await fresh.post('/api/account/login', { email, password }))).toEqual({
      success: true,
      redirect: '/dashboard',
    });
  });
});

describe('limits per client address', () => {
  it('sign-up: the 11th attempt from one address within an hour gets 429', async () => {
    const b = new TestBrowser(t.app, '192.0.2.240');
    for (let i = 0; i < 10; i++) {
      const res = await b.post('/api/account/signup', {
        firstName: 'A',
        lastName: 'B',
        email: `burst${i}.${Date.now()}@example.com`,
        password: 'x',
      });
      expect(res.status).toBe(400); // rejected input still counts
    }
    const eleventh = await b.post('/api/account/signup', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: `burst.ok.${Date.now()}@example.com`,
      password: 'secret pass',
    });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({
      success: false,
      errors: { '*': ['Too many attempts. Please wait 60 minutes and try again.'] },
    });
  });

  it('forgot-password: 5 per account per hour, then 429 for known and unknown e-mails alike', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const statuses = async (address: string) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++)
        out.push(
          (await new TestBrowser(t.app, `192.0.2.${20 + i}`).post('/api/account/forgot-password', { email: address }))
            .status,
        );
      return out;
    };
    expect(await statuses(email)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses(`ghost.${Date.now()}@example.com`)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('"Keep me logged in" makes the session cookie persistent; otherwise it is a browser-session cookie', async () => {
    const { email, password, browser } = await signUpAndSignIn(t.app);
    await browser.post('/api/account/login', { email, password });
    expect(browser.lastSetCookies.find((c) => c.startsWith('tw_session='))).not.toMatch(/Max-Age/);
    await browser.post('/api/account/login', { email, password, remember: true });
    const persistent = browser.lastSetCookies.find((c) => c.startsWith('tw_session='))!;
    const maxAge = Number(persistent.match(/Max-Age=(\d+)/)![1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });
});

describe('passwords', () => {
  it('after a password change an old session gets 401; this browser gets a new session', async () => {
    const { browser, email, password } = await signUpAndSignIn(t.app);
    const other = new TestBrowser(t.app, browser.ip);
    other.cookies.set('tw_device', browser.cookies.get('tw_device')!);
    await other.post('/api/account/login', { email, password });
    expect((await other.get('/dashboard/api/user')).status).toBe(200);
    const before = browser.cookies.get('tw_session');

    const mismatch = await browser.post('/dashboard/api/user/credentials', {
      oldPassword: password,
      password: 'new pass 1',
      confirmPassword: 'new pass 2',
    });
    expect(await json(mismatch)).toEqual({
      success: false,
      errors: { password: ['Passwords do not match'], confirmPassword: ['Passwords do not match'] },
    });
    const wrongOld = await browser.post('/dashboard/api/user/credentials', {
      oldPassword: 'not it',
      password: 'new pass 1',
      confirmPassword: 'new pass 1',
    });
    expect(await json(wrongOld)).toEqual({
      success: false,
      errors: { '*': ['Sorry, password could not be updated.'] },
    });

    const changed = await browser.post('/dashboard/api/user/credentials', {
      oldPassword: password,
      password: 'new pass 1',
      confirmPassword: 'new pass 1',
    });
    expect(changed.status).toBe(200);
    expect(browser.cookies.get('tw_session')).not.toBe(before);
    expect((await browser.get('/dashboard/api/user')).status).toBe(200);
    const stale = await other.get('/dashboard/api/user');
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ success: false, errors: { '*': [SESSION_EXPIRED_MESSAGE] } });
    const replayOld = await t.app.request('/dashboard/api/user', { headers: { cookie: `tw_session=${before}` } });
    expect(replayOld.status).toBe(401);
    expect((await new TestBrowser(t.app).post('/api/account/login', { email, password })).status).toBe(400);
  });

  it('reset answers the same for known and unknown e-mails; the link works once', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const b = new TestBrowser(t.app, '192.0.2.200');
    const known = await b.post('/api/account/forgot-password', { email });
    const unknown = await b.post('/api/account/forgot-password', { email: 'nobody-at-all@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(body).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    expect(await unknown.json()).toEqual(body);

    const token = linkFrom((await latestMail(email)).text, '/reset-password');
    const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_tokens WHERE id_hash = $1', [
      token,
    ]);
    expect(stored.rows[0]!.n).toBe(0); // stored hashed
    const done = await b.post('/api/account/reset-password', {
      token,
      password: 'brand new 1',
      confirmPassword: 'brand new 1',
    });
    expect(await json(done)).toMatchObject({ success: true, redirect: '/login' });
    expect(
      (await b.post('/api/account/reset-password', { token, password: 'brand new 2', confirmPassword: 'brand new 2' }))
        .status,
    ).toBe(400);
    const b2 = new TestBrowser(t.app, '192.0.2.201');
    const login = await json(await b2.post('/api/account/login', { email, password: 'brand new 1' }));
    expect(login.success).toBe(true);
  });
});

describe('social log-in and linking (local OpenID Connect provider)', () => {
  /** Drives the provider's authorize page like a browser and returns the callback's JSON. */
  const viaProvider = async (b: TestBrowser, startPath: string, startBody: unknown, email: string) => {
    const start = await json(await b.post(startPath, startBody));
    expect(start.success).toBe(true);
    const authorize = new URL(String(start.redirectUrl));
    expect(authorize.pathname).toBe('/dev-oidc/google/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const page = await b.get(`${authorize.pathname}${authorize.search}`);
    expect(page.status).toBe(200);
    const form = new URLSearchParams({
      ...Object.fromEntries(authorize.searchParams),
      email,
      name: 'Sam Social',
      decision: 'allow',
    });
    const back = await b.request(authorize.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      csrf: false,
    });
    expect(back.status).toBe(302);
    const callback = new URL(back.headers.get('location')!);
    expect(callback.pathname).toBe('/login/social/callback');
    return b.post('/api/account/social/callback', {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    });
  };

  it('a new e-mail creates an account (system-generated password, google flag); unlink is blocked', async () => {
    const b = new TestBrowser(t.app, '192.0.2.150');
    const email = `social${Date.now()}@example.com`;
    const res = await viaProvider(
      b,
      '/api/account/social/start',
      { authSourceEnumId: 2, redirect: '/dashboard' },
      email,
    );
    expect(await json(res)).toEqual({ success: true, intent: 'login', redirect: '/dashboard' });
    const user = (await json(await b.get('/dashboard/api/user'))).user as { userFlags: number; email: string };
    expect(user.email).toBe(email);
    expect(user.userFlags & 8192).toBe(8192);
    expect(user.userFlags & 128).toBe(128);
    const logins = (await json(await b.get('/dashboard/api/user/social-accounts/get-social-logins'))) as {
      success: boolean;
      logins: {
        Data: { Id: number; AuthSourceEnumId: number; IsActive: boolean; InsertDate: string; AuthPayload: object }[];
      };
    };
    expect(logins.success).toBe(true);
    expect(logins.logins.Data).toEqual([
      {
        Id: expect.any(Number),
        AuthSourceEnumId: 2,
        IsActive: true,
        InsertDate: expect.any(String),
        AuthPayload: expect.any(Object),
      },
    ]);
    const unlink = await b.post('/dashboard/api/user/social-accounts/unlink', {
      externalLoginId: logins.logins.Data[0]!.Id,
      accountAuthType: 2,
    });
    expect(unlink.status).toBe(400);
    expect(await unlink.json()).toEqual({
      success: false,
      errors: {
        '*': ['Please click the Set Up Password button above to set a password before unlinking your accounts.'],
      },
    });
  });

  it('linking with a different e-mail gives the spec message; a matching one links; unlink then works', async () => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const mismatch = await viaProvider(
      browser,
      '/dashboard/api/user/social-accounts/link',
      { accountAuthType: 2 },
      'someone.else@example.com',
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({
      success: false,
      errors: { '*': ['Your Google account email address must match your account email address.'] },
    });
    const linked = await viaProvider(
      browser,
      '/dashboard/api/user/social-accounts/link',
      { accountAuthType: 2 },
      email.toUpperCase(),
    );
    expect(await json(linked)).toEqual({
      success: true,
      intent: 'link',
      message: 'Success! Your Google account is now linked to your account.',
      redirect: '/dashboard/account',
    });
    const list = (await json(await browser.get('/dashboard/api/user/social-accounts/get-social-logins'))) as {
      logins: { Data: { Id: number }[] };
    };
    const unlink = await browser.post('/dashboard/api/user/social-accounts/unlink', {
      externalLoginId: list.logins.Data[0]!.Id,
      accountAuthType: 2,
    });
    expect(await json(unlink)).toEqual({
      success: true,
      message: 'Your account and Google account are no longer linked.',
    });
  });
});

describe('set-up password, deletion, history, outbox', () => {
  it('set-up password: password-hash then reset with hashId keeps this browser signed in', async () => {
    const b = new TestBrowser(t.app, '192.0.2.160');
    const email = `setup${Date.now()}@example.com`;
    const start = await json(await b.post('/api/account/social/start', { authSourceEnumId: 2 }));
    const authorize = new URL(String(start.redirectUrl));
    const back = await b.request(authorize.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email, decision: 'allow' }).toString(),
      csrf: false,
    });
    const cb = new URL(back.headers.get('location')!);
    await b.post('/api/account/social/callback', {
      code: cb.searchParams.get('code'),
      state: cb.searchParams.get('state'),
    });
    const hash = await json(await b.post('/dashboard/api/user/password-hash', { email }));
    expect(hash).toEqual({ success: true, hashId: expect.any(String) });
    const reset = await b.post('/api/account/reset-password', {
      hashId: hash.hashId,
      newPassword: 'set up pass',
      confirmNewPassword: 'set up pass',
    });
    expect(await json(reset)).toMatchObject({ success: true, redirect: '/dashboard/account' });
    const user = (await json(await b.get('/dashboard/api/user'))).user as { userFlags: number };
    expect(user.userFlags & 8192).toBe(0);
  });

  it('deletion: wrong password refused; then flag 2, data scrubbed, sessions ended, log-in refused', async () => {
    const { browser, email, password } = await signUpAndSignIn(t.app);
    const wrong = await browser.post('/dashboard/api/consumer-privacy/account/delete', { password: 'nope nope' });
    expect(wrong.status).toBe(400);
    const res = await json(await browser.post('/dashboard/api/consumer-privacy/account/delete', { password }));
    expect(res).toEqual({
      success: true,
      confirmationId: expect.any(String),
      redirect: `/dashboard/account/delete-confirmed/${res.confirmationId}`,
    });
    expect((await browser.get('/dashboard/api/user')).status).toBe(401);
    const row = await t.db.query<{
      user_flags: number;
      email: string | null;
      first_name: string | null;
      password_hash: string | null;
    }>(
      `SELECT user_flags, email, first_name, password_hash FROM users WHERE email IS NULL AND deleted_at IS NOT NULL ORDER BY deleted_at DESC LIMIT 1`,
    );
    expect(row.rows[0]).toMatchObject({ email: null, first_name: null, password_hash: null });
    expect(row.rows[0]!.user_flags & 2).toBe(2);
    const again = await new TestBrowser(t.app, '192.0.2.230').post('/api/account/login', { email, password });
    expect(await json(again)).toEqual({ success: false, errors: { '*': [LOGIN_FAILED_MESSAGE] } });
  });

  it('GET /dashboard/api/searches answers the spec shape, 5 per page', async () => {
    const { browser } = await signUpAndSignIn(t.app);
    const me = (await json(await browser.get('/dashboard/api/user'))).user as { userId: string };
    for (let i = 0; i < 7; i++) {
      await t.ports.searchHistory.record(
        me.userId,
        {
          searchTypeEnumId: 130,
          criteria: { fullName: `Jane ${i}` },
          searchUrl: `/name?n=${i}`,
          title: `Jane ${i}`,
          subtitle: 'Austin, TX',
        },
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      );
    }
    const page = await json(await browser.get('/dashboard/api/searches?page=2&limit=5'));
    expect(page).toEqual({
      success: true,
      searches: [
        {
          title: 'Jane 1',
          subtitle: 'Austin, TX',
          icon: 'person',
          criteria: { fullName: 'Jane 1' },
          searchenum: 130,
          lastRun: '2026-01-01T00:01:00.000Z',
          searchUrl: '/name?n=1',
        },
        {
          title: 'Jane 0',
          subtitle: 'Austin, TX',
          icon: 'person',
          criteria: { fullName: 'Jane 0' },
          searchenum: 130,
          lastRun: '2026-01-01T00:00:00.000Z',
          searchUrl: '/name?n=0',
        },
      ],
      totalSearches: 7,
      page: 2,
      totalPages: 2,
    });
  });

  it('the outbox page lists mail newest first with clickable links', async () => {
    const { email } = await signUpAndSignIn(t.app);
    const page = await (await t.app.request('/dev/outbox')).text();
    expect(page).toContain(email);
    expect(page).toMatch(/<a href="http:\/\/tracewell\.test\/verify-email\?token=/);
    expect((await t.app.request('/api/dev/outbox/latest?to=nobody@nowhere.example')).status).toBe(404);
  });
});

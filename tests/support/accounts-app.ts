import type { Db } from '../../adapters/postgres/db.js';
import type { AccountPorts } from '../../core/accounts/account-deps.port.js';
import type { IdentityProvider } from '../../core/accounts/identity-provider.port.js';
import type { createApp } from '../../server/app.js';
import type { AccountsPorts } from '../../server/wiring/accounts.js';
import { testClock } from './accounts-kit.js';
import { TEST_SITE, wiredTestApp } from './test-app.js';
import { openTestDb } from './test-db.js';

export { TEST_SITE };

/**
 * The production wiring (PostgreSQL adapters, argon2id, outbox mail, local OpenID providers) on a fresh
 * test database with a clock tests move. `providers` replaces the identity providers, `env` adds
 * configuration (server/config.ts), `wrapPorts` wraps built ports (e.g. a counting hasher around argon2id).
 */
export const pgAccountsTestApp = async (
  opts: {
    providers?: ReadonlyMap<number, IdentityProvider>;
    env?: Record<string, string>;
    wrapPorts?: (ports: AccountPorts) => AccountPorts;
  } = {},
) => {
  const db: Db = await openTestDb();
  const clock = testClock(new Date());
  const t = wiredTestApp({
    db,
    ...(opts.env ? { env: opts.env } : {}),
    overrides: {
      clock,
      accounts: (built: AccountsPorts) => ({
        ...(opts.wrapPorts ? opts.wrapPorts(built) : {}),
        ...(opts.providers ? { providers: opts.providers } : {}),
      }),
    },
  });
  return { app: t.app, db, clock, ports: t.accounts.ports, close: () => db.close() };
};

type App = ReturnType<typeof createApp>;

/** A minimal browser over `app.request`: a cookie jar, the anti-forgery header, an address. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** Raw Set-Cookie lines of the last response. */
  lastSetCookies: string[] = [];
  constructor(
    private readonly app: App,
    public ip = '203.0.113.10',
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: Response) {
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair, ...attrs] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.ip);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && init.csrf !== false) {
      if (!this.cookies.has('tw_csrf'))
        this.store(await this.app.request('/api/csrf', { headers: { 'x-forwarded-for': this.ip } }));
      headers.set('X-CSRF-Token', this.cookies.get('tw_csrf')!);
    }
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const res = await this.app.request(path, { ...init, headers });
    this.store(res);
    return res;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, body: unknown, opts: { csrf?: boolean } = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...opts,
    });
  }

  put(path: string, body: unknown) {
    return this.request(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

/** Signs a new account up in a fresh browser; returns the browser (signed in) and the e-mail. */
export const signUpAndSignIn = async (
  app: App,
  over: Partial<{ email: string; password: string; firstName: string; lastName: string; ip: string }> = {},
) => {
  const browser = new TestBrowser(app, over.ip ?? `198.51.100.${Math.floor(Math.random() * 250)}`);
  const email = over.email ?? `user${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = over.password ?? 'secret pass 1';
  const res = await browser.post('/api/account/signup', {
    firstName: over.firstName ?? 'Test',
    lastName: over.lastName ?? 'User',
    email,
    password,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { browser, email, password };
};

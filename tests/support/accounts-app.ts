import { InMemorySearchHistory } from '../../adapters/memory/in-memory-accounts.js';
import type { Db } from '../../adapters/postgres/db.js';
import type { AccountPorts } from '../../core/accounts/account-deps.port.js';
import type { IdentityProvider } from '../../core/accounts/identity-provider.port.js';
import { parseAccountsConfig } from '../../server/accounts-config.js';
import {
  type AccountsUseCases,
  identityProviders,
  makeAccountsUseCases,
  type PgAccountsWiring,
  pgAccountPorts,
} from '../../server/accounts-use-cases.js';
import { createApp } from '../../server/app.js';
import { silentLogger } from '../../server/logger.js';
import type { UseCases } from '../../server/use-cases.js';
import { inMemoryAccountPorts, type TestClock, testClock } from './accounts-kit.js';
import { openTestDb } from './test-db.js';

export const TEST_SITE = 'http://tracewell.test';

/**
 * Account use cases on in-memory fakes, for other areas' server tests that need a signed-in user:
 * `createApp({ useCases: { ...yours, accounts: inMemoryAccountsUseCases().accounts } })`, then
 * `await signUpAndSignIn(app)` gives the headers of a signed-in browser.
 */
export const inMemoryAccountsUseCases = (opts: { clock?: TestClock } = {}) => {
  const kit = inMemoryAccountPorts(opts.clock ? { clock: opts.clock } : {});
  const accounts = makeAccountsUseCases({
    ports: kit.ports,
    providers: new Map(),
    searchHistory: new InMemorySearchHistory(),
    secureCookies: false,
    trustProxy: true,
    dev: null,
  });
  return { accounts, ...kit };
};

/** The real wiring (PostgreSQL adapters, argon2id, outbox mail, local OpenID providers) on a test database. */
export const pgAccountsTestApp = async (
  opts: {
    providers?: ReadonlyMap<number, IdentityProvider>;
    env?: Record<string, string>;
    /** Replaces ports of the real wiring, e.g. a counting hasher around argon2id. */
    wrapPorts?: (ports: AccountPorts) => AccountPorts;
  } = {},
) => {
  const db: Db = await openTestDb();
  const clock = testClock(new Date());
  const real: PgAccountsWiring = pgAccountPorts(db, { clock, siteUrl: TEST_SITE });
  const wiring: PgAccountsWiring = opts.wrapPorts ? { ...real, ports: opts.wrapPorts(real.ports) } : real;
  const config = parseAccountsConfig(opts.env ?? {}, { nodeEnv: 'test', publicUrl: TEST_SITE });
  const idp = identityProviders(config, TEST_SITE);
  const accounts: AccountsUseCases = makeAccountsUseCases({
    ports: wiring.ports,
    providers: opts.providers ?? idp.providers,
    searchHistory: wiring.searchHistory,
    secureCookies: false,
    trustProxy: true,
    dev: { outbox: wiring.outbox, oidc: idp.local },
  });
  const useCases: UseCases = {
    health: async () => ({ status: 'ok', db: db.kind, migration: '0020' }),
    recordClientLogs: () => {
      throw new Error('not used');
    },
    accounts,
  };
  const app = createApp({ useCases, log: silentLogger() });
  return { app, db, clock, ports: wiring.ports as AccountPorts, wiring, close: () => db.close() };
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

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, DbUnavailableError } from '../../adapters/postgres/db.js';
import { unauthenticated } from '../../core/accounts/accounts.errors.js';
import { validationError } from '../../core/shared/errors.js';
import { CONSENT_PRERENDER_END, CONSENT_PRERENDER_START } from '../../core/shell/consent.rules.js';
import { createApp } from '../../server/app.js';
import { makeHealth } from '../../server/health.js';
import { CSRF_ERROR_TEXT } from '../../server/http/csrf.js';
import { NUL_CHARACTER_TEXT } from '../../server/http/json-body.js';
import { silentLogger } from '../../server/logger.js';
import type { UseCases } from '../../server/use-cases.js';
import { inMemoryTestApp } from '../support/test-app.js';

/** Accounts are not under test here: a stand-in that knows no session. */
const noAccounts = {
  authenticateSession: () => errAsync(unauthenticated('no session')),
} as unknown as UseCases['accounts'];

/** The production graph on in-memory ports, with the shell's own use cases replaced where a test needs it. */
const fakeUseCases = (over: Partial<UseCases> = {}): UseCases => ({
  ...inMemoryTestApp().useCases,
  accounts: noAccounts,
  health: async () => ({ status: 'ok', db: 'pglite', migration: '0001' }),
  recordClientLogs: (raw) =>
    Array.isArray((raw as { logs?: unknown }).logs)
      ? okAsync({ stored: (raw as { logs: unknown[] }).logs.length })
      : errAsync(validationError({ logs: ['Required'] })),
  ...over,
});

let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'tw-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Tracewell</title></head><body></body></html>',
  );
  await writeFile(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's precompressed copies (vite.config.ts) and a hidden source map.
  await writeFile(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  await writeFile(join(webDir, 'assets', 'app-abc123.js.map'), '{"version":3}');
  await writeFile(join(webDir, 'favicon.svg'), '<svg/>');
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

const app = (over: Partial<UseCases> = {}) => createApp({ useCases: fakeUseCases(over), log: silentLogger(), webDir });

/** A CSRF token pair as the browser would have it: the cookie from GET /api/csrf and the header. */
const csrf = async (a: ReturnType<typeof app>) => {
  const res = await a.request('/api/csrf');
  const body = (await res.json()) as { success: boolean; token: string };
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/tw_csrf=[^;]+; Path=\/; SameSite=Lax/);
  expect(cookie).not.toMatch(/HttpOnly/i);
  return { token: body.token, cookie: `tw_csrf=${body.token}` };
};

describe('GET /api/health', () => {
  it('answers status, db kind and migration', async () => {
    const res = await app().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'pglite', migration: '0001' });
  });

  it('answers 503 when the database is down', async () => {
    const res = await app({ health: async () => ({ status: 'error', db: 'postgres', migration: '' }) }).request(
      '/api/health',
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ status: 'error', db: 'postgres' });
  });

  it('reports status error with 503 when the database query fails (makeHealth on a Db that is down)', async () => {
    const down = {
      kind: 'postgres',
      query: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    } as unknown as Db;
    const res = await app({ health: makeHealth({ db: down }) }).request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ status: 'error', db: 'postgres', migration: '' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 in the spec shape', async () => {
    for (const path of ['/api/nope', '/api/some/deeper/path']) {
      const res = await app().request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, errors: { '*': [expect.stringContaining(path)] } });
    }
  });

  it('answers a thrown error with 500 "Sorry, an error occurred"', async () => {
    const res = await app({
      health: async () => {
        throw new Error('database exploded');
      },
    }).request('/api/health');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, errors: { '*': ['Sorry, an error occurred'] } });
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['an administrator shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['DbUnavailableError', new DbUnavailableError('The database is unavailable: gone')],
  ])('answers %s with 503, Retry-After and a clear message, not 500', async (_, thrown) => {
    const res = await app({
      recordClientLogs: () => {
        throw thrown;
      },
    }).request('/api/logger', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': 'a'.repeat(43),
        Cookie: `tw_csrf=${'a'.repeat(43)}`,
      },
      body: JSON.stringify({ logs: [] }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      success: false,
      errors: { '*': ['The service is temporarily unavailable. Please try again in a few moments.'] },
    });
  });

  it('answers a domain error with its status and field errors', async () => {
    const a = app();
    const { token, cookie } = await csrf(a);
    const res = await a.request('/api/logger', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
      body: JSON.stringify({ nothing: true }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, errors: { logs: ['Required'] } });
  });

  it('answers a body whose text holds a NUL character with 400 (no text column can store one)', async () => {
    const a = app();
    const { token, cookie } = await csrf(a);
    for (const body of ['{"logs":[{"message":"a\\u0000b"}]}', '{"lo\\u0000gs":[]}']) {
      const res = await a.request('/api/logger', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ success: false, errors: { '*': [NUL_CHARACTER_TEXT] } });
    }
  });

  it('answers a body that is not JSON with 400', async () => {
    const a = app();
    const { token, cookie } = await csrf(a);
    const res = await a.request('/api/logger', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, errors: { '*': ['The request body is not valid JSON'] } });
  });
});

describe('security headers', () => {
  it('are on API answers, pages and 404s', async () => {
    for (const path of ['/api/health', '/', '/search', '/missing.js', '/api/nope']) {
      const res = await app().request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      // Only our own pages may frame ours (the report's print frame).
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('anti-forgery', () => {
  const post = (a: ReturnType<typeof app>, headers: Record<string, string>) =>
    a.request('/api/logger', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ logs: [] }),
    });

  it('GET /api/csrf answers the token and sets the same value in the cookie; a second call keeps it', async () => {
    const a = app();
    const { token, cookie } = await csrf(a);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await a.request('/api/csrf', { headers: { Cookie: cookie } });
    expect(await again.json()).toEqual({ success: true, token });
  });

  it('rejects a POST without the header, without the cookie, or with a different value (403)', async () => {
    const a = app();
    const { token, cookie } = await csrf(a);
    const expected = { success: false, errors: { '*': [CSRF_ERROR_TEXT] } };
    for (const headers of <Record<string, string>[]>[
      {},
      { Cookie: cookie },
      { 'X-CSRF-Token': token },
      { Cookie: cookie, 'X-CSRF-Token': `${token.slice(0, -1)}x` },
      { Cookie: cookie, 'X-CSRF-Token': 'short' },
    ]) {
      const res = await post(a, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(expected);
    }
    expect(CSRF_ERROR_TEXT).toBe('Invalid or missing anti-forgery token. Please reload the page.');
  });

  it('accepts a POST whose header matches the cookie', async () => {
    const a = app();
    const { token, cookie } = await csrf(a);
    const res = await post(a, { Cookie: cookie, 'X-CSRF-Token': token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, stored: 0 });
  });

  it('protects /dashboard/api too', async () => {
    const res = await app().request('/dashboard/api/anything', { method: 'DELETE' });
    expect(res.status).toBe(403);
  });
});

describe('web UI', () => {
  it('serves index.html for extensionless paths, with no-cache and the anti-forgery cookie', async () => {
    for (const path of ['/', '/search/people', '/dashboard/reports']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>Tracewell</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('set-cookie') ?? '').toMatch(/^tw_csrf=/);
    }
  });

  it('writes the site facts into every page, as GET /api/site answers them, so the first render has them', async () => {
    const site = {
      environment: 'test' as const,
      syntheticData: true,
      mapTileUrl: "https://tiles.example/</script>{z}?$'$&",
    };
    const a = app({ site });
    const answered = (await (await a.request('/api/site')).json()) as Record<string, unknown>;
    for (const path of ['/', '/index.html', '/people/john-smith', '/dashboard']) {
      const html = await (await a.request(path)).text();
      const block = html.match(/<script id="tw-boot" type="application\/json">(.*?)<\/script>/)?.[1];
      expect(block, path).toBeDefined();
      // No value can end the data block early: every `<` is escaped, and JSON reads it back.
      expect(block).not.toContain('<');
      expect(JSON.parse(block ?? '')).toEqual({ site });
      expect({ success: true, ...site }).toEqual(answered);
      expect(html, path).toContain('<title>Tracewell</title>');
    }
  });

  it('sends the cookie banner the build wrote into the page only to a visitor without the consent cookie', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tw-web-'));
    try {
      const banner = `${CONSENT_PRERENDER_START}<section class="tw-consent">We use cookies</section>${CONSENT_PRERENDER_END}`;
      await writeFile(join(dir, 'index.html'), `<html><head></head><body><div id="root">${banner}</div></body></html>`);
      const a = createApp({ useCases: fakeUseCases(), log: silentLogger(), webDir: dir });
      for (const path of ['/', '/search/people']) {
        const first = await a.request(path);
        expect(first.headers.get('vary') ?? '').toMatch(/cookie/i);
        expect(await first.text(), path).toContain(banner);
        for (const cookie of ['pf.consent.banner=1', 'tw_csrf=x; pf.consent.banner=0; other=1']) {
          const html = await (await a.request(path, { headers: { cookie } })).text();
          expect(html, cookie).toContain('<div id="root"></div>');
          expect(html).not.toContain('We use cookies');
          expect(html).toContain('id="tw-boot"');
        }
        // A cookie whose name only contains the key is not consent.
        const other = await a.request(path, { headers: { cookie: 'xpf.consent.banner=1' } });
        expect(await other.text()).toContain(banner);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves a rebuilt index.html (new asset names) without a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tw-web-'));
    try {
      await writeFile(join(dir, 'index.html'), '<html><head><script src="/assets/a-1.js"></script></head></html>');
      const a = createApp({ useCases: fakeUseCases(), log: silentLogger(), webDir: dir });
      expect(await (await a.request('/')).text()).toContain('a-1.js');
      await new Promise((r) => setTimeout(r, 20));
      // A rebuild's page differs in time and, here, in length too (coarse file times cannot hide it).
      await writeFile(join(dir, 'index.html'), '<html><head><script src="/assets/app-22.js"></script></head></html>');
      const html = await (await a.request('/search')).text();
      expect(html).toContain('app-22.js');
      expect(html).not.toContain('a-1.js');
      expect(html.indexOf('id="tw-boot"')).toBeLessThan(html.indexOf('</head>'));
      // Removed while a build replaces it: the UI is not built (503), not a server error.
      await rm(join(dir, 'index.html'));
      expect((await a.request('/search')).status).toBe(503);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers a missing file with a real 404, not index.html', async () => {
    for (const path of ['/missing.js', '/assets/gone-123.css', '/x/y.png']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<title>Tracewell</title>');
    }
  });

  it('never falls back to index.html under the API or for non-GET', async () => {
    expect((await app().request('/api/some/page')).status).toBe(404);
    const dashboard = await app().request('/dashboard/api/page'); // 401 without a session, never the page
    expect([401, 404]).toContain(dashboard.status);
    expect(await dashboard.json()).toMatchObject({ success: false });
    const a = app();
    const { token, cookie } = await csrf(a);
    for (const path of ['/some/page', '/', '/index.html']) {
      const res = await a.request(path, { method: 'POST', headers: { Cookie: cookie, 'X-CSRF-Token': token } });
      expect(res.status, path).toBe(404);
    }
  });

  it('serves files, /assets/* as immutable', async () => {
    const asset = await app().request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const icon = await app().request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).not.toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts (brotli first), and the file itself otherwise', async () => {
    const br = await app().request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    const gz = await app().request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await app().request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('never serves source maps (built hidden for error reporting)', async () => {
    const res = await app().request('/assets/app-abc123.js.map');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('version');
  });

  it('compresses API answers for a browser that accepts gzip, and sends them plain otherwise', async () => {
    const big = { success: true, items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) };
    const a = app({ health: async () => big as never });
    const zipped = await a.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
    const plain = await a.request('/api/health');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    // Both say the answer depends on Accept-Encoding, once (set before the route answers).
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('says the UI is not built when there is no index.html', async () => {
    const res = await createApp({
      useCases: fakeUseCases(),
      log: silentLogger(),
      webDir: join(webDir, 'nope'),
    }).request('/search');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:web');
  });
});

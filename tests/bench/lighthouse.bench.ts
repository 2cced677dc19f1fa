/**
 * Lighthouse benchmark (issue 19; docs/performance.md "Web delivery"): performance and accessibility
 * scores of the main pages, Lighthouse's mobile profile (simulated slow 4G and a 4x slower CPU), in
 * Debian's Chromium (`/usr/bin/chromium`; no browser is downloaded).
 *
 *   npm run build:web && npm run bench -- lighthouse [--people 2000] [--runs 1] [--save DIR] [--pages home,checkout]
 *
 * Starts the real server on a free port with its own data directory and a small demo set, signs a
 * member up for the dashboard, and audits: home, name search results, a report preview, a checkout
 * and the dashboard. Prints the score of each category per page (median of the runs) with the largest
 * contentful paint and the total blocking time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own browser driver (a dependency of lighthouse): the member's cookies go into the browser.
import puppeteer from 'puppeteer-core';

const arg = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

const waitForHealth = async (base: string, server: ChildProcess) => {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start within 120 s');
};

/** A signed-in member's cookies: sign-up through the API, as the page does (anti-forgery header included). */
const memberCookie = async (base: string): Promise<string> => {
  const csrf = await fetch(`${base}/api/csrf`);
  const token = ((await csrf.json()) as { token: string }).token;
  const jar = new Map<string, string>([['tw_csrf', token]]);
  const res = await fetch(`${base}/api/account/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': token,
      cookie: `tw_csrf=${token}`,
      'x-forwarded-for': '198.51.100.201',
    },
    body: JSON.stringify({
      firstName: 'Lena',
      lastName: 'Lighthouse',
      email: `lighthouse-${Date.now()}@example.com`,
      password: 'Correct-Horse-42',
    }),
  });
  if (!res.ok) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [k, v] = (pair ?? '').split('=');
    if (k && v !== undefined) jar.set(k.trim(), v);
  }
  return [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
};

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** Accessibility audits that failed (their ids). */
  failing: string[];
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function run(args: string[] = []): Promise<void> {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the UI first: npm run build:web');
  const people = arg(args, 'people') ?? '2000';
  const runs = Number(arg(args, 'runs') ?? 1);
  // `--save DIR`: every run's full Lighthouse result (JSON) for a closer look (the LCP element, the request chains).
  const save = arg(args, 'save');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tw-lighthouse-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: base,
      DEMO_DATA: 'on',
      DEMO_PEOPLE: people,
      TRUST_PROXY: 'on',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForHealth(base, server);
    const search = (await (
      await fetch(`${base}/api/search/people?firstName=john&lastName=smith`, {
        headers: { 'x-forwarded-for': '198.51.100.202' },
      })
    ).json()) as { people: { reportUrl: string }[] };
    const reportUrl = search.people[0]?.reportUrl ?? '/report?type=background&id=1';
    const cookie = await memberCookie(base);
    const session = (await (await fetch(`${base}/api/account/session`, { headers: { cookie } })).json()) as {
      signedIn: boolean;
    };
    if (!session.signedIn) throw new Error(`The member's cookies do not sign in: ${cookie.replace(/=[^;]+/g, '=…')}`);
    // The member's cookies in the browser's jar (a Cookie header alone does not reach the page's own
    // requests), and no storage reset for that page, or Lighthouse would clear them.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const memberPage = await browser.newPage();
    await memberPage.setCookie(
      ...cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: base };
      }),
    );
    const pages: { name: string; path: string; cookie?: string }[] = [
      { name: 'home', path: '/' },
      { name: 'search results', path: '/people/john-smith' },
      { name: 'report preview', path: reportUrl },
      { name: 'checkout', path: '/join/checkout' },
      { name: 'dashboard', path: '/dashboard', cookie },
    ];
    const rows: Row[] = [];
    // `--pages home,checkout`: only those (names as printed, spaces as dashes).
    const only = arg(args, 'pages')?.split(',');
    for (const p of pages.filter((x) => !only || only.includes(x.name.replace(/\W+/g, '-')))) {
      const samples: Row[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(
          `${base}${p.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(p.cookie ? { disableStorageReset: true } : {}),
          },
          undefined,
          p.cookie ? memberPage : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`No Lighthouse result for ${p.path}`);
        if (save) {
          mkdirSync(save, { recursive: true });
          writeFileSync(join(save, `${p.name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
        }
        samples.push({
          page: p.name,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          failing: (lhr.categories.accessibility?.auditRefs ?? [])
            .filter((a) => a.weight > 0 && lhr.audits[a.id]?.score === 0)
            .map((a) => {
              const items = (lhr.audits[a.id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)
                ?.items;
              const where = items?.[0]?.node?.selector;
              return where ? `${a.id} (${where})` : a.id;
            }),
        });
      }
      rows.push({
        page: p.name,
        performance: median(samples.map((s) => s.performance)),
        accessibility: median(samples.map((s) => s.accessibility)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
      });
    }
    console.log(`Lighthouse (mobile profile), ${runs} run(s) per page, load average ${loadavg()[0]?.toFixed(2)}`);
    console.log('page              performance  accessibility  LCP ms  TBT ms');
    for (const r of rows) {
      console.log(
        `${r.page.padEnd(18)}${String(r.performance).padStart(11)}${String(r.accessibility).padStart(15)}${String(r.lcpMs).padStart(8)}${String(r.tbtMs).padStart(8)}${r.failing.length ? `  failing: ${r.failing.join(', ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));

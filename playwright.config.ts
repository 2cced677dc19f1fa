import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real server (shared/STYLE.md section 8).
 * `npm run test:e2e` builds the web UI first; this config only starts the server, on port 3100,
 * with a fresh data directory per run. Playwright never downloads a browser here.
 *
 * Port: 3100, or any free port when 3100 is taken (several people run the suite on one machine).
 * Set E2E_PORT to pin a port; a server already listening there is then reused outside CI.
 */
const pickPort = (): string => {
  const probe = `const s=require('net').createServer();s.once('error',()=>{const t=require('net').createServer();t.listen(0,'127.0.0.1',()=>{process.stdout.write(String(t.address().port));t.close()})});s.listen(3100,'0.0.0.0',()=>{process.stdout.write('3100');s.close()})`;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
};
process.env.E2E_RUN_PORT ??= process.env.E2E_PORT ?? pickPort();
const PORT = Number(process.env.E2E_RUN_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// The config file is evaluated in the runner and again in each worker: keep one directory per run.
const TMP = '.tmp';
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(TMP, `e2e-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(TMP, { recursive: true });
  // Data directories of earlier runs (about 40 MB each); a run younger than an hour may still be going.
  for (const name of readdirSync(TMP)) {
    const dir = join(TMP, name);
    if (/^e2e-\d{4}-/.test(name) && Date.now() - statSync(dir).mtimeMs > 3_600_000) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
const DATA_DIR = process.env.E2E_DATA_DIR;

// Search (issue 5): tests/e2e/search.spec.ts runs against a second server whose data directory is
// seeded with a small generated set plus fixed people (tests/e2e/support/search-server.ts).
const pickFreePort = (): string =>
  execFileSync(
    process.execPath,
    [
      '-e',
      `const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})`,
    ],
    { encoding: 'utf8' },
  ).trim();
process.env.E2E_SEARCH_PORT ??= pickFreePort();
const SEARCH_BASE_URL = `http://127.0.0.1:${process.env.E2E_SEARCH_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${DATA_DIR}-results`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two workers in CI too: journeys are independent (each signs up its own accounts and names its own
  // client address), and a machine of two cores halves the time.
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /search\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
    {
      name: 'search',
      testMatch: /search\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: SEARCH_BASE_URL,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `${BASE_URL}/api/health`,
      env: {
        PORT: String(PORT),
        DATA_DIR,
        NODE_ENV: 'test',
        // E-mailed links and the social log-in redirect must come back to the origin the browser uses.
        PUBLIC_URL: BASE_URL,
        // A small synthetic demo set: the report journeys need records; 2,000 people load in seconds.
        DEMO_DATA: process.env.E2E_DEMO_DATA ?? 'on',
        DEMO_PEOPLE: process.env.E2E_DEMO_PEOPLE ?? '2000',
        // The journeys sign up more accounts than one address may in an hour (10): as behind a proxy of
        // ours, a journey that names its own client address in X-Forwarded-For counts on that address.
        TRUST_PROXY: 'on',
      },
      reuseExistingServer: !process.env.CI && !!process.env.E2E_PORT,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node --import tsx tests/e2e/support/search-server.ts',
      url: `${SEARCH_BASE_URL}/api/health`,
      env: {
        PORT: String(process.env.E2E_SEARCH_PORT),
        DATA_DIR: `${DATA_DIR}-search`,
        NODE_ENV: 'test',
        PUBLIC_URL: SEARCH_BASE_URL,
        DEMO_DATA: 'off',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});

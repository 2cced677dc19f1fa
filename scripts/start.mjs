#!/usr/bin/env node
/**
 * `npm start`: works on a fresh clone with no environment.
 * 1. Builds the web UI (vite build -> dist/web) when dist/web/index.html is missing or older than
 *    any file under web/, core/ or vite.config.ts. If the build fails, an existing build is served;
 *    without one the server still starts (API only) and says so.
 * 2. Runs the TypeScript server in this same process through tsx's loader (so signals reach it
 *    directly and its pid is the one in the data-directory lock).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const say = (msg) => process.stderr.write(`[start] ${msg}\n`);

/** Newest modification time of the files under `path` (skipping node_modules and dot folders). */
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, entry.name)));
  }
  return max;
};

/** Builds the web UI into `config.webDir` unless it is up to date or `config.skipWebBuild` says not to. */
const buildWebIfNeeded = (config) => {
  if (config.skipWebBuild) return;
  const builtIndex = join(root, config.webDir, 'index.html');
  if (!existsSync(join(root, 'web', 'index.html'))) {
    say('web/index.html does not exist yet: serving the API only.');
    return;
  }
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(
    newest(join(root, 'web')),
    newest(join(root, 'core')),
    newest(join(root, 'vite.config.ts')),
  );
  if (builtAt >= sourcesAt) return;
  say(builtAt ? 'web sources changed: rebuilding the web UI...' : 'building the web UI (first start)...');
  const started = Date.now();
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: root });
  if (res.status === 0) {
    say(`web UI built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (existsSync(builtIndex)) {
    say('the web build failed: serving the previous build.');
  } else {
    say('the web build failed and there is no previous build: serving the API only.');
  }
};

const { register } = await import('tsx/esm/api');
register();

// Fail fast on a bad configuration or a busy data directory, before touching dist/web (which a
// running instance may be serving). server/main.ts reports both with the full message. The
// environment is read through the server's one schema (server/config.ts), WEB_DIR and SKIP_WEB_BUILD too.
const { parseConfig } = await import(pathToFileURL(join(root, 'server', 'config.ts')).href);
const { dataDirLockOwner } = await import(pathToFileURL(join(root, 'adapters', 'postgres', 'data-dir-lock.ts')).href);
/** True when another live process owns the embedded database: the server will refuse to start. */
const dataDirBusy = (dataDir) => dataDirLockOwner(join(resolve(dataDir), 'pg.lock')) !== undefined;
let config;
try {
  config = parseConfig(process.env);
} catch (e) {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}
if (config.databaseUrl || !dataDirBusy(config.dataDir)) buildWebIfNeeded(config);

await import(pathToFileURL(join(root, 'server', 'main.ts')).href);

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on a module given by the URL of its TypeScript source. From compiled
 * JavaScript the sibling `.js` file is loaded; from TypeScript sources (tsx, vitest) the worker first
 * registers tsx's loader itself (Node 20 does not pass the parent's loader to workers), as
 * adapters/postgres/open-db.ts does for the PGlite worker.
 */
export const spawnTsWorker = (source: URL, workerData: unknown): Worker => {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL(source.href.replace(/\.ts$/, '.js')), { workerData });
  const tsxDir = dirname(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const boot = [
    `const { register } = await import(${JSON.stringify(tsxApi)});`,
    'register();',
    `await import(${JSON.stringify(source.href)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData });
};

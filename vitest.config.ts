import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects, one run (docs/performance.md "Test and CI durations"):
 * - `unit`: core and the architecture rules. No database, no DOM; pure functions, so the files share
 *   one module graph per worker (`isolate: false`): a core file costs its tests, not a fresh process.
 * - `web`: the React components in jsdom, each file in its own process (stores and the DOM are global).
 * - `integration`: adapters and server on a database. Each file opens its own copy of the migrated
 *   template (tests/support/test-db.ts) and closes it, so the files share nothing but the loaded modules
 *   and a worker runs file after file in one process (`isolate: false`).
 * `npm run test:unit` runs the first two; `npm test` runs all three. Coverage is measured in CI
 * (`CI=true`, as `.ci/run` sets) or on request (`--coverage.enabled=true`), not on every local run.
 */
const ROOT_ALIAS = [{ find: /^#core\//, replacement: fileURLToPath(new URL('./core/', import.meta.url)) }];

export default defineConfig({
  plugins: [react()],
  // The web's `#core/*` alias, as in vite.config.ts.
  resolve: { alias: ROOT_ALIAS },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where a test
    // waits on its database (PGlite's worker thread, or the PostgreSQL server) most of the time, so a
    // second worker nearly halves the wall time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    coverage: {
      enabled: process.env.CI === 'true',
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/*.port.ts', 'core/index.ts', 'core/tsconfig*.json'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/core/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['tests/web/**/*.test.ts', 'tests/web/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/adapters/**/*.test.ts', 'tests/server/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
});

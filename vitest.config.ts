import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The web's `#core/*` alias, as in vite.config.ts.
  resolve: { alias: [{ find: /^#core\//, replacement: fileURLToPath(new URL('./core/', import.meta.url)) }] },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where a test
    // waits on its database (PGlite's worker thread, or the PostgreSQL server) most of the time, so a
    // second worker nearly halves the wall time there (docs/performance.md "Test and CI durations").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/*.port.ts', 'core/index.ts', 'core/tsconfig*.json'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});

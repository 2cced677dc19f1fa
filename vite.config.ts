import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  // `#core/*` (package.json "imports", tsconfig "paths"): the web imports core without climbing directories.
  resolve: { alias: [{ find: /^#core\//, replacement: fileURLToPath(new URL('./core/', import.meta.url)) }] },
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dashboard/api': apiTarget, '/ops/api': apiTarget },
  },
});

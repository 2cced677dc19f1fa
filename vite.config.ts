import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Writes the cookie consent banner into the built page's `#root` (web/src/app/shell/consent-banner.prerender.tsx),
 * so a visitor's first paint does not wait for the app's script; the app's first render replaces it.
 * Build only: the dev server serves the page as it is.
 */
const prerenderConsentBanner = (): Plugin => ({
  name: 'tracewell-prerender-consent',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html) => {
      const { module } = await runnerImport<{ prerenderedConsentBanner: () => string }>(
        fileURLToPath(new URL('./web/src/app/shell/consent-banner.prerender.tsx', import.meta.url)),
        { configFile: false, logLevel: 'warn' },
      );
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no empty ${root}`);
      return html.replace(root, () => `<div id="root">${module.prerenderedConsentBanner()}</div>`);
    },
  },
});

export default defineConfig({
  root: 'web',
  // Assets are precompressed at build (brotli and gzip, next to each file) and the server sends the
  // variant the browser accepts (server/http/static.ts); source maps are not (they are never served).
  plugins: [
    react(),
    prerenderConsentBanner(),
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] }),
  ],
  // `#core/*` (package.json "imports", tsconfig "paths"): the web imports core without climbing directories.
  resolve: { alias: [{ find: /^#core\//, replacement: fileURLToPath(new URL('./core/', import.meta.url)) }] },
  // Hidden source maps: built for error reporting, not referenced by the bundles and not served.
  // No chunk over 250 kB (issue 19): React DOM and React Router get chunks of their own (cached across
  // releases of our code), and OpenLayers (the /nearby map, loaded on demand) is split into parts.
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router(-dom)?[\\/]/ },
            // By folder, not by size: a size split cut OpenLayers' class hierarchy in an order that broke it.
            { name: 'ol-render', test: /node_modules[\\/]ol[\\/](renderer|render|webgl)[\\/]/ },
            { name: 'ol', test: /node_modules[\\/]ol[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dashboard/api': apiTarget, '/ops/api': apiTarget },
  },
});

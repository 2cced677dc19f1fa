import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'web',
  // Assets are precompressed at build (brotli and gzip, next to each file) and the server sends the
  // variant the browser accepts (server/http/static.ts); source maps are not (they are never served).
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] })],
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

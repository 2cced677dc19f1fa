#!/usr/bin/env node
// Checks the built web app (npm run build:web) against the delivery budget (issue 19; docs/performance.md):
// - OpenLayers only in the nearby map's chunks (the `nearby-map-*` chunk and the `ol-*` parts it loads),
//   never in the page the browser loads first (shared/STYLE.md section 6: pages without a map never load it);
// - no chunk over 250 kB, and the landing page's JavaScript within its gzip budget;
// - prints every JS chunk's size and the landing page's JavaScript (index.html's entry plus the modules it
//   preloads) in gzip and in brotli, the copies the server sends (dist/web/**/*.gz, *.br).
// Exits 1 when a check fails. Usage: node scripts/check-bundle.mjs [dist/web]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/web';
const assets = join(dist, 'assets');
/** Text only OpenLayers puts in a bundle: its DOM class names and its projection codes. */
const OL_MARKERS = ['ol-viewport', 'ol-overlaycontainer', 'ol-unselectable', 'EPSG:3857'];
const MAP_CHUNK = /^(nearby-map|ol)-[\w-]+\.js$/;
const MAX_CHUNK_BYTES = 250 * 1000;
/**
 * The landing page's JavaScript in gzip may not grow past this (the target of docs/performance.md "Web
 * delivery"; 116.8 kB on 2026-11-27 with declarative routes): a module that drags a large table or a schema library into the first
 * download fails the build.
 */
const LANDING_GZIP_BUDGET = 120 * 1000;

let files;
try {
  files = readdirSync(assets).filter((f) => f.endsWith('.js'));
} catch {
  console.error(`No built assets in ${assets}: run npm run build:web first.`);
  process.exit(1);
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
/** The size of the copy the server sends: the build's precompressed file, else compressed here. */
const sent = (file, ext, compress) => {
  const copy = join(assets, `${file}.${ext}`);
  return existsSync(copy) ? statSync(copy).size : compress(readFileSync(join(assets, file))).length;
};
const rows = files
  .map((f) => {
    const text = readFileSync(join(assets, f), 'utf8');
    return {
      file: f,
      size: statSync(join(assets, f)).size,
      gzip: sent(f, 'gz', gzipSync),
      br: sent(f, 'br', brotliCompressSync),
      ol: OL_MARKERS.filter((m) => text.includes(m)),
    };
  })
  .sort((a, b) => b.size - a.size);

for (const r of rows) {
  console.log(
    `${r.file.padEnd(44)} ${kb(r.size).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}  br ${kb(r.br).padStart(9)}${r.ol.length ? '  [OpenLayers]' : ''}`,
  );
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const landing = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const landingRows = rows.filter((r) => landing.includes(r.file));
const total = (key) => landingRows.reduce((sum, r) => sum + r[key], 0);
console.log(
  `Landing page JavaScript (entry + ${landingRows.length - 1} preloaded): ${kb(total('size'))}, gzip ${kb(total('gzip'))}, brotli ${kb(total('br'))}`,
);

const failures = [];
const leaks = rows.filter((r) => r.ol.length > 0 && !MAP_CHUNK.test(r.file));
if (leaks.length > 0) {
  failures.push(
    `OpenLayers code outside the map chunks: ${leaks.map((r) => `${r.file} (${r.ol.join(', ')})`).join('; ')}`,
  );
}
if (!rows.some((r) => r.ol.length > 0)) failures.push('No map chunk holds OpenLayers.');
const preloadedMap = landingRows.filter((r) => MAP_CHUNK.test(r.file));
if (preloadedMap.length > 0)
  failures.push(`The landing page loads map chunks: ${preloadedMap.map((r) => r.file).join(', ')}`);
const large = rows.filter((r) => r.size > MAX_CHUNK_BYTES);
if (total('gzip') > LANDING_GZIP_BUDGET) {
  failures.push(
    `The landing page's JavaScript is ${kb(total('gzip'))} gzip, over its budget of ${kb(LANDING_GZIP_BUDGET)}.`,
  );
}
if (large.length > 0)
  failures.push(`Chunks over ${kb(MAX_CHUNK_BYTES)}: ${large.map((r) => `${r.file} (${kb(r.size)})`).join(', ')}`);

if (failures.length > 0) {
  for (const f of failures) console.error(f);
  process.exit(1);
}
console.log(
  `OK: OpenLayers only in the map chunks, none preloaded; every chunk under ${kb(MAX_CHUNK_BYTES)}; the landing page within ${kb(LANDING_GZIP_BUDGET)} gzip.`,
);

#!/usr/bin/env node
// Checks the built web app (npm run build:web) keeps OpenLayers in the nearby map's chunk only
// (shared/STYLE.md section 6: "OpenLayers lives in one map component behind React.lazy, so pages
// without a map never load it"). Prints every JS chunk's size; exits 1 when OpenLayers code is found
// in any other chunk, or when no map chunk holds it. Usage: node scripts/check-map-chunk.mjs [dist/web]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/web';
const assets = join(dist, 'assets');
/** Text only OpenLayers puts in a bundle: its DOM class names and its projection codes. */
const OL_MARKERS = ['ol-viewport', 'ol-overlaycontainer', 'ol-unselectable', 'EPSG:3857'];
const MAP_CHUNK = /^nearby-map-[\w-]+\.js$/;

let files;
try {
  files = readdirSync(assets).filter((f) => f.endsWith('.js'));
} catch {
  console.error(`No built assets in ${assets}: run npm run build:web first.`);
  process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = files
  .map((f) => {
    const text = readFileSync(join(assets, f), 'utf8');
    return {
      file: f,
      size: statSync(join(assets, f)).size,
      gzip: gzipSync(text).length,
      ol: OL_MARKERS.filter((m) => text.includes(m)),
    };
  })
  .sort((a, b) => b.size - a.size);

for (const r of rows) {
  console.log(
    `${r.file.padEnd(44)} ${kb(r.size).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}${r.ol.length ? '  [OpenLayers]' : ''}`,
  );
}

const leaks = rows.filter((r) => r.ol.length > 0 && !MAP_CHUNK.test(r.file));
const maps = rows.filter((r) => r.ol.length > 0 && MAP_CHUNK.test(r.file));
if (leaks.length > 0) {
  console.error(
    `OpenLayers code outside the map chunk: ${leaks.map((r) => `${r.file} (${r.ol.join(', ')})`).join('; ')}`,
  );
  process.exit(1);
}
if (maps.length !== 1) {
  console.error(`Expected OpenLayers in exactly one nearby-map chunk, found ${maps.length}.`);
  process.exit(1);
}
console.log(`OK: OpenLayers is only in ${maps[0].file}.`);

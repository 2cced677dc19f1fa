import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../adapters/postgres/db.js';
import { loadRecords } from '../../adapters/postgres/records-loader.js';
import { generateRecords } from '../../adapters/synthetic/generator.js';
import { createApp } from '../../server/app.js';
import { ensureDemoData, syntheticDataLoaded } from '../../server/bootstrap/demo-data.js';
import { parseConfig } from '../../server/config.js';
import { createContainer, resolveUseCases } from '../../server/container.js';
import { silentLogger } from '../../server/logger.js';
import { openTestDb } from '../support/test-db.js';

/**
 * GET /api/site tells the truth about the records: `syntheticData` is true exactly when the
 * generator's people are loaded, in production too, and false for any other data set.
 */
const dirs: string[] = [];
let generated: string;
beforeAll(() => {
  generated = mkdtempSync(join(tmpdir(), 'tw-site-'));
  dirs.push(generated);
  generateRecords({ people: 60, properties: 30, seed: 7, outDir: generated });
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const production = parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test' });

/** The production wiring over `db`, answering GET /api/site. */
const siteOf = async (db: Db, env: typeof production) => {
  const container = createContainer({
    config: env,
    db,
    log: silentLogger(),
    syntheticData: await syntheticDataLoaded(db),
  });
  const res = await createApp({ useCases: resolveUseCases(container), log: silentLogger() }).request('/api/site');
  return res.json();
};

describe('syntheticData', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());

  it('is false for an empty database, also outside production', async () => {
    expect(await syntheticDataLoaded(db)).toBe(false);
    expect(await siteOf(db, parseConfig({}))).toEqual({
      success: true,
      environment: 'development',
      syntheticData: false,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('is true once the generator’s people are loaded, in production too', async () => {
    await loadRecords(db, generated);
    expect(await syntheticDataLoaded(db)).toBe(true);
    expect(await siteOf(db, production)).toMatchObject({
      success: true,
      environment: 'production',
      syntheticData: true,
    });
  });

  it('marks a generated set loaded before the generator was recorded, at start-up', async () => {
    await db.query("DELETE FROM app_meta WHERE key = 'records_generator'");
    expect(await syntheticDataLoaded(db)).toBe(false);
    await ensureDemoData(db, silentLogger(), production); // DEMO_DATA off in production: loads nothing
    expect(await syntheticDataLoaded(db)).toBe(true);
  });
});

describe('syntheticData for a data set from elsewhere', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());

  it('is false, whatever the environment', async () => {
    // The same files, as another producer would write them: another generator name, other sources.
    const other = mkdtempSync(join(tmpdir(), 'tw-site-other-'));
    dirs.push(other);
    generateRecords({ people: 60, properties: 30, seed: 8, outDir: other });
    const manifestPath = join(other, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, generator: 'county-records-import/3' }));
    const sources = join(other, 'sources.tsv');
    writeFileSync(sources, readFileSync(sources, 'utf8').replace('Consolidated credit header', 'County credit bureau'));
    await loadRecords(db, other);
    await ensureDemoData(db, silentLogger(), parseConfig({}));
    expect(await syntheticDataLoaded(db)).toBe(false);
    expect(await siteOf(db, parseConfig({}))).toMatchObject({
      success: true,
      environment: 'development',
      syntheticData: false,
    });
  });
});

describe('mapTileUrl', () => {
  it('names the configured tiles, whose host is the one image host the pages may load from', async () => {
    const db = await openTestDb();
    try {
      const env = parseConfig({ MAP_TILE_URL: 'https://tiles.example.test/osm/{z}/{x}/{y}.png' });
      const container = createContainer({ config: env, db, log: silentLogger(), syntheticData: false });
      const app = createApp({ useCases: resolveUseCases(container), log: silentLogger() });
      const res = await app.request('/api/site');
      expect(((await res.json()) as { mapTileUrl: string }).mapTileUrl).toBe(
        'https://tiles.example.test/osm/{z}/{x}/{y}.png',
      );
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.test;");
      expect(csp).not.toContain('openstreetmap');
    } finally {
      await db.close();
    }
  });

  it('refuses a template that is not https or lacks a tile coordinate', () => {
    for (const bad of [
      'http://tiles.example.test/{z}/{x}/{y}.png',
      'https://tiles.example.test/{z}/{x}.png',
      'tiles',
      'https://{a-c}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://a;sandbox/{z}/{x}/{y}',
      "https://tiles.example.test/{z}/{x}/{y}.png;script-src 'unsafe-inline'",
    ])
      expect(() => parseConfig({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRecordsDelta } from '../../../adapters/postgres/records-delta.js';
import { loadRecords } from '../../../adapters/postgres/records-loader.js';
import { generateRecordsDelta } from '../../../adapters/synthetic/delta-generator.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { forEachTsvRow } from '../../../adapters/synthetic/record-set-reader.js';
import { recordTableSpec } from '../../../core/records/record-files.schema.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/**
 * Report monitoring over a real records update (docs/decisions/0069 and 0071): a member monitors 20
 * background reports; a generated update (`npm run data -- update`) moves 7 of those people and touches
 * more than 50 people nobody monitors; after `apply` the monitoring run alerts exactly those 7, each
 * naming the new address's city and state, once; the same update applied again changes nothing and
 * the next run writes no alert. PGlite, or the server of DATABASE_URL.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON replies read loosely
type Json = any;

const root = mkdtempSync(join(tmpdir(), 'tw-monitoring-update-'));
const setDir = join(root, 'set');
const deltaDir = join(root, 'delta');
let t: ReportsTestApp;

/** Column `name` of each row of a delta file of record table `table`. */
const column = (table: string, name: string): string[] => {
  const at = recordTableSpec(table).columns.findIndex((c) => c.name === name);
  const out: string[] = [];
  forEachTsvRow(join(deltaDir, `${table}.tsv`), (cells) => out.push(String(cells[at])));
  return out;
};

/** Every person the update names in any file (person ids, debtors, owners, the dead). */
const namedPeople = (): Set<number> => {
  const ids = new Set<number>();
  for (const file of readdirSync(deltaDir)) {
    if (!file.endsWith('.tsv') || file === 'retire.tsv') continue;
    const table = file.replace(/\.tsv$/, '');
    if (table === 'deaths') {
      forEachTsvRow(join(deltaDir, file), (cells) => ids.add(Number(cells[0])));
      continue;
    }
    for (const c of recordTableSpec(table).columns)
      if (c.name.endsWith('person_id')) for (const v of column(table, c.name)) if (v !== 'null') ids.add(Number(v));
  }
  return ids;
};

beforeAll(async () => {
  generateRecords({ people: 400, properties: 200, seed: 6161, outDir: setDir, metros: 2 });
  generateRecordsDelta({ fromDir: setDir, outDir: deltaDir, seed: 4, changes: 120 });
  t = await reportsTestApp({ load: (db) => loadRecords(db, setDir, { validateInWorker: false }) });
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('monitoring after a records update', () => {
  it('alerts exactly the monitored people the update moved, naming the new place, once', async () => {
    // The movers: each new current address row of the update, with its city and state.
    const cityOf = new Map(
      column('addresses', 'id').map((id, i) => [
        id,
        `${column('addresses', 'city')[i]}, ${column('addresses', 'state')[i]}`,
      ]),
    );
    const moved = new Map<number, string>();
    const pa = { person: column('person_addresses', 'person_id'), address: column('person_addresses', 'address_id') };
    const current = column('person_addresses', 'is_current');
    pa.person.forEach((person, i) => {
      const place = cityOf.get(pa.address[i] as string);
      if (current[i] === 't' && place) moved.set(Number(person), place);
    });
    const named = namedPeople();
    const untouched = (
      await t.db.query<{ id: string }>(
        `SELECT p.id FROM people p WHERE NOT p.deceased AND p.id <> ALL ($1::bigint[]) ORDER BY p.id LIMIT 13`,
        [[...named]],
      )
    ).rows.map((r) => Number(r.id));
    const movers = [...moved.keys()].filter((id) => named.has(id)).slice(0, 7);
    expect(movers).toHaveLength(7);
    expect(untouched).toHaveLength(13);
    const watched = [...movers, ...untouched];

    const { browser } = await t.member();
    await browser.post('/dashboard/api/notifications/preferences', { isEnabled: true });
    for (const id of watched) {
      // Monitoring follows access: the member holds each report in full.
      await browser.post('/dashboard/api/reports/unlock', { type: 'background', id });
      await browser.get(`/api/reports/view?type=background&id=${id}`);
      const s = (await (
        await browser.post('/dashboard/api/notifications/subscribe', { subscribe: true, id: `background-${id}` })
      ).json()) as Json;
      expect(s).toMatchObject({ success: true, isMonitored: true });
    }
    expect(await t.jobs.runReportMonitoring()).toMatchObject({ reports: 20, alerts: 0 });

    const applied = await applyRecordsDelta(t.db, deltaDir);
    expect(applied.alreadyApplied).toBe(false);
    const touched = (
      await t.db.query<{ id: string }>("SELECT entity_id AS id FROM records_delta_changes WHERE entity = 'person'")
    ).rows.map((r) => Number(r.id));
    for (const id of movers) expect(touched).toContain(id);
    for (const id of untouched) expect(touched).not.toContain(id);
    expect(touched.length - movers.length).toBeGreaterThanOrEqual(50);

    t.clock.advance(60_000);
    expect(await t.jobs.runReportMonitoring()).toMatchObject({ reports: 20, alerts: 7 });
    const page = (await (await browser.get('/dashboard/api/notifications')).json()) as Json;
    expect(page.alerts.map((a: Json) => a.reportId).sort()).toEqual(movers.map((id) => `background-${id}`).sort());
    for (const a of page.alerts) {
      const person = Number(String(a.reportId).replace('background-', ''));
      const texts: string[] = a.changes.map((c: Json) => c.text);
      expect(texts.some((x) => x.startsWith(`New address in ${moved.get(person)}, recorded `))).toBe(true);
    }

    // The same update again: nothing applied, and the next run has nothing to say.
    expect((await applyRecordsDelta(t.db, deltaDir)).alreadyApplied).toBe(true);
    t.clock.advance(60_000);
    expect(await t.jobs.runReportMonitoring()).toMatchObject({ alerts: 0 });
    expect(((await (await browser.get('/dashboard/api/notifications')).json()) as Json).alerts).toHaveLength(7);
  }, 300_000);
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { refreshSavedPropertyFacts } from '../../../adapters/postgres/pg-grid-facts.js';
import { gateHiddenAmong } from '../../../adapters/postgres/pg-suppressions.js';
import { loadRecords } from '../../../adapters/postgres/records-loader.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { insertUser } from '../../support/saved-properties-fixtures.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The records loader refreshes the saved properties' grid facts after a load (migration 0066
 * saved_property_facts_refresh(), docs/decisions/0066): a property saved before the load gets its facts,
 * first written facts are news to nobody, and a refresh after a change in the records marks the change.
 */
let db: Db;
let dir: string;
beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'tw-saved-facts-'));
  generateRecords({ people: 120, properties: 60, seed: 777, outDir: dir, metros: 1 });
}, 120_000);
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

type FactsRow = { facts: Record<string, unknown> | string; changed_at: Date; fingerprint: string };
const factsOf = async (propertyId: string) =>
  (
    await db.query<FactsRow>('SELECT facts, changed_at, fingerprint FROM saved_property_facts WHERE property_id = $1', [
      propertyId,
    ])
  ).rows[0];

describe('saved_property_facts_refresh after a records load', () => {
  let propertyId: string;

  it('the loader runs it: a property saved before the load gets its facts, not marked as changed', async () => {
    const userId = await insertUser(db, randomUUID());
    // The saved row names a records id before the records are there (saved_properties has no foreign key to them).
    propertyId = (await readFile(join(dir, 'properties.tsv'), 'utf8')).split('\t')[0]!;
    expect(propertyId).toMatch(/^[1-9][0-9]*$/);
    await db.query('INSERT INTO saved_properties (user_id, property_id) VALUES ($1, $2)', [userId, propertyId]);
    expect(await factsOf(propertyId)).toBeUndefined();
    const phases: string[] = [];
    await loadRecords(db, dir, { onPhase: (name) => phases.push(name) });
    expect(phases).toContain('saved_property_facts_refresh');
    const row = await factsOf(propertyId);
    expect(row).toBeDefined();
    const facts = typeof row!.facts === 'string' ? JSON.parse(row!.facts) : row!.facts;
    expect(facts.apn).toBe(
      (await db.query<{ apn: string }>('SELECT apn FROM properties WHERE id = $1', [propertyId])).rows[0]!.apn,
    );
    expect(Number.isFinite(new Date(row!.changed_at).getTime())).toBe(false);
  });

  it('an unchanged property keeps its changed_at; a changed one gets now(); an unsaved one leaves the table', async () => {
    await refreshSavedPropertyFacts(db, gateHiddenAmong(db));
    expect(Number.isFinite(new Date((await factsOf(propertyId))!.changed_at).getTime())).toBe(false);
    const before = (await factsOf(propertyId))!.fingerprint;
    await db.query('UPDATE properties SET vacant = NOT vacant WHERE id = $1', [propertyId]);
    await refreshSavedPropertyFacts(db, gateHiddenAmong(db));
    const after = (await factsOf(propertyId))!;
    expect(after.fingerprint).not.toBe(before);
    expect(Math.abs(new Date(after.changed_at).getTime() - Date.now())).toBeLessThan(60_000);
    await db.query('DELETE FROM saved_properties WHERE property_id = $1', [propertyId]);
    await refreshSavedPropertyFacts(db, gateHiddenAmong(db));
    expect(await factsOf(propertyId)).toBeUndefined();
  });
});

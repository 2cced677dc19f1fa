import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num } from '../../../adapters/memory/in-memory-records.js';
import { syntheticRecordTables } from '../../support/record-tables.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * The address report on the wire (contract 1; docs/decisions/0062), on the production wiring over
 * PGlite (or the PostgreSQL server with DATABASE_URL): tabs and sections, the subject property with
 * the visitor's standing and saved mark, preview counts without values.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let t: ReportsTestApp;
let propertyId: number;
let documents: string[];

beforeAll(async () => {
  t = await reportsTestApp();
  // The property with the most recorded transactions (a long history).
  const [r] = (
    await t.db.query<{ id: number }>(
      'SELECT property_id AS id FROM property_transactions GROUP BY property_id ORDER BY count(*) DESC, property_id LIMIT 1',
    )
  ).rows;
  propertyId = Number(r!.id);
  documents = (
    await t.db.query<{ d: string }>('SELECT document_number AS d FROM property_transactions WHERE property_id = $1', [
      propertyId,
    ])
  ).rows.map((x) => x.d);
}, 180_000);
afterAll(async () => t?.close());

const open = async (get: (path: string) => Response | Promise<Response>) => {
  const res = await get(`/api/reports/view?type=address&id=${propertyId}`);
  expect(res.status).toBe(200);
  const text = await res.clone().text();
  return { text, report: ((await res.json()) as Json).report as Json };
};
const userIdOf = async (email: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rows[0]!.id;

describe('GET /api/reports/view?type=address', () => {
  it('anonymous: every section has its tab, tool sections are client-rendered, property standing anonymous', async () => {
    const { report, text } = await open((p) => t.app.request(p));
    expect(report).toMatchObject({ type: 'address', accessLevel: 1 });
    expect(report.sections.map((s: Json) => `${s.tab}/${s.id}`)).toEqual([
      'property-details/property-details',
      'property-details/tax-assessments',
      'property-details/transactions',
      'property-details/building-permits',
      'property-details/recordings',
      'owners-and-residents/owners',
      'owners-and-residents/residents',
      'owners-and-residents/liens',
      'owners-and-residents/evictions',
      'owners-and-residents/pre-foreclosures',
      'owners-and-residents/foreclosures',
      'MLS-data/listings',
      'MLS-data/market',
      'comparables/comparables', // the comparables flag is on by default
      'nearby/nearby',
      'neighborhood-watch/neighborhood',
    ]);
    const transactions = report.sections.find((s: Json) => s.id === 'transactions');
    expect(transactions).toMatchObject({ locked: true, items: [] });
    expect(transactions.summary[0]).toBe(`${documents.length} recorded transactions`);
    expect(report.recordCounts.transactions).toBe(documents.length);
    for (const d of documents) expect(text).not.toContain(d);
    const [p] = (
      await t.db.query<Json>('SELECT latitude, longitude, market_status FROM properties WHERE id = $1', [propertyId])
    ).rows;
    expect(report.property).toMatchObject({
      propertyId,
      latitude: p!.latitude,
      longitude: p!.longitude,
      marketStatus: p!.market_status,
      isSaved: false,
      standing: 'anonymous',
    });
  });

  it("a member: standing member, and isSaved once the property is in the member's saved properties", async () => {
    const { browser, email } = await t.member();
    const before = await open((p) => browser.get(p));
    expect(before.report.property).toMatchObject({ standing: 'member', isSaved: false });
    await t.db.query('INSERT INTO saved_properties (user_id, property_id) VALUES ($1, $2)', [
      await userIdOf(email),
      propertyId,
    ]);
    const after = await open((p) => browser.get(p));
    expect(after.report.property).toMatchObject({ standing: 'member', isSaved: true });
    // The history route answers the same payload member.
    const history = await browser.get(`/dashboard/api/reports/address-${propertyId}`);
    expect(((await history.json()) as Json).report.property).toMatchObject({ standing: 'member', isSaved: true });
    // Another visitor does not see this member's mark.
    expect((await open((p) => t.app.request(p))).report.property.isSaved).toBe(false);
  });

  it('a signed-in user without a membership: standing free', async () => {
    const { browser } = await t.visitorAccount();
    expect((await open((p) => browser.get(p))).report.property).toMatchObject({ standing: 'free', isSaved: false });
  });
});

describe('the comparables section follows the comparables site flag of the configuration', () => {
  it('SITE_FLAGS_OFF=comparables: no comparables section (nor tab); by default it is there', async () => {
    const records = syntheticRecordTables(200, 4242);
    const id = num(records.properties![0]!, 'id');
    const ids = async (env: Record<string, string>) => {
      const app = inMemoryTestApp({ records, env }).app;
      const res = await app.request(`/api/reports/view?type=address&id=${id}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as Json).report.sections.map((s: Json) => s.id) as string[];
    };
    expect(await ids({ SITE_FLAGS_OFF: 'comparables' })).not.toContain('comparables');
    expect(await ids({})).toContain('comparables');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bool,
  descNullsFirst,
  descNullsLast,
  InMemoryRecords,
  num,
  numOrNull,
  type RecordTables,
  text,
  textOrNull,
} from '../../../adapters/memory/in-memory-records.js';
import { InMemoryReportSource } from '../../../adapters/memory/in-memory-report-source.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgReportSource } from '../../../adapters/postgres/pg-report-source.js';
import type { ReportProvenance } from '../../../core/shared/reports/report-contents.schema.js';
import type { ReportSource } from '../../../core/shared/reports/report-source.port.js';
import { readRecordTables, syntheticRecordTables } from '../../support/record-tables.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The ReportSource contract (core/shared/reports/report-source.port.ts) on a small fixed-seed synthetic
 * record set: PgReportSource reads it from the database, InMemoryReportSource from the same rows
 * read out of that database. The expected facts come from those rows, not from either adapter.
 */

let db: Db | undefined;
let tables: RecordTables;
let facts: InMemoryRecords;
const ready = (async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 200, 4242);
  tables = await readRecordTables(db);
  facts = new InMemoryRecords(tables);
})();
afterAll(async () => db?.close());

const isSorted = <T>(list: readonly T[], cmp: (a: T, b: T) => number) =>
  list.every((x, i) => i === 0 || cmp(list[i - 1] as T, x) <= 0);
const currentFirst = <T extends { isCurrent: boolean }>(a: T, b: T) => Number(b.isCurrent) - Number(a.isCurrent);
const sourced = (f: ReportProvenance) => {
  expect(f.source.name.length).toBeGreaterThan(0);
  expect(f.source.kind.length).toBeGreaterThan(0);
  expect(f.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
};
const sortNums = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** People with the most facts of each kind, so every section of a report is exercised, plus a spread. */
const samplePeople = (): number[] => {
  const ids = new Set<number>();
  for (const t of [
    'person_names',
    'person_addresses',
    'person_phones',
    'emails',
    'relationships',
    'social_profiles',
    'employment',
    'education',
    'licenses',
    'property_owners',
    'bankruptcies',
    'person_liens',
    'criminal_records',
  ]) {
    const counts = new Map<number, number>();
    for (const r of tables[t] ?? []) {
      const id = r.person_id === null ? null : num(r, 'person_id');
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (best) ids.add(best[0]);
  }
  for (const r of (tables.people ?? []).filter((_, i) => i % 10 === 0)) ids.add(num(r, 'id'));
  return [...ids];
};

/** How a contract run saves a property for a viewer (the saved_properties rows the report reads). */
type Saver = { user: () => Promise<string>; save: (userId: string, propertyId: number) => Promise<void> };

/** The property record tables an address report reads by property id. */
const ADDRESS_TABLES = [
  'property_owners',
  'property_tax_assessments',
  'property_transactions',
  'property_listings',
  'property_permits',
  'property_foreclosures',
  'property_recordings',
  'property_liens',
  'property_evictions',
];

const contract = (name: string, make: () => { src: ReportSource; saver: Saver }) =>
  describe(`ReportSource contract: ${name}`, () => {
    let src: ReportSource;
    let saver: Saver;
    beforeAll(async () => {
      await ready;
      ({ src, saver } = make());
    }, 180_000);

    it('answers null for a subject the records do not hold', async () => {
      expect(await src.background(99_999_999)).toBeNull();
      expect(await src.phone('2015550000')).toBeNull();
      expect(await src.email('nobody@nowhere.example')).toBeNull();
      expect(await src.address(99_999_999)).toBeNull();
    });

    it("a background report holds exactly the person's facts, each sourced and dated, in the report order", async () => {
      const people = samplePeople();
      expect(people.length).toBeGreaterThan(15);
      const seen = new Set<string>();
      for (const id of people) {
        const r = await src.background(id);
        expect(r, `person ${id}`).not.toBeNull();
        if (!r) continue;
        const p = facts.byId('people', id)!;
        expect(r.person).toMatchObject({ id, firstName: text(p, 'first_name'), lastName: text(p, 'last_name') });
        sourced(r.person);
        const count = (table: string) => facts.where(table, 'person_id', id).length;
        expect(r.names).toHaveLength(count('person_names'));
        expect(r.addresses).toHaveLength(count('person_addresses'));
        expect(r.phones).toHaveLength(count('person_phones'));
        expect(r.emails).toHaveLength(count('emails'));
        expect(r.relations).toHaveLength(count('relationships'));
        expect(r.social).toHaveLength(count('social_profiles'));
        expect(r.employment).toHaveLength(count('employment'));
        expect(r.education).toHaveLength(count('education'));
        expect(r.licenses).toHaveLength(count('licenses'));
        expect(r.properties).toHaveLength(count('property_owners'));
        expect(r.bankruptcies).toHaveLength(count('bankruptcies'));
        expect(r.liens).toHaveLength(count('person_liens'));
        expect(r.courtRecords).toHaveLength(count('criminal_records'));
        for (const [section, list] of Object.entries(r)) {
          if (!Array.isArray(list)) continue;
          if (list.length > 0) seen.add(section);
          for (const f of list) sourced(f);
        }
        expect(sortNums(r.addresses.map((a) => a.addressId))).toEqual(
          sortNums(facts.where('person_addresses', 'person_id', id).map((l) => num(l, 'address_id'))),
        );
        for (const a of r.addresses) {
          const row = facts.byId('addresses', a.addressId)!;
          expect([a.city, a.state, a.zip]).toEqual([text(row, 'city'), text(row, 'state'), text(row, 'zip')]);
        }
        expect(sortNums(r.properties.map((x) => x.propertyId))).toEqual(
          sortNums(facts.where('property_owners', 'person_id', id).map((l) => num(l, 'property_id'))),
        );
        for (const x of r.properties) {
          const at = facts.byId('addresses', num(facts.byId('properties', x.propertyId)!, 'address_id'))!;
          expect([x.city, x.state, x.zip]).toEqual([text(at, 'city'), text(at, 'state'), text(at, 'zip')]);
          expect(x.line1).toContain(text(at, 'street_name'));
        }
        expect(sortNums(r.relations.map((x) => x.personId))).toEqual(
          sortNums(facts.where('relationships', 'person_id', id).map((l) => num(l, 'related_person_id'))),
        );
        expect(r.emails.map((e) => e.email).sort()).toEqual(
          facts
            .where('emails', 'person_id', id)
            .map((e) => text(e, 'email'))
            .sort(),
        );
        expect(isSorted(r.addresses, (a, b) => currentFirst(a, b) || descNullsLast(a.fromDate, b.fromDate))).toBe(true);
        expect(isSorted(r.phones, (a, b) => currentFirst(a, b) || descNullsLast(a.lastSeen, b.lastSeen))).toBe(true);
        expect(isSorted(r.emails, (a, b) => currentFirst(a, b) || descNullsLast(a.lastSeen, b.lastSeen))).toBe(true);
        expect(isSorted(r.relations, (a, b) => (a.kind === b.kind ? 0 : a.kind > b.kind ? -1 : 1))).toBe(true);
        expect(
          isSorted(
            r.employment,
            (a, b) => descNullsFirst(a.endDate, b.endDate) || descNullsLast(a.startDate, b.startDate),
          ),
        ).toBe(true);
        expect(isSorted(r.education, (a, b) => descNullsLast(a.graduationYear, b.graduationYear))).toBe(true);
        expect(isSorted(r.licenses, (a, b) => descNullsLast(a.issueDate, b.issueDate))).toBe(true);
        expect(isSorted(r.properties, (a, b) => currentFirst(a, b) || descNullsLast(a.fromDate, b.fromDate))).toBe(
          true,
        );
        expect(isSorted(r.bankruptcies, (a, b) => descNullsLast(a.filingDate, b.filingDate))).toBe(true);
        expect(isSorted(r.liens, (a, b) => descNullsLast(a.filingDate, b.filingDate))).toBe(true);
        expect(isSorted(r.courtRecords, (a, b) => descNullsLast(a.offenseDate, b.offenseDate))).toBe(true);
      }
      // The sample exercises every section of the report.
      expect([...seen].sort()).toEqual(
        [
          'addresses',
          'bankruptcies',
          'courtRecords',
          'education',
          'emails',
          'employment',
          'licenses',
          'liens',
          'names',
          'phones',
          'properties',
          'relations',
          'social',
        ].sort(),
      );
    });

    it('a phone report: the number, the people linked to it (current first, with a place they lived) and their addresses', async () => {
      const phones = (tables.phones ?? []).filter((_, i) => i % 7 === 0).slice(0, 25);
      expect(phones.length).toBeGreaterThan(5);
      for (const ph of phones) {
        const n = text(ph, 'number');
        const r = await src.phone(n);
        expect(r, n).not.toBeNull();
        if (!r) continue;
        const first = facts.where('phones', 'number', n)[0]!;
        expect(r.phone).toMatchObject({ number: n, classification: num(first, 'classification') });
        sourced(r.phone);
        const links = facts.where('person_phones', 'phone_id', num(first, 'id'));
        expect(sortNums(r.people.map((p) => p.personId))).toEqual(sortNums(links.map((l) => num(l, 'person_id'))));
        expect(isSorted(r.people, currentFirst)).toBe(true);
        for (const p of r.people) {
          sourced(p);
          const lived = facts
            .where('person_addresses', 'person_id', p.personId)
            .map((l) => facts.byId('addresses', num(l, 'address_id')))
            .map((a) => a && `${text(a, 'city')}, ${text(a, 'state')}`);
          if (lived.length > 0) expect(lived).toContain(`${p.city}, ${p.state}`);
          else expect([p.city, p.state]).toEqual([null, null]);
        }
        const owners = new Set(links.map((l) => num(l, 'person_id')));
        const ownerAddresses = [...owners].flatMap((id) => facts.where('person_addresses', 'person_id', id));
        expect(r.addresses).toHaveLength(ownerAddresses.length);
        expect(r.addresses.every((a) => owners.has(a.personId))).toBe(true);
        expect(isSorted(r.addresses, currentFirst)).toBe(true);
      }
    });

    it('an e-mail report: found by the lower-cased address, with its people, their phones and addresses', async () => {
      const emails = (tables.emails ?? []).filter((_, i) => i % 9 === 0).slice(0, 20);
      expect(emails.length).toBeGreaterThan(5);
      for (const e of emails) {
        const lower = text(e, 'email').toLowerCase();
        const r = await src.email(lower);
        expect(r, lower).not.toBeNull();
        if (!r) continue;
        expect(r.email).toBe(lower);
        const links = (tables.emails ?? []).filter((x) => text(x, 'email').toLowerCase() === lower);
        const owners = new Set(links.map((l) => num(l, 'person_id')));
        expect(sortNums(r.people.map((p) => p.personId))).toEqual(sortNums(links.map((l) => num(l, 'person_id'))));
        expect(isSorted(r.people, currentFirst)).toBe(true);
        const ownerPhones = [...owners].flatMap((id) => facts.where('person_phones', 'person_id', id));
        expect(r.phones).toHaveLength(ownerPhones.length);
        expect(isSorted(r.phones, currentFirst)).toBe(true);
        expect(r.addresses.every((a) => owners.has(a.personId))).toBe(true);
        for (const f of [...r.people, ...r.phones, ...r.addresses]) sourced(f);
      }
    });

    it('an address report: the whole property record and every collection, each fact sourced, in report order', async () => {
      const byCount = (table: string) => {
        const counts = new Map<number, number>();
        for (const r of tables[table] ?? [])
          counts.set(num(r, 'property_id'), (counts.get(num(r, 'property_id')) ?? 0) + 1);
        return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
      };
      const ids = new Set<number>(
        [...ADDRESS_TABLES, 'property_listing_photos'].map(byCount).filter((x): x is number => x !== undefined),
      );
      // A property with each stage of foreclosure filing.
      for (const stage of ['pre_foreclosure', 'auction', 'reo']) {
        const f = (tables.property_foreclosures ?? []).find((r) => text(r, 'stage') === stage);
        if (f) ids.add(num(f, 'property_id'));
      }
      for (const r of (tables.properties ?? []).filter((_, i) => i % 10 === 0)) ids.add(num(r, 'id'));
      const seen = new Set<string>();
      for (const id of ids) {
        const r = await src.address(id);
        expect(r, `property ${id}`).not.toBeNull();
        if (!r) continue;
        const pr = facts.byId('properties', id)!;
        const a = facts.byId('addresses', num(pr, 'address_id'))!;
        expect(r.property).toMatchObject({
          propertyId: id,
          apn: text(pr, 'apn'),
          city: text(a, 'city'),
          state: text(a, 'state'),
          zip: text(a, 'zip'),
          latitude: num(pr, 'latitude'),
          longitude: num(pr, 'longitude'),
          landUseCode: num(pr, 'land_use_code'),
          propertyClass: text(pr, 'property_class'),
          units: num(pr, 'units'),
          pool: bool(pr, 'pool'),
          hoa: bool(pr, 'hoa'),
          hoaFeeCents: numOrNull(pr, 'hoa_fee_cents'),
          ownerOccupied: bool(pr, 'owner_occupied'),
          estimatedValueDate: textOrNull(pr, 'estimated_value_date'),
          openLoansCents: num(pr, 'open_loans_cents'),
          estimatedEquityCents: numOrNull(pr, 'estimated_equity_cents'),
          marketStatus: num(pr, 'market_status'),
        });
        expect(
          r.property.line1.startsWith(a.house_number === null ? text(a, 'street_name') : text(a, 'house_number')),
        ).toBe(true);
        sourced(r.property);
        const count = (table: string) => facts.where(table, 'property_id', id).length;
        expect(r.owners).toHaveLength(count('property_owners'));
        expect(r.transactions).toHaveLength(count('property_transactions'));
        expect(r.taxAssessments).toHaveLength(count('property_tax_assessments'));
        expect(r.listings).toHaveLength(count('property_listings'));
        expect(r.buildingPermits).toHaveLength(count('property_permits'));
        expect(r.recordings).toHaveLength(count('property_recordings'));
        expect(r.liens).toHaveLength(count('property_liens'));
        expect(r.evictions).toHaveLength(count('property_evictions'));
        const filings = facts.where('property_foreclosures', 'property_id', id);
        expect(r.preForeclosures).toHaveLength(filings.filter((f) => text(f, 'stage') === 'pre_foreclosure').length);
        expect(r.foreclosures).toHaveLength(filings.filter((f) => text(f, 'stage') !== 'pre_foreclosure').length);
        expect(r.preForeclosures.every((f) => f.stage === 'pre_foreclosure')).toBe(true);
        expect(r.foreclosures.every((f) => f.stage !== 'pre_foreclosure')).toBe(true);
        expect(r.isSaved).toBe(false);
        // Listings carry their photos in order; loans their terms.
        for (const l of r.listings) {
          const row = facts
            .where('property_listings', 'property_id', id)
            .find((x) => text(x, 'mls_number') === l.mlsNumber)!;
          const photos = facts.where('property_listing_photos', 'listing_id', num(row, 'id'));
          expect(l.photos.map((p) => p.url)).toEqual(
            [...photos].sort((x, y) => num(x, 'seq') - num(y, 'seq')).map((p) => text(p, 'url')),
          );
          expect(l.photos).toHaveLength(l.photoCount);
        }
        for (const t of r.transactions) {
          if (t.transactionType !== 'loan') continue;
          expect(t.lender).not.toBeNull();
          expect(typeof t.isOpen).toBe('boolean');
        }
        expect(sortNums(r.residents.map((p) => p.personId))).toEqual(
          sortNums(facts.where('person_addresses', 'address_id', num(a, 'id')).map((l) => num(l, 'person_id'))),
        );
        expect(isSorted(r.owners, (x, y) => currentFirst(x, y) || descNullsLast(x.fromDate, y.fromDate))).toBe(true);
        expect(isSorted(r.residents, (x, y) => currentFirst(x, y) || descNullsLast(x.fromDate, y.fromDate))).toBe(true);
        expect(isSorted(r.taxAssessments, (x, y) => y.taxYear - x.taxYear)).toBe(true);
        expect(isSorted(r.transactions, (x, y) => descNullsLast(x.recordingDate, y.recordingDate))).toBe(true);
        expect(isSorted(r.listings, (x, y) => descNullsLast(x.listDate, y.listDate))).toBe(true);
        expect(isSorted(r.buildingPermits, (x, y) => descNullsLast(x.issueDate, y.issueDate))).toBe(true);
        expect(isSorted(r.recordings, (x, y) => descNullsLast(x.recordingDate, y.recordingDate))).toBe(true);
        expect(isSorted(r.liens, (x, y) => descNullsLast(x.recordingDate, y.recordingDate))).toBe(true);
        expect(isSorted(r.evictions, (x, y) => descNullsLast(x.filingDate, y.filingDate))).toBe(true);
        expect(isSorted(r.preForeclosures, (x, y) => descNullsLast(x.recordingDate, y.recordingDate))).toBe(true);
        expect(isSorted(r.foreclosures, (x, y) => descNullsLast(x.recordingDate, y.recordingDate))).toBe(true);
        for (const [section, list] of Object.entries(r)) {
          if (!Array.isArray(list)) continue;
          if (list.length > 0) seen.add(section);
          for (const f of list) sourced(f);
        }
      }
      expect([...seen].sort()).toEqual(
        [
          'buildingPermits',
          'evictions',
          'foreclosures',
          'liens',
          'listings',
          'owners',
          'preForeclosures',
          'recordings',
          'residents',
          'taxAssessments',
          'transactions',
        ].sort(),
      );
    });

    it("isSaved: the viewer's saved mark, for that viewer only", async () => {
      const pid = num((tables.properties ?? [])[3]!, 'id');
      const other = num((tables.properties ?? [])[4]!, 'id');
      const viewer = await saver.user();
      const stranger = await saver.user();
      await saver.save(viewer, pid);
      expect((await src.address(pid, viewer))?.isSaved).toBe(true);
      expect((await src.address(pid, stranger))?.isSaved).toBe(false);
      expect((await src.address(pid, null))?.isSaved).toBe(false);
      expect((await src.address(pid))?.isSaved).toBe(false);
      expect((await src.address(other, viewer))?.isSaved).toBe(false);
    });
  });

contract('in-memory fake', () => {
  const src = new InMemoryReportSource(tables);
  return {
    src,
    saver: { user: async () => randomUUID(), save: async (userId, propertyId) => src.markSaved(userId, propertyId) },
  };
});
contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', () => ({
  src: new PgReportSource(db!),
  saver: {
    user: async () => {
      const id = randomUUID();
      await db!.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
        id,
        `${id}@example.com`,
      ]);
      return id;
    },
    save: async (userId, propertyId) => {
      await db!.query('INSERT INTO saved_properties (user_id, property_id) VALUES ($1, $2)', [userId, propertyId]);
    },
  },
}));

describe('the record files and the database hold the same rows', () => {
  it('so fakes built from the generated files (use-case tests) see what PostgreSQL sees', async () => {
    await ready;
    expect(syntheticRecordTables(200, 4242)).toEqual(tables);
  });
});

describe('InMemoryReportSource answers what PgReportSource answers on the same records', () => {
  it('for every kind of report, to the last member and order', async () => {
    await ready;
    const pg = new PgReportSource(db!);
    const fake = new InMemoryReportSource(tables);
    for (const id of samplePeople()) expect(await fake.background(id), `person ${id}`).toEqual(await pg.background(id));
    for (const ph of (tables.phones ?? []).slice(0, 30)) {
      expect(await fake.phone(text(ph, 'number'))).toEqual(await pg.phone(text(ph, 'number')));
    }
    for (const e of (tables.emails ?? []).slice(0, 30)) {
      const lower = text(e, 'email').toLowerCase();
      expect(await fake.email(lower)).toEqual(await pg.email(lower));
    }
    for (const p of (tables.properties ?? []).slice(0, 40)) {
      expect(await fake.address(num(p, 'id')), `property ${num(p, 'id')}`).toEqual(await pg.address(num(p, 'id')));
    }
  }, 120_000);
});

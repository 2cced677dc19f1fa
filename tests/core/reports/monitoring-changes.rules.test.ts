import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diffSnapshots,
  type MonitoringFact,
  newItemRefs,
  snapshotOf,
} from '../../../core/reports/monitoring-changes.rules.js';
import { buildReportView } from '../../../core/reports/report-view.rules.js';
import type { BackgroundReportData } from '../../../core/shared/reports/report-contents.schema.js';
import type { ReportData } from '../../../core/shared/reports/report-source.port.js';
import { addressReportFixture } from '../../support/address-report-fixture.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const src = (recordedAt = '2020-01-02') => ({
  source: { name: 'Consolidated credit header', kind: 'credit_header', jurisdiction: 'US' },
  recordedAt,
});

const address = (addressId: number, city: string, state: string, isCurrent: boolean, fromDate: string) => ({
  addressId,
  line1: `${addressId} Main St`,
  city,
  state,
  zip: '85001',
  county: 'Maricopa',
  fromDate,
  toDate: isCurrent ? null : '2026-11-01',
  isCurrent,
  ...src(fromDate),
});

const person = (over: Partial<BackgroundReportData> = {}): ReportData => ({
  type: 'background',
  data: {
    person: {
      id: 7,
      firstName: 'Dana',
      middleName: null,
      lastName: 'Example',
      nameSuffix: null,
      birthDate: '1980-12-01',
      deceased: false,
      deceasedDate: null,
      ...src(),
    },
    names: [],
    addresses: [address(1, 'Austin', 'TX', true, '2019-01-01')],
    phones: [],
    emails: [],
    relations: [],
    social: [],
    employment: [],
    education: [],
    licenses: [],
    properties: [],
    bankruptcies: [],
    liens: [],
    courtRecords: [],
    ...over,
  },
});

const texts = (before: ReportData, after: ReportData) =>
  diffSnapshots(snapshotOf(before), snapshotOf(after)).map((c) => c.text);

describe('monitoring changes: the sentences (002 section 3 "Monitoring"; docs/decisions/0071)', () => {
  it('a move: the new address with its place and date, the old one no longer current', () => {
    const before = person();
    const after = person({
      addresses: [address(2, 'Tempe', 'AZ', true, '2026-11-02'), address(1, 'Austin', 'TX', false, '2019-01-01')],
    });
    expect(texts(before, after)).toEqual([
      'New address in Tempe, AZ, recorded 2026-11-02',
      'Address in Austin, TX is no longer current',
    ]);
    const [added, moved] = diffSnapshots(snapshotOf(before), snapshotOf(after));
    expect(added).toMatchObject({ section: 'addresses', kind: 'added', recordedAt: '2026-11-02', key: 'address:2' });
    expect(moved).toMatchObject({ kind: 'changed', key: 'address:1' });
  });

  it('a phone by its number, a court record by its case number with county and filing date', () => {
    const after = person({
      phones: [
        {
          number: '4805550142',
          lineType: 'mobile',
          carrier: null,
          classification: 6,
          firstSeen: null,
          lastSeen: null,
          isCurrent: true,
          ...src('2026-11-03'),
        },
      ],
      courtRecords: [
        {
          recordType: 'criminal',
          offense: 'Theft',
          offenseClass: 'misdemeanor',
          court: 'Maricopa County Justice Court',
          county: 'Maricopa',
          state: 'AZ',
          caseNumber: 'CR-2026-1',
          offenseDate: '2026-09-01',
          filingDate: '2026-10-03',
          disposition: null,
          dispositionDate: null,
          sentence: null,
          ...src('2026-10-04'),
        },
      ],
    });
    expect(texts(person(), after)).toEqual([
      'New phone (480) 555-0142, recorded 2026-11-03',
      'New court record: Theft, Maricopa County, filed 2026-10-03',
    ]);
    expect(texts(after, person())).toEqual([
      'Phone (480) 555-0142 is no longer listed',
      'Court record Theft, Maricopa County is no longer listed',
    ]);
  });

  it('an address report: a sale with its price and date, a new owner', () => {
    const base = addressReportFixture();
    const before: ReportData = { type: 'address', data: { ...base, transactions: [], owners: [] } };
    const sale = {
      transactionType: 'sale',
      documentType: 'Grant deed',
      documentNumber: 'D-2026-9',
      recordingDate: '2026-10-20',
      amountCents: 41_200_000,
      buyerNames: 'Lee Buyer',
      sellerNames: 'Old Owner',
      lender: null,
      loanType: null,
      interestRate: null,
      termMonths: null,
      isOpen: false,
      balanceCents: null,
      isCash: true,
      armsLength: true,
      ...src('2026-10-21'),
    };
    const owner = {
      name: 'Lee Buyer',
      personId: 99,
      ownerType: 'individual',
      isCurrent: true,
      fromDate: '2026-10-20',
      toDate: null,
      ...src('2026-10-21'),
    };
    const after: ReportData = { type: 'address', data: { ...base, transactions: [sale], owners: [owner] } };
    expect(texts(before, after)).toEqual([
      'Sold for $412,000 on 2026-10-20',
      'New owner: Lee Buyer, recorded 2026-10-20',
    ]);
  });

  it("every fact's ref is the recordRef of its item in the full view (so isNew marks the right item)", () => {
    const r = person({
      addresses: [address(2, 'Tempe', 'AZ', true, '2026-11-02'), address(1, 'Austin', 'TX', false, '2019-01-01')],
    });
    const refs = new Set(
      buildReportView({
        subject: { type: 'background', id: '7' },
        report: r,
        level: 'full',
        now: NOW,
      }).sections.flatMap((s) => s.items.map((i) => i.recordRef)),
    );
    const facts = snapshotOf(r);
    expect(facts.length).toBeGreaterThan(0);
    for (const f of facts) expect(refs).toContain(f.ref);
    const a = addressReportFixture();
    const aRefs = new Set(
      buildReportView({
        subject: { type: 'address', id: String(a.property.propertyId) },
        report: { type: 'address', data: a },
        level: 'full',
        now: NOW,
      }).sections.flatMap((s) => s.items.map((i) => i.recordRef)),
    );
    for (const f of snapshotOf({ type: 'address', data: a })) expect(aRefs).toContain(f.ref);
  });

  it('newItemRefs: the refs of facts an unseen alert added, not those it names as no longer current', () => {
    const after = person({
      addresses: [address(2, 'Tempe', 'AZ', true, '2026-11-02'), address(1, 'Austin', 'TX', false, '2019-01-01')],
    });
    const changes = diffSnapshots(snapshotOf(person()), snapshotOf(after));
    expect([...newItemRefs(snapshotOf(after), changes)]).toEqual(['address:7:0']);
  });
});

const factArb: fc.Arbitrary<MonitoringFact> = fc.record({
  section: fc.constantFrom('addresses', 'phones', 'courtRecords', 'owners', 'sales', 'unknown'),
  key: fc.string({ minLength: 1, maxLength: 8 }),
  label: fc.string({ maxLength: 12 }),
  recordedAt: fc.option(fc.constant('2026-11-02'), { nil: null }),
  current: fc.option(fc.boolean(), { nil: undefined }),
});
const snapshotArb = fc.uniqueArray(factArb, { selector: (f) => f.key, maxLength: 12 });

describe('monitoring changes: properties', () => {
  it('the diff of a snapshot with itself is empty', () => {
    fc.assert(fc.property(snapshotArb, (s) => diffSnapshots(s, s).length === 0));
  });
  it('adding a fact then removing it yields one added, then one removed, of that fact', () => {
    fc.assert(
      fc.property(snapshotArb, factArb, (s, f) => {
        fc.pre(!s.some((x) => x.key === f.key));
        const added = diffSnapshots(s, [...s, f]);
        const removed = diffSnapshots([...s, f], s);
        expect(added.map((c) => [c.kind, c.key])).toEqual([['added', f.key]]);
        expect(removed.map((c) => [c.kind, c.key])).toEqual([['removed', f.key]]);
      }),
    );
  });
  it('every change has a sentence', () => {
    fc.assert(
      fc.property(snapshotArb, snapshotArb, (a, b) => diffSnapshots(a, b).every((c) => c.text.trim().length > 0)),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { buildReportView } from '../../../core/reports/report-view.rules.js';
import { printableSectionGroups, REPORT_TABS } from '../../../core/reports/report-view-format.rules.js';
import type { ReportAccessLevelName } from '../../../core/shared/reports/access-level.rules.js';
import type { AddressReportData } from '../../../core/shared/reports/address-report-contents.schema.js';
import { addressReportFixture } from '../../support/address-report-fixture.js';

/**
 * The address report view (001 sections 2, 3 and 6; docs/decisions/0062): tabs and sections in order,
 * Property Details in preview, every other record section locked with honest counts, the tool sections
 * client-rendered, the comparables section following its site flag, listing photos as media.
 */
const NOW = new Date('2026-11-21T10:00:00Z');
const view = (
  level: ReportAccessLevelName,
  opts: { comparables?: boolean; data?: AddressReportData; standing?: 'member' | 'free' } = {},
) =>
  buildReportView({
    subject: { type: 'address', id: '3' },
    report: { type: 'address', data: opts.data ?? addressReportFixture() },
    level,
    now: NOW,
    address: { comparables: opts.comparables ?? true, standing: opts.standing ?? 'member' },
  });

const EXPECTED: [string, string][] = [
  ['property-details', 'property-details'],
  ['tax-assessments', 'property-details'],
  ['transactions', 'property-details'],
  ['building-permits', 'property-details'],
  ['recordings', 'property-details'],
  ['owners', 'owners-and-residents'],
  ['residents', 'owners-and-residents'],
  ['liens', 'owners-and-residents'],
  ['evictions', 'owners-and-residents'],
  ['pre-foreclosures', 'owners-and-residents'],
  ['foreclosures', 'owners-and-residents'],
  ['listings', 'MLS-data'],
  ['market', 'MLS-data'],
  ['comparables', 'comparables'],
  ['nearby', 'nearby'],
  ['neighborhood', 'neighborhood-watch'],
];
const CLIENT = ['market', 'comparables', 'nearby', 'neighborhood'];
const section = (v: ReturnType<typeof view>, id: string) => {
  const s = v.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return s;
};

describe('address report sections and tabs (contract 1)', () => {
  it('every tab holds its sections in order, the tabs in the order of 001 section 2', () => {
    for (const level of ['preview', 'full'] as const) {
      const v = view(level);
      expect(v.sections.map((s) => [s.id, s.tab])).toEqual(EXPECTED);
      const tabsInOrder = [...new Set(v.sections.map((s) => s.tab))];
      expect(tabsInOrder).toEqual([...REPORT_TABS]);
    }
  });

  it('the comparables section is there only while the comparables flag is on', () => {
    expect(view('full', { comparables: false }).sections.map((s) => s.id)).toEqual(
      EXPECTED.map(([id]) => id).filter((id) => id !== 'comparables'),
    );
    expect(view('preview', { comparables: false }).sections.some((s) => s.tab === 'comparables')).toBe(false);
    expect(section(view('preview', { comparables: true }), 'comparables')).toMatchObject({ clientRendered: true });
  });

  it('client-rendered sections carry no items, are never locked and have an empty summary, at every level', () => {
    for (const level of ['noAccess', 'preview', 'full'] as const) {
      const v = view(level);
      for (const id of CLIENT) {
        expect(section(v, id), `${level} ${id}`).toMatchObject({
          items: [],
          clientRendered: true,
          locked: false,
          summary: [],
          emptyText: null,
        });
      }
      expect(v.sections.filter((s) => s.clientRendered).map((s) => s.id)).toEqual(CLIENT);
    }
  });

  it('full access: every record section unlocked with its facts, each naming its source and date', () => {
    const v = view('full');
    const count = (id: string) => section(v, id).items.length;
    expect(count('property-details')).toBe(4); // address and parcel, building and lot, valuation, latest tax
    expect(count('tax-assessments')).toBe(2);
    expect(count('transactions')).toBe(2);
    expect(count('building-permits')).toBe(1);
    expect(count('recordings')).toBe(1);
    expect(count('owners')).toBe(2);
    expect(count('residents')).toBe(1);
    expect(count('liens')).toBe(1);
    expect(count('evictions')).toBe(1);
    expect(count('pre-foreclosures')).toBe(1);
    expect(count('foreclosures')).toBe(1);
    expect(count('listings')).toBe(1);
    for (const s of v.sections.filter((x) => !x.clientRendered)) {
      expect(s.locked).toBe(false);
      for (const i of s.items) expect(i.source).toMatch(/, recorded \d{4}-\d{2}-\d{2}$/);
    }
    const [address, building, value, tax] = section(v, 'property-details').items;
    expect(address!.heading).toBe('9 Owner Way, Phoenix, AZ 85001');
    expect(address!.details).toEqual(
      expect.arrayContaining(['APN 123-45-678', 'Land use: House (code 1001)', 'Owner-occupied: Yes', 'Vacant: No']),
    );
    expect(building!.details).toEqual(
      expect.arrayContaining([
        'Built 1990',
        '2 stories',
        '3 bd · 2.5 ba · 1,800 sq ft',
        '7 rooms',
        'Pool: Yes, Garage: Yes, Basement: No, Attic: No',
        'HOA: Yes, fee $125',
        'Lot 6,000 sq ft',
      ]),
    );
    expect(value!.details).toEqual([
      'Estimated value $400,000 as of Oct 1, 2026',
      'Open loans $250,000',
      'Estimated equity $150,000',
      'Last sale Jan 2, 2019 for $300,000',
      'Market status: On market',
    ]);
    expect(tax!.heading).toBe('Latest tax assessment');
    expect(tax!.details).toContain('Tax $4,020.41');
    const loan = section(v, 'transactions').items[0]!;
    expect(loan.heading).toBe('Loan: Deed of Trust');
    expect(loan.details).toEqual(
      expect.arrayContaining([
        'Lender: Zenith Mortgage Co',
        'Loan type: Conventional',
        'Interest rate 4.375%',
        'Term 360 months',
        'Open, balance $219,876',
      ]),
    );
    expect(section(v, 'transactions').items[1]!.details).toContain("Arm's length: Yes");
    expect(section(v, 'foreclosures').items[0]!.heading).toBe('Auction: Notice of Trustee Sale');
    expect(section(v, 'pre-foreclosures').items[0]!.heading).toBe('Pre foreclosure: Notice of Default');
    expect(section(v, 'evictions').items[0]!.details).toContain('Judgment Mar 1, 2020 for $1,000');
    expect(section(v, 'owners').items.map((i) => i.details[0])).toEqual([
      'Current owner (Individual)',
      'Prior owner (Individual)',
    ]);
    expect(section(v, 'residents').items[0]!.details).toEqual([
      'Current resident',
      'Jan 15, 2019 to present',
      'Age 45',
      'Lives in Phoenix, AZ',
    ]);
  });

  it('listings carry their photos as media; other items carry none', () => {
    const v = view('full');
    expect(section(v, 'listings').items[0]!.media).toEqual([
      { url: '/api/property-photos/3.svg?n=1', caption: 'Front' },
      { url: '/api/property-photos/3.svg?n=2', caption: null },
    ]);
    const noPhotos = addressReportFixture();
    const bare = view('full', { data: { ...noPhotos, listings: [{ ...noPhotos.listings[0]!, photos: [] }] } });
    expect(section(bare, 'listings').items[0]).not.toHaveProperty('media');
    for (const s of v.sections.filter((x) => x.id !== 'listings')) {
      for (const i of s.items) expect(i).not.toHaveProperty('media');
    }
  });

  it('recordCounts name every collection, in preview too', () => {
    const counts = {
      taxAssessments: 2,
      transactions: 2,
      buildingPermits: 1,
      recordings: 1,
      owners: 2,
      residents: 1,
      liens: 1,
      evictions: 1,
      preForeclosures: 1,
      foreclosures: 1,
      listings: 1,
    };
    expect(view('preview').recordCounts).toEqual(counts);
    expect(view('full').recordCounts).toEqual(counts);
  });
});

describe('preview: Property Details shown, every other record section locked with honest counts only', () => {
  it('locked sections hold counts and no items', () => {
    const v = view('preview');
    expect(section(v, 'property-details')).toMatchObject({ locked: false });
    expect(section(v, 'property-details').items.map((i) => i.heading)).toEqual([
      '9 Owner Way, Phoenix, AZ 85001',
      'Building and lot',
      'Valuation',
    ]);
    const summaries = Object.fromEntries(
      v.sections.filter((s) => s.locked).map((s) => [s.id, { summary: s.summary, items: s.items.length }]),
    );
    expect(summaries).toEqual({
      'tax-assessments': { summary: ['2 tax assessments'], items: 0 },
      transactions: { summary: ['2 recorded transactions'], items: 0 },
      'building-permits': { summary: ['1 building permit'], items: 0 },
      recordings: { summary: ['1 recorded document'], items: 0 },
      owners: { summary: ['2 owners'], items: 0 },
      residents: { summary: ['1 resident'], items: 0 },
      liens: { summary: ['1 lien'], items: 0 },
      evictions: { summary: ['1 eviction'], items: 0 },
      'pre-foreclosures': { summary: ['1 pre-foreclosure notice'], items: 0 },
      foreclosures: { summary: ['1 foreclosure'], items: 0 },
      listings: { summary: ['1 listing'], items: 0 },
    });
  });

  it('an empty locked section says so; a full one does not', () => {
    const empty = view('preview', {
      data: addressReportFixture({ liens: [], evictions: [], preForeclosures: [], listings: [] }),
    });
    expect(section(empty, 'liens')).toMatchObject({
      locked: true,
      summary: ['No liens found'],
      emptyText: 'No liens found in the sources we searched',
    });
    expect(section(empty, 'listings').summary).toEqual(['No listings found']);
    expect(section(view('preview'), 'liens').emptyText).toBeNull();
  });

  it('the payload holds none of the locked values (documents, names, amounts, photos, tax)', () => {
    const text = JSON.stringify(view('preview'));
    for (const secret of [
      'LEAK-',
      'Zenith Mortgage',
      'Lee Seller',
      'Tenant Person',
      'Landlord LLC',
      'Dana Example',
      'Top Roofing',
      'Avery Agent',
      'Sunrise Realty',
      'property-photos',
      '$4,020.41',
      '$219,876',
      '$9,876',
      'Homestead',
      'Trustee Corp',
      // open loans and equity come from the locked sales and loans
      '$250,000',
      '$150,000',
      'Open loans',
      'equity',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    const full = JSON.stringify(section(view('full'), 'property-details'));
    expect(full).toContain('Open loans $250,000');
    expect(full).toContain('Estimated equity $150,000');
    expect(text).toContain('9 Owner Way'); // the subject's own facts are shown
  });
});

describe('the subject property member (contract 1)', () => {
  it('carries the subject facts, the saved mark and the standing, in preview too', () => {
    const v = view('preview', { standing: 'free', data: addressReportFixture({ isSaved: true }) });
    expect(v.property).toEqual({
      propertyId: 3,
      line1: '9 Owner Way',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85001',
      latitude: 33.45,
      longitude: -112.07,
      squareFeet: 1800,
      bedrooms: 3,
      bathrooms: 2.5,
      landUseGroup: 'house',
      marketStatus: 1,
      isSaved: true,
      standing: 'free',
    });
    expect(view('full').property).toMatchObject({ isSaved: false, standing: 'member' });
  });

  it('other reports have no property member and no tabs', () => {
    const e = buildReportView({
      subject: { type: 'email', id: 'a@b.com' },
      report: { type: 'email', data: { email: 'a@b.com', people: [], phones: [], addresses: [] } },
      level: 'full',
      now: NOW,
    });
    expect(e).not.toHaveProperty('property');
    for (const s of e.sections) {
      expect(s).not.toHaveProperty('tab');
      expect(s).not.toHaveProperty('clientRendered');
    }
  });
});

describe('printableSectionGroups (the PDF)', () => {
  it('every non-client-rendered section of every tab, grouped by tab in tab order', () => {
    const groups = printableSectionGroups(view('full').sections);
    expect(groups.map((g) => [g.tab, g.sections.map((s) => s.id)])).toEqual([
      ['property-details', ['property-details', 'tax-assessments', 'transactions', 'building-permits', 'recordings']],
      ['owners-and-residents', ['owners', 'residents', 'liens', 'evictions', 'pre-foreclosures', 'foreclosures']],
      ['MLS-data', ['listings']],
    ]);
  });

  it('a report without tabs prints as one group', () => {
    const e = buildReportView({
      subject: { type: 'email', id: 'a@b.com' },
      report: { type: 'email', data: { email: 'a@b.com', people: [], phones: [], addresses: [] } },
      level: 'full',
      now: NOW,
    });
    expect(printableSectionGroups(e.sections)).toEqual([{ tab: null, sections: e.sections }]);
  });
});

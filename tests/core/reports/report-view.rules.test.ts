import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveReportLimit } from '../../../core/membership/limits/effective-report-limit.rules.js';
import {
  backgroundRecordCounts,
  REPORT_NO_CRIMINAL_ONLY_TEXT,
  REPORT_NO_CRIMINAL_TEXT,
  REPORT_NO_TRAFFIC_TEXT,
} from '../../../core/reports/background-report-view.rules.js';
import { decideReportAccess, reportCheckoutUrl } from '../../../core/reports/report-access.rules.js';
import { buildReportView, effectiveReportAccess, REPORT_FCRA_NOTICE } from '../../../core/reports/report-view.rules.js';
import {
  reportAgeOn,
  reportMonthLabel,
  reportPhoneDisplay,
  reportShortDate,
  reportSourceLine,
} from '../../../core/reports/report-view-format.rules.js';
import { lockedReportSections, type ReportAccessLevelName } from '../../../core/shared/reports/access-level.rules.js';
import {
  type BackgroundReportData,
  ReportSubjectInput,
  reportIdOf,
  reportSubjectOf,
} from '../../../core/shared/reports/report-contents.schema.js';

const src = (name: string, jurisdiction: string | null, recordedAt = '2024-03-12') => ({
  source: { name, kind: 'county_assessor', jurisdiction },
  recordedAt,
});
const NOW = new Date('2026-11-21T10:00:00Z');
const credit = src('Consolidated credit header', 'US', '2020-01-02');

const person = (over: Partial<BackgroundReportData> = {}): BackgroundReportData => ({
  person: {
    id: 7,
    firstName: 'Dana',
    middleName: 'Q',
    lastName: 'Example',
    nameSuffix: null,
    birthDate: '1980-12-01',
    deceased: false,
    deceasedDate: null,
    ...credit,
  },
  names: [{ nameType: 'aka', firstName: 'Dee', middleName: null, lastName: 'Example', ...credit }],
  addresses: [
    {
      addressId: 1,
      line1: '1502 Lakeview Rd',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85001',
      county: 'Maricopa',
      fromDate: '2019-01-01',
      toDate: null,
      isCurrent: true,
      ...credit,
    },
  ],
  phones: [
    {
      number: '6025550123',
      lineType: 'mobile',
      carrier: 'Carrier',
      classification: 6,
      firstSeen: '2019-01-01',
      lastSeen: null,
      isCurrent: true,
      ...credit,
    },
  ],
  emails: [{ email: 'dana@example.com', firstSeen: null, lastSeen: null, isCurrent: true, ...credit }],
  relations: [
    { personId: 8, kind: 'relative', relation: 'spouse', fullName: 'Sam Example', birthDate: '1981-01-01', ...credit },
  ],
  social: [{ network: 'linkedin', username: 'dana', url: 'https://www.linkedin.com/in/dana', ...credit }],
  employment: [
    {
      employer: 'Acme',
      title: 'Nurse',
      city: 'Phoenix',
      state: 'AZ',
      startDate: '2015-01-01',
      endDate: null,
      ...credit,
    },
  ],
  education: [{ school: 'Example State University', degree: 'BS', field: 'Nursing', graduationYear: 2002, ...credit }],
  licenses: [
    {
      licenseType: 'Registered Nurse',
      licenseNumber: 'RN-1',
      issuingState: 'AZ',
      status: 'active',
      issueDate: '2003-01-01',
      expiryDate: null,
      ...credit,
    },
  ],
  properties: [
    {
      propertyId: 3,
      apn: '100-00-001',
      line1: '9 Owner Way',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85001',
      county: 'Maricopa',
      isCurrent: true,
      fromDate: '2019-01-01',
      toDate: null,
      estimatedValueCents: 45_000_000,
      ...src('County assessor', 'Maricopa County, AZ'),
    },
  ],
  bankruptcies: [
    {
      chapter: 7,
      court: 'US Bankruptcy Court',
      caseNumber: 'BK-1',
      filingDate: '2010-01-01',
      status: 'discharged',
      statusDate: '2010-06-01',
      ...credit,
    },
  ],
  liens: [
    {
      lienType: 'judgment',
      creditor: 'Midland',
      amountCents: 120_000,
      court: 'Court',
      caseNumber: 'J-1',
      filingDate: '2012-01-01',
      releasedDate: null,
      status: 'open',
      ...credit,
    },
    {
      lienType: 'state_tax',
      creditor: 'State',
      amountCents: 50_000,
      court: null,
      caseNumber: null,
      filingDate: '2013-01-01',
      releasedDate: '2014-01-01',
      status: 'released',
      ...credit,
    },
  ],
  courtRecords: [
    {
      recordType: 'traffic',
      offense: 'Speeding',
      offenseClass: 'infraction',
      court: 'Phoenix Traffic Court',
      county: 'Maricopa',
      state: 'AZ',
      caseNumber: 'TR-2019-1',
      offenseDate: '2019-11-28',
      filingDate: null,
      disposition: 'Guilty',
      dispositionDate: '2020-02-26',
      sentence: 'Fine $80',
      ...src('Traffic court records', 'Arizona'),
    },
  ],
  ...over,
});

const subject = { type: 'background' as const, id: '7' };
const view = (level: ReportAccessLevelName, data = person()) =>
  buildReportView({ subject, report: { type: 'background', data }, level, now: NOW });
const sec = (v: ReturnType<typeof view>, id: string) => v.sections.find((s) => s.id === id)!;

describe('source lines and small formatters', () => {
  it('says where and when: "County assessor, Maricopa County, AZ, recorded 2024-03-12"', () => {
    expect(reportSourceLine(src('County assessor', 'Maricopa County, AZ'))).toBe(
      'County assessor, Maricopa County, AZ, recorded 2024-03-12',
    );
    expect(reportSourceLine(src('Consolidated credit header', 'US'))).toBe(
      'Consolidated credit header, nationwide, recorded 2024-03-12',
    );
    expect(reportSourceLine(src('Registry', null))).toBe('Registry, recorded 2024-03-12');
  });
  it('short dates (MMM D, YYYY), ages, phone display', () => {
    expect(reportShortDate('2024-03-02')).toBe('Mar 2, 2024');
    expect(reportShortDate('soon')).toBe('soon');
    expect(reportShortDate(null)).toBe('');
    expect(reportShortDate('2024-13-02')).toBe('2024-13-02');
    expect(reportMonthLabel('2025-03')).toBe('Mar 2025');
    expect(reportMonthLabel('2025-12')).toBe('Dec 2025');
    expect(reportMonthLabel('2025-13')).toBe('2025-13');
    expect(reportMonthLabel('soon')).toBe('soon');
    expect(reportAgeOn('1980-12-01', NOW)).toBe(45);
    expect(reportAgeOn('1980-11-21', NOW)).toBe(46);
    expect(reportAgeOn(null, NOW)).toBeNull();
    expect(reportPhoneDisplay('6025550123')).toBe('(602) 555-0123');
    expect(reportPhoneDisplay('123')).toBe('123');
  });
  it('report ids round-trip and subjects are normalised', () => {
    expect(reportIdOf({ type: 'phone', id: '6025550123' })).toBe('phone-6025550123');
    expect(reportSubjectOf('email-a@b.com')).toEqual({ type: 'email', id: 'a@b.com' });
    expect(reportSubjectOf('nope-1')).toBeNull();
    expect(reportSubjectOf('background-x')).toBeNull();
    expect(ReportSubjectInput.parse({ type: 'phone', id: '1 (602) 555-0123' })).toEqual({
      type: 'phone',
      id: '6025550123',
    });
    expect(ReportSubjectInput.parse({ type: 'pdf', id: '12' })).toEqual({ type: 'background', id: '12' });
    expect(ReportSubjectInput.parse({ id: '12' })).toEqual({ type: 'background', id: '12' });
    expect(ReportSubjectInput.parse({ type: 'EMAIL', id: ' A@B.com ' })).toEqual({ type: 'email', id: 'a@b.com' });
    expect(ReportSubjectInput.safeParse({ type: 'email', id: 'nope' }).success).toBe(false);
    expect(ReportSubjectInput.safeParse({ type: 'address', id: '0' }).success).toBe(false);
  });
});

describe('buildReportView: what each access level sends', () => {
  it('full: every section unlocked, every item with a source line', () => {
    const v = view('full');
    expect(v).toMatchObject({
      accessLevel: 2,
      isTeaser: false,
      title: 'Dana Q Example',
      subtitle: 'Age 45, Phoenix, AZ',
      notice: REPORT_FCRA_NOTICE,
    });
    for (const s of v.sections) {
      expect(s.locked).toBe(false);
      for (const it of s.items) expect(it.source).toMatch(/, recorded \d{4}-\d{2}-\d{2}$/);
    }
    expect(sec(v, 'finances').items.map((i) => i.heading)).toEqual([
      'Chapter 7 bankruptcy',
      'Judgment: Midland',
      'State tax lien: State',
    ]);
    expect(sec(v, 'work-business').items.map((i) => i.heading)).toEqual(['Acme', 'Registered Nurse license']);
    expect(sec(v, 'criminal').emptyText).toBe(REPORT_NO_CRIMINAL_ONLY_TEXT);
    expect(sec(v, 'traffic').items[0]!.details).toContain('Disposition: Guilty (Feb 26, 2020)');
  });

  it('preview: the 000 section 6 sections are counts only and hold no values', () => {
    const v = view('preview');
    expect(v).toMatchObject({ accessLevel: 1, isTeaser: true });
    for (const id of lockedReportSections('preview')) expect(sec(v, id)).toMatchObject({ locked: true, items: [] });
    expect(sec(v, 'phones').summary).toEqual(['1 phone number']);
    expect(sec(v, 'finances').summary).toEqual(['1 bankruptcy', '1 lien', '1 judgment']);
    const json = JSON.stringify(v);
    for (const secret of [
      '6025550123',
      '(602) 555-0123',
      'dana@example.com',
      '1502 Lakeview',
      '9 Owner Way',
      'TR-2019-1',
      'BK-1',
      'Midland',
      'Acme',
    ]) {
      expect(json).not.toContain(secret);
    }
  });

  it('contactSocial: contact and social shown, the comprehensive sections locked', () => {
    const v = view('contactSocial');
    expect(v.accessLevel).toBe(3);
    expect(sec(v, 'phones').items[0]!.heading).toBe('(602) 555-0123');
    for (const id of ['properties', 'work-business', 'finances', 'criminal', 'traffic'])
      expect(sec(v, id).locked).toBe(true);
    expect(JSON.stringify(v)).not.toContain('TR-2019-1');
  });

  it('noAccess: every section locked', () => {
    const v = view('noAccess');
    expect(v.accessLevel).toBe(0);
    expect(v.sections.every((s) => s.locked && s.items.length === 0)).toBe(true);
  });

  it('no criminal and no traffic record: the report says so, locked or not', () => {
    const data = person({ courtRecords: [] });
    for (const level of ['preview', 'contactSocial', 'full'] as const) {
      const v = view(level, data);
      expect(sec(v, 'criminal').emptyText).toBe(REPORT_NO_CRIMINAL_TEXT);
      expect(sec(v, 'traffic').emptyText).toBe(REPORT_NO_CRIMINAL_TEXT);
    }
    expect(sec(view('preview', data), 'criminal').summary).toEqual(['No criminal records found']);
    const crimOnly = person({
      courtRecords: [{ ...person().courtRecords[0]!, recordType: 'criminal', caseNumber: 'CR-1' }],
    });
    expect(sec(view('full', crimOnly), 'traffic').emptyText).toBe(REPORT_NO_TRAFFIC_TEXT);
  });

  it('counts split relatives from associates, judgments from liens, criminal from traffic', () => {
    expect(backgroundRecordCounts(person())).toMatchObject({
      relatives: 1,
      associates: 0,
      liens: 1,
      judgments: 1,
      criminal: 0,
      traffic: 1,
      licenses: 1,
    });
  });

  it('property: a locked section never carries items, whatever the level and data (fast-check)', () => {
    const levels = fc.constantFrom<ReportAccessLevelName>('noAccess', 'preview', 'contactSocial', 'full');
    fc.assert(
      fc.property(levels, fc.nat(3), fc.nat(3), (level, phones, crimes) => {
        const base = person();
        const data = person({
          phones: Array.from({ length: phones }, (_, i) => ({ ...base.phones[0]!, number: `60255501${10 + i}` })),
          courtRecords: Array.from({ length: crimes }, (_, i) => ({
            ...base.courtRecords[0]!,
            caseNumber: `CASE-${i}`,
          })),
        });
        const v = view(level, data);
        for (const s of v.sections) if (s.locked) expect(s.items).toEqual([]);
        expect(v.recordCounts.phones).toBe(phones);
        if (level !== 'full') expect(JSON.stringify(sec(v, 'traffic'))).not.toContain('CASE-');
      }),
    );
  });
});

describe('other report types', () => {
  const prov = credit;
  it('phone: details always shown, owners and addresses locked until full; contactSocial reads as preview', () => {
    const data = {
      phone: { number: '6025550123', lineType: 'mobile', carrier: 'Carrier', classification: 6, ...prov },
      people: [
        {
          personId: 1,
          fullName: 'Dana Example',
          birthDate: '1980-01-01',
          city: 'Phoenix',
          state: 'AZ',
          isCurrent: true,
          ...prov,
        },
      ],
      addresses: [
        {
          line1: '1 A St',
          city: 'Phoenix',
          state: 'AZ',
          zip: '85001',
          county: null,
          personId: 1,
          isCurrent: true,
          ...prov,
        },
      ],
    };
    const s = { type: 'phone' as const, id: '6025550123' };
    const teaser = buildReportView({ subject: s, report: { type: 'phone', data }, level: 'contactSocial', now: NOW });
    expect(teaser.accessLevel).toBe(1);
    expect(teaser.sections[0]!.items[0]!.details).toContain('Classification: Single Person');
    expect(JSON.stringify(teaser)).not.toContain('Dana');
    const full = buildReportView({ subject: s, report: { type: 'phone', data }, level: 'full', now: NOW });
    expect(full.sections.find((x) => x.id === 'owners')!.items[0]!.details).toEqual([
      'Age 46',
      'Lives in Phoenix, AZ',
      'Current',
    ]);
    expect(effectiveReportAccess('background', 'contactSocial')).toBe('contactSocial');
  });

  it('email reports (address reports: address-report-view.rules.test.ts)', () => {
    const e = buildReportView({
      subject: { type: 'email', id: 'a@b.com' },
      report: { type: 'email', data: { email: 'a@b.com', people: [], phones: [], addresses: [] } },
      level: 'full',
      now: NOW,
    });
    expect(e.sections.map((x) => x.emptyText)).toEqual([
      'No owner found in the sources we searched',
      'No phone numbers found in the sources we searched',
      'No addresses found in the sources we searched',
    ]);
  });
});

describe('who gets which level (decision 0050)', () => {
  const membership = {
    subscriptionId: 's',
    name: 'Premium Membership',
    offerType: 4,
    reportLimit: null,
    used: 0,
    periodStart: NOW,
  };
  it('anonymous preview; held -> full; member background -> contactSocial; member phone -> preview', () => {
    expect(decideReportAccess({ signedIn: false, grants: ['purchase'], membership, type: 'background' })).toBe(
      'preview',
    );
    expect(decideReportAccess({ signedIn: true, grants: ['voucher'], membership: null, type: 'phone' })).toBe('full');
    expect(decideReportAccess({ signedIn: true, grants: [], membership, type: 'background' })).toBe('contactSocial');
    expect(decideReportAccess({ signedIn: true, grants: [], membership, type: 'phone' })).toBe('preview');
    expect(decideReportAccess({ signedIn: true, grants: [], membership: null, type: 'background' })).toBe('preview');
  });
  it('limits: the role own, else the spec table, lifetime 10', () => {
    expect(effectiveReportLimit(membership)).toBe(100);
    expect(effectiveReportLimit({ ...membership, reportLimit: 7 })).toBe(7);
    expect(effectiveReportLimit({ ...membership, offerType: 13, name: 'All Access Lifetime Membership' })).toBe(10);
    expect(effectiveReportLimit({ ...membership, offerType: 0 })).toBe(0);
  });
  it('checkout links come back to the report with unlock=1', () => {
    const url = reportCheckoutUrl({ type: 'address', id: '3' }, '/report?id=3&type=address');
    expect(url.startsWith('/address/checkout?type=address&id=3&reportId=address-3&redirect=')).toBe(true);
    expect(decodeURIComponent(url.split('redirect=')[1]!)).toBe('/report?id=3&type=address&unlock=1');
  });
});

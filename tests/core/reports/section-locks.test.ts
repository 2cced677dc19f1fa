import { describe, expect, it } from 'vitest';
import { MONITORING_FACT_SECTIONS } from '../../../core/fact-gate/fact-gate.rules.js';
import { buildReportView } from '../../../core/reports/report-view.rules.js';
import {
  isSectionLockedIn,
  lockedReportSections,
  REPORT_ACCESS_LEVEL,
  REPORT_SECTIONS,
  type ReportAccessLevelName,
} from '../../../core/shared/reports/access-level.rules.js';
import type { ReportSubject } from '../../../core/shared/reports/report-contents.schema.js';
import type { ReportData } from '../../../core/shared/reports/report-source.port.js';
import { addressReportFixture } from '../../support/address-report-fixture.js';

/**
 * The section locks the fact gate names alerts by (isSectionLockedIn, MONITORING_FACT_SECTIONS) are the ones
 * the report pages show (000 section 6; 001 section 6): every view, every level.
 */
const NOW = new Date('2026-11-21T10:00:00Z');
const LEVELS = Object.keys(REPORT_ACCESS_LEVEL) as ReportAccessLevelName[];
const prov = { source: { name: 'Credit header', kind: 'credit_header', jurisdiction: 'US' }, recordedAt: '2020-01-02' };
const linked = {
  personId: 1,
  fullName: 'Dana Example',
  birthDate: null,
  city: 'Phoenix',
  state: 'AZ',
  isCurrent: true,
  ...prov,
};
const address = {
  line1: '1 A St',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85001',
  county: null,
  personId: 1,
  isCurrent: true,
  ...prov,
};

const reports: { subject: ReportSubject; report: ReportData }[] = [
  {
    subject: { type: 'phone', id: '6025550123' },
    report: {
      type: 'phone',
      data: {
        phone: { number: '6025550123', lineType: 'mobile', carrier: null, classification: 6, ...prov },
        people: [linked],
        addresses: [address],
      },
    },
  },
  {
    subject: { type: 'email', id: 'a@b.com' },
    report: {
      type: 'email',
      data: {
        email: 'a@b.com',
        people: [linked],
        phones: [{ number: '6025550123', lineType: 'mobile', carrier: null, ...prov }],
        addresses: [address],
      } as never,
    },
  },
  { subject: { type: 'address', id: '3' }, report: { type: 'address', data: addressReportFixture() } },
];

describe('section locks: the gate and the report pages agree', () => {
  it('background reports: isSectionLockedIn is lockedReportSections at every level', () => {
    for (const level of LEVELS) {
      for (const s of REPORT_SECTIONS) {
        expect(isSectionLockedIn('background', level, s)).toBe(
          level === 'noAccess' || lockedReportSections(level).includes(s),
        );
      }
    }
  });

  it.each(reports)(
    '$subject.type reports: every record section of the view is locked as isSectionLockedIn says',
    (r) => {
      for (const level of LEVELS) {
        const view = buildReportView({ ...r, level, now: NOW });
        for (const s of view.sections.filter((x) => !x.clientRendered)) {
          expect({ level, section: s.id, locked: s.locked }).toEqual({
            level,
            section: s.id,
            locked: isSectionLockedIn(r.subject.type, level, s.id),
          });
        }
      }
    },
  );

  it.each(reports)('$subject.type reports: every section an alert names is a section of the view', (r) => {
    const ids = buildReportView({ ...r, level: 'full', now: NOW }).sections.map((s) => s.id);
    for (const shownIn of Object.values(MONITORING_FACT_SECTIONS[r.subject.type])) {
      for (const s of shownIn) expect(ids).toContain(s);
    }
  });

  it('background reports: every section an alert names is a report section', () => {
    for (const shownIn of Object.values(MONITORING_FACT_SECTIONS.background)) {
      for (const s of shownIn) expect(REPORT_SECTIONS as readonly string[]).toContain(s);
    }
  });
});

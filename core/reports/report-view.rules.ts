import type { PropertyStanding } from '../property/property-access.rules.js';
import { REPORT_ACCESS_LEVEL, type ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import type { ReportContentType, ReportSubject } from '../shared/reports/report-contents.schema.js';
import { reportIdOf } from '../shared/reports/report-contents.schema.js';
import type { ReportData } from '../shared/reports/report-source.port.js';
import { addressReportContent, addressReportSubject, type ReportPropertySubject } from './address-report-view.rules.js';
import { backgroundReportContent } from './background-report-view.rules.js';
import { emailReportContent } from './email-report-view.rules.js';
import { phoneReportContent } from './phone-report-view.rules.js';
import { REPORT_STATUS } from './report-status.rules.js';
import type { ReportSectionView, ReportViewContent } from './report-view-format.rules.js';

/**
 * The report as it is sent (000 sections 3 and 6): display-ready sections whose every item names
 * its source and date. A locked section carries only honest counts ("2 phone numbers", "No
 * bankruptcies found"): its values never leave the server. Each report type's sections live in its
 * own file (background-, phone-, email-, address-report-view.rules.ts).
 */

export type ReportView = {
  readonly reportId: string;
  readonly type: ReportContentType;
  readonly subjectId: string;
  /** 000 section 3: noAccess 0, preview 1, full 2, contactSocial 3. */
  readonly accessLevel: number;
  readonly accessLevelName: ReportAccessLevelName;
  /** 002 section 9: default 0, pending 1, complete 2, noResult 3. */
  readonly reportStatus: number;
  readonly isOfflineOrder: boolean;
  readonly isTeaser: boolean;
  readonly title: string;
  readonly subtitle: string;
  readonly recordCounts: Readonly<Record<string, number>>;
  readonly sections: readonly ReportSectionView[];
  readonly notice: string;
  /** Address reports only: the subject property, its saved mark and the visitor's standing (docs/decisions/0062). */
  readonly property?: ReportPropertySubject;
};

/** The FCRA notice every report shows. */
export const REPORT_FCRA_NOTICE =
  'Tracewell is not a consumer reporting agency under the Fair Credit Reporting Act (FCRA). This report may not be used to decide on employment, credit, insurance or tenant screening, or for any other purpose the FCRA covers.';

/**
 * The effective access level of a report type: contactSocial (members' contact and social view) is a
 * background-report level; on phone, e-mail and address reports anything short of full is a teaser
 * ("Phone reports are limited to a teaser unless the user has full access", 001 section 6).
 */
export const effectiveReportAccess = (type: ReportContentType, level: ReportAccessLevelName): ReportAccessLevelName =>
  type !== 'background' && level === 'contactSocial' ? 'preview' : level;

/**
 * Builds the report as sent: sections in display order, each locked one replaced by
 * its honest count labels (000 section 6 decides which sections a level locks for background reports;
 * a phone, e-mail or address report shows its subject's own details and locks the rest until full).
 * noAccess sends counts only, every section locked.
 */
export const buildReportView = (input: {
  subject: ReportSubject;
  report: ReportData;
  level: ReportAccessLevelName;
  now: Date;
  /**
   * Address reports: whether the comparables site flag is on and the visitor's standing for the
   * property tools. Absent (a PDF, which prints no tool sections): no comparables, anonymous.
   */
  address?: { readonly comparables: boolean; readonly standing: PropertyStanding };
}): ReportView => {
  const { subject, report, now } = input;
  const level = effectiveReportAccess(subject.type, input.level);
  const full = level === 'full';
  let content: ReportViewContent;
  switch (report.type) {
    case 'background':
      content = backgroundReportContent(report.data, level, now);
      break;
    case 'phone':
      content = phoneReportContent(report.data, full, now);
      break;
    case 'email':
      content = emailReportContent(report.data, full, now);
      break;
    case 'address':
      content = addressReportContent(report.data, full, now, { comparables: input.address?.comparables ?? false });
      break;
  }
  const { counts, title, subtitle } = content;
  let sections: ReportSectionView[] = content.sections;
  if (level === 'noAccess') {
    sections = sections.map((s) => (s.clientRendered ? s : { ...s, locked: true, items: [], emptyText: null }));
  }
  return {
    reportId: reportIdOf(subject),
    type: subject.type,
    subjectId: subject.id,
    accessLevel: REPORT_ACCESS_LEVEL[level],
    accessLevelName: level,
    reportStatus: REPORT_STATUS.complete,
    isOfflineOrder: false,
    isTeaser: level !== 'full',
    title,
    subtitle,
    recordCounts: counts,
    sections,
    notice: REPORT_FCRA_NOTICE,
    ...(report.type === 'address'
      ? { property: addressReportSubject(report.data, input.address?.standing ?? 'anonymous') }
      : {}),
  };
};

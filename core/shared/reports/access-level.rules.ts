/**
 * Report access levels and the sections each one locks (000 sections 3 and 6, 001 section 6, 002 section 6).
 */

/** Report access levels (000 section 3): noAccess 0, preview 1 (teaser), full 2, contactSocial 3. */
export const REPORT_ACCESS_LEVEL = Object.freeze({ noAccess: 0, preview: 1, full: 2, contactSocial: 3 } as const);

/** A report access level name. */
export type ReportAccessLevelName = keyof typeof REPORT_ACCESS_LEVEL;

/** The access level name of a numeric level; an unknown number reads as `noAccess` (locked is the safe default). */
export const reportAccessLevelName = (level: number): ReportAccessLevelName =>
  (Object.keys(REPORT_ACCESS_LEVEL) as ReportAccessLevelName[]).find((n) => REPORT_ACCESS_LEVEL[n] === level) ??
  'noAccess';

/**
 * The sections of a person report, in display order (000 section 6 names the lockable ones:
 * properties, work-business, finances, criminal, traffic, phones, emails, address-history,
 * social-media, education; `overview` (name, age, locations) and `relatives` are ours: the teaser
 * part every level but noAccess shows).
 */
export const REPORT_SECTIONS = Object.freeze([
  'overview',
  'relatives',
  'phones',
  'emails',
  'address-history',
  'social-media',
  'education',
  'properties',
  'work-business',
  'finances',
  'criminal',
  'traffic',
] as const);

/** A person report section id. */
export type ReportSection = (typeof REPORT_SECTIONS)[number];

const CONTACT_SOCIAL_LOCKED: readonly ReportSection[] = [
  'properties',
  'work-business',
  'finances',
  'criminal',
  'traffic',
];
const PREVIEW_LOCKED: readonly ReportSection[] = [
  ...CONTACT_SOCIAL_LOCKED,
  'phones',
  'emails',
  'address-history',
  'social-media',
  'education',
];

/**
 * The sections an access level locks (000 section 6): "contactSocial lists properties,
 * work-business, finances, criminal and traffic sections; preview lists those plus phones, e-mails,
 * address-history, social-media and education as locked/teaser content"; full locks nothing;
 * noAccess locks every section. Returned in {@link REPORT_SECTIONS} order.
 */
export const lockedReportSections = (level: ReportAccessLevelName): ReportSection[] => {
  const locked: readonly ReportSection[] =
    level === 'full'
      ? []
      : level === 'contactSocial'
        ? CONTACT_SOCIAL_LOCKED
        : level === 'preview'
          ? PREVIEW_LOCKED
          : REPORT_SECTIONS;
  return REPORT_SECTIONS.filter((s) => locked.includes(s));
};

/** Whether a section is locked at an access level (000 section 6); a locked section shows teaser or demo data (001 section 2). */
export const isReportSectionLocked = (level: ReportAccessLevelName, section: ReportSection): boolean =>
  lockedReportSections(level).includes(section);

/**
 * "The 'Unlock Full Report' button appears when access is not full and the button is enabled"
 * (001 section 6).
 */
export const showUnlockFullReport = (level: ReportAccessLevelName, buttonEnabled: boolean): boolean =>
  level !== 'full' && buttonEnabled;

/** "Phone reports are limited to a teaser unless the user has full access" (001 section 6, 002 section 4). */
export const isPhoneReportTeaserOnly = (level: ReportAccessLevelName): boolean => level !== 'full';

/** The section of a phone or address report that shows its subject's own details at every level but noAccess. */
const SUBJECT_DETAIL_SECTIONS: readonly string[] = ['phone-details', 'property-details'];

/**
 * Whether a section of a report of `type` is locked at `level` (000 section 6; 001 section 6): a
 * background report locks by {@link lockedReportSections} (contactSocial is a background level); a
 * phone, e-mail or address report shows its subject's own details and locks every record section until
 * full ("Phone reports are limited to a teaser unless the user has full access"); noAccess locks all.
 * The fact gate (core/fact-gate/fact-gate.rules.ts) decides alerts with it; a test holds every report view's
 * section locks to it (tests/core/reports/section-locks.test.ts).
 */
export const isSectionLockedIn = (
  type: 'background' | 'phone' | 'email' | 'address',
  level: ReportAccessLevelName,
  section: string,
): boolean => {
  if (level === 'noAccess') return true;
  if (type === 'background') {
    return (REPORT_SECTIONS as readonly string[]).includes(section)
      ? isReportSectionLocked(level, section as ReportSection)
      : true;
  }
  return level !== 'full' && !SUBJECT_DETAIL_SECTIONS.includes(section);
};

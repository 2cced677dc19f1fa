import { formatCentsAsDollars } from '../billing/money.rules.js';
import type { ReportAddress, ReportLinkedPerson, ReportProvenance } from '../shared/reports/report-contents.schema.js';

/**
 * The pieces every report view is made of (000 sections 3 and 6): items whose every fact names its
 * source and date, sections that a level may lock, and the formats of dates, ages, phone numbers,
 * amounts and addresses. The report types' views (background, phone, e-mail, address) build on them.
 */

/** A photo of a fact (a listing's photos, 001 section 2 photo carousel). */
export type ReportMedia = { readonly url: string; readonly caption: string | null };

/** One fact, ready to show: a heading, detail lines and the source line. */
export type ReportItemView = {
  readonly heading: string;
  readonly details: readonly string[];
  /** "County assessor, Maricopa County, AZ, recorded 2024-03-12". */
  readonly source: string;
  readonly recordedAt: string;
  /** The record behind it, for "Report an error in this record". */
  readonly recordRef: string;
  /**
   * Set on a fact that an unseen monitoring alert of this report names: the page marks it new
   * (000 section 7 notifications; docs/decisions/0071). Absent otherwise.
   */
  readonly isNew?: true;
  /** Photos of the fact, in order (listings of an address report). */
  readonly media?: readonly ReportMedia[];
};

/**
 * The tabs of an address report (001 section 2 "Property (address) report page"), in display order;
 * other reports have no tabs (docs/decisions/0062).
 */
export const REPORT_TABS = Object.freeze([
  'property-details',
  'owners-and-residents',
  'MLS-data',
  'comparables',
  'nearby',
  'neighborhood-watch',
] as const);
/** A tab of an address report. */
export type ReportTab = (typeof REPORT_TABS)[number];

/** The tab names as shown (001 section 2 lists the tabs; the names are ours). */
export const REPORT_TAB_LABELS: Readonly<Record<ReportTab, string>> = Object.freeze({
  'property-details': 'Property Details',
  'owners-and-residents': 'Owners & Residents',
  'MLS-data': 'MLS Data',
  comparables: 'Comparables',
  nearby: 'Nearby',
  'neighborhood-watch': 'Neighborhood Watch',
});

/**
 * The sections a printed report holds, grouped by tab in tab order (a report without tabs: one group
 * with tab null): every section but the client-rendered ones, whose contents come from the property
 * tools and are not part of the report (docs/decisions/0062).
 */
export const printableSectionGroups = (
  sections: readonly ReportSectionView[],
): { readonly tab: ReportTab | null; readonly sections: readonly ReportSectionView[] }[] => {
  const printable = sections.filter((s) => !s.clientRendered);
  const untabbed = printable.filter((s) => s.tab === undefined);
  const groups = REPORT_TABS.map((tab) => ({ tab, sections: printable.filter((s) => s.tab === tab) })).filter(
    (g) => g.sections.length > 0,
  );
  return untabbed.length > 0 ? [{ tab: null, sections: untabbed }, ...groups] : groups;
};

/** One section of a report as sent: locked (counts only) or with its items. */
export type ReportSectionView = {
  readonly id: string;
  readonly title: string;
  readonly locked: boolean;
  /** Honest count labels of what the section holds, shown locked or not. */
  readonly summary: readonly string[];
  /** Empty when locked. */
  readonly items: readonly ReportItemView[];
  /** What an unlocked (or empty) section says when it holds nothing. */
  readonly emptyText: string | null;
  /** The address report's tab the section belongs to; absent on other reports. */
  readonly tab?: ReportTab;
  /**
   * The page builds the section from the property tools' own calls (market, comparables, nearby,
   * neighbourhood): no items, never locked, an empty summary (docs/decisions/0062).
   */
  readonly clientRendered?: boolean;
};

/** What one report type contributes to its view. */
export type ReportViewContent = {
  counts: Record<string, number>;
  sections: ReportSectionView[];
  title: string;
  subtitle: string;
};

const JURISDICTION_NAMES: Readonly<Record<string, string>> = { US: 'nationwide' };

/** "County assessor, Maricopa County, AZ, recorded 2024-03-12": the source line of every fact. */
export const reportSourceLine = (p: ReportProvenance): string => {
  const j = p.source.jurisdiction ? (JURISDICTION_NAMES[p.source.jurisdiction] ?? p.source.jurisdiction) : null;
  return `${[p.source.name, j].filter(Boolean).join(', ')}, recorded ${p.recordedAt}`;
};

/** The short month names of every shown date (000 section 9: MMM D, YYYY), January first. */
const MONTH_SHORT_NAMES: readonly string[] = Object.freeze([
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]);

/** Short date (000 section 9: MMM D, YYYY) of an ISO date; the input when it is not one. */
export const reportShortDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const name = m ? MONTH_SHORT_NAMES[Number(m[2]) - 1] : undefined;
  if (!m || !name) return iso;
  return `${name} ${Number(m[3])}, ${m[1]}`;
};

/**
 * A 'YYYY-MM' month as "Mar 2025" (the month of 000 section 9's short date; the market months and a
 * neighbour's move-in month, 001 section 2); the input when it is not one.
 */
export const reportMonthLabel = (month: string): string => {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTH_SHORT_NAMES[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
};

/** Whole years from an ISO birth date to `now` (UTC calendar), null without a birth date. */
export const reportAgeOn = (birthDate: string | null, now: Date): number | null => {
  const m = birthDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)) age -= 1;
  return age;
};

/** (602) 555-0123 */
export const reportPhoneDisplay = (digits: string): string =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** "Mar 12, 2024 to present": a date range, null when neither end is known (and not current). */
export const range = (from: string | null, to: string | null, current = false): string | null => {
  if (!from && !to) return current ? 'Current' : null;
  return `${from ? reportShortDate(from) : 'Unknown'} to ${to ? reportShortDate(to) : current ? 'present' : 'unknown'}`;
};

/** Whole dollars of an amount in cents, null without one. */
export const money = (cents: number | null | undefined): string | null =>
  cents === null || cents === undefined ? null : formatCentsAsDollars(cents, { wholeDollars: true });

/** "Phoenix, AZ". */
export const place = (a: Pick<ReportAddress, 'city' | 'state'>) => `${a.city}, ${a.state}`;
/** "123 Main St, Phoenix, AZ 85001". */
export const fullAddress = (a: ReportAddress) => `${a.line1}, ${a.city}, ${a.state} ${a.zip}`;
/** The detail lines that are present (false, null and empty ones dropped). */
export const lines = (...xs: (string | null | undefined | false)[]): string[] => xs.filter((x): x is string => !!x);
/** An enumeration value as text: first letter capital, underscores as spaces. */
export const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ') : s);

/** One fact with its source line (and its photos, when it has any). */
export const item = (
  p: ReportProvenance,
  recordRef: string,
  heading: string,
  details: string[],
  media?: readonly ReportMedia[],
): ReportItemView => ({
  heading,
  details,
  source: reportSourceLine(p),
  recordedAt: p.recordedAt,
  recordRef,
  ...(media && media.length > 0 ? { media } : {}),
});

/** A count label for kinds the teaser table does not name; same honesty rules as teaserCountLabel. */
export const label = (one: string, many: string, n: number): string =>
  n === 0 ? `No ${many} found` : `${n} ${n === 1 ? one : many}`;

/** What a report type says about one of its sections. */
export type SectionSpec = {
  id: string;
  title: string;
  locked: boolean;
  summary: (string | null)[];
  items: () => ReportItemView[];
  emptyText: string | null;
  tab?: ReportTab;
};

/** A section as sent: a locked one carries only its summary (and its empty text when it holds nothing). */
export const section = (s: SectionSpec): ReportSectionView => {
  const summary = s.summary.filter((x): x is string => x !== null);
  const tab = s.tab === undefined ? {} : { tab: s.tab };
  if (s.locked) {
    // A locked section that holds nothing says so: there is nothing behind the lock.
    const empty = summary.length > 0 && summary.every((x) => x.startsWith('No '));
    return {
      id: s.id,
      title: s.title,
      locked: true,
      summary,
      items: [],
      emptyText: empty ? s.emptyText : null,
      ...tab,
    };
  }
  const items = s.items();
  return {
    id: s.id,
    title: s.title,
    locked: false,
    summary,
    items,
    emptyText: items.length === 0 ? s.emptyText : null,
    ...tab,
  };
};

/** A section the page builds from the property tools' calls: no items, not locked, no summary (docs/decisions/0062). */
export const clientRenderedSection = (s: { id: string; title: string; tab: ReportTab }): ReportSectionView => ({
  id: s.id,
  title: s.title,
  locked: false,
  summary: [],
  items: [],
  emptyText: null,
  tab: s.tab,
  clientRendered: true,
});

/** First, middle, last name and suffix, as far as known. */
export const personName = (p: {
  firstName: string;
  middleName: string | null;
  lastName: string;
  nameSuffix?: string | null;
}) => [p.firstName, p.middleName, p.lastName, p.nameSuffix].filter(Boolean).join(' ');

/** A person linked to a phone, e-mail or address: age, where they live, current or past. */
export const linkedPersonItem = (p: ReportLinkedPerson, now: Date, ref: string): ReportItemView => {
  const age = reportAgeOn(p.birthDate, now);
  return item(
    p,
    ref,
    p.fullName,
    lines(
      age !== null && `Age ${age}`,
      p.city && p.state && `Lives in ${p.city}, ${p.state}`,
      p.isCurrent ? 'Current' : 'Past',
    ),
  );
};

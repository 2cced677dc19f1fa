import { formatCentsAsDollars } from '../billing/money.rules.js';
import { phoneClassificationLabel } from '../search/search-enums.rules.js';
import {
  isReportSectionLocked,
  REPORT_ACCESS_LEVEL,
  type ReportAccessLevelName,
  type ReportSection,
} from './access-level.rules.js';
import type {
  AddressReportData,
  BackgroundReportData,
  EmailReportData,
  PhoneReportData,
  ReportAddress,
  ReportContentType,
  ReportLinkedPerson,
  ReportProvenance,
  ReportSubject,
} from './report-contents.schema.js';
import { reportIdOf } from './report-contents.schema.js';
import { REPORT_STATUS } from './report-status.rules.js';
import { teaserCountLabel } from './teaser-counts.rules.js';

/**
 * The report as it is SENT (issue 8 slices A and B): display-ready sections whose every item names
 * its source and date. A locked section carries only honest counts ("2 phone numbers", "No
 * bankruptcies found"): its values never leave the server.
 */

/** One fact, ready to show: a heading, detail lines and the source line. */
export type ReportItemView = {
  readonly heading: string;
  readonly details: readonly string[];
  /** "County assessor, Maricopa County, AZ, recorded 2024-03-12". */
  readonly source: string;
  readonly recordedAt: string;
  /** The record behind it, for "Report an error in this record". */
  readonly recordRef: string;
};

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
};

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
};

/** The FCRA notice every report shows. */
export const REPORT_FCRA_NOTICE =
  'Tracewell is not a consumer reporting agency under the Fair Credit Reporting Act (FCRA). This report may not be used to decide on employment, credit, insurance or tenant screening, or for any other purpose the FCRA covers.';

/** What a person with no criminal or traffic record is told (never a hint of the opposite). */
export const REPORT_NO_CRIMINAL_TEXT = 'No criminal or traffic records found in the sources we searched';
export const REPORT_NO_CRIMINAL_ONLY_TEXT = 'No criminal records found in the sources we searched';
export const REPORT_NO_TRAFFIC_TEXT = 'No traffic records found in the sources we searched';

const JURISDICTION_NAMES: Readonly<Record<string, string>> = { US: 'nationwide' };

/** "County assessor, Maricopa County, AZ, recorded 2024-03-12": the source line of every fact. */
export const reportSourceLine = (p: ReportProvenance): string => {
  const j = p.source.jurisdiction ? (JURISDICTION_NAMES[p.source.jurisdiction] ?? p.source.jurisdiction) : null;
  return `${[p.source.name, j].filter(Boolean).join(', ')}, recorded ${p.recordedAt}`;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short date (000 section 9: MMM D, YYYY) of an ISO date; the input when it is not one. */
export const reportShortDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
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

const range = (from: string | null, to: string | null, current = false): string | null => {
  if (!from && !to) return current ? 'Current' : null;
  return `${from ? reportShortDate(from) : 'Unknown'} to ${to ? reportShortDate(to) : current ? 'present' : 'unknown'}`;
};

const money = (cents: number | null | undefined): string | null =>
  cents === null || cents === undefined ? null : formatCentsAsDollars(cents, { wholeDollars: true });

const place = (a: Pick<ReportAddress, 'city' | 'state'>) => `${a.city}, ${a.state}`;
const fullAddress = (a: ReportAddress) => `${a.line1}, ${a.city}, ${a.state} ${a.zip}`;
const lines = (...xs: (string | null | undefined | false)[]): string[] => xs.filter((x): x is string => !!x);
const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ') : s);

const item = (p: ReportProvenance, recordRef: string, heading: string, details: string[]): ReportItemView => ({
  heading,
  details,
  source: reportSourceLine(p),
  recordedAt: p.recordedAt,
  recordRef,
});

/** A count label for kinds the teaser table does not name; same honesty rules as teaserCountLabel. */
const label = (one: string, many: string, n: number): string =>
  n === 0 ? `No ${many} found` : `${n} ${n === 1 ? one : many}`;

type SectionSpec = {
  id: string;
  title: string;
  locked: boolean;
  summary: (string | null)[];
  items: () => ReportItemView[];
  emptyText: string | null;
};

const section = (s: SectionSpec): ReportSectionView => {
  const summary = s.summary.filter((x): x is string => x !== null);
  if (s.locked) {
    // A locked section that holds nothing says so: there is nothing behind the lock.
    const empty = summary.length > 0 && summary.every((x) => x.startsWith('No '));
    return { id: s.id, title: s.title, locked: true, summary, items: [], emptyText: empty ? s.emptyText : null };
  }
  const items = s.items();
  return {
    id: s.id,
    title: s.title,
    locked: false,
    summary,
    items,
    emptyText: items.length === 0 ? s.emptyText : null,
  };
};

/** The record counts of a background report (sent at every level: they are the honest teaser). */
export const backgroundRecordCounts = (d: BackgroundReportData): Record<string, number> => {
  const criminal = d.courtRecords.filter((r) => r.recordType !== 'traffic').length;
  const judgments = d.liens.filter((l) => l.lienType === 'judgment').length;
  return {
    names: d.names.length,
    addresses: d.addresses.length,
    phones: d.phones.length,
    emails: d.emails.length,
    relatives: d.relations.filter((r) => r.kind === 'relative').length,
    associates: d.relations.filter((r) => r.kind !== 'relative').length,
    socialMedia: d.social.length,
    employment: d.employment.length,
    education: d.education.length,
    licenses: d.licenses.length,
    properties: d.properties.length,
    bankruptcies: d.bankruptcies.length,
    liens: d.liens.length - judgments,
    judgments,
    criminal,
    traffic: d.courtRecords.length - criminal,
  };
};

const personName = (p: {
  firstName: string;
  middleName: string | null;
  lastName: string;
  nameSuffix?: string | null;
}) => [p.firstName, p.middleName, p.lastName, p.nameSuffix].filter(Boolean).join(' ');

const linkedPersonItem = (p: ReportLinkedPerson, now: Date, ref: string): ReportItemView => {
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

const backgroundSections = (d: BackgroundReportData, level: ReportAccessLevelName, now: Date): ReportSectionView[] => {
  const c = backgroundRecordCounts(d);
  const locked = (s: ReportSection) => isReportSectionLocked(level, s);
  const pid = d.person.id;
  const age = reportAgeOn(d.person.birthDate, now);
  const current = d.addresses.find((a) => a.isCurrent) ?? d.addresses[0];
  const relations = d.relations;
  const criminal = d.courtRecords.filter((r) => r.recordType !== 'traffic');
  const traffic = d.courtRecords.filter((r) => r.recordType === 'traffic');
  const court = (r: (typeof d.courtRecords)[number], i: number) =>
    item(
      r,
      `court:${pid}:${i}`,
      r.offense,
      lines(
        `${cap(r.offenseClass)}, case ${r.caseNumber}`,
        `${r.court}${r.county ? `, ${r.county} County` : ''}, ${r.state}`,
        r.offenseDate && `Offense date ${reportShortDate(r.offenseDate)}`,
        r.disposition &&
          `Disposition: ${r.disposition}${r.dispositionDate ? ` (${reportShortDate(r.dispositionDate)})` : ''}`,
        r.sentence && `Sentence: ${r.sentence}`,
      ),
    );
  return [
    section({
      id: 'overview',
      title: 'Overview',
      locked: locked('overview'),
      summary: [],
      emptyText: null,
      items: () => [
        item(
          d.person,
          `person:${pid}`,
          personName(d.person),
          lines(
            age !== null && `Age ${age}`,
            d.person.deceased && `Deceased${d.person.deceasedDate ? ` ${reportShortDate(d.person.deceasedDate)}` : ''}`,
          ),
        ),
        ...d.names.map((n, i) =>
          item(n, `name:${pid}:${i}`, personName(n), [
            n.nameType === 'aka' ? 'Also known as' : `${cap(n.nameType)} name`,
          ]),
        ),
        ...(current ? [item(current, `location:${pid}`, 'Current location', [place(current)])] : []),
      ],
    }),
    section({
      id: 'relatives',
      title: 'Relatives and Associates',
      locked: locked('relatives'),
      summary: [teaserCountLabel('relatives', c.relatives), teaserCountLabel('associates', c.associates)],
      emptyText: 'No relatives or associates found in the sources we searched',
      items: () =>
        relations.map((r, i) => {
          const a = reportAgeOn(r.birthDate, now);
          return item(r, `relation:${pid}:${i}`, r.fullName, lines(cap(r.relation), a !== null && `Age ${a}`));
        }),
    }),
    section({
      id: 'phones',
      title: 'Phone Numbers',
      locked: locked('phones'),
      summary: [teaserCountLabel('phones', c.phones)],
      emptyText: 'No phone numbers found in the sources we searched',
      items: () =>
        d.phones.map((p, i) =>
          item(
            p,
            `phone:${pid}:${i}`,
            reportPhoneDisplay(p.number),
            lines(
              `${cap(p.lineType)}${p.carrier ? `, ${p.carrier}` : ''}`,
              range(p.firstSeen, p.lastSeen) && `Seen ${range(p.firstSeen, p.lastSeen)}`,
              p.isCurrent && 'Current',
            ),
          ),
        ),
    }),
    section({
      id: 'emails',
      title: 'Email Addresses',
      locked: locked('emails'),
      summary: [teaserCountLabel('emails', c.emails)],
      emptyText: 'No email addresses found in the sources we searched',
      items: () =>
        d.emails.map((e, i) =>
          item(
            e,
            `email:${pid}:${i}`,
            e.email,
            lines(range(e.firstSeen, e.lastSeen) && `Seen ${range(e.firstSeen, e.lastSeen)}`, e.isCurrent && 'Current'),
          ),
        ),
    }),
    section({
      id: 'address-history',
      title: 'Address History',
      locked: locked('address-history'),
      summary: [teaserCountLabel('addresses', c.addresses)],
      emptyText: 'No addresses found in the sources we searched',
      items: () =>
        d.addresses.map((a, i) =>
          item(
            a,
            `address:${pid}:${i}`,
            fullAddress(a),
            lines(a.county && `${a.county} County`, range(a.fromDate, a.toDate, a.isCurrent)),
          ),
        ),
    }),
    section({
      id: 'social-media',
      title: 'Social Media',
      locked: locked('social-media'),
      summary: [teaserCountLabel('socialMedia', c.socialMedia)],
      emptyText: 'No social media profiles found in the sources we searched',
      items: () => d.social.map((s, i) => item(s, `social:${pid}:${i}`, `${cap(s.network)}: ${s.username}`, [s.url])),
    }),
    section({
      id: 'education',
      title: 'Education',
      locked: locked('education'),
      summary: [teaserCountLabel('education', c.education)],
      emptyText: 'No education records found in the sources we searched',
      items: () =>
        d.education.map((e, i) =>
          item(
            e,
            `education:${pid}:${i}`,
            e.school,
            lines(
              [e.degree, e.field].filter(Boolean).join(', '),
              e.graduationYear !== null && `Graduated ${e.graduationYear}`,
            ),
          ),
        ),
    }),
    section({
      id: 'properties',
      title: 'Properties',
      locked: locked('properties'),
      summary: [teaserCountLabel('properties', c.properties)],
      emptyText: 'No property ownership found in the sources we searched',
      items: () =>
        d.properties.map((p, i) =>
          item(
            p,
            `property:${p.propertyId}:${i}`,
            fullAddress(p),
            lines(
              `APN ${p.apn}`,
              `${p.isCurrent ? 'Owner' : 'Former owner'}${range(p.fromDate, p.toDate, p.isCurrent) ? `, ${range(p.fromDate, p.toDate, p.isCurrent)}` : ''}`,
              money(p.estimatedValueCents) && `Estimated value ${money(p.estimatedValueCents)}`,
            ),
          ),
        ),
    }),
    section({
      id: 'work-business',
      title: 'Work and Licenses',
      locked: locked('work-business'),
      summary: [
        teaserCountLabel('employment', c.employment),
        label('professional license', 'professional licenses', c.licenses ?? 0),
      ],
      emptyText: 'No employment or license records found in the sources we searched',
      items: () => [
        ...d.employment.map((e, i) =>
          item(
            e,
            `employment:${pid}:${i}`,
            e.employer,
            lines(e.title, e.city && e.state && `${e.city}, ${e.state}`, range(e.startDate, e.endDate, !e.endDate)),
          ),
        ),
        ...d.licenses.map((l, i) =>
          item(
            l,
            `license:${pid}:${i}`,
            `${l.licenseType} license`,
            lines(
              `No. ${l.licenseNumber}, ${l.issuingState}, ${l.status}`,
              l.issueDate && `Issued ${reportShortDate(l.issueDate)}`,
              l.expiryDate && `Expires ${reportShortDate(l.expiryDate)}`,
            ),
          ),
        ),
      ],
    }),
    section({
      id: 'finances',
      title: 'Bankruptcies, Liens and Judgments',
      locked: locked('finances'),
      summary: [
        teaserCountLabel('bankruptcies', c.bankruptcies),
        teaserCountLabel('liens', c.liens),
        teaserCountLabel('judgments', c.judgments),
      ],
      emptyText: 'No bankruptcies, liens or judgments found in the sources we searched',
      items: () => [
        ...d.bankruptcies.map((b, i) =>
          item(
            b,
            `bankruptcy:${pid}:${i}`,
            `Chapter ${b.chapter} bankruptcy`,
            lines(
              `${b.court}, case ${b.caseNumber}`,
              `Filed ${reportShortDate(b.filingDate)}`,
              `Status: ${b.status}${b.statusDate ? ` (${reportShortDate(b.statusDate)})` : ''}`,
            ),
          ),
        ),
        ...d.liens.map((l, i) =>
          item(
            l,
            `lien:${pid}:${i}`,
            l.lienType === 'judgment' ? `Judgment: ${l.creditor}` : `${cap(l.lienType)} lien: ${l.creditor}`,
            lines(
              money(l.amountCents),
              l.court && `${l.court}${l.caseNumber ? `, case ${l.caseNumber}` : ''}`,
              `Filed ${reportShortDate(l.filingDate)}`,
              `Status: ${l.status}${l.releasedDate ? `, released ${reportShortDate(l.releasedDate)}` : ''}`,
            ),
          ),
        ),
      ],
    }),
    section({
      id: 'criminal',
      title: 'Criminal Records',
      locked: locked('criminal'),
      summary: [teaserCountLabel('criminal', c.criminal)],
      emptyText: traffic.length === 0 ? REPORT_NO_CRIMINAL_TEXT : REPORT_NO_CRIMINAL_ONLY_TEXT,
      items: () => criminal.map((r) => court(r, d.courtRecords.indexOf(r))),
    }),
    section({
      id: 'traffic',
      title: 'Traffic Citations',
      locked: locked('traffic'),
      summary: [teaserCountLabel('traffic', c.traffic)],
      emptyText: criminal.length === 0 ? REPORT_NO_CRIMINAL_TEXT : REPORT_NO_TRAFFIC_TEXT,
      items: () => traffic.map((r) => court(r, d.courtRecords.indexOf(r))),
    }),
  ];
};

const phoneSections = (d: PhoneReportData, full: boolean, now: Date): ReportSectionView[] => {
  const n = d.phone.number;
  return [
    section({
      id: 'phone-details',
      title: 'Phone Details',
      locked: false,
      summary: [],
      emptyText: null,
      items: () => [
        item(
          d.phone,
          `phone:${n}`,
          reportPhoneDisplay(n),
          lines(
            `Line type: ${cap(d.phone.lineType)}`,
            d.phone.carrier && `Carrier: ${d.phone.carrier}`,
            `Classification: ${phoneClassificationLabel(d.phone.classification)}`,
          ),
        ),
      ],
    }),
    section({
      id: 'owners',
      title: 'Owner and Linked People',
      locked: !full,
      summary: [label('person', 'people', d.people.length)],
      emptyText: 'No owner found in the sources we searched',
      items: () => d.people.map((p, i) => linkedPersonItem(p, now, `phone-person:${n}:${i}`)),
    }),
    section({
      id: 'addresses',
      title: 'Linked Addresses',
      locked: !full,
      summary: [teaserCountLabel('addresses', d.addresses.length)],
      emptyText: 'No addresses found in the sources we searched',
      items: () =>
        d.addresses.map((a, i) =>
          item(a, `phone-address:${n}:${i}`, fullAddress(a), [a.isCurrent ? 'Current' : 'Past']),
        ),
    }),
  ];
};

const emailSections = (d: EmailReportData, full: boolean, now: Date): ReportSectionView[] => [
  section({
    id: 'owners',
    title: 'Owner and Linked People',
    locked: !full,
    summary: [label('person', 'people', d.people.length)],
    emptyText: 'No owner found in the sources we searched',
    items: () => d.people.map((p, i) => linkedPersonItem(p, now, `email-person:${i}`)),
  }),
  section({
    id: 'phones',
    title: 'Phone Numbers',
    locked: !full,
    summary: [teaserCountLabel('phones', d.phones.length)],
    emptyText: 'No phone numbers found in the sources we searched',
    items: () =>
      d.phones.map((p, i) =>
        item(
          p,
          `email-phone:${i}`,
          reportPhoneDisplay(p.number),
          lines(`${cap(p.lineType)}${p.carrier ? `, ${p.carrier}` : ''}`),
        ),
      ),
  }),
  section({
    id: 'addresses',
    title: 'Linked Addresses',
    locked: !full,
    summary: [teaserCountLabel('addresses', d.addresses.length)],
    emptyText: 'No addresses found in the sources we searched',
    items: () =>
      d.addresses.map((a, i) => item(a, `email-address:${i}`, fullAddress(a), [a.isCurrent ? 'Current' : 'Past'])),
  }),
];

const addressSections = (d: AddressReportData, full: boolean, now: Date): ReportSectionView[] => {
  const p = d.property;
  const pid = p.propertyId;
  return [
    section({
      id: 'property-details',
      title: 'Property Details',
      locked: false,
      summary: [],
      emptyText: null,
      items: () => [
        item(
          p,
          `property:${pid}`,
          fullAddress(p),
          lines(
            `APN ${p.apn}, ${cap(p.landUseGroup)}`,
            [
              p.bedrooms !== null && `${p.bedrooms} bd`,
              p.bathrooms !== null && `${p.bathrooms} ba`,
              p.squareFeet !== null && `${p.squareFeet.toLocaleString('en-US')} sq ft`,
            ]
              .filter(Boolean)
              .join(', '),
            p.yearBuilt !== null && `Built ${p.yearBuilt}`,
            p.lotSquareFeet !== null && `Lot ${p.lotSquareFeet.toLocaleString('en-US')} sq ft`,
            money(p.estimatedValueCents) && `Estimated value ${money(p.estimatedValueCents)}`,
            p.lastSaleDate &&
              `Last sale ${reportShortDate(p.lastSaleDate)}${money(p.lastSaleCents) ? ` for ${money(p.lastSaleCents)}` : ''}`,
          ),
        ),
      ],
    }),
    section({
      id: 'owners-and-residents',
      title: 'Owners and Residents',
      locked: !full,
      summary: [label('owner', 'owners', d.owners.length), label('resident', 'residents', d.residents.length)],
      emptyText: 'No owners or residents found in the sources we searched',
      items: () => [
        ...d.owners.map((o, i) =>
          item(
            o,
            `owner:${pid}:${i}`,
            o.name,
            lines(
              `${o.isCurrent ? 'Current' : 'Prior'} owner (${cap(o.ownerType)})`,
              range(o.fromDate, o.toDate, o.isCurrent),
            ),
          ),
        ),
        ...d.residents.map((r, i) => linkedPersonItem(r, now, `resident:${pid}:${i}`)),
      ],
    }),
    section({
      id: 'sales',
      title: 'Sales and Loans',
      locked: !full,
      summary: [label('recorded transaction', 'recorded transactions', d.sales.length)],
      emptyText: 'No sales or loans found in the sources we searched',
      items: () =>
        d.sales.map((s, i) =>
          item(
            s,
            `sale:${pid}:${i}`,
            `${cap(s.transactionType)}: ${s.documentType}`,
            lines(
              `Recorded ${reportShortDate(s.recordingDate)}, document ${s.documentNumber}`,
              money(s.amountCents),
              s.buyerNames && `Buyer: ${s.buyerNames}`,
              s.sellerNames && `Seller: ${s.sellerNames}`,
              s.lender && `Lender: ${s.lender}`,
            ),
          ),
        ),
    }),
    section({
      id: 'liens',
      title: 'Liens',
      locked: !full,
      summary: [teaserCountLabel('liens', d.liens.length)],
      emptyText: 'No liens found in the sources we searched',
      items: () =>
        d.liens.map((l, i) =>
          item(
            l,
            `property-lien:${pid}:${i}`,
            `${cap(l.lienType)} lien: ${l.creditor}`,
            lines(
              money(l.amountCents),
              `Recorded ${reportShortDate(l.recordingDate)}, document ${l.documentNumber}`,
              `Status: ${l.status}${l.releasedDate ? `, released ${reportShortDate(l.releasedDate)}` : ''}`,
            ),
          ),
        ),
    }),
    section({
      id: 'evictions',
      title: 'Evictions',
      locked: !full,
      summary: [teaserCountLabel('evictions', d.evictions.length)],
      emptyText: 'No evictions found in the sources we searched',
      items: () =>
        d.evictions.map((e, i) =>
          item(
            e,
            `eviction:${pid}:${i}`,
            `${e.plaintiff} v. ${e.defendant}`,
            lines(
              `${e.court}, case ${e.caseNumber}`,
              `Filed ${reportShortDate(e.filingDate)}`,
              `Status: ${e.status}`,
              money(e.amountCents) && `Judgment ${money(e.amountCents)}`,
            ),
          ),
        ),
    }),
    section({
      id: 'foreclosures',
      title: 'Foreclosures',
      locked: !full,
      summary: [teaserCountLabel('foreclosures', d.foreclosures.length)],
      emptyText: 'No foreclosures found in the sources we searched',
      items: () =>
        d.foreclosures.map((f, i) =>
          item(
            f,
            `foreclosure:${pid}:${i}`,
            `${cap(f.stage)}: ${f.documentType}`,
            lines(
              `Recorded ${reportShortDate(f.recordingDate)}, document ${f.documentNumber}`,
              f.beneficiary && `Beneficiary: ${f.beneficiary}`,
              money(f.defaultAmountCents) && `Default amount ${money(f.defaultAmountCents)}`,
              f.auctionDate && `Auction ${reportShortDate(f.auctionDate)}`,
              `Status: ${f.status}`,
            ),
          ),
        ),
    }),
  ];
};

/** The contents of any report type, as the adapter returned them. */
export type ReportData =
  | { readonly type: 'background'; readonly data: BackgroundReportData }
  | { readonly type: 'phone'; readonly data: PhoneReportData }
  | { readonly type: 'email'; readonly data: EmailReportData }
  | { readonly type: 'address'; readonly data: AddressReportData };

/**
 * The effective access level of a report type: contactSocial (members' contact and social view) is a
 * background-report level; on phone, e-mail and address reports anything short of full is a teaser
 * ("Phone reports are limited to a teaser unless the user has full access", 001 section 6).
 */
export const effectiveReportAccess = (type: ReportContentType, level: ReportAccessLevelName): ReportAccessLevelName =>
  type !== 'background' && level === 'contactSocial' ? 'preview' : level;

/**
 * Builds the report as sent (issue 8 slice B): sections in display order, each locked one replaced by
 * its honest count labels (000 section 6 decides which sections a level locks for background reports;
 * a phone, e-mail or address report shows its subject's own details and locks the rest until full).
 * noAccess sends counts only, every section locked.
 */
export const buildReportView = (input: {
  subject: ReportSubject;
  report: ReportData;
  level: ReportAccessLevelName;
  now: Date;
}): ReportView => {
  const { subject, report, now } = input;
  const level = effectiveReportAccess(subject.type, input.level);
  const full = level === 'full';
  let sections: ReportSectionView[];
  let counts: Record<string, number>;
  let title: string;
  let subtitle: string;
  switch (report.type) {
    case 'background': {
      const d = report.data;
      counts = backgroundRecordCounts(d);
      sections = backgroundSections(d, level, now);
      title = personName(d.person);
      const age = reportAgeOn(d.person.birthDate, now);
      const current = d.addresses.find((a) => a.isCurrent) ?? d.addresses[0];
      subtitle = lines(age !== null && `Age ${age}`, current && place(current)).join(', ');
      break;
    }
    case 'phone': {
      const d = report.data;
      counts = { people: d.people.length, addresses: d.addresses.length };
      sections = phoneSections(d, full, now);
      title = reportPhoneDisplay(d.phone.number);
      subtitle = lines(cap(d.phone.lineType), d.phone.carrier).join(', ');
      break;
    }
    case 'email': {
      const d = report.data;
      counts = { people: d.people.length, phones: d.phones.length, addresses: d.addresses.length };
      sections = emailSections(d, full, now);
      title = d.email;
      subtitle = 'Email report';
      break;
    }
    case 'address': {
      const d = report.data;
      counts = {
        owners: d.owners.length,
        residents: d.residents.length,
        sales: d.sales.length,
        liens: d.liens.length,
        evictions: d.evictions.length,
        foreclosures: d.foreclosures.length,
      };
      sections = addressSections(d, full, now);
      title = `${d.property.line1}, ${d.property.city}, ${d.property.state} ${d.property.zip}`;
      subtitle = 'Property report';
      break;
    }
  }
  if (level === 'noAccess') sections = sections.map((s) => ({ ...s, locked: true, items: [], emptyText: null }));
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
  };
};

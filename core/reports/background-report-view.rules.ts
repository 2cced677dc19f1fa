import {
  isReportSectionLocked,
  type ReportAccessLevelName,
  type ReportSection,
} from '../shared/reports/access-level.rules.js';
import type { BackgroundReportData } from '../shared/reports/report-contents.schema.js';
import {
  cap,
  fullAddress,
  item,
  label,
  lines,
  money,
  personName,
  place,
  type ReportSectionView,
  type ReportViewContent,
  range,
  reportAgeOn,
  reportPhoneDisplay,
  reportShortDate,
  section,
} from './report-view-format.rules.js';
import { teaserCountLabel } from './teaser-counts.rules.js';

/**
 * The background (person) report view: its record counts and its sections, which the access level
 * locks section by section (000 section 6).
 */

/** What a person with no criminal or traffic record is told (never a hint of the opposite). */
export const REPORT_NO_CRIMINAL_TEXT = 'No criminal or traffic records found in the sources we searched';
export const REPORT_NO_CRIMINAL_ONLY_TEXT = 'No criminal records found in the sources we searched';
export const REPORT_NO_TRAFFIC_TEXT = 'No traffic records found in the sources we searched';

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

type Locked = (s: ReportSection) => boolean;

/** Overview, relatives and associates, phones, e-mails, address history, social media. */
const personSections = (
  d: BackgroundReportData,
  c: Record<string, number>,
  locked: Locked,
  now: Date,
): ReportSectionView[] => {
  const pid = d.person.id;
  const age = reportAgeOn(d.person.birthDate, now);
  const current = d.addresses.find((a) => a.isCurrent) ?? d.addresses[0];
  const relations = d.relations;
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
  ];
};

/** Education, properties, work and licences, finances, criminal and traffic records. */
const recordSections = (d: BackgroundReportData, c: Record<string, number>, locked: Locked): ReportSectionView[] => {
  const pid = d.person.id;
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

/** The background report's counts, sections, title (the person's name) and subtitle (age, place). */
export const backgroundReportContent = (
  d: BackgroundReportData,
  level: ReportAccessLevelName,
  now: Date,
): ReportViewContent => {
  const c = backgroundRecordCounts(d);
  const locked = (s: ReportSection) => isReportSectionLocked(level, s);
  const age = reportAgeOn(d.person.birthDate, now);
  const current = d.addresses.find((a) => a.isCurrent) ?? d.addresses[0];
  return {
    counts: c,
    sections: [...personSections(d, c, locked, now), ...recordSections(d, c, locked)],
    title: personName(d.person),
    subtitle: lines(age !== null && `Age ${age}`, current && place(current)).join(', '),
  };
};

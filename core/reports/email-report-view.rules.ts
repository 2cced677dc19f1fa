import type { EmailReportData } from '../shared/reports/report-contents.schema.js';
import {
  cap,
  fullAddress,
  item,
  label,
  lines,
  linkedPersonItem,
  type ReportSectionView,
  type ReportViewContent,
  reportPhoneDisplay,
  section,
} from './report-view-format.rules.js';
import { teaserCountLabel } from './teaser-counts.rules.js';

/** The e-mail report view: every section locked until full access. */

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

/** The e-mail report's counts, sections, title (the address) and subtitle. */
export const emailReportContent = (d: EmailReportData, full: boolean, now: Date): ReportViewContent => ({
  counts: { people: d.people.length, phones: d.phones.length, addresses: d.addresses.length },
  sections: emailSections(d, full, now),
  title: d.email,
  subtitle: 'Email report',
});

import { phoneClassificationLabel } from '../search/search-enums.rules.js';
import type { PhoneReportData } from '../shared/reports/report-contents.schema.js';
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

/** The phone report view: the number's own details, the rest locked until full access (001 section 6). */

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

/** The phone report's counts, sections, title (the number) and subtitle (line type, carrier). */
export const phoneReportContent = (d: PhoneReportData, full: boolean, now: Date): ReportViewContent => ({
  counts: { people: d.people.length, addresses: d.addresses.length },
  sections: phoneSections(d, full, now),
  title: reportPhoneDisplay(d.phone.number),
  subtitle: lines(cap(d.phone.lineType), d.phone.carrier).join(', '),
});

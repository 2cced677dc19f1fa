import type { AddressReportData } from './report-contents.schema.js';
import {
  cap,
  fullAddress,
  item,
  label,
  lines,
  linkedPersonItem,
  money,
  type ReportSectionView,
  type ReportViewContent,
  range,
  reportShortDate,
  section,
} from './report-view-format.rules.js';
import { teaserCountLabel } from './teaser-counts.rules.js';

/** The address (property) report view: the property's details, the rest locked until full access. */

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

/** The address report's counts, sections, title (the address) and subtitle. */
export const addressReportContent = (d: AddressReportData, full: boolean, now: Date): ReportViewContent => ({
  counts: {
    owners: d.owners.length,
    residents: d.residents.length,
    sales: d.sales.length,
    liens: d.liens.length,
    evictions: d.evictions.length,
    foreclosures: d.foreclosures.length,
  },
  sections: addressSections(d, full, now),
  title: `${d.property.line1}, ${d.property.city}, ${d.property.state} ${d.property.zip}`,
  subtitle: 'Property report',
});

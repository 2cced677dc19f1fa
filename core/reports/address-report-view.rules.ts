import type { PropertyStanding } from '../property/property-access.rules.js';
import { MARKET_STATUS } from '../records/property-codes.rules.js';
import type { AddressReportData } from '../shared/reports/address-report-contents.schema.js';
import {
  evictionItem,
  foreclosureItem,
  lienItem,
  listingItem,
  ownerItem,
  permitItem,
  propertyDetailItems,
  recordingItem,
  residentItem,
  taxAssessmentItem,
  transactionItem,
} from './address-report-items.rules.js';
import {
  clientRenderedSection,
  label,
  type ReportSectionView,
  type ReportViewContent,
  section,
} from './report-view-format.rules.js';
import { teaserCountLabel } from './teaser-counts.rules.js';

/**
 * The address (property) report view (001 sections 2, 3 and 6; docs/decisions/0062): its sections in
 * tab order. Property Details (the subject's own facts) shows in preview too; every other record
 * section is locked until full access, carrying honest counts only. The property tools' sections
 * (market, comparables, nearby, neighbourhood) are client-rendered: the page fills them from the
 * tools' own calls, which need a membership; the comparables section exists only while the
 * comparables site flag (bit 1024) is on (001 section 6).
 */

/** What the address view needs besides the data: whether the comparables site flag (bit 1024) is on. */
export type AddressViewOptions = { readonly comparables: boolean };

const nothing = (what: string) => `No ${what} found in the sources we searched`;

const addressSections = (
  d: AddressReportData,
  full: boolean,
  now: Date,
  o: AddressViewOptions,
): ReportSectionView[] => {
  const pid = d.property.propertyId;
  const locked = !full;
  const sections: ReportSectionView[] = [
    section({
      id: 'property-details',
      tab: 'property-details',
      title: 'Property Details',
      locked: false,
      summary: [],
      emptyText: null,
      items: () => propertyDetailItems(d.property, full ? { latestTax: d.taxAssessments[0] ?? null } : null),
    }),
    section({
      id: 'tax-assessments',
      tab: 'property-details',
      title: 'Tax Assessments',
      locked,
      summary: [label('tax assessment', 'tax assessments', d.taxAssessments.length)],
      emptyText: nothing('tax assessments'),
      items: () => d.taxAssessments.map((t) => taxAssessmentItem(pid, t)),
    }),
    section({
      id: 'transactions',
      tab: 'property-details',
      title: 'Sales and Loans',
      locked,
      summary: [label('recorded transaction', 'recorded transactions', d.transactions.length)],
      emptyText: nothing('sales or loans'),
      items: () => d.transactions.map((t, i) => transactionItem(pid, t, i)),
    }),
    section({
      id: 'building-permits',
      tab: 'property-details',
      title: 'Building Permits',
      locked,
      summary: [label('building permit', 'building permits', d.buildingPermits.length)],
      emptyText: nothing('building permits'),
      items: () => d.buildingPermits.map((p) => permitItem(pid, p)),
    }),
    section({
      id: 'recordings',
      tab: 'property-details',
      title: 'Recorded Documents',
      locked,
      summary: [label('recorded document', 'recorded documents', d.recordings.length)],
      emptyText: nothing('recorded documents'),
      items: () => d.recordings.map((r) => recordingItem(pid, r)),
    }),
    section({
      id: 'owners',
      tab: 'owners-and-residents',
      title: 'Owners',
      locked,
      summary: [label('owner', 'owners', d.owners.length)],
      emptyText: nothing('owners'),
      items: () => d.owners.map((x, i) => ownerItem(pid, x, i)),
    }),
    section({
      id: 'residents',
      tab: 'owners-and-residents',
      title: 'Residents',
      locked,
      summary: [label('resident', 'residents', d.residents.length)],
      emptyText: nothing('residents'),
      items: () => d.residents.map((r, i) => residentItem(pid, r, i, now)),
    }),
    section({
      id: 'liens',
      tab: 'owners-and-residents',
      title: 'Liens',
      locked,
      summary: [teaserCountLabel('liens', d.liens.length)],
      emptyText: nothing('liens'),
      items: () => d.liens.map((l, i) => lienItem(pid, l, i)),
    }),
    section({
      id: 'evictions',
      tab: 'owners-and-residents',
      title: 'Evictions',
      locked,
      summary: [teaserCountLabel('evictions', d.evictions.length)],
      emptyText: nothing('evictions'),
      items: () => d.evictions.map((e, i) => evictionItem(pid, e, i)),
    }),
    section({
      id: 'pre-foreclosures',
      tab: 'owners-and-residents',
      title: 'Pre-Foreclosures',
      locked,
      summary: [label('pre-foreclosure notice', 'pre-foreclosure notices', d.preForeclosures.length)],
      emptyText: nothing('pre-foreclosure notices'),
      items: () => d.preForeclosures.map((f) => foreclosureItem(pid, f, 'pre-foreclosure')),
    }),
    section({
      id: 'foreclosures',
      tab: 'owners-and-residents',
      title: 'Foreclosures',
      locked,
      summary: [teaserCountLabel('foreclosures', d.foreclosures.length)],
      emptyText: nothing('foreclosures'),
      items: () => d.foreclosures.map((f) => foreclosureItem(pid, f, 'foreclosure')),
    }),
    section({
      id: 'listings',
      tab: 'MLS-data',
      title: 'Listing History',
      locked,
      summary: [label('listing', 'listings', d.listings.length)],
      emptyText: nothing('listings'),
      items: () => d.listings.map((l) => listingItem(pid, l)),
    }),
    clientRenderedSection({ id: 'market', title: 'Market Trends', tab: 'MLS-data' }),
  ];
  if (o.comparables)
    sections.push(clientRenderedSection({ id: 'comparables', title: 'Comparables', tab: 'comparables' }));
  sections.push(
    clientRenderedSection({ id: 'nearby', title: 'Nearby Properties', tab: 'nearby' }),
    clientRenderedSection({ id: 'neighborhood', title: 'Neighborhood Watch', tab: 'neighborhood-watch' }),
  );
  return sections;
};

/** The record counts of an address report, one per collection (001 section 3; sent in preview too). */
const addressRecordCounts = (d: AddressReportData): Record<string, number> => ({
  taxAssessments: d.taxAssessments.length,
  transactions: d.transactions.length,
  buildingPermits: d.buildingPermits.length,
  recordings: d.recordings.length,
  owners: d.owners.length,
  residents: d.residents.length,
  liens: d.liens.length,
  evictions: d.evictions.length,
  preForeclosures: d.preForeclosures.length,
  foreclosures: d.foreclosures.length,
  listings: d.listings.length,
});

/** The address report's counts, sections, title (the address) and subtitle. */
export const addressReportContent = (
  d: AddressReportData,
  full: boolean,
  now: Date,
  o: AddressViewOptions,
): ReportViewContent => ({
  counts: addressRecordCounts(d),
  sections: addressSections(d, full, now, o),
  title: `${d.property.line1}, ${d.property.city}, ${d.property.state} ${d.property.zip}`,
  subtitle: 'Property report',
});

/**
 * The subject property of an address report as the page and the property tools read it (shown in
 * preview too: the subject's own facts), with whether the viewer saved it and the viewer's standing
 * for the property tools (001 section 6).
 */
export type ReportPropertySubject = {
  readonly propertyId: number;
  readonly line1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly squareFeet: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly landUseGroup: string;
  /** 001 section 3: offMarket 0, onMarket 1, sold 2. */
  readonly marketStatus: 0 | 1 | 2;
  readonly isSaved: boolean;
  readonly standing: PropertyStanding;
};

/** The subject property member of an address report's payload. */
export const addressReportSubject = (d: AddressReportData, standing: PropertyStanding): ReportPropertySubject => {
  const p = d.property;
  const status =
    p.marketStatus === MARKET_STATUS.onMarket || p.marketStatus === MARKET_STATUS.sold ? p.marketStatus : 0;
  return {
    propertyId: p.propertyId,
    line1: p.line1,
    city: p.city,
    state: p.state,
    zip: p.zip,
    latitude: p.latitude,
    longitude: p.longitude,
    squareFeet: p.squareFeet,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    landUseGroup: p.landUseGroup,
    marketStatus: status,
    isSaved: d.isSaved,
    standing,
  };
};

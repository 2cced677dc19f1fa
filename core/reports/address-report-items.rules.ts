import { homeSizeLine } from '../property/home-size.rules.js';
import { propertyTypeLabel } from '../property/nearby-card.rules.js';
import { MARKET_STATUS } from '../records/property-codes.rules.js';
import type {
  ReportBuildingPermit,
  ReportForeclosureFiling,
  ReportPropertyEviction,
  ReportPropertyLien,
  ReportPropertyListing,
  ReportPropertyOwner,
  ReportPropertyRecord,
  ReportPropertyRecording,
  ReportPropertyResident,
  ReportPropertyTransaction,
  ReportTaxAssessment,
} from '../shared/reports/address-report-contents.schema.js';
import {
  cap,
  fullAddress,
  item,
  lines,
  money,
  type ReportItemView,
  range,
  reportAgeOn,
  reportShortDate,
} from './report-view-format.rules.js';

/**
 * The facts of an address report as items (001 section 3 "Property report record"; docs/decisions/0062):
 * one builder per collection, each item naming its source and recorded date. The sections that hold
 * them are in address-report-view.rules.ts.
 */

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const grouped = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${grouped(n)} ${n === 1 ? one : many}`;

/** "On market", "Sold" or "Off market" (001 section 3 market status). */
const marketStatusLabel = (status: number): string =>
  status === MARKET_STATUS.onMarket ? 'On market' : status === MARKET_STATUS.sold ? 'Sold' : 'Off market';

/**
 * The Property Details items: the address and parcel (APN, county, land use, class, subdivision,
 * owner-occupied, vacant), the building and lot, the valuation, and with full access only the open
 * loans and equity and the latest tax assessment: the loans and the tax assessments are sections a
 * preview locks, so their figures never leave the server in a preview (docs/decisions/0062).
 */
export const propertyDetailItems = (
  p: ReportPropertyRecord,
  full: { readonly latestTax: ReportTaxAssessment | null } | null,
): ReportItemView[] => {
  const pid = p.propertyId;
  const features = (['pool', 'garage', 'basement', 'attic'] as const)
    .map((f) => `${cap(f)}: ${yesNo(p[f])}`)
    .join(', ');
  const items = [
    item(
      p,
      `property:${pid}`,
      fullAddress(p),
      lines(
        `APN ${p.apn}`,
        p.county && `${p.county} County${p.fips ? ` (FIPS ${p.fips})` : ''}`,
        `Land use: ${propertyTypeLabel(p.landUseGroup)} (code ${p.landUseCode})`,
        `Property class: ${cap(p.propertyClass)}`,
        p.subdivision && `Subdivision: ${p.subdivision}`,
        `Owner-occupied: ${yesNo(p.ownerOccupied)}`,
        `Vacant: ${yesNo(p.vacant)}`,
      ),
    ),
    item(
      p,
      `property-building:${pid}`,
      'Building and lot',
      lines(
        p.yearBuilt !== null && `Built ${p.yearBuilt}`,
        p.stories !== null && plural(p.stories, 'story', 'stories'),
        homeSizeLine(p),
        p.rooms !== null && plural(p.rooms, 'room', 'rooms'),
        plural(p.units, 'unit', 'units'),
        features,
        `HOA: ${yesNo(p.hoa)}${p.hoa && money(p.hoaFeeCents) ? `, fee ${money(p.hoaFeeCents)}` : ''}`,
        p.lotSquareFeet !== null && `Lot ${grouped(p.lotSquareFeet)} sq ft`,
      ),
    ),
    item(
      p,
      `property-value:${pid}`,
      full ? 'Valuation and equity' : 'Valuation',
      lines(
        money(p.estimatedValueCents) &&
          `Estimated value ${money(p.estimatedValueCents)}${p.estimatedValueDate ? ` as of ${reportShortDate(p.estimatedValueDate)}` : ''}`,
        full && `Open loans ${money(p.openLoansCents)}`,
        full && money(p.estimatedEquityCents) && `Estimated equity ${money(p.estimatedEquityCents)}`,
        p.lastSaleDate &&
          `Last sale ${reportShortDate(p.lastSaleDate)}${money(p.lastSaleCents) ? ` for ${money(p.lastSaleCents)}` : ''}`,
        `Market status: ${marketStatusLabel(p.marketStatus)}`,
      ),
    ),
  ];
  if (full?.latestTax) items.push(taxAssessmentItem(pid, full.latestTax, 'Latest tax assessment'));
  return items;
};

/** One year's tax assessment. */
export const taxAssessmentItem = (pid: number, t: ReportTaxAssessment, heading?: string): ReportItemView =>
  item(
    t,
    `tax-assessment:${pid}:${t.taxYear}`,
    heading ?? `Tax year ${t.taxYear}`,
    lines(
      heading !== undefined && `Tax year ${t.taxYear}`,
      `Assessed ${money(t.assessedTotalCents)} (land ${money(t.assessedLandCents)}, improvements ${money(t.assessedImprovementCents)})`,
      `Market value ${money(t.marketValueCents)}`,
      `Tax ${money(t.taxAmountCents)}`,
      t.exemptions && `Exemptions: ${t.exemptions}`,
      t.delinquent && `Delinquent${money(t.delinquentAmountCents) ? `: ${money(t.delinquentAmountCents)} unpaid` : ''}`,
    ),
  );

/** A sale or a loan, with the loan's lender, type, rate, term, open balance, and a sale's cash and arm's-length marks. */
export const transactionItem = (pid: number, t: ReportPropertyTransaction, i: number): ReportItemView => {
  const loan = t.transactionType === 'loan';
  return item(
    t,
    `transaction:${pid}:${i}`,
    `${cap(t.transactionType)}: ${t.documentType}`,
    lines(
      `Recorded ${reportShortDate(t.recordingDate)}, document ${t.documentNumber}`,
      money(t.amountCents),
      t.buyerNames && `${loan ? 'Borrower' : 'Buyer'}: ${t.buyerNames}`,
      t.sellerNames && `Seller: ${t.sellerNames}`,
      t.lender && `Lender: ${t.lender}`,
      t.loanType && `Loan type: ${cap(t.loanType)}`,
      t.interestRate !== null && `Interest rate ${t.interestRate}%`,
      t.termMonths !== null && `Term ${plural(t.termMonths, 'month', 'months')}`,
      loan && (t.isOpen ? `Open${money(t.balanceCents) ? `, balance ${money(t.balanceCents)}` : ''}` : 'Closed'),
      !loan && t.isCash && 'Cash purchase',
      !loan && `Arm's length: ${yesNo(t.armsLength)}`,
    ),
  );
};

/** An MLS listing with its photos as media. */
export const listingItem = (pid: number, l: ReportPropertyListing): ReportItemView =>
  item(
    l,
    `listing:${pid}:${l.mlsNumber}`,
    `${l.listingType === 'rent' ? 'For rent' : 'For sale'}: ${cap(l.status)}`,
    lines(
      `MLS ${l.mlsNumber}`,
      `Listed ${reportShortDate(l.listDate)} at ${money(l.listPriceCents)}${l.listingType === 'rent' ? ' a month' : ''}`,
      l.status !== 'active' && `${cap(l.status)} ${reportShortDate(l.statusDate)}`,
      money(l.closePriceCents) && `Closed at ${money(l.closePriceCents)}`,
      plural(l.daysOnMarket, 'day on market', 'days on market'),
      (l.agentName || l.brokerage) && `Agent: ${[l.agentName, l.brokerage].filter(Boolean).join(', ')}`,
      l.description,
      plural(l.photoCount, 'photo', 'photos'),
    ),
    l.photos,
  );

/** A building permit. */
export const permitItem = (pid: number, p: ReportBuildingPermit): ReportItemView =>
  item(
    p,
    `permit:${pid}:${p.permitNumber}`,
    `${cap(p.permitType)} permit ${p.permitNumber}`,
    lines(
      p.description,
      `Issued ${reportShortDate(p.issueDate)}${p.finalDate ? `, final ${reportShortDate(p.finalDate)}` : ''}`,
      `Status: ${cap(p.status)}`,
      money(p.valuationCents) && `Valuation ${money(p.valuationCents)}`,
      p.contractor && `Contractor: ${p.contractor}`,
    ),
  );

/** A foreclosure filing (pre-foreclosure notice, auction or bank-owned sale). */
export const foreclosureItem = (pid: number, f: ReportForeclosureFiling, ref: string): ReportItemView =>
  item(
    f,
    `${ref}:${pid}:${f.documentNumber}`,
    `${cap(f.stage)}: ${f.documentType}`,
    lines(
      `Recorded ${reportShortDate(f.recordingDate)}, document ${f.documentNumber}`,
      f.caseNumber && `Case ${f.caseNumber}`,
      f.borrowerNames && `Borrower: ${f.borrowerNames}`,
      f.beneficiary && `Beneficiary: ${f.beneficiary}`,
      f.trustee && `Trustee: ${f.trustee}`,
      money(f.defaultAmountCents) && `Default amount ${money(f.defaultAmountCents)}`,
      f.auctionDate && `Auction ${reportShortDate(f.auctionDate)}${f.auctionLocation ? `, ${f.auctionLocation}` : ''}`,
      money(f.openingBidCents) && `Opening bid ${money(f.openingBidCents)}`,
      `Status: ${cap(f.status)}`,
    ),
  );

/** Another recorded document. */
export const recordingItem = (pid: number, r: ReportPropertyRecording): ReportItemView =>
  item(
    r,
    `recording:${pid}:${r.documentNumber}`,
    r.documentType,
    lines(
      `Recorded ${reportShortDate(r.recordingDate)}, document ${r.documentNumber}`,
      r.grantor && `Grantor: ${r.grantor}`,
      r.grantee && `Grantee: ${r.grantee}`,
      money(r.amountCents),
    ),
  );

/** An owner, current or prior. */
export const ownerItem = (pid: number, o: ReportPropertyOwner, i: number): ReportItemView =>
  item(
    o,
    `owner:${pid}:${i}`,
    o.name,
    lines(`${o.isCurrent ? 'Current' : 'Prior'} owner (${cap(o.ownerType)})`, range(o.fromDate, o.toDate, o.isCurrent)),
  );

/** A resident, current or prior: age, where they live now, the dates at this address. */
export const residentItem = (pid: number, r: ReportPropertyResident, i: number, now: Date): ReportItemView => {
  const age = reportAgeOn(r.birthDate, now);
  return item(
    r,
    `resident:${pid}:${i}`,
    r.fullName,
    lines(
      `${r.isCurrent ? 'Current' : 'Prior'} resident`,
      range(r.fromDate, r.toDate, r.isCurrent),
      age !== null && `Age ${age}`,
      r.city && r.state && `Lives in ${r.city}, ${r.state}`,
    ),
  );
};

/** A lien on the property. */
export const lienItem = (pid: number, l: ReportPropertyLien, i: number): ReportItemView =>
  item(
    l,
    `property-lien:${pid}:${i}`,
    `${cap(l.lienType)} lien: ${l.creditor}`,
    lines(
      money(l.amountCents),
      l.debtor && `Debtor: ${l.debtor}`,
      l.court && `${l.court}${l.caseNumber ? `, case ${l.caseNumber}` : ''}`,
      `Recorded ${reportShortDate(l.recordingDate)}, document ${l.documentNumber}`,
      `Status: ${l.status}${l.releasedDate ? `, released ${reportShortDate(l.releasedDate)}` : ''}`,
    ),
  );

/** An eviction case. */
export const evictionItem = (pid: number, e: ReportPropertyEviction, i: number): ReportItemView =>
  item(
    e,
    `eviction:${pid}:${i}`,
    // A defendant who opted out is not named (core/fact-gate/fact-gate.rules.ts): the case is the plaintiff's.
    e.defendant ? `${e.plaintiff} v. ${e.defendant}` : `${e.plaintiff}, eviction case`,
    lines(
      `${e.court}, case ${e.caseNumber}`,
      `Filed ${reportShortDate(e.filingDate)}`,
      `Status: ${e.status}`,
      (e.judgmentDate || money(e.amountCents)) &&
        `Judgment${e.judgmentDate ? ` ${reportShortDate(e.judgmentDate)}` : ''}${money(e.amountCents) ? ` for ${money(e.amountCents)}` : ''}`,
    ),
  );

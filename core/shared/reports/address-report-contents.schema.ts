import type { ReportAddress, ReportLinkedPerson, Sourced } from './report-contents.schema.js';

/**
 * What an address (property) report holds (001 section 3 "Property report record"): the large property
 * record (address parts, valuation, building, lot) and its collections, tax assessments, transactions
 * (sales and loans), listings with their photos, building permits, pre-foreclosures, foreclosures,
 * recordings, owners and residents (current and prior), liens, evictions, and whether the viewer saved
 * it. Every fact keeps its source and recorded date (docs/decisions/0050, 0062).
 */

/** The property itself: address parts, parcel, building, lot, valuation and equity (amounts in cents). */
export type ReportPropertyRecord = Sourced<
  ReportAddress & {
    readonly propertyId: number;
    readonly apn: string;
    readonly fips: string | null;
    readonly latitude: number;
    readonly longitude: number;
    readonly landUseCode: number;
    readonly landUseGroup: string;
    readonly propertyClass: string;
    readonly subdivision: string | null;
    readonly yearBuilt: number | null;
    readonly stories: number | null;
    readonly bedrooms: number | null;
    readonly bathrooms: number | null;
    readonly rooms: number | null;
    readonly squareFeet: number | null;
    readonly lotSquareFeet: number | null;
    readonly units: number;
    readonly pool: boolean;
    readonly garage: boolean;
    readonly basement: boolean;
    readonly attic: boolean;
    readonly hoa: boolean;
    readonly hoaFeeCents: number | null;
    readonly ownerOccupied: boolean;
    readonly vacant: boolean;
    readonly estimatedValueCents: number | null;
    readonly estimatedValueDate: string | null;
    readonly openLoansCents: number;
    readonly estimatedEquityCents: number | null;
    readonly lastSaleDate: string | null;
    readonly lastSaleCents: number | null;
    /** 001 section 3: offMarket 0, onMarket 1, sold 2. */
    readonly marketStatus: number;
  }
>;

/** An owner of the property, current or prior (a person or a company). */
export type ReportPropertyOwner = Sourced<{
  readonly name: string;
  readonly personId: number | null;
  readonly ownerType: string;
  readonly isCurrent: boolean;
  readonly fromDate: string | null;
  readonly toDate: string | null;
}>;

/** A resident of the property's address, current or prior, with the dates the records give. */
export type ReportPropertyResident = ReportLinkedPerson & {
  readonly fromDate: string | null;
  readonly toDate: string | null;
};

/** One year's tax assessment. */
export type ReportTaxAssessment = Sourced<{
  readonly taxYear: number;
  readonly assessedLandCents: number;
  readonly assessedImprovementCents: number;
  readonly assessedTotalCents: number;
  readonly marketValueCents: number;
  readonly taxAmountCents: number;
  readonly exemptions: string | null;
  readonly delinquent: boolean;
  readonly delinquentAmountCents: number | null;
}>;

/** A recorded transaction: a sale (deed) or a loan (mortgage), with the loan's terms when it is one. */
export type ReportPropertyTransaction = Sourced<{
  readonly transactionType: string;
  readonly documentType: string;
  readonly documentNumber: string;
  readonly recordingDate: string;
  readonly amountCents: number | null;
  readonly buyerNames: string | null;
  readonly sellerNames: string | null;
  readonly lender: string | null;
  readonly loanType: string | null;
  /** Percent, e.g. 6.125. */
  readonly interestRate: number | null;
  readonly termMonths: number | null;
  readonly isOpen: boolean;
  readonly balanceCents: number | null;
  readonly isCash: boolean;
  readonly armsLength: boolean;
}>;

/** A photo of a listing, in its order. */
export type ReportListingPhoto = { readonly url: string; readonly caption: string | null };

/** An MLS listing (for sale or rent) with its photos. */
export type ReportPropertyListing = Sourced<{
  readonly mlsNumber: string;
  readonly listingType: string;
  readonly status: string;
  readonly listDate: string;
  readonly statusDate: string;
  readonly listPriceCents: number;
  readonly closePriceCents: number | null;
  readonly daysOnMarket: number;
  readonly agentName: string | null;
  readonly brokerage: string | null;
  readonly photoCount: number;
  readonly description: string | null;
  readonly photos: readonly ReportListingPhoto[];
}>;

/** A building permit. */
export type ReportBuildingPermit = Sourced<{
  readonly permitNumber: string;
  readonly permitType: string;
  readonly description: string | null;
  readonly status: string;
  readonly issueDate: string;
  readonly finalDate: string | null;
  readonly valuationCents: number | null;
  readonly contractor: string | null;
}>;

/** A foreclosure filing: a pre-foreclosure notice (default, lis pendens), an auction or a bank-owned (REO) sale. */
export type ReportForeclosureFiling = Sourced<{
  readonly stage: string;
  readonly documentType: string;
  readonly documentNumber: string;
  readonly recordingDate: string;
  readonly caseNumber: string | null;
  readonly borrowerNames: string | null;
  readonly beneficiary: string | null;
  readonly trustee: string | null;
  readonly defaultAmountCents: number | null;
  readonly auctionDate: string | null;
  readonly auctionLocation: string | null;
  readonly openingBidCents: number | null;
  readonly status: string;
}>;

/** The foreclosure stage that makes a filing a pre-foreclosure (a notice of default or lis pendens). */
export const PRE_FORECLOSURE_STAGE = 'pre_foreclosure';

/** Another recorded document about the property. */
export type ReportPropertyRecording = Sourced<{
  readonly documentType: string;
  readonly documentNumber: string;
  readonly recordingDate: string;
  readonly grantor: string | null;
  readonly grantee: string | null;
  readonly amountCents: number | null;
}>;

/** A lien on the property (001 section 3: creditor, debtor, court, case, documentNumber, recordingDate, amount). */
export type ReportPropertyLien = Sourced<{
  readonly lienType: string;
  readonly creditor: string;
  readonly debtor: string | null;
  readonly court: string | null;
  readonly caseNumber: string | null;
  readonly documentNumber: string;
  readonly recordingDate: string;
  readonly amountCents: number;
  readonly releasedDate: string | null;
  readonly status: string;
}>;

/** An eviction case filed at the property. */
export type ReportPropertyEviction = Sourced<{
  readonly caseNumber: string;
  readonly court: string;
  readonly filingDate: string;
  readonly plaintiff: string;
  readonly defendant: string;
  readonly judgmentDate: string | null;
  readonly amountCents: number | null;
  readonly status: string;
}>;

/**
 * Address (property) report (001 section 3). Lists are newest first (tax assessments by year; owners
 * and residents current first). `isSaved`: the signed-in viewer has the property in Saved Properties.
 */
export type AddressReportData = {
  readonly property: ReportPropertyRecord;
  readonly taxAssessments: readonly ReportTaxAssessment[];
  readonly transactions: readonly ReportPropertyTransaction[];
  readonly listings: readonly ReportPropertyListing[];
  readonly buildingPermits: readonly ReportBuildingPermit[];
  /** Foreclosure filings at the pre-foreclosure stage ({@link PRE_FORECLOSURE_STAGE}). */
  readonly preForeclosures: readonly ReportForeclosureFiling[];
  /** The other foreclosure filings: auctions and bank-owned (REO) sales. */
  readonly foreclosures: readonly ReportForeclosureFiling[];
  readonly recordings: readonly ReportPropertyRecording[];
  readonly owners: readonly ReportPropertyOwner[];
  readonly residents: readonly ReportPropertyResident[];
  readonly liens: readonly ReportPropertyLien[];
  readonly evictions: readonly ReportPropertyEviction[];
  readonly isSaved: boolean;
};

import {
  type AddressReportData,
  PRE_FORECLOSURE_STAGE,
  type ReportForeclosureFiling,
  type ReportPropertyResident,
} from '../../core/shared/reports/address-report-contents.schema.js';
import { bool, joinNames, num, numOrNull, type RecordRow, text, textOrNull } from './in-memory-records.js';
import { byId, currentFirst, descLast, type RecordFacts, sorted, thenBy } from './in-memory-report-facts.js';

/** Foreclosure filings of a property in report order. */
const foreclosureFilings = (f: RecordFacts, rows: readonly RecordRow[]): ReportForeclosureFiling[] => {
  return sorted(rows, thenBy(descLast('recording_date'), byId)).map((x) => ({
    stage: text(x, 'stage'),
    documentType: text(x, 'document_type'),
    documentNumber: text(x, 'document_number'),
    recordingDate: text(x, 'recording_date'),
    caseNumber: textOrNull(x, 'case_number'),
    borrowerNames: textOrNull(x, 'borrower_names'),
    beneficiary: textOrNull(x, 'beneficiary'),
    trustee: textOrNull(x, 'trustee'),
    defaultAmountCents: numOrNull(x, 'default_amount_cents'),
    auctionDate: textOrNull(x, 'auction_date'),
    auctionLocation: textOrNull(x, 'auction_location'),
    openingBidCents: numOrNull(x, 'opening_bid_cents'),
    status: text(x, 'status'),
    ...f.prov(x),
  }));
};

/**
 * The address report of a property over in-memory records (the members and orders of the address
 * statement of PgReportSource); `isSaved` as the caller knows it.
 */
export const inMemoryAddressReport = (
  f: RecordFacts,
  propertyId: number,
  isSaved: boolean,
): AddressReportData | null => {
  const t = f.r.byId('properties', propertyId);
  const a = t ? f.r.byId('addresses', num(t, 'address_id')) : undefined;
  if (!t || !a) return null;
  const of = (table: string) => f.r.where(table, 'property_id', propertyId);
  const filings = of('property_foreclosures');
  return {
    property: {
      propertyId: num(t, 'id'),
      apn: text(t, 'apn'),
      ...f.place(a),
      fips: textOrNull(t, 'fips'),
      latitude: num(t, 'latitude'),
      longitude: num(t, 'longitude'),
      landUseCode: num(t, 'land_use_code'),
      landUseGroup: text(t, 'land_use_group'),
      propertyClass: text(t, 'property_class'),
      subdivision: textOrNull(t, 'subdivision'),
      yearBuilt: numOrNull(t, 'year_built'),
      stories: numOrNull(t, 'stories'),
      bedrooms: numOrNull(t, 'bedrooms'),
      bathrooms: numOrNull(t, 'bathrooms'),
      rooms: numOrNull(t, 'rooms'),
      squareFeet: numOrNull(t, 'square_feet'),
      lotSquareFeet: numOrNull(t, 'lot_square_feet'),
      units: num(t, 'units'),
      pool: bool(t, 'pool'),
      garage: bool(t, 'garage'),
      basement: bool(t, 'basement'),
      attic: bool(t, 'attic'),
      hoa: bool(t, 'hoa'),
      hoaFeeCents: numOrNull(t, 'hoa_fee_cents'),
      ownerOccupied: bool(t, 'owner_occupied'),
      vacant: bool(t, 'vacant'),
      estimatedValueCents: numOrNull(t, 'estimated_value_cents'),
      estimatedValueDate: textOrNull(t, 'estimated_value_date'),
      openLoansCents: num(t, 'open_loans_cents'),
      estimatedEquityCents: numOrNull(t, 'estimated_equity_cents'),
      lastSaleDate: textOrNull(t, 'last_sale_date'),
      lastSaleCents: numOrNull(t, 'last_sale_cents'),
      marketStatus: num(t, 'market_status'),
      ...f.prov(t),
    },
    taxAssessments: sorted(
      of('property_tax_assessments'),
      thenBy((x, y) => num(y, 'tax_year') - num(x, 'tax_year'), byId),
    ).map((x) => ({
      taxYear: num(x, 'tax_year'),
      assessedLandCents: num(x, 'assessed_land_cents'),
      assessedImprovementCents: num(x, 'assessed_improvement_cents'),
      assessedTotalCents: num(x, 'assessed_total_cents'),
      marketValueCents: num(x, 'market_value_cents'),
      taxAmountCents: num(x, 'tax_amount_cents'),
      exemptions: textOrNull(x, 'exemptions'),
      delinquent: bool(x, 'delinquent'),
      delinquentAmountCents: numOrNull(x, 'delinquent_amount_cents'),
      ...f.prov(x),
    })),
    transactions: sorted(of('property_transactions'), thenBy(descLast('recording_date'), byId)).map((x) => ({
      transactionType: text(x, 'transaction_type'),
      documentType: text(x, 'document_type'),
      documentNumber: text(x, 'document_number'),
      recordingDate: text(x, 'recording_date'),
      amountCents: numOrNull(x, 'amount_cents'),
      buyerNames: textOrNull(x, 'buyer_names'),
      sellerNames: textOrNull(x, 'seller_names'),
      lender: textOrNull(x, 'lender'),
      loanType: textOrNull(x, 'loan_type'),
      interestRate: numOrNull(x, 'interest_rate'),
      termMonths: numOrNull(x, 'term_months'),
      isOpen: bool(x, 'is_open'),
      balanceCents: numOrNull(x, 'balance_cents'),
      isCash: bool(x, 'is_cash'),
      armsLength: bool(x, 'arms_length'),
      ...f.prov(x),
    })),
    listings: sorted(of('property_listings'), thenBy(descLast('list_date'), byId)).map((x) => ({
      mlsNumber: text(x, 'mls_number'),
      listingType: text(x, 'listing_type'),
      status: text(x, 'status'),
      listDate: text(x, 'list_date'),
      statusDate: text(x, 'status_date'),
      listPriceCents: num(x, 'list_price_cents'),
      closePriceCents: numOrNull(x, 'close_price_cents'),
      daysOnMarket: num(x, 'days_on_market'),
      agentName: textOrNull(x, 'agent_name'),
      brokerage: textOrNull(x, 'brokerage'),
      photoCount: num(x, 'photo_count'),
      description: textOrNull(x, 'description'),
      photos: sorted(
        f.r.where('property_listing_photos', 'listing_id', num(x, 'id')),
        thenBy((p, q) => num(p, 'seq') - num(q, 'seq'), byId),
      ).map((p) => ({ url: text(p, 'url'), caption: textOrNull(p, 'caption') })),
      ...f.prov(x),
    })),
    buildingPermits: sorted(of('property_permits'), thenBy(descLast('issue_date'), byId)).map((x) => ({
      permitNumber: text(x, 'permit_number'),
      permitType: text(x, 'permit_type'),
      description: textOrNull(x, 'description'),
      status: text(x, 'status'),
      issueDate: text(x, 'issue_date'),
      finalDate: textOrNull(x, 'final_date'),
      valuationCents: numOrNull(x, 'valuation_cents'),
      contractor: textOrNull(x, 'contractor'),
      ...f.prov(x),
    })),
    preForeclosures: foreclosureFilings(
      f,
      filings.filter((x) => text(x, 'stage') === PRE_FORECLOSURE_STAGE),
    ),
    foreclosures: foreclosureFilings(
      f,
      filings.filter((x) => text(x, 'stage') !== PRE_FORECLOSURE_STAGE),
    ),
    recordings: sorted(of('property_recordings'), thenBy(descLast('recording_date'), byId)).map((x) => ({
      documentType: text(x, 'document_type'),
      documentNumber: text(x, 'document_number'),
      recordingDate: text(x, 'recording_date'),
      grantor: textOrNull(x, 'grantor'),
      grantee: textOrNull(x, 'grantee'),
      amountCents: numOrNull(x, 'amount_cents'),
      ...f.prov(x),
    })),
    owners: sorted(
      of('property_owners'),
      thenBy(currentFirst, descLast('from_date'), (x, y) => num(x, 'owner_seq') - num(y, 'owner_seq'), byId),
    ).map((o) => ({
      name:
        textOrNull(o, 'company_name') ??
        joinNames(textOrNull(o, 'first_name'), textOrNull(o, 'middle_name'), textOrNull(o, 'last_name')),
      personId: numOrNull(o, 'person_id'),
      ownerType: text(o, 'owner_type'),
      isCurrent: bool(o, 'is_current'),
      fromDate: textOrNull(o, 'from_date'),
      toDate: textOrNull(o, 'to_date'),
      ...f.prov(o),
    })),
    residents: residents(f, f.r.where('person_addresses', 'address_id', num(a, 'id'))),
    liens: sorted(of('property_liens'), thenBy(descLast('recording_date'), byId)).map((x) => ({
      lienType: text(x, 'lien_type'),
      creditor: text(x, 'creditor'),
      debtor: textOrNull(x, 'debtor'),
      court: textOrNull(x, 'court'),
      caseNumber: textOrNull(x, 'case_number'),
      documentNumber: text(x, 'document_number'),
      recordingDate: text(x, 'recording_date'),
      amountCents: num(x, 'amount_cents'),
      releasedDate: textOrNull(x, 'released_date'),
      status: text(x, 'status'),
      ...f.prov(x),
    })),
    evictions: sorted(of('property_evictions'), thenBy(descLast('filing_date'), byId)).map((x) => ({
      caseNumber: text(x, 'case_number'),
      court: text(x, 'court'),
      filingDate: text(x, 'filing_date'),
      plaintiff: text(x, 'plaintiff'),
      defendant: text(x, 'defendant'),
      judgmentDate: textOrNull(x, 'judgment_date'),
      amountCents: numOrNull(x, 'amount_cents'),
      status: text(x, 'status'),
      ...f.prov(x),
    })),
    isSaved,
  };
};

/** The people whose address history holds the property's address: current first, latest move-in first. */
const residents = (f: RecordFacts, links: readonly RecordRow[]): ReportPropertyResident[] => {
  return sorted(links, thenBy(currentFirst, descLast('from_date'), byId)).flatMap((t) => {
    const p = f.r.byId('people', num(t, 'person_id'));
    if (!p) return [];
    const place = f.r.currentAddress(num(p, 'id'));
    return [
      {
        personId: num(p, 'id'),
        fullName: f.fullName(p),
        birthDate: textOrNull(p, 'birth_date'),
        city: place ? text(place, 'city') : null,
        state: place ? text(place, 'state') : null,
        isCurrent: bool(t, 'is_current'),
        fromDate: textOrNull(t, 'from_date'),
        toDate: textOrNull(t, 'to_date'),
        ...f.prov(t),
      },
    ];
  });
};

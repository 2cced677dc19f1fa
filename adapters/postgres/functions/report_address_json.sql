-- The address report (docs/decisions/0062-address-report-tabs.md): the whole property record of 001 section 3
-- and whether the viewer saved it. Filings split at core's PRE_FORECLOSURE_STAGE ('pre_foreclosure'), as the
-- in-memory adapter splits them; the report-source contract suite holds both to it.
-- This file is the statement's only text: editing it changes the report (the migrator applies it again).
-- PgReportSource (adapters/postgres/pg-report-source.ts) calls the function; with `inline: true` (tests, the
-- benchmark) it runs the RETURN ( ... ) below as a plain query instead.
CREATE OR REPLACE FUNCTION report_address_json(p_id bigint, p_viewer uuid) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (SELECT json_build_object(
  'property', (SELECT json_build_object('propertyId', t.id, 'apn', t.apn, 'line1', concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
   'city', a.city, 'state', a.state, 'zip', a.zip, 'county', a.county, 'fips', t.fips,
      'latitude', t.latitude, 'longitude', t.longitude, 'landUseCode', t.land_use_code, 'landUseGroup', t.land_use_group,
      'propertyClass', t.property_class, 'subdivision', t.subdivision, 'yearBuilt', t.year_built, 'stories', t.stories,
      'bedrooms', t.bedrooms, 'bathrooms', t.bathrooms, 'rooms', t.rooms, 'squareFeet', t.square_feet,
      'lotSquareFeet', t.lot_square_feet, 'units', t.units, 'pool', t.pool, 'garage', t.garage,
      'basement', t.basement, 'attic', t.attic, 'hoa', t.hoa, 'hoaFeeCents', t.hoa_fee_cents,
      'ownerOccupied', t.owner_occupied, 'vacant', t.vacant, 'estimatedValueCents', t.estimated_value_cents,
      'estimatedValueDate', t.estimated_value_date, 'openLoansCents', t.open_loans_cents,
      'estimatedEquityCents', t.estimated_equity_cents, 'lastSaleDate', t.last_sale_date,
      'lastSaleCents', t.last_sale_cents, 'marketStatus', t.market_status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at)
    FROM properties t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id WHERE t.id = p_id),
  'taxAssessments', (SELECT coalesce(json_agg(json_build_object('taxYear', t.tax_year, 'assessedLandCents', t.assessed_land_cents, 'assessedImprovementCents', t.assessed_improvement_cents,
     'assessedTotalCents', t.assessed_total_cents, 'marketValueCents', t.market_value_cents, 'taxAmountCents', t.tax_amount_cents,
     'exemptions', t.exemptions, 'delinquent', t.delinquent, 'delinquentAmountCents', t.delinquent_amount_cents, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.tax_year DESC, t.id), '[]'::json) FROM property_tax_assessments t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'transactions', (SELECT coalesce(json_agg(json_build_object('transactionType', t.transaction_type, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'amountCents', t.amount_cents, 'buyerNames', t.buyer_names,
     'sellerNames', t.seller_names, 'lender', t.lender, 'loanType', t.loan_type, 'interestRate', t.interest_rate,
     'termMonths', t.term_months, 'isOpen', t.is_open, 'balanceCents', t.balance_cents, 'isCash', t.is_cash,
     'armsLength', t.arms_length, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_transactions t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'listings', (SELECT coalesce(json_agg(json_build_object('mlsNumber', t.mls_number, 'listingType', t.listing_type, 'status', t.status, 'listDate', t.list_date,
     'statusDate', t.status_date, 'listPriceCents', t.list_price_cents, 'closePriceCents', t.close_price_cents,
     'daysOnMarket', t.days_on_market, 'agentName', t.agent_name, 'brokerage', t.brokerage, 'photoCount', t.photo_count,
     'description', t.description,
     'photos', (SELECT coalesce(json_agg(json_build_object('url', ph.url, 'caption', ph.caption) ORDER BY ph.seq, ph.id), '[]'::json)
       FROM property_listing_photos ph WHERE ph.listing_id = t.id), 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.list_date DESC, t.id), '[]'::json) FROM property_listings t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'buildingPermits', (SELECT coalesce(json_agg(json_build_object('permitNumber', t.permit_number, 'permitType', t.permit_type, 'description', t.description, 'status', t.status,
     'issueDate', t.issue_date, 'finalDate', t.final_date, 'valuationCents', t.valuation_cents, 'contractor', t.contractor, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.issue_date DESC, t.id), '[]'::json) FROM property_permits t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'preForeclosures', (SELECT coalesce(json_agg(json_build_object('stage', t.stage, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'caseNumber', t.case_number, 'borrowerNames', t.borrower_names,
     'beneficiary', t.beneficiary, 'trustee', t.trustee, 'defaultAmountCents', t.default_amount_cents,
     'auctionDate', t.auction_date, 'auctionLocation', t.auction_location, 'openingBidCents', t.opening_bid_cents,
     'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_foreclosures t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id AND t.stage = 'pre_foreclosure'),
  'foreclosures', (SELECT coalesce(json_agg(json_build_object('stage', t.stage, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'caseNumber', t.case_number, 'borrowerNames', t.borrower_names,
     'beneficiary', t.beneficiary, 'trustee', t.trustee, 'defaultAmountCents', t.default_amount_cents,
     'auctionDate', t.auction_date, 'auctionLocation', t.auction_location, 'openingBidCents', t.opening_bid_cents,
     'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_foreclosures t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id AND t.stage <> 'pre_foreclosure'),
  'recordings', (SELECT coalesce(json_agg(json_build_object('documentType', t.document_type, 'documentNumber', t.document_number, 'recordingDate', t.recording_date,
     'grantor', t.grantor, 'grantee', t.grantee, 'amountCents', t.amount_cents, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_recordings t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'owners', (SELECT coalesce(json_agg(json_build_object('name', coalesce(t.company_name, concat_ws(' ', t.first_name, t.middle_name, t.last_name)), 'personId', t.person_id,
     'ownerType', t.owner_type, 'isCurrent', t.is_current, 'fromDate', t.from_date, 'toDate', t.to_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.owner_seq, t.id), '[]'::json) FROM property_owners t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'residents', (SELECT coalesce(json_agg(json_build_object('personId', p.id, 'fullName', concat_ws(' ', p.first_name, p.middle_name, p.last_name, p.name_suffix), 'birthDate', p.birth_date, 'city', (SELECT a2.city FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1),
     'state', (SELECT a2.state FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1), 'isCurrent', t.is_current, 'fromDate', t.from_date, 'toDate', t.to_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.id), '[]'::json) FROM person_addresses t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id
     WHERE t.address_id = (SELECT address_id FROM properties WHERE id = p_id)),
  'liens', (SELECT coalesce(json_agg(json_build_object('lienType', t.lien_type, 'creditor', t.creditor, 'debtor', t.debtor, 'court', t.court, 'caseNumber', t.case_number,
     'documentNumber', t.document_number, 'recordingDate', t.recording_date, 'amountCents', t.amount_cents,
     'releasedDate', t.released_date, 'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_liens t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'evictions', (SELECT coalesce(json_agg(json_build_object('caseNumber', t.case_number, 'court', t.court, 'filingDate', t.filing_date, 'plaintiff', t.plaintiff,
     'defendant', t.defendant, 'judgmentDate', t.judgment_date, 'amountCents', t.amount_cents, 'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.filing_date DESC, t.id), '[]'::json) FROM property_evictions t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'isSaved', EXISTS (SELECT 1 FROM saved_properties sp WHERE sp.user_id = p_viewer::uuid AND sp.property_id = p_id)
));
END
$fn$;

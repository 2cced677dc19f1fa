-- 0051 reports (docs/decisions/0050): the report statements of adapters/postgres/pg-report-source.ts as plpgsql
-- functions, so their plans are cached per connection (planning the big json_agg statement cost about
-- twice its execution). Generated from REPORT_FUNCTIONS_SQL; tests/adapters/postgres/pg-report-source.test.ts
-- fails when the adapter's SQL and this file differ (then add a new migration with the new text).

CREATE OR REPLACE FUNCTION report_background_json(p_id bigint) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (SELECT json_build_object(
  'person', (SELECT json_build_object('id', t.id, 'firstName', t.first_name, 'middleName', t.middle_name,
      'lastName', t.last_name, 'nameSuffix', t.name_suffix, 'birthDate', t.birth_date, 'deceased', t.deceased,
      'deceasedDate', t.deceased_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at)
    FROM people t JOIN sources s ON s.id = t.source_id WHERE t.id = p_id),
  'names', (SELECT coalesce(json_agg(json_build_object('nameType', t.name_type, 'firstName', t.first_name, 'middleName', t.middle_name, 'lastName', t.last_name, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.id), '[]'::json) FROM person_names t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'addresses', (SELECT coalesce(json_agg(json_build_object('addressId', a.id, 'line1', concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
   'city', a.city, 'state', a.state, 'zip', a.zip, 'county', a.county, 'fromDate', t.from_date, 'toDate', t.to_date, 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.id), '[]'::json) FROM person_addresses t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'phones', (SELECT coalesce(json_agg(json_build_object('number', ph.number, 'lineType', ph.line_type, 'carrier', ph.carrier, 'classification', ph.classification,
     'firstSeen', t.first_seen, 'lastSeen', t.last_seen, 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.last_seen DESC NULLS LAST, t.id), '[]'::json) FROM person_phones t JOIN phones ph ON ph.id = t.phone_id JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'emails', (SELECT coalesce(json_agg(json_build_object('email', t.email, 'firstSeen', t.first_seen, 'lastSeen', t.last_seen, 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.last_seen DESC NULLS LAST, t.id), '[]'::json) FROM emails t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'relations', (SELECT coalesce(json_agg(json_build_object('personId', r.id, 'kind', t.kind, 'relation', t.relation, 'fullName', concat_ws(' ', r.first_name, r.middle_name, r.last_name, r.name_suffix), 'birthDate', r.birth_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.kind DESC, t.id), '[]'::json) FROM relationships t JOIN people r ON r.id = t.related_person_id JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'social', (SELECT coalesce(json_agg(json_build_object('network', t.network, 'username', t.username, 'url', t.url, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.id), '[]'::json) FROM social_profiles t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'employment', (SELECT coalesce(json_agg(json_build_object('employer', t.employer, 'title', t.title, 'city', t.city, 'state', t.state, 'startDate', t.start_date, 'endDate', t.end_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.end_date DESC NULLS FIRST, t.start_date DESC NULLS LAST, t.id), '[]'::json) FROM employment t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'education', (SELECT coalesce(json_agg(json_build_object('school', t.school, 'degree', t.degree, 'field', t.field, 'graduationYear', t.graduation_year, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.graduation_year DESC NULLS LAST, t.id), '[]'::json) FROM education t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'licenses', (SELECT coalesce(json_agg(json_build_object('licenseType', t.license_type, 'licenseNumber', t.license_number, 'issuingState', t.issuing_state,
     'status', t.status, 'issueDate', t.issue_date, 'expiryDate', t.expiry_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.issue_date DESC NULLS LAST, t.id), '[]'::json) FROM licenses t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'properties', (SELECT coalesce(json_agg(json_build_object('propertyId', p.id, 'apn', p.apn, 'line1', concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
   'city', a.city, 'state', a.state, 'zip', a.zip, 'county', a.county, 'isCurrent', t.is_current, 'fromDate', t.from_date,
     'toDate', t.to_date, 'estimatedValueCents', p.estimated_value_cents, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.id), '[]'::json) FROM property_owners t JOIN properties p ON p.id = t.property_id JOIN addresses a ON a.id = p.address_id
     JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'bankruptcies', (SELECT coalesce(json_agg(json_build_object('chapter', t.chapter, 'court', t.court, 'caseNumber', t.case_number, 'filingDate', t.filing_date,
     'status', t.status, 'statusDate', t.status_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.filing_date DESC, t.id), '[]'::json) FROM bankruptcies t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'liens', (SELECT coalesce(json_agg(json_build_object('lienType', t.lien_type, 'creditor', t.creditor, 'amountCents', t.amount_cents, 'court', t.court,
     'caseNumber', t.case_number, 'filingDate', t.filing_date, 'releasedDate', t.released_date, 'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.filing_date DESC, t.id), '[]'::json) FROM person_liens t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id),
  'courtRecords', (SELECT coalesce(json_agg(json_build_object('recordType', t.record_type, 'offense', t.offense, 'offenseClass', t.offense_class, 'court', t.court,
     'county', t.county, 'state', t.state, 'caseNumber', t.case_number, 'offenseDate', t.offense_date,
     'filingDate', t.filing_date, 'disposition', t.disposition, 'dispositionDate', t.disposition_date, 'sentence', t.sentence, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.offense_date DESC NULLS LAST, t.id), '[]'::json) FROM criminal_records t JOIN sources s ON s.id = t.source_id WHERE t.person_id = p_id)
));
END
$fn$;

CREATE OR REPLACE FUNCTION report_phone_json(p_id text) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (WITH ph AS (SELECT * FROM phones WHERE number = p_id ORDER BY id LIMIT 1),
owners AS (SELECT DISTINCT person_id FROM person_phones WHERE phone_id = (SELECT id FROM ph))
SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM ph) THEN NULL ELSE json_build_object(
  'phone', (SELECT json_build_object('number', t.number, 'lineType', t.line_type, 'carrier', t.carrier,
      'classification', t.classification, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) FROM ph t JOIN sources s ON s.id = t.source_id),
  'people', (SELECT coalesce(json_agg(json_build_object('personId', p.id, 'fullName', concat_ws(' ', p.first_name, p.middle_name, p.last_name, p.name_suffix), 'birthDate', p.birth_date, 'city', (SELECT a2.city FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1),
     'state', (SELECT a2.state FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1), 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.id), '[]'::json) FROM person_phones t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id WHERE t.phone_id = (SELECT id FROM ph)),
  'addresses', (SELECT coalesce(json_agg(json_build_object('line1', concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
   'city', a.city, 'state', a.state, 'zip', a.zip, 'county', a.county, 'personId', t.person_id, 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.id), '[]'::json) FROM person_addresses t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id
     WHERE t.person_id IN (SELECT person_id FROM owners))
) END);
END
$fn$;

CREATE OR REPLACE FUNCTION report_email_json(p_id text) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (WITH owners AS (SELECT DISTINCT person_id FROM emails WHERE lower(email) = p_id)
SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM owners) THEN NULL ELSE json_build_object(
  'email', p_id::text,
  'people', (SELECT coalesce(json_agg(json_build_object('personId', p.id, 'fullName', concat_ws(' ', p.first_name, p.middle_name, p.last_name, p.name_suffix), 'birthDate', p.birth_date, 'city', (SELECT a2.city FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1),
     'state', (SELECT a2.state FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1), 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.id), '[]'::json) FROM emails t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id WHERE lower(t.email) = p_id),
  'phones', (SELECT coalesce(json_agg(json_build_object('number', ph.number, 'lineType', ph.line_type, 'carrier', ph.carrier, 'classification', ph.classification,
     'firstSeen', t.first_seen, 'lastSeen', t.last_seen, 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.id), '[]'::json) FROM person_phones t JOIN phones ph ON ph.id = t.phone_id JOIN sources s ON s.id = t.source_id
     WHERE t.person_id IN (SELECT person_id FROM owners)),
  'addresses', (SELECT coalesce(json_agg(json_build_object('line1', concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
   'city', a.city, 'state', a.state, 'zip', a.zip, 'county', a.county, 'personId', t.person_id, 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.id), '[]'::json) FROM person_addresses t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id
     WHERE t.person_id IN (SELECT person_id FROM owners))
) END);
END
$fn$;

CREATE OR REPLACE FUNCTION report_address_json(p_id bigint) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (SELECT json_build_object(
  'property', (SELECT json_build_object('propertyId', t.id, 'apn', t.apn, 'line1', concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
   'city', a.city, 'state', a.state, 'zip', a.zip, 'county', a.county, 'landUseGroup', t.land_use_group,
      'yearBuilt', t.year_built, 'bedrooms', t.bedrooms, 'bathrooms', t.bathrooms, 'squareFeet', t.square_feet,
      'lotSquareFeet', t.lot_square_feet, 'estimatedValueCents', t.estimated_value_cents, 'lastSaleDate', t.last_sale_date,
      'lastSaleCents', t.last_sale_cents, 'ownerOccupied', t.owner_occupied, 'vacant', t.vacant, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at)
    FROM properties t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id WHERE t.id = p_id),
  'owners', (SELECT coalesce(json_agg(json_build_object('name', coalesce(t.company_name, concat_ws(' ', t.first_name, t.middle_name, t.last_name)), 'personId', t.person_id,
     'ownerType', t.owner_type, 'isCurrent', t.is_current, 'fromDate', t.from_date, 'toDate', t.to_date, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.owner_seq, t.id), '[]'::json) FROM property_owners t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'residents', (SELECT coalesce(json_agg(json_build_object('personId', p.id, 'fullName', concat_ws(' ', p.first_name, p.middle_name, p.last_name, p.name_suffix), 'birthDate', p.birth_date, 'city', (SELECT a2.city FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1),
     'state', (SELECT a2.state FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1), 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.id), '[]'::json) FROM person_addresses t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id
     WHERE t.address_id = (SELECT address_id FROM properties WHERE id = p_id)),
  'sales', (SELECT coalesce(json_agg(json_build_object('transactionType', t.transaction_type, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'amountCents', t.amount_cents, 'buyerNames', t.buyer_names,
     'sellerNames', t.seller_names, 'lender', t.lender, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_transactions t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'liens', (SELECT coalesce(json_agg(json_build_object('lienType', t.lien_type, 'creditor', t.creditor, 'debtor', t.debtor, 'court', t.court, 'caseNumber', t.case_number,
     'documentNumber', t.document_number, 'recordingDate', t.recording_date, 'amountCents', t.amount_cents,
     'releasedDate', t.released_date, 'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_liens t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'evictions', (SELECT coalesce(json_agg(json_build_object('caseNumber', t.case_number, 'court', t.court, 'filingDate', t.filing_date, 'plaintiff', t.plaintiff,
     'defendant', t.defendant, 'judgmentDate', t.judgment_date, 'amountCents', t.amount_cents, 'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.filing_date DESC, t.id), '[]'::json) FROM property_evictions t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id),
  'foreclosures', (SELECT coalesce(json_agg(json_build_object('stage', t.stage, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'borrowerNames', t.borrower_names, 'beneficiary', t.beneficiary,
     'defaultAmountCents', t.default_amount_cents, 'auctionDate', t.auction_date, 'status', t.status, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.recording_date DESC, t.id), '[]'::json) FROM property_foreclosures t JOIN sources s ON s.id = t.source_id WHERE t.property_id = p_id)
));
END
$fn$;

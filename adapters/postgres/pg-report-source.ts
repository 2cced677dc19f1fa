import {
  type AddressReportData,
  PRE_FORECLOSURE_STAGE,
} from '../../core/shared/reports/address-report-contents.schema.js';
import type {
  BackgroundReportData,
  EmailReportData,
  PhoneReportData,
} from '../../core/shared/reports/report-contents.schema.js';
import type { ReportSource } from '../../core/shared/reports/report-source.port.js';
import type { Queryable } from './db.js';

/*
 * Report assembly on the records schema (0010/0011). Each report is ONE statement: a json object
 * whose members are correlated sub-selects aggregated with json_agg, each driven by a person_id /
 * phone_id / property_id index; every fact joins its `sources` row and keeps `recorded_at`.
 */

/** The provenance members of a fact whose table alias is `t` and source alias `s`. */
const PROV = `'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at`;

/** Address line 1 and the place members from an `addresses` alias. */
const addr = (a: string) =>
  `'line1', concat_ws(' ', ${a}.house_number, ${a}.pre_dir, ${a}.street_name, ${a}.street_suffix, ${a}.post_dir, ${a}.unit_type, ${a}.unit),
   'city', ${a}.city, 'state', ${a}.state, 'zip', ${a}.zip, 'county', ${a}.county`;

const agg = (obj: string, from: string, order: string) =>
  `(SELECT coalesce(json_agg(json_build_object(${obj}, ${PROV}) ORDER BY ${order}), '[]'::json) ${from})`;

const fullName = (p: string) => `concat_ws(' ', ${p}.first_name, ${p}.middle_name, ${p}.last_name, ${p}.name_suffix)`;

/** A person's current (else latest) city and state, for linked-people lists. */
const currentPlace = (personExpr: string, member: 'city' | 'state') =>
  `(SELECT a2.${member} FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = ${personExpr} ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1)`;

const BACKGROUND_SQL = `
SELECT json_build_object(
  'person', (SELECT json_build_object('id', t.id, 'firstName', t.first_name, 'middleName', t.middle_name,
      'lastName', t.last_name, 'nameSuffix', t.name_suffix, 'birthDate', t.birth_date, 'deceased', t.deceased,
      'deceasedDate', t.deceased_date, ${PROV})
    FROM people t JOIN sources s ON s.id = t.source_id WHERE t.id = $1),
  'names', ${agg(
    `'nameType', t.name_type, 'firstName', t.first_name, 'middleName', t.middle_name, 'lastName', t.last_name`,
    'FROM person_names t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.id',
  )},
  'addresses', ${agg(
    `'addressId', a.id, ${addr('a')}, 'fromDate', t.from_date, 'toDate', t.to_date, 'isCurrent', t.is_current`,
    'FROM person_addresses t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.is_current DESC, t.from_date DESC NULLS LAST, t.id',
  )},
  'phones', ${agg(
    `'number', ph.number, 'lineType', ph.line_type, 'carrier', ph.carrier, 'classification', ph.classification,
     'firstSeen', t.first_seen, 'lastSeen', t.last_seen, 'isCurrent', t.is_current`,
    'FROM person_phones t JOIN phones ph ON ph.id = t.phone_id JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.is_current DESC, t.last_seen DESC NULLS LAST, t.id',
  )},
  'emails', ${agg(
    `'email', t.email, 'firstSeen', t.first_seen, 'lastSeen', t.last_seen, 'isCurrent', t.is_current`,
    'FROM emails t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.is_current DESC, t.last_seen DESC NULLS LAST, t.id',
  )},
  'relations', ${agg(
    `'personId', r.id, 'kind', t.kind, 'relation', t.relation, 'fullName', ${fullName('r')}, 'birthDate', r.birth_date`,
    'FROM relationships t JOIN people r ON r.id = t.related_person_id JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.kind DESC, t.id',
  )},
  'social', ${agg(
    `'network', t.network, 'username', t.username, 'url', t.url`,
    'FROM social_profiles t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.id',
  )},
  'employment', ${agg(
    `'employer', t.employer, 'title', t.title, 'city', t.city, 'state', t.state, 'startDate', t.start_date, 'endDate', t.end_date`,
    'FROM employment t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.end_date DESC NULLS FIRST, t.start_date DESC NULLS LAST, t.id',
  )},
  'education', ${agg(
    `'school', t.school, 'degree', t.degree, 'field', t.field, 'graduationYear', t.graduation_year`,
    'FROM education t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.graduation_year DESC NULLS LAST, t.id',
  )},
  'licenses', ${agg(
    `'licenseType', t.license_type, 'licenseNumber', t.license_number, 'issuingState', t.issuing_state,
     'status', t.status, 'issueDate', t.issue_date, 'expiryDate', t.expiry_date`,
    'FROM licenses t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.issue_date DESC NULLS LAST, t.id',
  )},
  'properties', ${agg(
    `'propertyId', p.id, 'apn', p.apn, ${addr('a')}, 'isCurrent', t.is_current, 'fromDate', t.from_date,
     'toDate', t.to_date, 'estimatedValueCents', p.estimated_value_cents`,
    `FROM property_owners t JOIN properties p ON p.id = t.property_id JOIN addresses a ON a.id = p.address_id
     JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1`,
    't.is_current DESC, t.from_date DESC NULLS LAST, t.id',
  )},
  'bankruptcies', ${agg(
    `'chapter', t.chapter, 'court', t.court, 'caseNumber', t.case_number, 'filingDate', t.filing_date,
     'status', t.status, 'statusDate', t.status_date`,
    'FROM bankruptcies t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.filing_date DESC, t.id',
  )},
  'liens', ${agg(
    `'lienType', t.lien_type, 'creditor', t.creditor, 'amountCents', t.amount_cents, 'court', t.court,
     'caseNumber', t.case_number, 'filingDate', t.filing_date, 'releasedDate', t.released_date, 'status', t.status`,
    'FROM person_liens t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.filing_date DESC, t.id',
  )},
  'courtRecords', ${agg(
    `'recordType', t.record_type, 'offense', t.offense, 'offenseClass', t.offense_class, 'court', t.court,
     'county', t.county, 'state', t.state, 'caseNumber', t.case_number, 'offenseDate', t.offense_date,
     'filingDate', t.filing_date, 'disposition', t.disposition, 'dispositionDate', t.disposition_date, 'sentence', t.sentence`,
    'FROM criminal_records t JOIN sources s ON s.id = t.source_id WHERE t.person_id = $1',
    't.offense_date DESC NULLS LAST, t.id',
  )}
) AS report`;

/** Linked people of a set of person links `t` (alias of a table with person_id, is_current, source, recorded_at). */
const linkedPeople = (from: string) =>
  agg(
    `'personId', p.id, 'fullName', ${fullName('p')}, 'birthDate', p.birth_date, 'city', ${currentPlace('p.id', 'city')},
     'state', ${currentPlace('p.id', 'state')}, 'isCurrent', t.is_current`,
    from,
    't.is_current DESC, t.id',
  );

const PHONE_SQL = `
WITH ph AS (SELECT * FROM phones WHERE number = $1 ORDER BY id LIMIT 1),
owners AS (SELECT DISTINCT person_id FROM person_phones WHERE phone_id = (SELECT id FROM ph))
SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM ph) THEN NULL ELSE json_build_object(
  'phone', (SELECT json_build_object('number', t.number, 'lineType', t.line_type, 'carrier', t.carrier,
      'classification', t.classification, ${PROV}) FROM ph t JOIN sources s ON s.id = t.source_id),
  'people', ${linkedPeople(
    'FROM person_phones t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id WHERE t.phone_id = (SELECT id FROM ph)',
  )},
  'addresses', ${agg(
    `${addr('a')}, 'personId', t.person_id, 'isCurrent', t.is_current`,
    `FROM person_addresses t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id
     WHERE t.person_id IN (SELECT person_id FROM owners)`,
    't.is_current DESC, t.from_date DESC NULLS LAST, t.id',
  )}
) END AS report`;

const EMAIL_SQL = `
WITH owners AS (SELECT DISTINCT person_id FROM emails WHERE lower(email) = $1)
SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM owners) THEN NULL ELSE json_build_object(
  'email', $1::text,
  'people', ${linkedPeople(
    'FROM emails t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id WHERE lower(t.email) = $1',
  )},
  'phones', ${agg(
    `'number', ph.number, 'lineType', ph.line_type, 'carrier', ph.carrier, 'classification', ph.classification,
     'firstSeen', t.first_seen, 'lastSeen', t.last_seen, 'isCurrent', t.is_current`,
    `FROM person_phones t JOIN phones ph ON ph.id = t.phone_id JOIN sources s ON s.id = t.source_id
     WHERE t.person_id IN (SELECT person_id FROM owners)`,
    't.is_current DESC, t.id',
  )},
  'addresses', ${agg(
    `${addr('a')}, 'personId', t.person_id, 'isCurrent', t.is_current`,
    `FROM person_addresses t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id
     WHERE t.person_id IN (SELECT person_id FROM owners)`,
    't.is_current DESC, t.from_date DESC NULLS LAST, t.id',
  )}
) END AS report`;

/** Foreclosure filings of the property, `stageFilter` choosing pre-foreclosures or the rest (0062). */
const foreclosureFilings = (stageFilter: string) =>
  agg(
    `'stage', t.stage, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'caseNumber', t.case_number, 'borrowerNames', t.borrower_names,
     'beneficiary', t.beneficiary, 'trustee', t.trustee, 'defaultAmountCents', t.default_amount_cents,
     'auctionDate', t.auction_date, 'auctionLocation', t.auction_location, 'openingBidCents', t.opening_bid_cents,
     'status', t.status`,
    `FROM property_foreclosures t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1 AND ${stageFilter}`,
    't.recording_date DESC, t.id',
  );

/**
 * The address report (001 section 3 "Property report record"; docs/decisions/0062): $1 the property id,
 * $2 the signed-in viewer (uuid or null) for `isSaved`.
 */
const ADDRESS_SQL = `
SELECT json_build_object(
  'property', (SELECT json_build_object('propertyId', t.id, 'apn', t.apn, ${addr('a')}, 'fips', t.fips,
      'latitude', t.latitude, 'longitude', t.longitude, 'landUseCode', t.land_use_code, 'landUseGroup', t.land_use_group,
      'propertyClass', t.property_class, 'subdivision', t.subdivision, 'yearBuilt', t.year_built, 'stories', t.stories,
      'bedrooms', t.bedrooms, 'bathrooms', t.bathrooms, 'rooms', t.rooms, 'squareFeet', t.square_feet,
      'lotSquareFeet', t.lot_square_feet, 'units', t.units, 'pool', t.pool, 'garage', t.garage,
      'basement', t.basement, 'attic', t.attic, 'hoa', t.hoa, 'hoaFeeCents', t.hoa_fee_cents,
      'ownerOccupied', t.owner_occupied, 'vacant', t.vacant, 'estimatedValueCents', t.estimated_value_cents,
      'estimatedValueDate', t.estimated_value_date, 'openLoansCents', t.open_loans_cents,
      'estimatedEquityCents', t.estimated_equity_cents, 'lastSaleDate', t.last_sale_date,
      'lastSaleCents', t.last_sale_cents, 'marketStatus', t.market_status, ${PROV})
    FROM properties t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id WHERE t.id = $1),
  'taxAssessments', ${agg(
    `'taxYear', t.tax_year, 'assessedLandCents', t.assessed_land_cents, 'assessedImprovementCents', t.assessed_improvement_cents,
     'assessedTotalCents', t.assessed_total_cents, 'marketValueCents', t.market_value_cents, 'taxAmountCents', t.tax_amount_cents,
     'exemptions', t.exemptions, 'delinquent', t.delinquent, 'delinquentAmountCents', t.delinquent_amount_cents`,
    'FROM property_tax_assessments t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.tax_year DESC, t.id',
  )},
  'transactions', ${agg(
    `'transactionType', t.transaction_type, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'amountCents', t.amount_cents, 'buyerNames', t.buyer_names,
     'sellerNames', t.seller_names, 'lender', t.lender, 'loanType', t.loan_type, 'interestRate', t.interest_rate,
     'termMonths', t.term_months, 'isOpen', t.is_open, 'balanceCents', t.balance_cents, 'isCash', t.is_cash,
     'armsLength', t.arms_length`,
    'FROM property_transactions t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.recording_date DESC, t.id',
  )},
  'listings', ${agg(
    `'mlsNumber', t.mls_number, 'listingType', t.listing_type, 'status', t.status, 'listDate', t.list_date,
     'statusDate', t.status_date, 'listPriceCents', t.list_price_cents, 'closePriceCents', t.close_price_cents,
     'daysOnMarket', t.days_on_market, 'agentName', t.agent_name, 'brokerage', t.brokerage, 'photoCount', t.photo_count,
     'description', t.description,
     'photos', (SELECT coalesce(json_agg(json_build_object('url', ph.url, 'caption', ph.caption) ORDER BY ph.seq, ph.id), '[]'::json)
       FROM property_listing_photos ph WHERE ph.listing_id = t.id)`,
    'FROM property_listings t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.list_date DESC, t.id',
  )},
  'buildingPermits', ${agg(
    `'permitNumber', t.permit_number, 'permitType', t.permit_type, 'description', t.description, 'status', t.status,
     'issueDate', t.issue_date, 'finalDate', t.final_date, 'valuationCents', t.valuation_cents, 'contractor', t.contractor`,
    'FROM property_permits t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.issue_date DESC, t.id',
  )},
  'preForeclosures', ${foreclosureFilings(`t.stage = '${PRE_FORECLOSURE_STAGE}'`)},
  'foreclosures', ${foreclosureFilings(`t.stage <> '${PRE_FORECLOSURE_STAGE}'`)},
  'recordings', ${agg(
    `'documentType', t.document_type, 'documentNumber', t.document_number, 'recordingDate', t.recording_date,
     'grantor', t.grantor, 'grantee', t.grantee, 'amountCents', t.amount_cents`,
    'FROM property_recordings t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.recording_date DESC, t.id',
  )},
  'owners', ${agg(
    `'name', coalesce(t.company_name, concat_ws(' ', t.first_name, t.middle_name, t.last_name)), 'personId', t.person_id,
     'ownerType', t.owner_type, 'isCurrent', t.is_current, 'fromDate', t.from_date, 'toDate', t.to_date`,
    'FROM property_owners t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.is_current DESC, t.from_date DESC NULLS LAST, t.owner_seq, t.id',
  )},
  'residents', ${agg(
    `'personId', p.id, 'fullName', ${fullName('p')}, 'birthDate', p.birth_date, 'city', ${currentPlace('p.id', 'city')},
     'state', ${currentPlace('p.id', 'state')}, 'isCurrent', t.is_current, 'fromDate', t.from_date, 'toDate', t.to_date`,
    `FROM person_addresses t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id
     WHERE t.address_id = (SELECT address_id FROM properties WHERE id = $1)`,
    't.is_current DESC, t.from_date DESC NULLS LAST, t.id',
  )},
  'liens', ${agg(
    `'lienType', t.lien_type, 'creditor', t.creditor, 'debtor', t.debtor, 'court', t.court, 'caseNumber', t.case_number,
     'documentNumber', t.document_number, 'recordingDate', t.recording_date, 'amountCents', t.amount_cents,
     'releasedDate', t.released_date, 'status', t.status`,
    'FROM property_liens t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.recording_date DESC, t.id',
  )},
  'evictions', ${agg(
    `'caseNumber', t.case_number, 'court', t.court, 'filingDate', t.filing_date, 'plaintiff', t.plaintiff,
     'defendant', t.defendant, 'judgmentDate', t.judgment_date, 'amountCents', t.amount_cents, 'status', t.status`,
    'FROM property_evictions t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.filing_date DESC, t.id',
  )},
  'isSaved', EXISTS (SELECT 1 FROM saved_properties sp WHERE sp.user_id = $2::uuid AND sp.property_id = $1)
) AS report`;

/** A statement as the body of a plpgsql function: `$1` becomes `p_id`, `$2` `p_viewer`, the ` AS report` alias goes. */
const fnBody = (sql: string) =>
  sql
    .trim()
    .replace(/\s+AS report$/, '')
    .replace(/\$1/g, 'p_id')
    .replace(/\$2/g, 'p_viewer');

const fn = (name: string, args: string, sql: string) =>
  `CREATE OR REPLACE FUNCTION ${name}(${args}) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (${fnBody(sql)});
END
$fn$;`;

/**
 * The report statements as plpgsql functions, by name. Each function's file (adapters/postgres/functions/<name>.sql)
 * holds exactly its text here; tests/adapters/postgres/pg-report-source.test.ts keeps them in step. Why
 * functions: planning the one big statement costs about twice its execution (about 6 of 9 ms at 1M
 * people); plpgsql caches the plan per connection, and unlike named prepared statements this works
 * through pglite-socket too (docs/performance.md "Reports").
 */
export const REPORT_FUNCTIONS = {
  report_background_json: fn('report_background_json', 'p_id bigint', BACKGROUND_SQL),
  report_phone_json: fn('report_phone_json', 'p_id text', PHONE_SQL),
  report_email_json: fn('report_email_json', 'p_id text', EMAIL_SQL),
  report_address_json: fn('report_address_json', 'p_id bigint, p_viewer uuid', ADDRESS_SQL),
} as const;

/** Every report function, as one script (the benchmark installs them as session-temporary functions). */
export const REPORT_FUNCTIONS_SQL = Object.values(REPORT_FUNCTIONS).join('\n\n');

/** The inline statements (no functions needed), for comparison in tests and benchmarks. */
export const REPORT_INLINE_SQL = {
  background: BACKGROUND_SQL,
  phone: PHONE_SQL,
  email: EMAIL_SQL,
  address: ADDRESS_SQL,
} as const;

/** A viewer id the saved-properties table can hold (a uuid); anything else saves nothing. */
const viewerParam = (viewerId: string | null | undefined): string | null =>
  viewerId && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(viewerId) ? viewerId : null;

/**
 * PostgreSQL (server or PGlite) implementation of {@link ReportSource}: one call per report, to the
 * report functions (adapters/postgres/functions/report_*_json.sql; `inline: true` runs the same statements directly).
 */
export class PgReportSource implements ReportSource {
  /**
   * `opts.primary`: when `db` is a read replica (docs/decisions/0085), the database an address report
   * of a signed-in viewer reads instead, because its `isSaved` is the viewer's own write (a property
   * saved a moment ago must show as saved); the records themselves may lag.
   */
  constructor(
    private readonly db: Queryable,
    private readonly opts: { inline?: boolean; primary?: Queryable } = {},
  ) {}

  private async one<T>(
    kind: keyof typeof REPORT_INLINE_SQL,
    params: unknown[],
    db: Queryable = this.db,
  ): Promise<T | null> {
    const args = kind === 'address' ? '$1::bigint, $2::uuid' : `$1::${kind === 'background' ? 'bigint' : 'text'}`;
    const sql = this.opts.inline ? REPORT_INLINE_SQL[kind] : `SELECT report_${kind}_json(${args}) AS report`;
    const r = await db.query<{ report: T | string | null }>(sql, params);
    const v = r.rows[0]?.report ?? null;
    return (typeof v === 'string' ? JSON.parse(v) : v) as T | null;
  }

  async background(personId: number): Promise<BackgroundReportData | null> {
    const r = await this.one<BackgroundReportData>('background', [personId]);
    return r?.person ? r : null;
  }

  phone(tenDigits: string): Promise<PhoneReportData | null> {
    return this.one<PhoneReportData>('phone', [tenDigits]);
  }

  email(lowerCaseEmail: string): Promise<EmailReportData | null> {
    return this.one<EmailReportData>('email', [lowerCaseEmail]);
  }

  async address(propertyId: number, viewerId: string | null = null): Promise<AddressReportData | null> {
    const viewer = viewerParam(viewerId);
    const db = viewer !== null && this.opts.primary ? this.opts.primary : this.db;
    const r = await this.one<AddressReportData>('address', [propertyId, viewer], db);
    return r?.property ? r : null;
  }
}

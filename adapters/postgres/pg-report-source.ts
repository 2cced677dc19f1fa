import type {
  AddressReportData,
  BackgroundReportData,
  EmailReportData,
  PhoneReportData,
} from '../../core/reports/report-contents.schema.js';
import type { ReportSource } from '../../core/reports/report-source.port.js';
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

const ADDRESS_SQL = `
SELECT json_build_object(
  'property', (SELECT json_build_object('propertyId', t.id, 'apn', t.apn, ${addr('a')}, 'landUseGroup', t.land_use_group,
      'yearBuilt', t.year_built, 'bedrooms', t.bedrooms, 'bathrooms', t.bathrooms, 'squareFeet', t.square_feet,
      'lotSquareFeet', t.lot_square_feet, 'estimatedValueCents', t.estimated_value_cents, 'lastSaleDate', t.last_sale_date,
      'lastSaleCents', t.last_sale_cents, 'ownerOccupied', t.owner_occupied, 'vacant', t.vacant, ${PROV})
    FROM properties t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id WHERE t.id = $1),
  'owners', ${agg(
    `'name', coalesce(t.company_name, concat_ws(' ', t.first_name, t.middle_name, t.last_name)), 'personId', t.person_id,
     'ownerType', t.owner_type, 'isCurrent', t.is_current, 'fromDate', t.from_date, 'toDate', t.to_date`,
    'FROM property_owners t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.is_current DESC, t.from_date DESC NULLS LAST, t.owner_seq, t.id',
  )},
  'residents', ${linkedPeople(
    `FROM person_addresses t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id
     WHERE t.address_id = (SELECT address_id FROM properties WHERE id = $1)`,
  )},
  'sales', ${agg(
    `'transactionType', t.transaction_type, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'amountCents', t.amount_cents, 'buyerNames', t.buyer_names,
     'sellerNames', t.seller_names, 'lender', t.lender`,
    'FROM property_transactions t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.recording_date DESC, t.id',
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
  'foreclosures', ${agg(
    `'stage', t.stage, 'documentType', t.document_type, 'documentNumber', t.document_number,
     'recordingDate', t.recording_date, 'borrowerNames', t.borrower_names, 'beneficiary', t.beneficiary,
     'defaultAmountCents', t.default_amount_cents, 'auctionDate', t.auction_date, 'status', t.status`,
    'FROM property_foreclosures t JOIN sources s ON s.id = t.source_id WHERE t.property_id = $1',
    't.recording_date DESC, t.id',
  )}
) AS report`;

/** A statement as the body of a plpgsql function: `$1` becomes `p_id`, the ` AS report` alias goes. */
const fnBody = (sql: string) =>
  sql
    .trim()
    .replace(/\s+AS report$/, '')
    .replace(/\$1/g, 'p_id');

const fn = (name: string, argType: 'bigint' | 'text', sql: string) =>
  `CREATE OR REPLACE FUNCTION ${name}(p_id ${argType}) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (${fnBody(sql)});
END
$fn$;`;

/**
 * The four report statements as plpgsql functions (migration 0051_report_functions.sql holds exactly
 * this text; a test keeps them in step). Why functions: planning the one big statement costs about
 * twice its execution (about 6 of 9 ms at 1M people); plpgsql caches the plan per connection, and
 * unlike named prepared statements this works through pglite-socket too (docs/performance.md "Reports").
 */
export const REPORT_FUNCTIONS_SQL = [
  fn('report_background_json', 'bigint', BACKGROUND_SQL),
  fn('report_phone_json', 'text', PHONE_SQL),
  fn('report_email_json', 'text', EMAIL_SQL),
  fn('report_address_json', 'bigint', ADDRESS_SQL),
].join('\n\n');

/** The inline statements (no functions needed), for comparison in tests and benchmarks. */
export const REPORT_INLINE_SQL = {
  background: BACKGROUND_SQL,
  phone: PHONE_SQL,
  email: EMAIL_SQL,
  address: ADDRESS_SQL,
} as const;

/**
 * PostgreSQL (server or PGlite) implementation of {@link ReportSource}: one call per report, to the
 * functions of migration 0051 (`inline: true` runs the same statements directly).
 */
export class PgReportSource implements ReportSource {
  constructor(
    private readonly db: Queryable,
    private readonly opts: { inline?: boolean } = {},
  ) {}

  private async one<T>(kind: keyof typeof REPORT_INLINE_SQL, param: unknown): Promise<T | null> {
    const sql = this.opts.inline
      ? REPORT_INLINE_SQL[kind]
      : `SELECT report_${kind}_json($1::${kind === 'phone' || kind === 'email' ? 'text' : 'bigint'}) AS report`;
    const r = await this.db.query<{ report: T | string | null }>(sql, [param]);
    const v = r.rows[0]?.report ?? null;
    return (typeof v === 'string' ? JSON.parse(v) : v) as T | null;
  }

  async background(personId: number): Promise<BackgroundReportData | null> {
    const r = await this.one<BackgroundReportData>('background', personId);
    return r?.person ? r : null;
  }

  phone(tenDigits: string): Promise<PhoneReportData | null> {
    return this.one<PhoneReportData>('phone', tenDigits);
  }

  email(lowerCaseEmail: string): Promise<EmailReportData | null> {
    return this.one<EmailReportData>('email', lowerCaseEmail);
  }

  async address(propertyId: number): Promise<AddressReportData | null> {
    const r = await this.one<AddressReportData>('address', propertyId);
    return r?.property ? r : null;
  }
}

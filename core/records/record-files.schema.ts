import { z } from 'zod';

/**
 * The public-records file format (docs/data-format.md): one TSV file per table in PostgreSQL COPY
 * text format (tab separated, `\N` for null, backslash escapes, no header, UTF-8), plus a
 * `manifest.json`. This module is the single list of tables and columns: the generator writes
 * it, the loader validates and loads it, the migrations create it (a test keeps them in step).
 */
export const RECORDS_FORMAT_VERSION = 1;

/** Column value types a file may carry. `numeric` is a plain decimal (`-12.5`), `date` is `YYYY-MM-DD`. */
export type RecordColumnType = 'bigint' | 'int' | 'numeric' | 'date' | 'bool' | 'text';

export interface RecordColumn {
  readonly name: string;
  readonly type: RecordColumnType;
  /** May the value be `\N`? */
  readonly nullable: boolean;
}

export interface RecordTableSpec {
  /** Table name, also the file name without `.tsv`. */
  readonly table: string;
  /** `person` for person-owned facts (distribution key person_id), `property` likewise, else `reference`. */
  readonly owner: 'person' | 'property' | 'reference';
  readonly columns: readonly RecordColumn[];
  /**
   * Added to the format after sets were already written: a set whose manifest lists no file for it
   * still loads, and the loader derives the table's rows from the set's other records
   * (docs/data-format.md "Schools").
   */
  readonly optional?: boolean;
}

/** Compact column declarations: `name:type` with a trailing `?` for nullable. */
const cols = (...specs: string[]): RecordColumn[] =>
  specs.map((s) => {
    const nullable = s.endsWith('?');
    const [name, type] = (nullable ? s.slice(0, -1) : s).split(':') as [string, RecordColumnType];
    return { name, type, nullable };
  });

/** Every fact table ends with these two columns: where the fact came from and when it was recorded. */
const PROVENANCE = ['source_id:bigint', 'recorded_at:date'];

/** All record tables in load order. */
export const RECORD_TABLES: readonly RecordTableSpec[] = [
  {
    table: 'sources',
    owner: 'reference',
    columns: cols('id:bigint', 'name:text', 'kind:text', 'jurisdiction:text?'),
  },
  {
    table: 'people',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'first_name:text',
      'middle_name:text?',
      'last_name:text',
      'name_suffix:text?',
      'gender:text?',
      'birth_date:date?',
      'deceased:bool',
      'deceased_date:date?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'person_names',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'name_type:text',
      'first_name:text',
      'middle_name:text?',
      'last_name:text',
      ...PROVENANCE,
    ),
  },
  {
    table: 'addresses',
    owner: 'reference',
    columns: cols(
      'id:bigint',
      'house_number:text?',
      'pre_dir:text?',
      'street_name:text',
      'street_suffix:text?',
      'post_dir:text?',
      'unit_type:text?',
      'unit:text?',
      'city:text',
      'state:text',
      'zip:text',
      'zip4:text?',
      'county:text?',
      'latitude:numeric?',
      'longitude:numeric?',
      'address_key:text',
      ...PROVENANCE,
    ),
  },
  {
    table: 'person_addresses',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'address_id:bigint',
      'from_date:date?',
      'to_date:date?',
      'is_current:bool',
      ...PROVENANCE,
    ),
  },
  {
    table: 'phones',
    owner: 'reference',
    columns: cols('id:bigint', 'number:text', 'line_type:text', 'carrier:text?', 'classification:int', ...PROVENANCE),
  },
  {
    table: 'person_phones',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'phone_id:bigint',
      'first_seen:date?',
      'last_seen:date?',
      'is_current:bool',
      ...PROVENANCE,
    ),
  },
  {
    table: 'emails',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'email:text',
      'first_seen:date?',
      'last_seen:date?',
      'is_current:bool',
      ...PROVENANCE,
    ),
  },
  {
    table: 'relationships',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'related_person_id:bigint',
      'kind:text',
      'relation:text',
      ...PROVENANCE,
    ),
  },
  {
    table: 'employment',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'employer:text',
      'title:text?',
      'city:text?',
      'state:text?',
      'start_date:date?',
      'end_date:date?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'education',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'school:text',
      'degree:text?',
      'field:text?',
      'graduation_year:int?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'social_profiles',
    owner: 'person',
    columns: cols('id:bigint', 'person_id:bigint', 'network:text', 'username:text', 'url:text', ...PROVENANCE),
  },
  {
    table: 'criminal_records',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'record_type:text',
      'offense:text',
      'offense_class:text',
      'court:text',
      'county:text?',
      'state:text',
      'case_number:text',
      'offense_date:date?',
      'filing_date:date?',
      'disposition:text?',
      'disposition_date:date?',
      'sentence:text?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'bankruptcies',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'chapter:int',
      'court:text',
      'case_number:text',
      'filing_date:date',
      'status:text',
      'status_date:date?',
      'assets_cents:bigint?',
      'liabilities_cents:bigint?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'person_liens',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'lien_type:text',
      'creditor:text',
      'amount_cents:bigint',
      'court:text?',
      'case_number:text?',
      'filing_date:date',
      'released_date:date?',
      'status:text',
      ...PROVENANCE,
    ),
  },
  {
    table: 'licenses',
    owner: 'person',
    columns: cols(
      'id:bigint',
      'person_id:bigint',
      'license_type:text',
      'license_number:text',
      'issuing_state:text',
      'status:text',
      'issue_date:date?',
      'expiry_date:date?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'properties',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'address_id:bigint',
      'apn:text',
      'county:text',
      'fips:text?',
      'land_use_code:int',
      'land_use_group:text',
      'property_class:text',
      'subdivision:text?',
      'year_built:int?',
      'stories:int?',
      'bedrooms:int?',
      'bathrooms:numeric?',
      'rooms:int?',
      'square_feet:int?',
      'lot_square_feet:int?',
      'units:int',
      'pool:bool',
      'garage:bool',
      'basement:bool',
      'attic:bool',
      'hoa:bool',
      'hoa_fee_cents:bigint?',
      'owner_occupied:bool',
      'vacant:bool',
      'estimated_value_cents:bigint?',
      'estimated_value_date:date?',
      'open_loans_cents:bigint',
      'estimated_equity_cents:bigint?',
      'last_sale_date:date?',
      'last_sale_cents:bigint?',
      'market_status:int',
      'latitude:numeric',
      'longitude:numeric',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_owners',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'person_id:bigint?',
      'owner_type:text',
      'owner_seq:int',
      'first_name:text?',
      'middle_name:text?',
      'last_name:text?',
      'company_name:text?',
      'mailing_address_id:bigint?',
      'is_current:bool',
      'from_date:date?',
      'to_date:date?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_tax_assessments',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'tax_year:int',
      'assessed_land_cents:bigint',
      'assessed_improvement_cents:bigint',
      'assessed_total_cents:bigint',
      'market_value_cents:bigint',
      'tax_amount_cents:bigint',
      'exemptions:text?',
      'delinquent:bool',
      'delinquent_amount_cents:bigint?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_transactions',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'transaction_type:text',
      'document_type:text',
      'document_number:text',
      'recording_date:date',
      'amount_cents:bigint?',
      'buyer_names:text?',
      'seller_names:text?',
      'lender:text?',
      'loan_type:text?',
      'interest_rate:numeric?',
      'term_months:int?',
      'is_open:bool',
      'balance_cents:bigint?',
      'is_cash:bool',
      'arms_length:bool',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_listings',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'mls_number:text',
      'listing_type:text',
      'status:text',
      'list_date:date',
      'status_date:date',
      'list_price_cents:bigint',
      'close_price_cents:bigint?',
      'days_on_market:int',
      'agent_name:text?',
      'brokerage:text?',
      'photo_count:int',
      'description:text?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_listing_photos',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'listing_id:bigint',
      'seq:int',
      'url:text',
      'caption:text?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_permits',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'permit_number:text',
      'permit_type:text',
      'description:text?',
      'status:text',
      'issue_date:date',
      'final_date:date?',
      'valuation_cents:bigint?',
      'contractor:text?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_foreclosures',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'stage:text',
      'document_type:text',
      'document_number:text',
      'recording_date:date',
      'case_number:text?',
      'borrower_names:text?',
      'beneficiary:text?',
      'trustee:text?',
      'default_amount_cents:bigint?',
      'auction_date:date?',
      'auction_location:text?',
      'opening_bid_cents:bigint?',
      'status:text',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_recordings',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'document_type:text',
      'document_number:text',
      'recording_date:date',
      'grantor:text?',
      'grantee:text?',
      'amount_cents:bigint?',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_liens',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'lien_type:text',
      'creditor:text',
      'debtor:text?',
      'debtor_person_id:bigint?',
      'court:text?',
      'case_number:text?',
      'document_number:text',
      'recording_date:date',
      'amount_cents:bigint',
      'released_date:date?',
      'status:text',
      ...PROVENANCE,
    ),
  },
  {
    table: 'property_evictions',
    owner: 'property',
    columns: cols(
      'id:bigint',
      'property_id:bigint',
      'case_number:text',
      'court:text',
      'filing_date:date',
      'plaintiff:text',
      'defendant:text',
      'defendant_person_id:bigint?',
      'judgment_date:date?',
      'amount_cents:bigint?',
      'status:text',
      ...PROVENANCE,
    ),
  },
  {
    table: 'schools',
    owner: 'reference',
    optional: true,
    columns: cols(
      'id:bigint',
      'name:text',
      'level:text',
      'grades:text',
      'latitude:numeric',
      'longitude:numeric',
      'city:text',
      'state:text',
      'zip:text',
      'district:text',
      'rating:int',
      'enrollment:int',
      'student_teacher_ratio:numeric',
      ...PROVENANCE,
    ),
  },
];

/** The spec of one table by name; throws on an unknown table (a programming error). */
export const recordTableSpec = (table: string): RecordTableSpec => {
  const spec = RECORD_TABLES.find((t) => t.table === table);
  if (!spec) throw new Error(`unknown record table ${table}`);
  return spec;
};

/** manifest.json of a record set. */
export const RecordsManifestSchema = z.object({
  formatVersion: z.literal(RECORDS_FORMAT_VERSION),
  generator: z.string(),
  seed: z.number().int(),
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  options: z.record(z.string(), z.unknown()),
  tables: z.array(
    z.object({
      table: z.string(),
      file: z.string(),
      rows: z.number().int().nonnegative(),
      columns: z.array(z.string()),
    }),
  ),
  extraFiles: z.array(z.object({ file: z.string(), description: z.string() })).default([]),
});
export type RecordsManifest = z.infer<typeof RecordsManifestSchema>;

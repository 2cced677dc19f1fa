-- 0010 public records: the data model (docs/decisions/0010-public-records-model.md).
-- Tables only, with primary keys and NOT NULL rules; secondary indexes live in 0011, so the
-- bulk loader can drop and rebuild them around a load into empty tables.
-- Every fact carries source_id (-> sources.id) and recorded_at. No foreign-key constraints: the
-- tables are meant to be sharded by person_id / property_id, and the loader checks references.
-- The column lists match core/records/record-files.schema.ts (a test keeps them in step).
-- Money in integer cents; dates are `date`; ids are bigint.

CREATE TABLE sources (
  id bigint NOT NULL PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL,
  jurisdiction text
);

-- A person. Age derives from birth_date; name_key = "{last} {first}", lower-case letters only.
CREATE TABLE people (
  id bigint NOT NULL PRIMARY KEY,
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  name_suffix text,
  gender text,
  birth_date date,
  deceased boolean NOT NULL,
  deceased_date date,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL,
  name_key text GENERATED ALWAYS AS (regexp_replace(lower(last_name), '[^a-z]', '', 'g') || ' ' || regexp_replace(lower(first_name), '[^a-z]', '', 'g')) STORED
);

CREATE TABLE person_names (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  name_type text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL,
  name_key text GENERATED ALWAYS AS (regexp_replace(lower(last_name), '[^a-z]', '', 'g') || ' ' || regexp_replace(lower(first_name), '[^a-z]', '', 'g')) STORED
);

CREATE TABLE addresses (
  id bigint NOT NULL PRIMARY KEY,
  house_number text,
  pre_dir text,
  street_name text NOT NULL,
  street_suffix text,
  post_dir text,
  unit_type text,
  unit text,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  zip4 text,
  county text,
  latitude double precision,
  longitude double precision,
  address_key text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE person_addresses (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  address_id bigint NOT NULL,
  from_date date,
  to_date date,
  is_current boolean NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE phones (
  id bigint NOT NULL PRIMARY KEY,
  number text NOT NULL,
  line_type text NOT NULL,
  carrier text,
  classification integer NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE person_phones (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  phone_id bigint NOT NULL,
  first_seen date,
  last_seen date,
  is_current boolean NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE emails (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  email text NOT NULL,
  first_seen date,
  last_seen date,
  is_current boolean NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE relationships (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  related_person_id bigint NOT NULL,
  kind text NOT NULL,
  relation text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE employment (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  employer text NOT NULL,
  title text,
  city text,
  state text,
  start_date date,
  end_date date,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE education (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  school text NOT NULL,
  degree text,
  field text,
  graduation_year integer,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE social_profiles (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  network text NOT NULL,
  username text NOT NULL,
  url text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE criminal_records (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  record_type text NOT NULL,
  offense text NOT NULL,
  offense_class text NOT NULL,
  court text NOT NULL,
  county text,
  state text NOT NULL,
  case_number text NOT NULL,
  offense_date date,
  filing_date date,
  disposition text,
  disposition_date date,
  sentence text,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE bankruptcies (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  chapter integer NOT NULL,
  court text NOT NULL,
  case_number text NOT NULL,
  filing_date date NOT NULL,
  status text NOT NULL,
  status_date date,
  assets_cents bigint,
  liabilities_cents bigint,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE person_liens (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  lien_type text NOT NULL,
  creditor text NOT NULL,
  amount_cents bigint NOT NULL,
  court text,
  case_number text,
  filing_date date NOT NULL,
  released_date date,
  status text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE licenses (
  id bigint NOT NULL PRIMARY KEY,
  person_id bigint NOT NULL,
  license_type text NOT NULL,
  license_number text NOT NULL,
  issuing_state text NOT NULL,
  status text NOT NULL,
  issue_date date,
  expiry_date date,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE properties (
  id bigint NOT NULL PRIMARY KEY,
  address_id bigint NOT NULL,
  apn text NOT NULL,
  county text NOT NULL,
  fips text,
  land_use_code integer NOT NULL,
  land_use_group text NOT NULL,
  property_class text NOT NULL,
  subdivision text,
  year_built integer,
  stories integer,
  bedrooms integer,
  bathrooms numeric(4,1),
  rooms integer,
  square_feet integer,
  lot_square_feet integer,
  units integer NOT NULL,
  pool boolean NOT NULL,
  garage boolean NOT NULL,
  basement boolean NOT NULL,
  attic boolean NOT NULL,
  hoa boolean NOT NULL,
  hoa_fee_cents bigint,
  owner_occupied boolean NOT NULL,
  vacant boolean NOT NULL,
  estimated_value_cents bigint,
  estimated_value_date date,
  open_loans_cents bigint NOT NULL,
  estimated_equity_cents bigint,
  last_sale_date date,
  last_sale_cents bigint,
  market_status integer NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_owners (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  person_id bigint,
  owner_type text NOT NULL,
  owner_seq integer NOT NULL,
  first_name text,
  middle_name text,
  last_name text,
  company_name text,
  mailing_address_id bigint,
  is_current boolean NOT NULL,
  from_date date,
  to_date date,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_tax_assessments (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  tax_year integer NOT NULL,
  assessed_land_cents bigint NOT NULL,
  assessed_improvement_cents bigint NOT NULL,
  assessed_total_cents bigint NOT NULL,
  market_value_cents bigint NOT NULL,
  tax_amount_cents bigint NOT NULL,
  exemptions text,
  delinquent boolean NOT NULL,
  delinquent_amount_cents bigint,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_transactions (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  transaction_type text NOT NULL,
  document_type text NOT NULL,
  document_number text NOT NULL,
  recording_date date NOT NULL,
  amount_cents bigint,
  buyer_names text,
  seller_names text,
  lender text,
  loan_type text,
  interest_rate numeric(6,3),
  term_months integer,
  is_open boolean NOT NULL,
  balance_cents bigint,
  is_cash boolean NOT NULL,
  arms_length boolean NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_listings (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  mls_number text NOT NULL,
  listing_type text NOT NULL,
  status text NOT NULL,
  list_date date NOT NULL,
  status_date date NOT NULL,
  list_price_cents bigint NOT NULL,
  close_price_cents bigint,
  days_on_market integer NOT NULL,
  agent_name text,
  brokerage text,
  photo_count integer NOT NULL,
  description text,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_listing_photos (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  listing_id bigint NOT NULL,
  seq integer NOT NULL,
  url text NOT NULL,
  caption text,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_permits (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  permit_number text NOT NULL,
  permit_type text NOT NULL,
  description text,
  status text NOT NULL,
  issue_date date NOT NULL,
  final_date date,
  valuation_cents bigint,
  contractor text,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_foreclosures (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  stage text NOT NULL,
  document_type text NOT NULL,
  document_number text NOT NULL,
  recording_date date NOT NULL,
  case_number text,
  borrower_names text,
  beneficiary text,
  trustee text,
  default_amount_cents bigint,
  auction_date date,
  auction_location text,
  opening_bid_cents bigint,
  status text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_recordings (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  document_type text NOT NULL,
  document_number text NOT NULL,
  recording_date date NOT NULL,
  grantor text,
  grantee text,
  amount_cents bigint,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_liens (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  lien_type text NOT NULL,
  creditor text NOT NULL,
  debtor text,
  debtor_person_id bigint,
  court text,
  case_number text,
  document_number text NOT NULL,
  recording_date date NOT NULL,
  amount_cents bigint NOT NULL,
  released_date date,
  status text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

CREATE TABLE property_evictions (
  id bigint NOT NULL PRIMARY KEY,
  property_id bigint NOT NULL,
  case_number text NOT NULL,
  court text NOT NULL,
  filing_date date NOT NULL,
  plaintiff text NOT NULL,
  defendant text NOT NULL,
  defendant_person_id bigint,
  judgment_date date,
  amount_cents bigint,
  status text NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

-- Residents of a property (current and prior) are the people whose address history holds its address.
CREATE VIEW property_residents AS
SELECT p.id AS property_id, pa.person_id, pa.from_date, pa.to_date, pa.is_current, pa.source_id, pa.recorded_at
FROM properties p
JOIN person_addresses pa ON pa.address_id = p.address_id;

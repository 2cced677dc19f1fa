-- 0067 nearby search (docs/decisions/0067-nearby-search.md; 001 sections 2, 3, 4 and 9).
-- One row per property with every fact the nearby filters, sorts and the 21 quick filters read, so a
-- search is one GiST probe on the point plus filters on one row: no join per candidate. Derived from
-- the record tables by property_search_refresh(), which the records loader runs after every load
-- (next to market_refresh()) and this migration runs once. The records are read-only between loads.
--
-- Facts the records cannot say are written as false (never null) where the quick filters read a
-- boolean: owner_deceased is a current owner's person record marked deceased (false for companies
-- and owners not matched to a person); probate_opened is a recording whose document type names
-- Probate (false when none is recorded, so an unrecorded case reads as "not opened").
--
-- quick_filters is a bitmask: bit i is set when the property matches QUICK_FILTER_IDS[i]
-- (core/property/quick-filters.rules.ts) as of app_meta 'records_as_of' (today's date when unset).
-- Each CASE of the function mirrors one QUICK_FILTERS predicate; the mirror is the SQL twin of
-- adapters/postgres/records-stats.ts QUICK_FILTER_COUNTS_SQL, and the nearby search contract suite
-- (tests/adapters/property/nearby-search.contract.test.ts) checks every bit against the core predicate.

CREATE TABLE property_search (
  id bigint PRIMARY KEY,
  pt point NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  address_id bigint NOT NULL,
  land_use_code integer NOT NULL,
  land_use_group text NOT NULL,
  property_class text NOT NULL,
  subdivision_key text,
  year_built integer,
  stories integer,
  bedrooms integer,
  bathrooms double precision,
  square_feet integer,
  lot_square_feet integer,
  pool boolean NOT NULL,
  garage boolean NOT NULL,
  basement boolean NOT NULL,
  attic boolean NOT NULL,
  estimated_value_cents bigint,
  market_status integer NOT NULL,
  listing_status text,            -- the latest listing (status date, then id) as a listing status option
  listing_type text,              -- sale | rent of that listing
  listing_amount_cents bigint,    -- asking price of the latest open listing (list date, then id)
  days_on_market integer,         -- days on market of that open listing
  last_sale_date date,
  last_sale_cents bigint,
  last_sale_cash boolean NOT NULL,
  last_sale_arms_length boolean,
  last_sale_foreclosure boolean,
  last_sale_multi_parcel boolean,
  open_loan_count integer NOT NULL,
  open_loan_cents bigint NOT NULL,
  equity_percent numeric,
  vacant boolean NOT NULL,
  owner_occupied boolean NOT NULL,
  tax_delinquent boolean NOT NULL,
  property_lien_count integer NOT NULL,
  personal_lien_count integer NOT NULL,
  owner_bankruptcy boolean NOT NULL,
  foreclosure_stage text NOT NULL, -- none | lisPendens | noticeOfDefault | noticeOfSale
  auction_date date,
  owner_deceased boolean NOT NULL,
  probate_opened boolean NOT NULL,
  bank_owned boolean NOT NULL,
  quick_filters integer NOT NULL,
  -- The card's address and the latest listing's (list date, then id) first photo and photo count,
  -- copied here so a page of results reads no other table.
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
  photo_url text,
  photo_count integer NOT NULL
);
CREATE INDEX property_search_pt_idx ON property_search USING gist (pt);

-- property_search_refresh(): see adapters/postgres/functions/property_search_refresh.sql

-- (This data step called the refresh; a migration calls no function, so it asks the migrator to rebuild the
-- derived tables once the function files are applied: adapters/postgres/migrate.ts, DERIVED_RECORDS_STALE.)
INSERT INTO app_meta (key, value) SELECT 'derived_records_stale', '0067' WHERE EXISTS (SELECT 1 FROM properties)
  ON CONFLICT (key) DO NOTHING;

-- Saved nearby searches (001 sections 3 and 7) and their alerts (002): the body as saved, and the
-- properties it matched at its last alert run (null: never run, the first run records the baseline).
CREATE TABLE nearby_saved_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filters jsonb NOT NULL,
  criteria jsonb NOT NULL,
  title text NOT NULL,
  search_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  matched_ids bigint[],
  last_alert_at timestamptz
);
CREATE INDEX nearby_saved_searches_user_idx ON nearby_saved_searches (user_id, created_at DESC, id DESC);

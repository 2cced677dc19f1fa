-- 0064 property market (docs/decisions/0060-property-research.md): the sales and sale listings of
-- each ZIP, for market trends and demand. Reaching them from the record tables costs one index probe
-- per address and per property of the ZIP (about 10,000 buffer visits for a ZIP of 1,000 homes); here
-- a ZIP's rows are one index range, stored together. Derived from the record tables by
-- market_refresh(), which the records loader runs after every load (as it runs search_refresh()),
-- and this migration runs once, so a database loaded before it gets its copies here. The records are
-- read-only between loads, so the copies cannot drift.

CREATE TABLE market_sales (
  zip text NOT NULL,
  recording_date date NOT NULL,
  amount_cents bigint NOT NULL,
  square_feet integer,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);
CREATE INDEX market_sales_zip_date_idx ON market_sales (zip, recording_date);

CREATE TABLE market_listings (
  zip text NOT NULL,
  list_date date NOT NULL,
  status text NOT NULL,
  status_date date NOT NULL,
  days_on_market integer NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);
CREATE INDEX market_listings_zip_date_idx ON market_listings (zip, list_date);

-- Sales: property_transactions of type sale with an amount above 0, with the ZIP of the property's
-- address and its size. Listings: property_listings of type sale, with the ZIP. Rows are written in
-- ZIP order, so one ZIP's rows share a few pages.
-- market_refresh(): see adapters/postgres/functions/market_refresh.sql

-- A database whose records were loaded before this migration: fill the copies now (empty otherwise).
-- (This data step called the refresh; a migration calls no function, so it asks the migrator to rebuild the
-- derived tables once the function files are applied: adapters/postgres/migrate.ts, DERIVED_RECORDS_STALE.)
INSERT INTO app_meta (key, value) SELECT 'derived_records_stale', '0064' WHERE EXISTS (SELECT 1 FROM properties)
  ON CONFLICT (key) DO NOTHING;

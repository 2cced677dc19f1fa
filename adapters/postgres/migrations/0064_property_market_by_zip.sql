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
CREATE OR REPLACE FUNCTION market_refresh() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE market_sales, market_listings;
  INSERT INTO market_sales (zip, recording_date, amount_cents, square_feet, source_id, recorded_at)
  SELECT a.zip, t.recording_date, t.amount_cents, p.square_feet, t.source_id, t.recorded_at
    FROM property_transactions t
    JOIN properties p ON p.id = t.property_id
    JOIN addresses a ON a.id = p.address_id
   WHERE t.transaction_type = 'sale' AND t.amount_cents > 0
   ORDER BY a.zip, t.recording_date;
  INSERT INTO market_listings (zip, list_date, status, status_date, days_on_market, source_id, recorded_at)
  SELECT a.zip, l.list_date, l.status, l.status_date, l.days_on_market, l.source_id, l.recorded_at
    FROM property_listings l
    JOIN properties p ON p.id = l.property_id
    JOIN addresses a ON a.id = p.address_id
   WHERE l.listing_type = 'sale'
   ORDER BY a.zip, l.list_date;
  ANALYZE market_sales;
  ANALYZE market_listings;
END
$fn$;

-- A database whose records were loaded before this migration: fill the copies now (empty otherwise).
SELECT market_refresh();

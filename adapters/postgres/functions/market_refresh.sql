-- Rebuilds the per-ZIP copies of the sales and sale listings (migration 0064, docs/decisions/0060): sales are
-- property_transactions of type sale with an amount above 0, with the ZIP of the property's address and its
-- size; listings are property_listings of type sale, with the ZIP. Rows are written in ZIP order, so one ZIP's
-- rows share a few pages. The records loader runs it after every load.
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

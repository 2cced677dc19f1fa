-- The comparables search of the property tools (docs/decisions/0060-property-research.md, 001 section 9): one
-- statement over the GiST cube of migration 0065 (longitude, latitude, last-sale day since 2000-01-01, square
-- feet), so the default filter's four ranges are answered in the index; a missing sale date (-100000) or size
-- (-1) sits below every bound, so a bound excludes it, as the core predicate does. Every property-column bound
-- is then checked exactly; the exact great-circle distance (the haversine of core/property/geo-distance.rules.ts,
-- term for term) keeps those within the radius; only they look up their latest sale listing and their last sale
-- (with its other parcels, by document number); the count and the sums behind the averages are taken over every
-- match, and only the page reads addresses and photos. An empty page still returns the one row of totals.
-- plpgsql, so its plan is cached per connection. adapters/postgres/pg-property-market.ts calls it with the
-- argument types of COMPARABLES_PARAMS (a test keeps the two in step).
CREATE OR REPLACE FUNCTION market_comparables(float8, float8, bigint, float8, float8, float8, float8, float8, float8, float8, int[], float8, float8, float8, float8, float8, float8, float8, float8, float8, float8, date, date, text, boolean, text[], text[], text, text[], boolean, int, int)
RETURNS TABLE (total int, sale_count int, sale_sum float8, ppsf_count int, ppsf_sum float8, est_count int,
  est_sum float8, id bigint, latitude float8, longitude float8, land_use_code int, land_use_group text,
  property_class text, subdivision text, year_built int, square_feet int, bedrooms int, bathrooms float8,
  lot_square_feet int, last_sale_date text, last_sale_cents float8, estimated_value_cents float8, distance float8,
  listing_status text, arms_length boolean, is_cash boolean, document_type text, multi_parcel boolean,
  house_number text, pre_dir text, street_name text, street_suffix text, post_dir text, unit_type text, unit text,
  city text, state text, zip text, photo_url text)
LANGUAGE plpgsql STABLE AS $fn$
#variable_conflict use_column
BEGIN
  RETURN QUERY WITH cand AS MATERIALIZED (
  SELECT p.id, p.address_id, p.latitude, p.longitude, p.land_use_code, p.land_use_group, p.property_class,
         p.subdivision, p.year_built, p.square_feet, p.bedrooms, p.bathrooms::float8 AS bathrooms, p.lot_square_feet,
         p.last_sale_date, p.last_sale_cents::float8 AS last_sale_cents,
         p.estimated_value_cents::float8 AS estimated_value_cents,
         2 * $5::float8 * asin(sqrt(least(1::float8,
           sin((p.latitude - $1::float8) * $6::float8 / 2) ^ 2
           + cos($1::float8 * $6::float8) * cos(p.latitude * $6::float8) * sin((p.longitude - $2::float8) * $6::float8 / 2) ^ 2
         ))) AS distance
    FROM properties p
   WHERE cube(ARRAY[p.longitude, p.latitude, coalesce(p.last_sale_date - DATE '2000-01-01', -100000)::float8,
                    coalesce(p.square_feet, -1)::float8])
         <@ cube(ARRAY[$7::float8, $8::float8, coalesce(($22::date - DATE '2000-01-01')::float8, -1e9),
                       coalesce($14::float8, -1e9)],
                 ARRAY[$9::float8, $10::float8, coalesce(($23::date - DATE '2000-01-01')::float8, 1e9),
                       coalesce($15::float8, 1e9)])
     AND p.id <> $3::bigint
     AND ($11::int[] IS NULL OR p.land_use_code = ANY($11::int[]))
     AND ($12::float8 IS NULL OR p.year_built >= $12::float8) AND ($13::float8 IS NULL OR p.year_built <= $13::float8)
     AND ($14::float8 IS NULL OR p.square_feet >= $14::float8) AND ($15::float8 IS NULL OR p.square_feet <= $15::float8)
     AND ($16::float8 IS NULL OR p.bedrooms >= $16::float8) AND ($17::float8 IS NULL OR p.bedrooms <= $17::float8)
     AND ($18::float8 IS NULL OR p.bathrooms >= $18::float8) AND ($19::float8 IS NULL OR p.bathrooms <= $19::float8)
     AND ($20::float8 IS NULL OR p.lot_square_feet >= $20::float8) AND ($21::float8 IS NULL OR p.lot_square_feet <= $21::float8)
     AND ($22::date IS NULL OR p.last_sale_date >= $22::date) AND ($23::date IS NULL OR p.last_sale_date <= $23::date)
     AND ($24::text IS NULL OR lower(btrim(p.subdivision)) = $24::text)
     AND (NOT $25::boolean OR p.last_sale_date IS NOT NULL)
     AND ($26::text[] IS NULL OR lower(btrim(p.property_class)) = ANY($26::text[]))
),
near AS MATERIALIZED (
  SELECT * FROM cand WHERE distance <= $4::float8
),
m AS MATERIALIZED (
  SELECT n.*, ls.status AS listing_status, st.arms_length, st.is_cash, st.document_type, st.multi_parcel
    FROM near n
    LEFT JOIN LATERAL (
      SELECT l.status FROM property_listings l
       WHERE l.property_id = n.id AND l.listing_type = 'sale'
       ORDER BY l.list_date DESC, l.id DESC LIMIT 1
    ) ls ON true
    LEFT JOIN LATERAL (
      SELECT t.arms_length, t.is_cash, t.document_type,
             EXISTS (SELECT 1 FROM property_transactions o
                      WHERE o.document_number = t.document_number AND o.transaction_type = 'sale'
                        AND o.property_id <> t.property_id) AS multi_parcel
        FROM property_transactions t
       WHERE t.property_id = n.id AND t.transaction_type = 'sale' AND t.recording_date = n.last_sale_date
       ORDER BY t.id DESC LIMIT 1
    ) st ON true
   WHERE ($27::text[] IS NULL OR lower(btrim(ls.status)) = ANY($27::text[]))
     AND ($28::text IS NULL OR (st.document_type IS NOT NULL AND CASE $28::text
           WHEN 'armsLength' THEN st.arms_length
           WHEN 'nonArmsLength' THEN NOT st.arms_length
           WHEN 'cash' THEN st.is_cash
           WHEN 'foreclosure' THEN lower(btrim(st.document_type)) = ANY($29::text[])
           ELSE false END))
     AND ($30::boolean OR st.multi_parcel IS NOT TRUE)
),
agg AS (
  SELECT count(*)::int AS total,
         count(last_sale_cents)::int AS sale_count,
         coalesce(sum(last_sale_cents), 0)::float8 AS sale_sum,
         count(*) FILTER (WHERE last_sale_cents IS NOT NULL AND square_feet > 0)::int AS ppsf_count,
         coalesce(sum(last_sale_cents / square_feet) FILTER (WHERE last_sale_cents IS NOT NULL AND square_feet > 0), 0)::float8 AS ppsf_sum,
         count(estimated_value_cents)::int AS est_count,
         coalesce(sum(estimated_value_cents), 0)::float8 AS est_sum
    FROM m
),
page AS (
  SELECT * FROM m ORDER BY distance, id LIMIT $31::int OFFSET $32::int
)
SELECT agg.*, pg.id, pg.latitude, pg.longitude, pg.land_use_code, pg.land_use_group, pg.property_class, pg.subdivision,
       pg.year_built, pg.square_feet, pg.bedrooms, pg.bathrooms, pg.lot_square_feet, pg.last_sale_date::text AS last_sale_date,
       pg.last_sale_cents, pg.estimated_value_cents, pg.distance, pg.listing_status,
       pg.arms_length, pg.is_cash, pg.document_type, pg.multi_parcel,
       a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit, a.city, a.state, a.zip,
       ph.url AS photo_url
  FROM agg
  LEFT JOIN page pg ON true
  LEFT JOIN addresses a ON a.id = pg.address_id
  LEFT JOIN LATERAL (
    SELECT f.url FROM property_listings l JOIN property_listing_photos f ON f.listing_id = l.id
     WHERE l.property_id = pg.id
     ORDER BY l.list_date DESC, l.id DESC, f.seq, f.id LIMIT 1
  ) ph ON true
 ORDER BY pg.distance, pg.id;
END
$fn$;

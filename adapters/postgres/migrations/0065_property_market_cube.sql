-- 0065 property market (docs/decisions/0060-property-research.md): comparables search four ranges at
-- once. The default comparables filter (001 section 9) bounds the distance, the last-sale date and
-- the size; the 2-D location index alone made every property in the box visit its heap page (about
-- 1,200 pages for a 0.5-mile box at 1M people) to find the few dozen that sold in the window at a
-- similar size. A GiST index on the cube (longitude, latitude, last-sale day since 2000-01-01, square
-- feet) answers the box and both ranges in the index; a missing sale date (-100000) or size (-1) sits
-- below every bound, so a bound excludes it, as the core predicate does.
CREATE INDEX IF NOT EXISTS properties_market_cube_idx ON properties USING gist (
  cube(ARRAY[longitude, latitude, coalesce(last_sale_date - DATE '2000-01-01', -100000)::float8,
             coalesce(square_feet, -1)::float8])
);

-- The comparables statement, now on that index, as a plpgsql function (it was generated from the adapter's text,
-- which has since gone: the statement's one text is its function file).
-- market_comparables(): see adapters/postgres/functions/market_comparables.sql

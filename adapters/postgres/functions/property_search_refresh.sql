-- Rebuilds property_search (migration 0067, docs/decisions/0067-nearby-search.md): one row per property with
-- every fact the nearby filters, sorts and quick filters read, so a search is one GiST probe on the point plus
-- filters on one row. Facts the records cannot say are written as false (never null) where the quick filters
-- read a boolean: owner_deceased is a current owner's person record marked deceased (false for companies and
-- owners not matched to a person); probate_opened is a recording whose document type names Probate.
-- quick_filters is a bitmask of the quick filters (core/property/quick-filters.rules.ts) the property matches as
-- of app_meta 'records_as_of' (today's date when unset). What a quick filter means comes from core, never typed
-- here (docs/decisions/0095): p_rules (adapters/postgres/pg-nearby-search.ts, propertySearchRules) gives each
-- filter's bit ("bits": {"forSale": 2, ...}, a filter without one leaves the mask null and the row refused) and
-- the thresholds (highEquityMinPercent, lowEquityMaxPercent, soldWithinMonths, flipperMaxOwnedMonths); the nearby
-- search contract suite checks every bit against the core predicate. The records loader runs it after every load.
CREATE OR REPLACE FUNCTION property_search_refresh(p_rules jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  as_of date := coalesce((SELECT value::date FROM app_meta WHERE key = 'records_as_of'), current_date);
  high_equity numeric := (p_rules->>'highEquityMinPercent')::numeric;
  low_equity numeric := (p_rules->>'lowEquityMaxPercent')::numeric;
  sold_from date := (as_of - make_interval(months => (p_rules->>'soldWithinMonths')::int))::date;
  flipper_from date := (as_of - make_interval(months => (p_rules->>'flipperMaxOwnedMonths')::int))::date;
  bits jsonb := p_rules->'bits';
BEGIN
  TRUNCATE property_search;
  INSERT INTO property_search
  WITH plien_person AS (
    SELECT person_id, count(*) AS n FROM person_liens WHERE status = 'open' GROUP BY person_id),
  bk_person AS (SELECT DISTINCT person_id FROM bankruptcies WHERE status = 'open'),
  owner AS (
    SELECT o.property_id,
           bool_or(o.owner_type = 'bank') AS bank_owned,
           bool_or(coalesce(pp.deceased, false)) AS deceased,
           sum(coalesce(pl.n, 0)) AS personal_liens,
           bool_or(bk.person_id IS NOT NULL) AS bankrupt
      FROM property_owners o
      LEFT JOIN people pp ON pp.id = o.person_id
      LEFT JOIN plien_person pl ON pl.person_id = o.person_id
      LEFT JOIN bk_person bk ON bk.person_id = o.person_id
     WHERE o.is_current
     GROUP BY o.property_id),
  fc AS (
    SELECT property_id,
           bool_or(stage = 'auction' AND status = 'scheduled') AS notice_of_sale,
           bool_or(stage = 'pre_foreclosure' AND status = 'active' AND document_type = 'Lis Pendens') AS lis_pendens,
           bool_or(stage = 'pre_foreclosure' AND status = 'active') AS pre_filing,
           max(auction_date) FILTER (WHERE stage = 'auction' AND status = 'scheduled') AS auction_date
      FROM property_foreclosures GROUP BY property_id),
  tax AS (
    SELECT DISTINCT ON (property_id) property_id, delinquent FROM property_tax_assessments
     ORDER BY property_id, tax_year DESC, id DESC),
  sale AS (
    SELECT DISTINCT ON (property_id) property_id, is_cash, arms_length, document_type, document_number
      FROM property_transactions WHERE transaction_type = 'sale'
     ORDER BY property_id, recording_date DESC, id DESC),
  multi AS (
    SELECT document_number FROM property_transactions WHERE transaction_type = 'sale'
     GROUP BY document_number HAVING count(DISTINCT property_id) > 1),
  loans AS (
    SELECT property_id, count(*) AS n FROM property_transactions
     WHERE transaction_type = 'loan' AND is_open GROUP BY property_id),
  lst AS (
    SELECT DISTINCT ON (property_id) property_id, listing_type, status FROM property_listings
     ORDER BY property_id, status_date DESC, id DESC),
  openl AS (
    SELECT DISTINCT ON (property_id) property_id, list_price_cents, days_on_market FROM property_listings
     WHERE lower(btrim(status)) NOT IN ('sold', 'expired', 'withdrawn', 'cancelled')
     ORDER BY property_id, list_date DESC, id DESC),
  plien AS (SELECT property_id, count(*) AS n FROM property_liens WHERE status = 'open' GROUP BY property_id),
  lp AS (
    SELECT DISTINCT ON (property_id) property_id, id FROM property_listings ORDER BY property_id, list_date DESC, id DESC),
  ph AS (
    SELECT listing_id, count(*) AS n, (array_agg(url ORDER BY seq, id))[1] AS url
      FROM property_listing_photos GROUP BY listing_id),
  probate AS (SELECT DISTINCT property_id FROM property_recordings WHERE document_type LIKE '%Probate%'),
  f AS (
    SELECT p.*,
           CASE WHEN p.estimated_value_cents > 0
                THEN floor((p.estimated_value_cents - greatest(0, p.open_loans_cents))::numeric * 1000
                           / p.estimated_value_cents + 0.5) / 10 END AS equity_pct,
           CASE WHEN coalesce(fc.notice_of_sale, false) THEN 'noticeOfSale'
                WHEN coalesce(fc.lis_pendens, false) THEN 'lisPendens'
                WHEN coalesce(fc.pre_filing, false) THEN 'noticeOfDefault'
                ELSE 'none' END AS fc_stage,
           fc.auction_date AS fc_auction,
           CASE lower(btrim(l.status)) WHEN 'active' THEN 'active' WHEN 'pending' THEN 'pending' WHEN 'sold' THEN 'sold'
                WHEN 'expired' THEN 'failed' WHEN 'withdrawn' THEN 'failed' WHEN 'cancelled' THEN 'failed' END AS l_status,
           l.listing_type AS l_type, ol.list_price_cents AS l_amount, ol.days_on_market AS l_dom,
           coalesce(o.bank_owned, false) AS o_bank, coalesce(o.deceased, false) AS o_deceased,
           coalesce(o.personal_liens, 0) AS o_liens, coalesce(o.bankrupt, false) AS o_bankrupt,
           coalesce(t.delinquent, false) AS t_delinquent, coalesce(pl.n, 0) AS p_liens,
           pr.property_id IS NOT NULL AS probate, coalesce(s.is_cash, false) AS s_cash, s.arms_length AS s_arms,
           CASE WHEN s.property_id IS NOT NULL THEN lower(btrim(s.document_type)) IN
                ('trustee''s deed upon sale', 'sheriff''s deed', 'referee''s deed') END AS s_foreclosure,
           CASE WHEN s.property_id IS NOT NULL THEN m.document_number IS NOT NULL END AS s_multi,
           coalesce(ln.n, 0) AS loans_n,
           a.house_number AS a_house_number, a.pre_dir AS a_pre_dir, a.street_name AS a_street_name,
           a.street_suffix AS a_street_suffix, a.post_dir AS a_post_dir, a.unit_type AS a_unit_type, a.unit AS a_unit,
           a.city AS a_city, a.state AS a_state, a.zip AS a_zip, ph.url AS photo, coalesce(ph.n, 0) AS photos
      FROM properties p
      JOIN addresses a ON a.id = p.address_id
      LEFT JOIN lp ON lp.property_id = p.id
      LEFT JOIN ph ON ph.listing_id = lp.id
      LEFT JOIN owner o ON o.property_id = p.id
      LEFT JOIN fc ON fc.property_id = p.id
      LEFT JOIN tax t ON t.property_id = p.id
      LEFT JOIN sale s ON s.property_id = p.id
      LEFT JOIN multi m ON m.document_number = s.document_number
      LEFT JOIN loans ln ON ln.property_id = p.id
      LEFT JOIN lst l ON l.property_id = p.id
      LEFT JOIN openl ol ON ol.property_id = p.id
      LEFT JOIN plien pl ON pl.property_id = p.id
      LEFT JOIN probate pr ON pr.property_id = p.id),
  g AS (
    SELECT f.*, fc_stage <> 'none' AND NOT o_bank AS pre_fc FROM f)
  SELECT id, point(longitude, latitude), latitude, longitude, address_id, land_use_code, land_use_group,
         property_class, nullif(lower(btrim(subdivision)), ''), year_built, stories, bedrooms, bathrooms::float8,
         square_feet, lot_square_feet, pool, garage, basement, attic, estimated_value_cents, market_status,
         l_status, l_type, l_amount, l_dom, last_sale_date, last_sale_cents, s_cash, s_arms, s_foreclosure, s_multi,
         loans_n, open_loans_cents, equity_pct, vacant, owner_occupied, t_delinquent, p_liens, o_liens, o_bankrupt,
         fc_stage, fc_auction, o_deceased, probate, o_bank,
         (bits->>'allProperties')::int
         | CASE WHEN market_status = 1 AND l_type = 'sale' THEN (bits->>'forSale')::int ELSE 0 END
         | CASE WHEN market_status = 1 AND l_type = 'rent' THEN (bits->>'forRent')::int ELSE 0 END
         | CASE WHEN last_sale_date >= sold_from AND last_sale_date <= as_of THEN (bits->>'sold')::int ELSE 0 END
         | CASE WHEN pre_fc THEN (bits->>'preForeclosure')::int ELSE 0 END
         | CASE WHEN o_deceased AND NOT probate THEN (bits->>'preProbate')::int ELSE 0 END
         | CASE WHEN equity_pct >= high_equity THEN (bits->>'highEquity')::int ELSE 0 END
         | CASE WHEN equity_pct >= 0 AND equity_pct < low_equity THEN (bits->>'lowEquity')::int ELSE 0 END
         | CASE WHEN equity_pct < 0 THEN (bits->>'negativeEquity')::int ELSE 0 END
         | CASE WHEN vacant THEN (bits->>'vacant')::int ELSE 0 END
         | CASE WHEN o_bank THEN (bits->>'bankOwned')::int ELSE 0 END
         | CASE WHEN t_delinquent THEN (bits->>'taxDelinquency')::int ELSE 0 END
         | CASE WHEN p_liens > 0 THEN (bits->>'propertyLien')::int ELSE 0 END
         | CASE WHEN o_liens > 0 THEN (bits->>'personalLien')::int ELSE 0 END
         | CASE WHEN o_bankrupt THEN (bits->>'bankruptcy')::int ELSE 0 END
         | CASE WHEN loans_n = 0 THEN (bits->>'freeAndClear')::int ELSE 0 END
         | CASE WHEN s_cash THEN (bits->>'cashBuyer')::int ELSE 0 END
         | CASE WHEN fc_auction >= as_of THEN (bits->>'auction')::int ELSE 0 END
         | CASE WHEN market_status = 1 AND last_sale_date > flipper_from AND last_sale_date <= as_of
                THEN (bits->>'flipper')::int ELSE 0 END
         | CASE WHEN l_status = 'failed' AND market_status <> 1 THEN (bits->>'failedListings')::int ELSE 0 END
         | CASE WHEN vacant AND pre_fc AND NOT owner_occupied THEN (bits->>'zombie')::int ELSE 0 END,
         a_house_number, a_pre_dir, a_street_name, a_street_suffix, a_post_dir, a_unit_type, a_unit,
         a_city, a_state, a_zip, photo, photos
    FROM g
   ORDER BY floor(latitude * 20), floor(longitude * 20), id; -- nearby rows share pages
  ANALYZE property_search;
END
$fn$;

-- The saved-properties grid's facts of some properties (docs/decisions/0066), one jsonb object a property keyed
-- by the grid's column names (core/property/columns.rules.ts). p_hidden: the people the fact gate hides among the
-- properties' current owners (docs/decisions/0099: the gate decides, in core; this applies its answer). Owners 1
-- and 2 are the current owners not among them, and the owners' own facts (deceased, personal liens,
-- bankruptcies) are only those of such owners: the grid filters and sorts on these values in SQL, so a hidden
-- owner must not be in them at all.
CREATE OR REPLACE FUNCTION property_grid_facts(p_ids bigint[], p_hidden bigint[])
RETURNS TABLE (property_id bigint, facts jsonb) LANGUAGE sql STABLE AS $fn$
WITH asof AS (
  SELECT (SELECT value FROM app_meta WHERE key = 'records_as_of')::date AS d
),
p AS (
  SELECT p.*, a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit,
         a.city, a.state, a.zip
    FROM properties p JOIN addresses a ON a.id = p.address_id
   WHERE p.id = ANY (p_ids)
)
-- jsonb_build_object takes at most 100 arguments, so the object is built in four parts.
SELECT p.id,
  jsonb_build_object(
    'streetAddress', concat_ws(' ', p.house_number, p.pre_dir, p.street_name, p.street_suffix, p.post_dir, p.unit_type, p.unit),
    'city', p.city, 'state', p.state, 'zip', p.zip, 'county', p.county, 'apn', p.apn,
    'owner1FirstName', o1.first_name, 'owner1LastName', coalesce(o1.last_name, o1.company_name),
    'owner2FirstName', o2.first_name, 'owner2LastName', coalesce(o2.last_name, o2.company_name),
    'owner1Phone', o1.phone, 'owner2Phone', o2.phone,
    'owner1Email', o1.email, 'owner2Email', o2.email,
    'mailingAddress', o1.mailing,
    'ownerOccupied', p.owner_occupied,
    'absenteeOwner', NOT p.owner_occupied,
    'corporateOwned', CASE WHEN o1.property_id IS NULL THEN NULL ELSE own.corporate END,
    'ownershipMonths', CASE WHEN o1.from_date IS NOT NULL AND asof.d IS NOT NULL AND asof.d >= o1.from_date
      THEN (extract(year FROM age(asof.d, o1.from_date)) * 12 + extract(month FROM age(asof.d, o1.from_date)))::int END
  ) || jsonb_build_object(
    'landUse', p.land_use_group,
    'bedrooms', p.bedrooms, 'bathrooms', p.bathrooms, 'rooms', p.rooms,
    'squareFeet', p.square_feet, 'lotSquareFeet', p.lot_square_feet,
    'lotAcres', round(p.lot_square_feet::numeric / 43560, 2),
    'yearBuilt', p.year_built, 'stories', p.stories,
    'garageSpaces', NULL,
    'pool', p.pool, 'basement', p.basement, 'attic', p.attic, 'hoa', p.hoa,
    'hoaFee', p.hoa_fee_cents / 100.0,
    'subdivision', p.subdivision,
    'zoning', NULL,
    'latitude', p.latitude, 'longitude', p.longitude,
    'assessedTotalValue', tax.assessed_total_cents / 100.0,
    'assessedLandValue', tax.assessed_land_cents / 100.0,
    'assessedImprovementValue', tax.assessed_improvement_cents / 100.0,
    'marketTotalValue', tax.market_value_cents / 100.0,
    'appraisedValue', NULL,
    'taxAmount', tax.tax_amount_cents / 100.0,
    'taxYear', tax.tax_year,
    'taxDelinquentYear', tax.delinquent_year
  ) || jsonb_build_object(
    'lastSaleDate', to_char(s1.recording_date, 'YYYY-MM-DD'),
    'lastSaleAmount', s1.amount_cents / 100.0,
    'lastSaleCashPurchase', s1.is_cash,
    'lastSaleDocumentType', s1.document_type,
    'priorSaleDate', to_char(s2.recording_date, 'YYYY-MM-DD'),
    'priorSaleAmount', s2.amount_cents / 100.0,
    'openLoanCount', loans.n,
    'openLoanBalance', p.open_loans_cents / 100.0,
    'loan1Amount', loans.l1_amount / 100.0,
    'loan1Rate', loans.l1_rate,
    'loan1Type', loans.l1_type,
    'loan1Lender', loans.l1_lender,
    'loan1Date', to_char(loans.l1_date, 'YYYY-MM-DD'),
    'loan2Amount', loans.l2_amount / 100.0,
    'loan2Rate', loans.l2_rate,
    'loanToValue', CASE WHEN p.estimated_value_cents > 0
      THEN round(greatest(0, p.open_loans_cents)::numeric * 100 / p.estimated_value_cents, 1) END,
    'estimatedValue', p.estimated_value_cents / 100.0,
    'estimatedEquity', p.estimated_equity_cents / 100.0,
    'equityPercent', CASE WHEN p.estimated_value_cents > 0
      THEN floor((p.estimated_value_cents - greatest(0, p.open_loans_cents))::numeric * 1000 / p.estimated_value_cents + 0.5) / 10 END,
    'pricePerSquareFoot', CASE WHEN p.square_feet > 0 AND p.estimated_value_cents IS NOT NULL
      THEN round(p.estimated_value_cents::numeric / 100 / p.square_feet, 2) END,
    'estimatedRent', NULL,
    'grossYield', NULL
  ) || jsonb_build_object(
    'propertyLienCount', liens.n,
    'propertyLienAmount', liens.amount_cents / 100.0,
    'personalLienCount', own.personal_liens,
    'judgmentCount', liens.judgments,
    'bankruptcy', own.bankrupt,
    'bankruptcyDate', to_char(own.bankruptcy_date, 'YYYY-MM-DD'),
    'foreclosureStage', fc.stage,
    'foreclosureRecordingDate', to_char(fc.recording_date, 'YYYY-MM-DD'),
    'defaultAmount', fc.default_amount_cents / 100.0,
    'auctionDate', to_char(fc.auction_date, 'YYYY-MM-DD'),
    'openingBid', fc.opening_bid_cents / 100.0,
    'foreclosureDocumentType', fc.document_type,
    'listingStatus', lst.status,
    'listingAmount', lst.list_price_cents / 100.0,
    'listingDate', to_char(lst.list_date, 'YYYY-MM-DD'),
    'daysOnMarket', lst.days_on_market,
    'mlsNumber', lst.mls_number,
    'listingAgentName', lst.agent_name,
    'listingBrokerName', lst.brokerage,
    'vacant', p.vacant,
    'preForeclosure', coalesce(fcs.pending, false) AND NOT coalesce(own.bank, false),
    'preProbate', coalesce(own.deceased, false) AND NOT EXISTS (
      SELECT 1 FROM property_recordings r WHERE r.property_id = p.id AND r.document_type LIKE '%Probate%'),
    'taxDelinquent', coalesce(tax.delinquent, false),
    'bankOwned', coalesce(own.bank, false) OR coalesce(fcs.reo, false),
    'freeAndClear', loans.n = 0,
    'zombie', p.vacant AND coalesce(fcs.pending, false) AND NOT coalesce(own.bank, false) AND NOT p.owner_occupied
  )
FROM p
CROSS JOIN asof
-- Owners 1 and 2: the current owners by owner_seq, with the current phone and e-mail of their person.
LEFT JOIN LATERAL (
  SELECT o.property_id, o.first_name, o.last_name, o.company_name, o.from_date,
         (SELECT ph.number FROM person_phones pp JOIN phones ph ON ph.id = pp.phone_id
           WHERE pp.person_id = o.person_id AND pp.is_current ORDER BY pp.last_seen DESC NULLS LAST, pp.id LIMIT 1) AS phone,
         (SELECT e.email FROM emails e
           WHERE e.person_id = o.person_id AND e.is_current ORDER BY e.last_seen DESC NULLS LAST, e.id LIMIT 1) AS email,
         (SELECT concat_ws(', ', concat_ws(' ', m.house_number, m.pre_dir, m.street_name, m.street_suffix, m.post_dir, m.unit_type, m.unit),
                           m.city, concat_ws(' ', m.state, m.zip))
            FROM addresses m WHERE m.id = o.mailing_address_id) AS mailing
    FROM property_owners o WHERE o.property_id = p.id AND o.is_current
     AND NOT coalesce(o.person_id = ANY (p_hidden), false)
   ORDER BY o.owner_seq, o.id LIMIT 1
) o1 ON true
LEFT JOIN LATERAL (
  SELECT o.first_name, o.last_name, o.company_name,
         (SELECT ph.number FROM person_phones pp JOIN phones ph ON ph.id = pp.phone_id
           WHERE pp.person_id = o.person_id AND pp.is_current ORDER BY pp.last_seen DESC NULLS LAST, pp.id LIMIT 1) AS phone,
         (SELECT e.email FROM emails e
           WHERE e.person_id = o.person_id AND e.is_current ORDER BY e.last_seen DESC NULLS LAST, e.id LIMIT 1) AS email
    FROM property_owners o WHERE o.property_id = p.id AND o.is_current
     AND NOT coalesce(o.person_id = ANY (p_hidden), false)
   ORDER BY o.owner_seq, o.id OFFSET 1 LIMIT 1
) o2 ON true
-- Every current owner the gate does not hide: company (corporate), bank, deceased, open personal liens and
-- bankruptcies (a person's own facts leave with them).
LEFT JOIN LATERAL (
  SELECT bool_or(o.company_name IS NOT NULL) AS corporate,
         bool_or(o.owner_type = 'bank') AS bank,
         bool_or(coalesce(pe.deceased, false)) AS deceased,
         (SELECT count(*) FROM person_liens l JOIN property_owners x ON x.person_id = l.person_id
           WHERE x.property_id = p.id AND x.is_current AND l.status = 'open'
             AND NOT coalesce(x.person_id = ANY (p_hidden), false))::int AS personal_liens,
         EXISTS (SELECT 1 FROM bankruptcies b JOIN property_owners x ON x.person_id = b.person_id
           WHERE x.property_id = p.id AND x.is_current AND b.status = 'open'
             AND NOT coalesce(x.person_id = ANY (p_hidden), false)) AS bankrupt,
         (SELECT max(b.filing_date) FROM bankruptcies b JOIN property_owners x ON x.person_id = b.person_id
           WHERE x.property_id = p.id AND x.is_current AND b.status = 'open'
             AND NOT coalesce(x.person_id = ANY (p_hidden), false)) AS bankruptcy_date
    FROM property_owners o LEFT JOIN people pe ON pe.id = o.person_id
   WHERE o.property_id = p.id AND o.is_current
     AND NOT coalesce(o.person_id = ANY (p_hidden), false)
) own ON true
LEFT JOIN LATERAL (
  SELECT t.*, (SELECT max(d.tax_year) FROM property_tax_assessments d WHERE d.property_id = p.id AND d.delinquent) AS delinquent_year
    FROM property_tax_assessments t WHERE t.property_id = p.id ORDER BY t.tax_year DESC, t.id DESC LIMIT 1
) tax ON true
LEFT JOIN LATERAL (
  SELECT t.* FROM property_transactions t WHERE t.property_id = p.id AND t.transaction_type = 'sale'
   ORDER BY t.recording_date DESC, t.id DESC LIMIT 1
) s1 ON true
LEFT JOIN LATERAL (
  SELECT t.* FROM property_transactions t WHERE t.property_id = p.id AND t.transaction_type = 'sale'
   ORDER BY t.recording_date DESC, t.id DESC OFFSET 1 LIMIT 1
) s2 ON true
-- Open loans: loan 1 is the first recorded (first position), loan 2 the next.
LEFT JOIN LATERAL (
  SELECT count(*)::int AS n,
         (array_agg(t.amount_cents ORDER BY t.recording_date, t.id))[1] AS l1_amount,
         (array_agg(t.interest_rate ORDER BY t.recording_date, t.id))[1] AS l1_rate,
         (array_agg(t.loan_type ORDER BY t.recording_date, t.id))[1] AS l1_type,
         (array_agg(t.lender ORDER BY t.recording_date, t.id))[1] AS l1_lender,
         (array_agg(t.recording_date ORDER BY t.recording_date, t.id))[1] AS l1_date,
         (array_agg(t.amount_cents ORDER BY t.recording_date, t.id))[2] AS l2_amount,
         (array_agg(t.interest_rate ORDER BY t.recording_date, t.id))[2] AS l2_rate
    FROM property_transactions t WHERE t.property_id = p.id AND t.transaction_type = 'loan' AND t.is_open
) loans ON true
LEFT JOIN LATERAL (
  SELECT count(*)::int AS n, sum(l.amount_cents) AS amount_cents,
         (count(*) FILTER (WHERE l.lien_type = 'judgment'))::int AS judgments
    FROM property_liens l WHERE l.property_id = p.id AND l.status = 'open'
) liens ON true
LEFT JOIN LATERAL (
  SELECT f.* FROM property_foreclosures f WHERE f.property_id = p.id ORDER BY f.recording_date DESC, f.id DESC LIMIT 1
) fc ON true
LEFT JOIN LATERAL (
  SELECT bool_or((f.stage = 'pre_foreclosure' AND f.status = 'active') OR (f.stage = 'auction' AND f.status = 'scheduled')) AS pending,
         bool_or(f.stage = 'reo') AS reo
    FROM property_foreclosures f WHERE f.property_id = p.id
) fcs ON true
LEFT JOIN LATERAL (
  SELECT l.* FROM property_listings l WHERE l.property_id = p.id AND l.listing_type = 'sale'
   ORDER BY l.list_date DESC, l.id DESC LIMIT 1
) lst ON true
$fn$;

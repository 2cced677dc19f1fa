import {
  FLIPPER_MAX_OWNED_MONTHS,
  HIGH_EQUITY_MIN_PERCENT,
  LOW_EQUITY_MAX_PERCENT,
  SOLD_WITHIN_MONTHS,
} from '../../core/property/quick-filters.rules.js';
import { RECORD_TABLES } from '../../core/records/record-files.schema.js';
import type { Queryable } from './db.js';

/** Row count of every record table. */
export const recordRowCounts = async (q: Queryable): Promise<Record<string, number>> => {
  const sql = RECORD_TABLES.map((t) => `SELECT '${t.table}' AS t, count(*)::bigint AS n FROM ${t.table}`).join(
    ' UNION ALL ',
  );
  const rows = (await q.query<{ t: string; n: number }>(sql)).rows;
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
};

/**
 * Fact rows without a source: source_id not naming a row of `sources`, or recorded_at null.
 * Both are NOT NULL in the schema, so this checks the references. Must be 0.
 */
export const recordFactsWithoutSource = async (q: Queryable): Promise<number> => {
  const sql = RECORD_TABLES.filter((t) => t.table !== 'sources')
    .map(
      (t) =>
        `SELECT count(*)::bigint AS n FROM ${t.table} f WHERE f.recorded_at IS NULL OR NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = f.source_id)`,
    )
    .join(' UNION ALL ');
  const rows = (await q.query<{ n: number }>(`SELECT sum(n)::bigint AS n FROM (${sql}) x`)).rows;
  return Number(rows[0]?.n ?? 0);
};

/**
 * Properties per quick filter (001 section 9) over the loaded tables: the SQL twin of the core
 * predicates (core/property/quick-filters.rules.ts QUICK_FILTERS) applied to the PropertyFacts that
 * adapters/synthetic/records-stats.ts builds from the files; a test checks both give the same counts.
 * `$1` is the data set's as-of date ("today"); `$2` to `$5` the thresholds, from core (see
 * {@link recordQuickFilterCounts}). Column names are the core quick-filter ids.
 */
export const QUICK_FILTER_COUNTS_SQL = `
WITH owner AS (
  SELECT o.property_id,
         bool_or(o.owner_type = 'bank') AS bank_owned,
         bool_or(coalesce(pp.deceased, false)) AS deceased,
         bool_or(EXISTS (SELECT 1 FROM person_liens l WHERE l.person_id = o.person_id AND l.status = 'open')) AS personal_lien,
         bool_or(EXISTS (SELECT 1 FROM bankruptcies b WHERE b.person_id = o.person_id AND b.status = 'open')) AS bankrupt
    FROM property_owners o LEFT JOIN people pp ON pp.id = o.person_id
   WHERE o.is_current
   GROUP BY o.property_id),
fc AS (
  SELECT property_id,
         bool_or((stage = 'pre_foreclosure' AND status = 'active') OR (stage = 'auction' AND status = 'scheduled')) AS pending,
         max(auction_date) FILTER (WHERE stage = 'auction' AND status = 'scheduled') AS auction_date
    FROM property_foreclosures GROUP BY property_id),
tax AS (
  SELECT DISTINCT ON (property_id) property_id, delinquent FROM property_tax_assessments ORDER BY property_id, tax_year DESC, id DESC),
sale AS (
  SELECT DISTINCT ON (property_id) property_id, is_cash FROM property_transactions
   WHERE transaction_type = 'sale' ORDER BY property_id, recording_date DESC, id DESC),
loans AS (
  SELECT property_id, count(*) AS open_loans FROM property_transactions
   WHERE transaction_type = 'loan' AND is_open GROUP BY property_id),
lst AS (
  SELECT DISTINCT ON (property_id) property_id, listing_type, status FROM property_listings
   ORDER BY property_id, status_date DESC, id DESC),
plien AS (SELECT DISTINCT property_id FROM property_liens WHERE status = 'open'),
probate AS (SELECT DISTINCT property_id FROM property_recordings WHERE document_type LIKE '%Probate%'),
f AS (
  SELECT p.id, p.market_status, p.vacant, p.owner_occupied, p.last_sale_date,
         CASE WHEN p.estimated_value_cents > 0
              THEN floor((p.estimated_value_cents - greatest(0, p.open_loans_cents))::numeric * 1000 / p.estimated_value_cents + 0.5) / 10
         END AS equity_pct,
         coalesce(fc.pending, false) AND NOT coalesce(o.bank_owned, false) AS pre_foreclosure,
         fc.auction_date, l.listing_type, l.status AS listing_status,
         coalesce(o.bank_owned, false) AS bank_owned, coalesce(o.deceased, false) AS owner_deceased,
         coalesce(o.personal_lien, false) AS personal_lien, coalesce(o.bankrupt, false) AS bankrupt,
         coalesce(t.delinquent, false) AS tax_delinquent, pl.property_id IS NOT NULL AS property_lien,
         pr.property_id IS NOT NULL AS probate_opened, coalesce(s.is_cash, false) AS cash,
         coalesce(ln.open_loans, 0) AS open_loans
    FROM properties p
    LEFT JOIN owner o ON o.property_id = p.id
    LEFT JOIN fc ON fc.property_id = p.id
    LEFT JOIN tax t ON t.property_id = p.id
    LEFT JOIN sale s ON s.property_id = p.id
    LEFT JOIN loans ln ON ln.property_id = p.id
    LEFT JOIN lst l ON l.property_id = p.id
    LEFT JOIN plien pl ON pl.property_id = p.id
    LEFT JOIN probate pr ON pr.property_id = p.id)
SELECT count(*) AS "allProperties",
       count(*) FILTER (WHERE market_status = 1 AND listing_type = 'sale') AS "forSale",
       count(*) FILTER (WHERE market_status = 1 AND listing_type = 'rent') AS "forRent",
       count(*) FILTER (WHERE last_sale_date >= $1::date - make_interval(months => $4::int) AND last_sale_date <= $1::date) AS "sold",
       count(*) FILTER (WHERE pre_foreclosure) AS "preForeclosure",
       count(*) FILTER (WHERE owner_deceased AND NOT probate_opened) AS "preProbate",
       count(*) FILTER (WHERE equity_pct >= $2::numeric) AS "highEquity",
       count(*) FILTER (WHERE equity_pct >= 0 AND equity_pct < $3::numeric) AS "lowEquity",
       count(*) FILTER (WHERE equity_pct < 0) AS "negativeEquity",
       count(*) FILTER (WHERE vacant) AS "vacant",
       count(*) FILTER (WHERE bank_owned) AS "bankOwned",
       count(*) FILTER (WHERE tax_delinquent) AS "taxDelinquency",
       count(*) FILTER (WHERE property_lien) AS "propertyLien",
       count(*) FILTER (WHERE personal_lien) AS "personalLien",
       count(*) FILTER (WHERE bankrupt) AS "bankruptcy",
       count(*) FILTER (WHERE open_loans = 0) AS "freeAndClear",
       count(*) FILTER (WHERE cash) AS "cashBuyer",
       count(*) FILTER (WHERE auction_date >= $1::date) AS "auction",
       count(*) FILTER (WHERE market_status = 1 AND last_sale_date > $1::date - make_interval(months => $5::int) AND last_sale_date <= $1::date) AS "flipper",
       count(*) FILTER (WHERE listing_status IN ('expired', 'withdrawn', 'cancelled') AND market_status <> 1) AS "failedListings",
       count(*) FILTER (WHERE vacant AND pre_foreclosure AND NOT owner_occupied) AS "zombie"
  FROM f`;

/** Properties per quick filter in the loaded database (as of `asOf`, YYYY-MM-DD). */
export const recordQuickFilterCounts = async (q: Queryable, asOf: string): Promise<Record<string, number>> => {
  const row =
    (
      await q.query<Record<string, number>>(QUICK_FILTER_COUNTS_SQL, [
        asOf,
        HIGH_EQUITY_MIN_PERCENT,
        LOW_EQUITY_MAX_PERCENT,
        SOLD_WITHIN_MONTHS,
        FLIPPER_MAX_OWNED_MONTHS,
      ])
    ).rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
};

/** The most frequent last names with their counts (`npm run data -- stats`). */
export const recordTopSurnames = async (q: Queryable, limit = 10): Promise<{ lastName: string; n: number }[]> => {
  const r = await q.query<{ last_name: string; n: number }>(
    'SELECT last_name, count(*)::bigint AS n FROM people GROUP BY last_name ORDER BY n DESC, last_name LIMIT $1',
    [limit],
  );
  return r.rows.map((x) => ({ lastName: x.last_name, n: Number(x.n) }));
};

/** The states where someone lives now. */
export const recordCurrentStates = async (q: Queryable): Promise<string[]> => {
  const r = await q.query<{ state: string }>(
    `SELECT DISTINCT a.state FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id
      WHERE pa.is_current OR pa.to_date IS NULL ORDER BY 1`,
  );
  return r.rows.map((x) => x.state);
};

/** The day the loaded records describe (`app_meta.records_as_of`), or null. */
export const recordsAsOf = async (q: Queryable): Promise<string | null> => {
  const r = await q.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'records_as_of'");
  return r.rows[0]?.value ?? null;
};

/** People per age band on `asOf` (18-24, 25-34, ... 85-100). */
export const recordAgeBands = async (q: Queryable, asOf: string): Promise<{ band: string; n: number }[]> => {
  const r = await q.query<{ band: string; n: number }>(
    `SELECT CASE WHEN a < 25 THEN '18-24' WHEN a < 35 THEN '25-34' WHEN a < 45 THEN '35-44' WHEN a < 55 THEN '45-54'
                 WHEN a < 65 THEN '55-64' WHEN a < 75 THEN '65-74' WHEN a < 85 THEN '75-84' ELSE '85-100' END AS band,
            count(*)::bigint AS n
       FROM (SELECT date_part('year', age($1::date, birth_date)) AS a FROM people WHERE birth_date IS NOT NULL) x
      GROUP BY 1 ORDER BY 1`,
    [asOf],
  );
  return r.rows.map((x) => ({ band: x.band, n: Number(x.n) }));
};

-- 0062 address report (docs/decisions/0062-address-report-tabs.md): report_address_json now answers the
-- whole property record of 001 section 3 (valuation, building, lot, tax assessments, sales and loans,
-- listings with photos, building permits, pre-foreclosures, foreclosures, recordings, owners, residents,
-- liens, evictions) and whether the viewer saved it (saved_properties, migration 0063), so it takes the
-- viewer too. The statement's one text is now its function file, below.

-- (an earlier report_address_json() was dropped here; what remains is adapters/postgres/functions/report_address_json.sql)

-- report_address_json(): see adapters/postgres/functions/report_address_json.sql

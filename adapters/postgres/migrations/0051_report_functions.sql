-- 0051 reports (docs/decisions/0050): the report statements of adapters/postgres/pg-report-source.ts as plpgsql
-- functions, so their plans are cached per connection (planning the big json_agg statement cost about
-- twice its execution). Generated from REPORT_FUNCTIONS_SQL; tests/adapters/postgres/pg-report-source.test.ts
-- fails when the adapter's SQL and this file differ (then add a new migration with the new text).

-- report_background_json(): see adapters/postgres/functions/report_background_json.sql

-- report_phone_json(): see adapters/postgres/functions/report_phone_json.sql

-- report_email_json(): see adapters/postgres/functions/report_email_json.sql

-- report_address_json(): see adapters/postgres/functions/report_address_json.sql

-- 0051 reports (docs/decisions/0050): the report statements as plpgsql functions, so their plans are cached
-- per connection (planning the big json_agg statement cost about twice its execution). Each statement's one
-- text is now its function file, below.

-- report_background_json(): see adapters/postgres/functions/report_background_json.sql

-- report_phone_json(): see adapters/postgres/functions/report_phone_json.sql

-- report_email_json(): see adapters/postgres/functions/report_email_json.sql

-- report_address_json(): see adapters/postgres/functions/report_address_json.sql

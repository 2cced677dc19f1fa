-- 0066 the saved-properties grid (001 sections 2, 3, 4 and 9; docs/decisions/0066-saved-properties.md).
--
-- property_grid_facts(ids): one jsonb object per property whose keys are exactly the column names of
-- the grid catalogue (core/property/columns.rules.ts PROPERTY_COLUMNS), typed for the column type:
-- money in dollars (numeric, cents / 100), percent 0-100, yes/no boolean, dates 'YYYY-MM-DD' text,
-- numbers and text as they are. The readings follow the address report (report_address_json) and the
-- quick filters (records-stats.ts QUICK_FILTER_COUNTS_SQL): current owners by owner_seq, the latest tax
-- assessment, sales and loans from property_transactions, the latest foreclosure filing and sale listing.
--
-- Columns the records cannot support are null, never invented:
--   garageSpaces (the records hold only whether there is a garage), zoning, appraisedValue,
--   estimatedRent, grossYield.
--
-- saved_property_facts: the facts of every property anyone saved, with an md5 fingerprint and the time
-- they last changed ('-infinity' until they do); written at save time and refreshed by saved_property_facts_refresh(), which the
-- records loader runs after every load. "Updated w/ new info" reads changed_at (see the ADR).
--
-- saved_property_columns: a member's Edit Columns settings ([{id, sortOrder}]).

-- property_grid_facts(): see adapters/postgres/functions/property_grid_facts.sql

CREATE TABLE saved_property_facts (
  property_id bigint      PRIMARY KEY,
  facts       jsonb       NOT NULL,
  fingerprint text        NOT NULL,
  changed_at  timestamptz NOT NULL
);

-- Recomputes the facts of every saved property (run by the records loader after each load). A property
-- whose fingerprint changed gets changed_at = now(); one nobody saves any more leaves the table; one
-- that left the records keeps its last facts (the saved row still names it). Facts first written (at
-- save time, or here) have changed_at '-infinity': they are not news to anyone.
-- saved_property_facts_refresh(): see adapters/postgres/functions/saved_property_facts_refresh.sql

CREATE TABLE saved_property_columns (
  user_id  uuid  PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings jsonb NOT NULL
);

-- The list reads a member's rows newest first.
CREATE INDEX saved_properties_user_created_idx ON saved_properties (user_id, created_at DESC, id DESC);

-- (This data step called the refresh; a migration calls no function, so it asks the migrator to rebuild the
-- derived tables once the function files are applied: adapters/postgres/migrate.ts, DERIVED_RECORDS_STALE.)
INSERT INTO app_meta (key, value) SELECT 'derived_records_stale', '0066' WHERE EXISTS (SELECT 1 FROM saved_properties)
  ON CONFLICT (key) DO NOTHING;

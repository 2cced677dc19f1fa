-- 0077 opt-outs in the saved-properties grid and its Excel export (docs/decisions/0075): owners 1 and 2 of a
-- property are its current owners who did not opt out (suppressed_people, 0075), so a suppressed owner's
-- name, phone and e-mail leave the grid; property_grid_facts is 0066's otherwise unchanged.
-- saved_property_facts_refresh_for(ids) recomputes the stored facts of the saved properties among `ids`
-- (an opt-out refreshes the properties its people own). PostgreSQL 15 syntax.

-- property_grid_facts(): see adapters/postgres/functions/property_grid_facts.sql

-- saved_property_facts_refresh_for(): see adapters/postgres/functions/saved_property_facts_refresh_for.sql

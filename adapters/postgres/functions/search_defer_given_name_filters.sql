-- For the rest of the transaction the given-name filters' triggers (search_given_name_filters_add) leave the
-- filters to the refresh that transaction runs (the records loader and records updates: their COPYs would
-- otherwise add a million pairs the refresh then rebuilds). docs/decisions/0091.
CREATE OR REPLACE FUNCTION search_defer_given_name_filters() RETURNS void LANGUAGE sql VOLATILE AS $fn$
  SELECT set_config('search.given_name_filters', 'deferred', true)
$fn$;

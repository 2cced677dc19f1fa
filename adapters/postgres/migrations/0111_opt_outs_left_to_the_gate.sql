-- 0111 the name search's look-up no longer leaves out the people who opted out (docs/decisions/0099): the fact
-- gate, in core, is the one place that decides who is shown. The seven-argument search_candidates_json (its
-- sixth argument was p_without_opt_outs) gives way to the six-argument one of
-- functions/search_candidates_json.sql, applied after the migrations.
DROP FUNCTION IF EXISTS search_candidates_json(text, text, text[], integer, boolean, boolean, text);
-- The saved-properties grid's facts likewise: property_grid_facts and its two refreshes take the owners the gate
-- hides as an argument instead of reading the opt-out table themselves.
DROP FUNCTION IF EXISTS saved_property_facts_refresh();
DROP FUNCTION IF EXISTS saved_property_facts_refresh_for(bigint[]);
DROP FUNCTION IF EXISTS property_grid_facts(bigint[]);

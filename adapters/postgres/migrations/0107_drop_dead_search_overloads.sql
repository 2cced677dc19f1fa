-- 0107 the name search's look-ups that no build calls any more (docs/decisions/0095): the five-argument
-- search_candidates_json (migration 0095; a wrapper of the six-argument one since 0099), the six-argument one of
-- migrations 0099-0101 (the state came in with 0103) and the six-argument search_candidates_both_orders_json of
-- migration 0099. The look-ups the search calls are functions/search_candidates_json.sql (seven arguments; the
-- last two have defaults, so a call with five or six arguments now reaches it) and
-- functions/search_candidates_both_orders_json.sql (eight). A database created after the functions moved to
-- their files never had these overloads, hence IF EXISTS.
DROP FUNCTION IF EXISTS search_candidates_both_orders_json(text, text, text[], integer, text[], integer);
DROP FUNCTION IF EXISTS search_candidates_json(text, text, text[], integer, boolean);
DROP FUNCTION IF EXISTS search_candidates_json(text, text, text[], integer, boolean, boolean);

-- The name search's functions run their statements with generic plans (docs/performance.md, "Search").
-- A plpgsql statement is planned again on every call while PostgreSQL's plan cache prefers custom
-- plans, and for search_candidates_json() it did: planning its two statements (many CTEs, unions and
-- lateral joins) cost about a third of a call. Measured at 1,000,000 people on PostgreSQL 15, 1,600 calls
-- (typed order, other order, initials, typos): 1.20 ms a call with custom plans, 0.80 ms with generic
-- ones, and the same 1,600 answers byte for byte; over HTTP, name searches 493 -> 653 a second and
-- PostgreSQL's CPU 2.69 -> 1.86 ms a search. The plans do not depend on the values: every look-up is an
-- index probe by key, and the branches a call does not need are one-time filters.
ALTER FUNCTION search_candidates_json(text, text, text[], integer, boolean) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION search_card_extras_json(bigint[]) SET plan_cache_mode = force_generic_plan;

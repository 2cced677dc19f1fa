-- The name search's look-up skips what cannot find anyone (docs/decisions/0091, "Surnames without a
-- filter"): migration 0100 kept every pair of a surname with no filter row, in case the filters were not
-- built yet, and ran the whole look-up statement when no key was left. Every surname of the records has
-- a filter row (search_refresh() builds them, the triggers add a new surname's), so a surname without
-- one is held by nobody: its pairs are left out, unless the table is empty (never built). With no key
-- left and no initial's ranges to run, the function answers at once: the other order of a typed name
-- ("Sam Hernandez" as first name Hernandez, surname Sam; exact keys) ended there for 398 of 400 sampled
-- searches, and its call went from 0.07 to 0.02 ms. Same answers as migration 0100 (tests compare).
--   search_given_name_pair_may_exist(bits, name, built)  a pair may be held: its surname's filter lets
--                                       the given name through, or there is no filter at all yet.

-- search_given_name_pair_may_exist(): see adapters/postgres/functions/search_given_name_pair_may_exist.sql

-- search_candidates_json() as in migration 0100 but for the two changes above.
-- search_candidates_json(): see adapters/postgres/functions/search_candidates_json.sql (with its generic plans)

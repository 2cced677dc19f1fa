-- A state search's look-up keeps only the people who lived in the state (docs/decisions/0092). A search
-- with a state shows only people with a place in it (core/search/ranking.rules.ts, livedInState), yet the
-- look-up returned every candidate of the names, with their places, names and people row, for the
-- server to throw most away: on 400 sampled searches of 1M people, 9.3 candidates a search on average,
-- 1.6 of them in the searched state. This version of the look-up takes the state and keeps, before its
-- limit, only the people with a place in it (search_person_places, the table the candidates' places come
-- from; state compared in upper case, trimmed; null or blank: everyone). An initial's range of given
-- names is still read up to the limit per surname before the state is tested, as before it came in.
-- The card extras come with the look-up whenever both orders found at most p_extras_max people (a
-- page), with or without a state: it no longer reads its candidates back to tell who lived there.
-- One session, 400 sampled state searches, the two versions called in alternating order: 0.31 -> 0.22
-- ms a call, the same people. The six-argument versions stay for a build that still calls them; the
-- nine-argument look-up of migration 0102, which no released build calls, goes.
--   search_candidates_json(last, first, first_names, limit, exact, without_opt_outs, state)
--   search_candidates_both_orders_json(last, first, first_names, limit, other_first_names, below, state,
--     extras_max) -> [typed, other or null, extras or null]

-- search_candidates_json() as in migration 0101 but for the state.
-- search_candidates_json(): see adapters/postgres/functions/search_candidates_json.sql (with its generic plans)

-- search_candidates_both_orders_json(): see adapters/postgres/functions/search_candidates_both_orders_json.sql (with its generic plans)

-- (an earlier search_candidates_both_orders_json() was dropped here; what remains is adapters/postgres/functions/search_candidates_both_orders_json.sql)

-- The name search's look-up leaves out the people who opted out (docs/decisions/0090). A name search
-- asked PostgreSQL for its candidates and then, in a second round trip, which of them opted out; a round
-- trip costs both processes more than that question's own work (docs/performance.md).
--   search_candidates_json(..., p_without_opt_outs)  the function of migration 0098 with one more
--       argument: true leaves out the people in suppressed_people (the table the opt-out writes);
--   search_candidates_json(5 arguments)               as before (opted-out people in: identity
--       monitoring looks a member's own record up by name through it, and filters what it shows itself);
--   search_candidates_both_orders_json()              leaves them out of both orders, so a search that
--       reads the primary need not ask again (one on a read replica, which may lag, and one whose lists
--       come from the cache still ask).
-- Everything else as in migration 0098 (same keys, candidates and order).

-- search_candidates_json(): see adapters/postgres/functions/search_candidates_json.sql (with its generic plans)

-- search_candidates_json(): see adapters/postgres/functions/search_candidates_json.sql (with its generic plans)

-- As in migration 0097, with the opted-out people left out of both orders.
-- search_candidates_both_orders_json(): see adapters/postgres/functions/search_candidates_both_orders_json.sql (with its generic plans)

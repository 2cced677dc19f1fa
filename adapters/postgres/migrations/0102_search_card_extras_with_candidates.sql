-- A state search's card extras in the look-up's round trip (docs/decisions/0090, "Later: the page's card
-- extras with the look-up"). A name search asked PostgreSQL twice: the candidates of both orders, then,
-- after the ranking, the aliases and relatives' names of its page (search_card_extras_json). A search
-- with a state shows only people who lived in that state (core/search/ranking.rules.ts, livedInState: any
-- place of theirs in it), and for most searches they are a handful; so this version of the look-up also
-- returns the card extras of every candidate, of either order, who lived in the given state, when they
-- are at most p_extras_max (a page), and the search asks for the extras of none of them again. The state
-- is tested on search_person_places, the table the candidates' places come from. Above p_extras_max, or
-- without a state, or when both orders found more than p_extras_candidates candidates (telling who lived
-- in the state would cost more than the round trip it saves): null, and the search asks for its page's
-- extras as before.
-- Measured over HTTP, turn about with the build before: the median of the rounds' ratios 1.04-1.10 over
-- three runs (docs/performance.md, "The page's card extras with the look-up").
--   search_candidates_both_orders_json(last, first, first_names, limit, other_first_names, below,
--     extras_state, extras_max, extras_candidates) -> [typed, other or null, extras or null]; the
--     6-argument version stays.

CREATE FUNCTION search_candidates_both_orders_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_other_first_names text[], p_below integer,
  p_extras_state text, p_extras_max integer, p_extras_candidates integer
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_typed json;
  v_other json;
  v_found integer;
  v_ids bigint[];
BEGIN
  v_typed := search_candidates_json(p_last, p_first, p_first_names, p_limit, false, true);
  v_found := json_array_length(v_typed);
  IF v_found < p_below THEN
    v_other := search_candidates_json(p_first, p_last, p_other_first_names, p_limit, true, true);
    v_found := v_found + json_array_length(v_other);
  END IF;
  IF coalesce(trim(p_extras_state), '') = '' OR v_found > p_extras_candidates THEN
    RETURN json_build_array(v_typed, v_other, NULL);
  END IF;
  -- An id may come in both orders: 2 (max + 1) rows in the state tell whether more than max people are.
  SELECT array_agg(DISTINCT s.id) INTO v_ids
  FROM (
    SELECT c.id
    FROM (
      SELECT (e->>0)::bigint AS id FROM json_array_elements(v_typed) e
      UNION ALL
      SELECT (e->>0)::bigint FROM json_array_elements(coalesce(v_other, '[]'::json)) e
    ) c
    WHERE EXISTS (
      SELECT 1 FROM search_person_places x WHERE x.person_id = c.id AND upper(x.state) = upper(trim(p_extras_state))
    )
    LIMIT 2 * (p_extras_max + 1)
  ) s;
  IF coalesce(cardinality(v_ids), 0) > p_extras_max THEN
    RETURN json_build_array(v_typed, v_other, NULL);
  END IF;
  RETURN json_build_array(v_typed, v_other, search_card_extras_json(coalesce(v_ids, '{}')));
END
$fn$;
ALTER FUNCTION search_candidates_both_orders_json(text, text, text[], integer, text[], integer, text, integer, integer)
  SET plan_cache_mode = force_generic_plan;

-- A name search's typed order and its other order in one call (docs/decisions/0086, 0090, 0092): the other
-- order ("Smith John" for John Smith, exact keys) is looked up only when the typed order finds fewer than
-- p_below candidates; both only of people who lived in p_state when given; the card extras of the candidates
-- come with them when both orders found at most p_extras_max people (a page). The answer is
-- [typed, other or null, extras or null]. People who opted out are in: the fact gate, in core, decides who is
-- shown (docs/decisions/0099). Generic plans: docs/performance.md, "Search".
CREATE OR REPLACE FUNCTION search_candidates_both_orders_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_other_first_names text[], p_below integer,
  p_state text, p_extras_max integer
) RETURNS json LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  v_typed json;
  v_other json;
  v_typed_found integer;
  v_ids bigint[];
BEGIN
  v_typed := search_candidates_json(p_last, p_first, p_first_names, p_limit, false, p_state);
  v_typed_found := json_array_length(v_typed);
  IF v_typed_found < p_below THEN
    v_other := search_candidates_json(p_first, p_last, p_other_first_names, p_limit, true, p_state);
  END IF;
  -- A person comes once in each order: either order above max is more than max people, told without
  -- reading the candidates back (the typed order's count is known).
  IF coalesce(p_extras_max, 0) <= 0 OR v_typed_found > p_extras_max
     OR coalesce(json_array_length(v_other), 0) > p_extras_max THEN
    RETURN json_build_array(v_typed, v_other, NULL);
  END IF;
  SELECT array_agg(DISTINCT c.id) INTO v_ids
  FROM (
    SELECT (e->>0)::bigint AS id FROM json_array_elements(v_typed) e
    UNION ALL
    SELECT (e->>0)::bigint FROM json_array_elements(coalesce(v_other, '[]'::json)) e
  ) c;
  IF coalesce(cardinality(v_ids), 0) > p_extras_max THEN
    RETURN json_build_array(v_typed, v_other, NULL);
  END IF;
  RETURN json_build_array(v_typed, v_other, search_card_extras_json(coalesce(v_ids, '{}')));
END
$fn$;

-- A name search's typed order and its other order in one call (docs/decisions/0086): the other order
-- ("Smith John" for John Smith, exact keys) is looked up only when the typed order finds fewer than
-- p_below candidates, as the search did with a second round trip for about 3 searches in 4. The answer
-- is [typed, other], other null when it was not looked up; each is search_candidates_json()'s.
CREATE FUNCTION search_candidates_both_orders_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_other_first_names text[], p_below integer
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_typed json;
BEGIN
  v_typed := search_candidates_json(p_last, p_first, p_first_names, p_limit, false);
  IF json_array_length(v_typed) >= p_below THEN
    RETURN json_build_array(v_typed, NULL);
  END IF;
  RETURN json_build_array(v_typed, search_candidates_json(p_first, p_last, p_other_first_names, p_limit, true));
END
$fn$;
ALTER FUNCTION search_candidates_both_orders_json(text, text, text[], integer, text[], integer)
  SET plan_cache_mode = force_generic_plan;

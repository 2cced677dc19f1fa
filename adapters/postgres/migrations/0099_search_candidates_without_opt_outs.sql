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

CREATE FUNCTION search_candidates_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_exact boolean, p_without_opt_outs boolean
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_keys text[];
  v_ranks integer[];
  v_lasts text[];
  v_last_ranks integer[];
  v_first_typos text[];
BEGIN
  IF p_exact THEN
    v_lasts := ARRAY[p_last];
    v_last_ranks := ARRAY[0];
    v_first_typos := '{}';
  ELSE
    -- The typed words' variants as the last refresh stored them; a word no record holds is worked out here.
    SELECT v.names, v.ranks INTO v_lasts, v_last_ranks FROM search_name_variants v WHERE v.kind = 'l' AND v.name = p_last;
    IF NOT FOUND THEN
      SELECT x.names, x.ranks INTO v_lasts, v_last_ranks FROM search_surname_variants(ARRAY[p_last]) x;
    END IF;
    SELECT v.names INTO v_first_typos FROM search_name_variants v WHERE v.kind = 'f' AND v.name = p_first;
    IF NOT FOUND THEN
      SELECT coalesce(array_agg(t.name), '{}') INTO v_first_typos FROM search_name_typos('f', ARRAY[p_first]) t;
    END IF;
  END IF;
  -- Every surname with every given name (typed, nicknames, formal names, initial, one-typo names).
  SELECT array_agg(l.name || ' ' || f.name), array_agg(l.rk) INTO v_keys, v_ranks
  FROM unnest(v_lasts, v_last_ranks) AS l(name, rk)
  CROSS JOIN (SELECT DISTINCT n.name FROM unnest(p_first_names || v_first_typos) AS n(name) WHERE n.name <> '') f;

  IF v_keys IS NULL THEN
    RETURN '[]'::json;
  END IF;

  RETURN (
    WITH k AS (SELECT * FROM unnest(v_keys, v_ranks) AS k(key, rk)),
    h AS (
      SELECT p.id AS person_id, 'primary' AS src, p.first_name, p.middle_name, p.last_name, p.name_key, 0 AS ord, NULL::int AS rk
      FROM people p WHERE p.name_key = ANY (v_keys) AND (SELECT search_serial())
      UNION ALL
      SELECT n.person_id, n.name_type, n.first_name, n.middle_name, n.last_name, n.name_key, 1, NULL::int
      FROM person_names n WHERE n.name_key = ANY (v_keys) AND (SELECT search_serial())
      UNION ALL
      -- A one-letter given name is an initial ("J Smith"): every given name it begins, by a range of
      -- the name_key index (text_pattern_ops) per surname; "smith j" itself is a key above.
      SELECT x.person_id, x.src, x.first_name, x.middle_name, x.last_name, x.name_key, x.ord, r.rk
      FROM unnest(v_lasts, v_last_ranks) AS r(name, rk)
      CROSS JOIN LATERAL (
        (SELECT p.id AS person_id, 'primary' AS src, p.first_name, p.middle_name, p.last_name, p.name_key, 0 AS ord
         FROM people p
         WHERE p.name_key ~>~ (r.name || ' ' || p_first) AND p.name_key ~<~ (r.name || ' ' || chr(ascii(p_first) + 1))
         LIMIT p_limit)
        UNION ALL
        (SELECT n.person_id, n.name_type, n.first_name, n.middle_name, n.last_name, n.name_key, 1
         FROM person_names n
         WHERE n.name_key ~>~ (r.name || ' ' || p_first) AND n.name_key ~<~ (r.name || ' ' || chr(ascii(p_first) + 1))
         LIMIT p_limit)
      ) x
      WHERE length(p_first) = 1 AND p_first ~ '^[a-z]$' AND (SELECT search_serial())
    ),
    c AS (
      SELECT h.person_id, min(coalesce(h.rk, k.rk)) AS rk,
        json_agg(json_build_array(h.src, h.first_name, h.middle_name, h.last_name, coalesce(h.rk, k.rk)) ORDER BY h.ord) AS names
      FROM h LEFT JOIN k ON k.key = h.name_key
      WHERE h.rk IS NOT NULL OR k.key IS NOT NULL
      GROUP BY h.person_id
      ORDER BY min(coalesce(h.rk, k.rk)), h.person_id
      LIMIT p_limit
    )
    SELECT coalesce(json_agg(json_build_array(p.id, p.first_name, p.middle_name, p.last_name, p.birth_date, p.deceased,
        c.names,
        (SELECT coalesce(json_agg(json_build_array(x.city, x.state, x.from_date, x.to_date, x.is_current)), '[]'::json)
           FROM search_person_places x WHERE x.person_id = p.id),
        p.gender)), '[]'::json)
    FROM c JOIN people p ON p.id = c.person_id
    WHERE (SELECT search_serial())
      AND NOT (p_without_opt_outs AND EXISTS (SELECT 1 FROM suppressed_people sp WHERE sp.person_id = c.person_id))
  );
END
$fn$;
ALTER FUNCTION search_candidates_json(text, text, text[], integer, boolean, boolean)
  SET plan_cache_mode = force_generic_plan;

CREATE OR REPLACE FUNCTION search_candidates_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_exact boolean DEFAULT false
) RETURNS json LANGUAGE sql STABLE AS $fn$
  SELECT search_candidates_json(p_last, p_first, p_first_names, p_limit, p_exact, false)
$fn$;
ALTER FUNCTION search_candidates_json(text, text, text[], integer, boolean) SET plan_cache_mode = force_generic_plan;

-- As in migration 0097, with the opted-out people left out of both orders.
CREATE OR REPLACE FUNCTION search_candidates_both_orders_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_other_first_names text[], p_below integer
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_typed json;
BEGIN
  v_typed := search_candidates_json(p_last, p_first, p_first_names, p_limit, false, true);
  IF json_array_length(v_typed) >= p_below THEN
    RETURN json_build_array(v_typed, NULL);
  END IF;
  RETURN json_build_array(v_typed, search_candidates_json(p_first, p_last, p_other_first_names, p_limit, true, true));
END
$fn$;
ALTER FUNCTION search_candidates_both_orders_json(text, text, text[], integer, text[], integer)
  SET plan_cache_mode = force_generic_plan;

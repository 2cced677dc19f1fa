-- The candidate look-up of a name search (docs/decisions/0040, 0086, 0089, 0091, 0092): the typed words'
-- variants (search_name_variants, worked out here for a word no record holds), every surname with every given
-- name the surname's filter lets through, an initial's range of given names per surname, and only people
-- with a place in p_state when given (null or blank: everyone), the limit counting them only. p_exact: the
-- names as given (no sound-alikes, no typos). People who opted out are in: the fact gate, in core, decides
-- who is shown (docs/decisions/0099). A json array, one element per candidate:
--   [id, first_name, middle_name, last_name, birth_date, deceased,
--    [[source, first_name, middle_name, last_name, last_rank], ...],      matched names, own name first
--    [[city, state, from_date, to_date, is_current], ...],                 places lived
--    gender]
-- last_rank: 0 the typed surname, 1 a sound-alike, 2 one typo. Generic plans: docs/performance.md, "Search".
CREATE OR REPLACE FUNCTION search_candidates_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_exact boolean, p_state text DEFAULT NULL
) RETURNS json LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  v_state text := nullif(upper(trim(p_state)), '');
  v_keys text[];
  v_ranks integer[];
  v_lasts text[];
  v_last_ranks integer[];
  v_first_typos text[];
  v_pairs integer;
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
  -- Every surname with every given name (typed, nicknames, formal names, initial, one-typo names), but
  -- only the pairs the surname's filter lets through: the others are known not to be in the records. A
  -- surname without a filter row is held by nobody (the refresh and the triggers give every surname of
  -- the records one), so none of its pairs is looked up; while the table is empty (filters never built)
  -- every pair is.
  SELECT count(*),
    coalesce(array_agg(l.name || ' ' || f.name) FILTER (WHERE search_given_name_pair_may_exist(g.bits, f.name, b.built)), '{}'),
    coalesce(array_agg(l.rk) FILTER (WHERE search_given_name_pair_may_exist(g.bits, f.name, b.built)), '{}')
  INTO v_pairs, v_keys, v_ranks
  FROM unnest(v_lasts, v_last_ranks) AS l(name, rk)
  CROSS JOIN (SELECT EXISTS (SELECT 1 FROM search_surname_given_names) AS built) b
  LEFT JOIN search_surname_given_names g ON g.last = l.name
  CROSS JOIN (SELECT DISTINCT n.name FROM unnest(p_first_names || v_first_typos) AS n(name) WHERE n.name <> '') f;

  -- Nothing to look up: no pair at all, or no key left and no initial's ranges to run (the other order
  -- of a typed name, exact keys, nearly always ends here).
  IF v_pairs = 0 OR (cardinality(v_keys) = 0 AND NOT (length(p_first) = 1 AND p_first ~ '^[a-z]$')) THEN
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
      -- A state search: only people with a place in the state, before the limit.
      HAVING v_state IS NULL
        OR EXISTS (SELECT 1 FROM search_person_places x WHERE x.person_id = h.person_id AND upper(x.state) = v_state)
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
  );
END
$fn$;

-- search_candidates_json() as migration 0095 defined it, for the tests that compare today's look-up with it
-- (tests/support/earlier-candidates.ts creates it under another name). Never migrated.
CREATE FUNCTION search_candidates_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_exact boolean DEFAULT false
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_keys text[];
  v_ranks integer[];
  v_lasts text[];
  v_last_ranks integer[];
BEGIN
  WITH q AS (
    SELECT 'l'::"char" AS kind, p_last AS word WHERE length(p_last) >= 3 AND NOT p_exact
    UNION ALL
    SELECT 'f'::"char", p_first WHERE length(p_first) >= 3 AND NOT p_exact
  ), d AS (
    SELECT q.kind, q.word, i, overlay(q.word PLACING '' FROM i FOR 1) AS del,
      substr(q.word, 1, i - 1) || substr(q.word, i + 1, 1) || substr(q.word, i, 1) || substr(q.word, i + 2) AS swap
    FROM q CROSS JOIN LATERAL generate_series(1, length(q.word)) AS i
  ), typo AS (
    SELECT q.kind, x.name FROM q CROSS JOIN LATERAL (
      SELECT y.name FROM search_name_deletes y WHERE y.kind = q.kind AND y.del = q.word AND y.pos > 0 OFFSET 0) x
    UNION
    SELECT d.kind, x.name FROM d CROSS JOIN LATERAL (
      SELECT y.name, y.pos FROM search_name_deletes y WHERE y.kind = d.kind AND y.del = d.del OFFSET 0) x
    WHERE x.pos = 0 OR x.pos = d.i OR x.name IN (SELECT s.swap FROM d s WHERE s.kind = d.kind)
  ), l AS (
    SELECT p_last AS name, 0 AS rk
    UNION ALL
    (SELECT x.name, 1 FROM search_surnames x WHERE NOT p_exact AND x.dm = dmetaphone(p_last) AND x.name <> p_last
      ORDER BY levenshtein(x.name, p_last), x.people DESC LIMIT 10)
    UNION ALL
    SELECT t.name, 2 FROM typo t WHERE t.kind = 'l' AND t.name <> p_last
  ), f AS (
    SELECT n.name FROM unnest(p_first_names) AS n(name) WHERE n.name <> ''
    UNION
    SELECT t.name FROM typo t WHERE t.kind = 'f' AND t.name <> p_first
  ), k AS (
    SELECT l.name || ' ' || f.name AS key, min(l.rk) AS rk FROM l CROSS JOIN f GROUP BY 1
  )
  SELECT (SELECT array_agg(k.key) FROM k), (SELECT array_agg(k.rk) FROM k),
    -- Each surname once, at its best rank (a sound-alike may also be one typo away).
    (SELECT array_agg(x.name ORDER BY x.name) FROM (SELECT l.name, min(l.rk) AS rk FROM l GROUP BY l.name) x),
    (SELECT array_agg(x.rk ORDER BY x.name) FROM (SELECT l.name, min(l.rk) AS rk FROM l GROUP BY l.name) x)
  INTO v_keys, v_ranks, v_lasts, v_last_ranks;

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
  );
END
$fn$;

-- 0044 search: fewer round trips and heap reads (docs/performance.md "Search").
--
-- search_candidates_json(): the candidate look-up of a name search in one call instead of three
-- statements (sound-alike / one-typo names, hits by "{last} {first}" key, details with places lived):
-- same keys, same candidates, same order and limit as the three statements it replaces
-- (adapters/postgres/pg-person-search.ts, docs/decisions/0040). plpgsql, so its statements are
-- planned once per connection. It returns a json array, one element per candidate:
--   [id, first_name, middle_name, last_name, birth_date, deceased,
--    [[source, first_name, middle_name, last_name, last_rank], ...],      matched names, own name first
--    [[city, state, from_date, to_date, is_current], ...]]                places lived
-- last_rank: 0 the typed surname, 1 a sound-alike (the 10 closest with the same dmetaphone), 2 one typo.
CREATE OR REPLACE FUNCTION search_candidates_json(
  p_last text, p_last_typos text[], p_first_names text[], p_first_typos text[], p_limit integer
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_keys text[];
  v_ranks integer[];
BEGIN
  WITH l AS (
    SELECT p_last AS name, 0 AS rk
    UNION ALL
    (SELECT x.name, 1 FROM search_surnames x WHERE x.dm = dmetaphone(p_last) AND x.name <> p_last
      ORDER BY levenshtein(x.name, p_last), x.people DESC LIMIT 10)
    UNION ALL
    SELECT s.name, 2 FROM unnest(p_last_typos) AS v(name)
      CROSS JOIN LATERAL (SELECT x.name FROM search_surnames x WHERE x.name = v.name OFFSET 0) s
  ), f AS (
    SELECT n.name FROM unnest(p_first_names) AS n(name) WHERE n.name <> ''
    UNION
    SELECT t.name FROM unnest(p_first_typos) AS v(name)
      CROSS JOIN LATERAL (SELECT x.name FROM search_first_names x WHERE x.name = v.name OFFSET 0) t
  ), k AS (
    SELECT l.name || ' ' || f.name AS key, min(l.rk) AS rk FROM l CROSS JOIN f GROUP BY 1
  )
  SELECT array_agg(k.key), array_agg(k.rk) INTO v_keys, v_ranks FROM k;

  IF v_keys IS NULL THEN
    RETURN '[]'::json;
  END IF;

  RETURN (
    WITH k AS (SELECT * FROM unnest(v_keys, v_ranks) AS k(key, rk)),
    h AS (
      SELECT p.id AS person_id, 'primary' AS src, p.first_name, p.middle_name, p.last_name, p.name_key, 0 AS ord
      FROM people p WHERE p.name_key = ANY (v_keys) AND (SELECT search_serial())
      UNION ALL
      SELECT n.person_id, n.name_type, n.first_name, n.middle_name, n.last_name, n.name_key, 1
      FROM person_names n WHERE n.name_key = ANY (v_keys) AND (SELECT search_serial())
    ),
    c AS (
      SELECT h.person_id, min(k.rk) AS rk,
        json_agg(json_build_array(h.src, h.first_name, h.middle_name, h.last_name, k.rk) ORDER BY h.ord) AS names
      FROM h JOIN k ON k.key = h.name_key
      GROUP BY h.person_id
      ORDER BY min(k.rk), h.person_id
      LIMIT p_limit
    )
    SELECT coalesce(json_agg(json_build_array(p.id, p.first_name, p.middle_name, p.last_name, p.birth_date, p.deceased,
        c.names,
        (SELECT coalesce(json_agg(json_build_array(x.city, x.state, x.from_date, x.to_date, x.is_current)), '[]'::json)
           FROM search_person_places x WHERE x.person_id = p.id))), '[]'::json)
    FROM c JOIN people p ON p.id = c.person_id
    WHERE (SELECT search_serial())
  );
END
$fn$;

-- Street autocomplete reads the first 400 addresses of a street-name prefix: with the displayed
-- columns in the index this is an index-only scan (addresses are all-visible after the bulk load)
-- instead of ~300 random heap pages (p95 15 ms -> see docs/performance.md). Same key and order as
-- addresses_street_name_idx of 0011, which it replaces.
CREATE INDEX addresses_street_prefix_idx ON addresses (lower(street_name) text_pattern_ops)
  INCLUDE (pre_dir, street_name, street_suffix, post_dir, city, state, zip);
DROP INDEX IF EXISTS addresses_street_name_idx;

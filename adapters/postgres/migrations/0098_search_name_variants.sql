-- A name's variants are worked out when the records change, not on every search (docs/decisions/0089).
-- A name search combined every surname near the typed one (the 10 closest sound-alikes, every surname one
-- typo away) with every given name near the typed one (one typo away): two to three dozen index look-ups
-- and a sort on every call, about half of search_candidates_json()'s time at 1,000,000 people, for an
-- answer that only changes when the records do. search_name_variants holds it for every surname and given
-- name of the records; search_refresh() rebuilds it after search_name_deletes; a typed word that no record
-- holds (a typo, mostly) is worked out at search time by the same functions, so both give the same names.
--   search_name_typos(kind, words)    each word's names one edit away (docs/decisions/0040: drop, add or
--                                     replace a letter, or swap two adjacent ones), words of 3 letters or more;
--   search_sound_alikes(words)        each word's 10 closest surnames with its double-metaphone code
--                                     (edit distance, then more people, then the name: the last is new,
--                                     so that ties are broken the same way every time);
--   search_surname_variants(words)    each surname with its sound-alikes (rank 1) and typos (rank 2) and
--                                     itself (rank 0), each name once at its best rank, in name order.
-- Each word is looked up by index (LATERAL ... OFFSET 0 keeps the nested loop for one word and for all of
-- them): the refresh runs them over every surname in one statement.

CREATE TABLE search_name_variants (
  kind  "char"    NOT NULL,
  name  text      NOT NULL,
  names text[]    NOT NULL,
  ranks integer[],
  PRIMARY KEY (kind, name)
);

CREATE FUNCTION search_name_typos(p_kind "char", p_words text[]) RETURNS TABLE (word text, name text)
LANGUAGE sql STABLE AS $fn$
  SELECT DISTINCT w.word, x.name
  FROM unnest(p_words) AS w(word)
  CROSS JOIN LATERAL generate_series(0, length(w.word)) AS i
  CROSS JOIN LATERAL (
    SELECT y.name, y.pos FROM search_name_deletes y
    WHERE y.kind = p_kind AND y.del = CASE WHEN i = 0 THEN w.word ELSE overlay(w.word PLACING '' FROM i FOR 1) END
    OFFSET 0) x
  WHERE length(w.word) >= 3 AND x.name <> w.word
    AND CASE WHEN i = 0 THEN x.pos > 0 -- the word with a letter added
        ELSE x.pos = 0 OR x.pos = i -- letter i dropped or replaced
          OR (length(x.name) = length(w.word) AND x.name IN ( -- two adjacent letters swapped
            SELECT substr(w.word, 1, j - 1) || substr(w.word, j + 1, 1) || substr(w.word, j, 1) || substr(w.word, j + 2)
            FROM generate_series(1, length(w.word) - 1) AS j))
        END
$fn$;

CREATE FUNCTION search_sound_alikes(p_words text[]) RETURNS TABLE (word text, name text)
LANGUAGE sql STABLE AS $fn$
  SELECT w.word, x.name
  FROM unnest(p_words) AS w(word)
  CROSS JOIN LATERAL (
    SELECT s.name FROM search_surnames s WHERE s.dm = dmetaphone(w.word) AND s.name <> w.word
    ORDER BY levenshtein(s.name, w.word), s.people DESC, s.name LIMIT 10) x
$fn$;

CREATE FUNCTION search_surname_variants(p_words text[]) RETURNS TABLE (word text, names text[], ranks integer[])
LANGUAGE sql STABLE AS $fn$
  SELECT v.word, array_agg(v.name ORDER BY v.name), array_agg(v.rk ORDER BY v.name)
  FROM (
    SELECT u.word, u.name, min(u.rk) AS rk
    FROM (
      SELECT w.word, w.word AS name, 0 AS rk FROM unnest(p_words) AS w(word)
      UNION ALL
      SELECT a.word, a.name, 1 FROM search_sound_alikes(p_words) a
      UNION ALL
      SELECT t.word, t.name, 2 FROM search_name_typos('l', p_words) t
    ) u
    GROUP BY u.word, u.name
  ) v
  GROUP BY v.word
$fn$;

CREATE FUNCTION search_refresh_variants() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE search_name_variants;
  INSERT INTO search_name_variants (kind, name, names, ranks)
  SELECT 'l', v.word, v.names, v.ranks
  FROM search_surname_variants(ARRAY(SELECT s.name FROM search_surnames s)) v
  ORDER BY v.word;
  INSERT INTO search_name_variants (kind, name, names, ranks)
  SELECT 'f', f.name, coalesce(t.names, '{}'), NULL
  FROM search_first_names f
  LEFT JOIN (
    SELECT x.word, array_agg(x.name ORDER BY x.name) AS names
    FROM search_name_typos('f', ARRAY(SELECT s.name FROM search_first_names s)) x
    GROUP BY x.word
  ) t ON t.word = f.name
  ORDER BY f.name;
  ANALYZE search_name_variants;
END
$fn$;

-- search_refresh() as in migration 0040, then the variants.
CREATE OR REPLACE FUNCTION search_refresh() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM search_surnames;
  INSERT INTO search_surnames (name, display, dm, people)
  SELECT k, max(d), dmetaphone(k), count(*)::int
  FROM (
    SELECT regexp_replace(lower(last_name), '[^a-z]', '', 'g') AS k, last_name AS d FROM people
    UNION ALL
    SELECT regexp_replace(lower(last_name), '[^a-z]', '', 'g'), last_name FROM person_names
  ) s
  WHERE k <> ''
  GROUP BY k
  ORDER BY k;

  DELETE FROM search_first_names;
  INSERT INTO search_first_names (name, people)
  SELECT k, count(*)::int
  FROM (
    SELECT regexp_replace(lower(first_name), '[^a-z]', '', 'g') AS k FROM people
    UNION ALL
    SELECT regexp_replace(lower(first_name), '[^a-z]', '', 'g') FROM person_names
  ) s
  WHERE k <> ''
  GROUP BY k;

  DELETE FROM search_places;
  INSERT INTO search_places (city, state, zip, addresses)
  SELECT city, state, zip, count(*)::int FROM addresses GROUP BY city, state, zip ORDER BY zip, state, city;

  TRUNCATE search_person_places;
  INSERT INTO search_person_places (person_id, city, state, from_date, to_date, is_current)
  SELECT pa.person_id, a.city, a.state, pa.from_date, pa.to_date, pa.is_current
  FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id
  ORDER BY pa.person_id;

  ANALYZE search_surnames;
  ANALYZE search_first_names;
  ANALYZE search_places;
  ANALYZE search_person_places;

  PERFORM search_refresh_deletes();
  PERFORM search_refresh_variants();
END
$fn$;

-- The variants of every name the records hold, when there are records (the records loader refreshes
-- a new database).
SELECT search_refresh_variants() WHERE EXISTS (SELECT 1 FROM search_surnames);

-- search_candidates_json(): the typed words' variants from search_name_variants; everything else as in
-- migration 0095 (same keys, same candidates, same order, but for a tie for the 10th sound-alike, now
-- broken by name; tests/adapters/postgres/search-name-variants.test.ts compares the two).
CREATE OR REPLACE FUNCTION search_candidates_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_exact boolean DEFAULT false
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
  );
END
$fn$;
ALTER FUNCTION search_candidates_json(text, text, text[], integer, boolean) SET plan_cache_mode = force_generic_plan;

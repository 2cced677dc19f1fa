-- Each surname's filter of the given names it is held with, asked before the name keys are looked up
-- (docs/decisions/0091). A name search pairs every surname near the typed one with every given name near
-- the typed one (about 250 pairs for "Robin Moore": 23 surnames x 11 given names) and looked each pair up
-- in two indexes (people and person_names), about 500 B-tree descents of which a dozen find someone: a
-- third of PostgreSQL's time a search. search_surname_given_names holds, for every surname key of the
-- records, a Bloom filter (one hash) of the given-name keys it is held with in people and person_names;
-- a pair whose bit is not set is not in the records and is not looked up.
--   search_given_name_filter_size(n)    the filter's size for n given names: the power of two from 16 bits
--                                       a name (a 6 % false-positive rate at most), 64 to 32,768 bits (4 kB,
--                                       stored plain; the commonest surnames, with over 2,048 given names at
--                                       1M people, get through more: about 9 % for the largest);
--   search_given_name_bit(name, size)    the name's bit in a filter of that size (hashtext);
--   search_given_name_may_exist(bits, name)  false only when the filter says the pair is not held (no
--                                       filter: true);
--   search_given_name_filters(lasts, firsts, sizes)  the filters of (surname, given name) pairs, each
--                                       surname's at its size;
--   search_refresh_given_name_filters() rebuilds the table from the records (search_refresh() calls it),
--                                       with people and person_names locked against other writers;
--   triggers on people and person_names add the pairs any statement writes, so that the filters stay a
--                                       superset of the records between refreshes (a pair a filter lacks
--                                       would hide a person from the search);
--   search_defer_given_name_filters()   for the rest of the transaction the triggers leave the filters to
--                                       the refresh that transaction runs (the records loader and records
--                                       updates: their COPYs would otherwise add a million pairs the
--                                       refresh then rebuilds).
-- A write with the triggers off (session_replication_role = replica, a restore with triggers disabled)
-- must be followed by search_refresh().
-- search_candidates_json() (6 arguments) asks the filters; its answers are the same (the pairs left out
-- find no one), everything else as in migration 0099.

CREATE TABLE search_surname_given_names (
  last text        NOT NULL PRIMARY KEY,
  bits bit varying NOT NULL
);
-- Read on every search: never compressed (a 2 kB filter would be, and each read would decompress it).
ALTER TABLE search_surname_given_names ALTER COLUMN bits SET STORAGE PLAIN;

CREATE FUNCTION search_given_name_filter_size(p_names bigint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT least(32768, greatest(64, (2 ^ ceil(log(16 * greatest(p_names, 1)::float8) / log(2::float8)))::integer))
$fn$;

CREATE FUNCTION search_given_name_bit(p_name text, p_size integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT hashtext(p_name) & (p_size - 1)
$fn$;

CREATE FUNCTION search_given_name_may_exist(p_bits bit varying, p_name text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT p_bits IS NULL OR get_bit(p_bits, search_given_name_bit(p_name, length(p_bits))) = 1
$fn$;

-- Each surname's bits as a string: the runs of zeros before each set bit, then the zeros after the last.
CREATE FUNCTION search_given_name_filters(p_lasts text[], p_firsts text[], p_sizes integer[])
RETURNS TABLE (last text, bits bit varying) LANGUAGE sql IMMUTABLE AS $fn$
  SELECT b.last,
    (string_agg(repeat('0', b.pos - b.prev - 1) || '1', '' ORDER BY b.pos) || repeat('0', min(b.size) - max(b.pos) - 1))::varbit
  FROM (
    SELECT d.last, d.size, d.pos, coalesce(lag(d.pos) OVER (PARTITION BY d.last ORDER BY d.pos), -1) AS prev
    FROM (
      SELECT DISTINCT x.last COLLATE "C" AS last, x.size, search_given_name_bit(x.first, x.size) AS pos
      FROM unnest(p_lasts, p_firsts, p_sizes) AS x(last, first, size)
    ) d
  ) b
  GROUP BY b.last
$fn$;

CREATE FUNCTION search_refresh_given_name_filters() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  -- A writer's trigger adding a surname between the DELETE and the INSERT would be overwritten or
  -- collide: no other transaction writes names until this one ends.
  LOCK TABLE people, person_names IN SHARE MODE;
  DELETE FROM search_surname_given_names;
  INSERT INTO search_surname_given_names (last, bits)
  SELECT f.last, f.bits
  FROM (
    SELECT array_agg(p.l) AS lasts, array_agg(p.f) AS firsts, array_agg(search_given_name_filter_size(p.n)) AS sizes
    FROM (
      SELECT k.l, k.f, count(*) OVER (PARTITION BY k.l) AS n
      FROM (
        SELECT DISTINCT split_part(s.name_key, ' ', 1) COLLATE "C" AS l, split_part(s.name_key, ' ', 2) COLLATE "C" AS f
        FROM (SELECT name_key FROM people UNION ALL SELECT name_key FROM person_names) s
      ) k
    ) p
  ) a
  CROSS JOIN LATERAL search_given_name_filters(a.lasts, a.firsts, a.sizes) f
  ORDER BY f.last;
  ANALYZE search_surname_given_names;
END
$fn$;

-- The pairs a statement wrote, added to their surnames' filters (a new surname gets a filter sized for
-- them). Two writers that add the same new surname at once may size it differently: the filter that
-- results lets every name through until the next refresh.
CREATE FUNCTION search_defer_given_name_filters() RETURNS void LANGUAGE sql VOLATILE AS $fn$
  SELECT set_config('search.given_name_filters', 'deferred', true)
$fn$;

CREATE FUNCTION search_given_name_filters_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('search.given_name_filters', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_surname_given_names AS g (last, bits)
  SELECT f.last, f.bits
  FROM (
    SELECT array_agg(p.l) AS lasts, array_agg(p.f) AS firsts,
      array_agg(coalesce(length(e.bits), search_given_name_filter_size(p.n))) AS sizes
    FROM (
      SELECT k.l, k.f, count(*) OVER (PARTITION BY k.l) AS n
      FROM (SELECT DISTINCT split_part(w.name_key, ' ', 1) AS l, split_part(w.name_key, ' ', 2) AS f FROM written w) k
    ) p
    LEFT JOIN search_surname_given_names e ON e.last = p.l
  ) a
  CROSS JOIN LATERAL search_given_name_filters(a.lasts, a.firsts, a.sizes) f
  ORDER BY f.last
  ON CONFLICT (last) DO UPDATE SET bits = CASE
    WHEN length(g.bits) = length(EXCLUDED.bits) THEN g.bits | EXCLUDED.bits
    ELSE ~(g.bits # g.bits)
  END;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER people_search_given_names_insert AFTER INSERT ON people
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();
CREATE TRIGGER people_search_given_names_update AFTER UPDATE ON people
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();
CREATE TRIGGER person_names_search_given_names_insert AFTER INSERT ON person_names
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();
CREATE TRIGGER person_names_search_given_names_update AFTER UPDATE ON person_names
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();

-- search_refresh() as in migration 0098, then the filters.
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
  PERFORM search_refresh_given_name_filters();
END
$fn$;

-- The filters of the records there are (a new database's loader refreshes them).
SELECT search_refresh_given_name_filters() WHERE EXISTS (SELECT 1 FROM people);

-- search_candidates_json() with the filters asked before the look-ups; everything else as in migration 0099.
CREATE OR REPLACE FUNCTION search_candidates_json(
  p_last text, p_first text, p_first_names text[], p_limit integer, p_exact boolean, p_without_opt_outs boolean
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
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
  -- surname without a filter row (none yet) keeps every pair.
  SELECT count(*),
    coalesce(array_agg(l.name || ' ' || f.name) FILTER (WHERE search_given_name_may_exist(g.bits, f.name)), '{}'),
    coalesce(array_agg(l.rk) FILTER (WHERE search_given_name_may_exist(g.bits, f.name)), '{}')
  INTO v_pairs, v_keys, v_ranks
  FROM unnest(v_lasts, v_last_ranks) AS l(name, rk)
  LEFT JOIN search_surname_given_names g ON g.last = l.name
  CROSS JOIN (SELECT DISTINCT n.name FROM unnest(p_first_names || v_first_typos) AS n(name) WHERE n.name <> '') f;

  -- No pair at all (the initials' ranges below still run when the filters let no pair through).
  IF v_pairs = 0 THEN
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

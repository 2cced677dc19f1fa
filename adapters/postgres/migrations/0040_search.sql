-- 0040 search (docs/decisions/0040): look-up tables derived from the public records, so that name and place
-- look-ups stay fast at millions of people, and the functions a name search calls (two round trips).
--   search_surnames       every last name (own names and aliases) as a letters-only key, with its
--                         double-metaphone code and head count: sound-alike and last-name autocomplete
--                         look-ups run on ~100k rows, not 1M (one-typo names are found by key, see
--                         search_name_deletes: a trigram index misled the planner into GIN equality);
--   search_first_names    every given name key;
--   search_places         city, state and ZIP with the number of addresses: city and ZIP autocomplete;
--   search_person_places  the places each person lived (city, state, dates; no street), so ranking a few
--                         hundred candidates reads one index range per person (index-only scan);
--   search_name_deletes   every name key with each letter dropped in turn: one-typo look-ups.
-- search_refresh() rebuilds them after a bulk load (the records loader calls it; the search adapter
-- also calls it once when it finds them empty while people exist). It writes the surname and place
-- tables in key order so the prefix look-ups of autocomplete read neighbouring heap pages.

CREATE TABLE search_surnames (
  name    text    NOT NULL PRIMARY KEY,
  display text    NOT NULL,
  dm      text    NOT NULL,
  people  integer NOT NULL
);
CREATE INDEX search_surnames_dm_idx ON search_surnames (dm);
CREATE INDEX search_surnames_prefix_idx ON search_surnames (name text_pattern_ops);

CREATE TABLE search_first_names (
  name   text    NOT NULL PRIMARY KEY,
  people integer NOT NULL
);

CREATE TABLE search_places (
  city      text    NOT NULL,
  state     text    NOT NULL,
  zip       text    NOT NULL,
  addresses integer NOT NULL,
  PRIMARY KEY (zip, state, city)
);
CREATE INDEX search_places_city_idx ON search_places (lower(city) text_pattern_ops);
CREATE INDEX search_places_zip_idx ON search_places (zip text_pattern_ops);

CREATE TABLE search_person_places (
  person_id  bigint  NOT NULL,
  city       text    NOT NULL,
  state      text    NOT NULL,
  from_date  date,
  to_date    date,
  is_current boolean NOT NULL
);
CREATE INDEX search_person_places_person_idx ON search_person_places (person_id)
  INCLUDE (city, state, from_date, to_date, is_current);

-- A parallel-unsafe no-op: a query that mentions it is never planned with parallel workers. The
-- name look-ups touch a few hundred index entries; on a busy 2-core server starting two workers
-- costs more than the whole look-up (measured 14 ms of 34 ms).
CREATE FUNCTION search_serial() RETURNS boolean LANGUAGE sql VOLATILE PARALLEL UNSAFE AS 'SELECT true';

-- One-typo names by their deletions: probing every string one edit away from a typed word (~390 for
-- "johnson") cost about 1 ms of database CPU per name. search_name_deletes holds, for every
-- surname ('l') and given name ('f') key, the key itself (pos 0) and the key with its letter `pos`
-- removed (pos 1..length): 650k rows at 1M people. A name N is one edit (docs/decisions/0040:
-- replace, drop, add a letter, or swap two adjacent ones) from the typed word q exactly when
--   N is q with a letter dropped:     a pos-0 row whose del is q minus letter i;
--   N is q with a letter added:       a row with pos > 0 whose del is q;
--   N is q with letter i replaced:    a row with pos i whose del is q minus letter i;
--   N is q with letters i, i+1 swapped: a row whose del is q minus letter i and whose name is that swap;
-- and N <> q. So length(q) + 1 index ranges replace the ~400 probes: same names found (checked against
-- generated one-edit variants on 200+ searches at 1M), a fraction of the work. Each range is a
-- nested-loop probe (OFFSET 0): generate_series is estimated at 1000 rows and would otherwise turn it
-- into a merge join over the whole index.

CREATE TABLE search_name_deletes (
  kind "char"   NOT NULL,
  del  text     NOT NULL,
  pos  smallint NOT NULL,
  name text     NOT NULL
);
CREATE INDEX search_name_deletes_del_idx ON search_name_deletes (kind, del) INCLUDE (pos, name);

CREATE FUNCTION search_refresh_deletes() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE search_name_deletes;
  INSERT INTO search_name_deletes (kind, del, pos, name)
  SELECT w.kind, CASE WHEN i = 0 THEN w.name ELSE overlay(w.name PLACING '' FROM i FOR 1) END, i, w.name
  FROM (SELECT 'l'::"char" AS kind, name FROM search_surnames UNION ALL SELECT 'f'::"char", name FROM search_first_names) w
  CROSS JOIN LATERAL generate_series(0, length(w.name)) AS i
  ORDER BY 1, 2;
  ANALYZE search_name_deletes;
END
$fn$;

CREATE FUNCTION search_refresh() RETURNS void LANGUAGE plpgsql AS $fn$
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
END
$fn$;

-- search_candidates_json(): the candidate look-up of a name search in one call instead of three
-- statements (sound-alike / one-typo names, hits by "{last} {first}" key, details with places lived):
-- same keys, same candidates, same order and limit as the three statements it replaces
-- (adapters/postgres/pg-person-search.ts, docs/decisions/0040). plpgsql, so its statements are
-- planned once per connection. It returns a json array, one element per candidate:
--   [id, first_name, middle_name, last_name, birth_date, deceased,
--    [[source, first_name, middle_name, last_name, last_rank], ...],      matched names, own name first
--    [[city, state, from_date, to_date, is_current], ...]]                places lived
-- last_rank: 0 the typed surname, 1 a sound-alike (the 10 closest with the same dmetaphone), 2 one typo.
-- Typos are looked for in SQL when a word has at least 3 letters: the caller passes the typed surname
-- and given name (letters only) and the given names to combine (typed, nicknames, formal names, initial).
CREATE FUNCTION search_candidates_json(
  p_last text, p_first text, p_first_names text[], p_limit integer
) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_keys text[];
  v_ranks integer[];
BEGIN
  WITH q AS (
    SELECT 'l'::"char" AS kind, p_last AS word WHERE length(p_last) >= 3
    UNION ALL
    SELECT 'f'::"char", p_first WHERE length(p_first) >= 3
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
    (SELECT x.name, 1 FROM search_surnames x WHERE x.dm = dmetaphone(p_last) AND x.name <> p_last
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

-- The aliases and relatives' names of a result page (PgPersonSearch.cardExtras) as one plpgsql call,
-- planned once per connection: json array of [id, [alias, ...], [relative, ...]].
CREATE FUNCTION search_card_extras_json(p_ids bigint[]) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_array(p.id,
      ARRAY(SELECT DISTINCT concat_ws(' ', pn.first_name, pn.middle_name, pn.last_name)
            FROM person_names pn WHERE pn.person_id = p.id),
      ARRAY(SELECT concat_ws(' ', r.first_name, r.last_name)
            FROM relationships rel JOIN people r ON r.id = rel.related_person_id
            WHERE rel.person_id = p.id ORDER BY rel.id LIMIT 8))), '[]'::json)
    FROM people p WHERE p.id = ANY (p_ids)
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

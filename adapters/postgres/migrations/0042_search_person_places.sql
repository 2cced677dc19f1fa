-- 0042 search: the places each person lived (city, state, dates; no street), denormalised from
-- person_addresses + addresses so that ranking a few hundred name candidates reads one index
-- range per person (index-only scan) instead of joining two large tables. Rebuilt by
-- search_refresh() (replaced here) together with the name and place tables of 0040.

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
  GROUP BY k;

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
  SELECT city, state, zip, count(*)::int FROM addresses GROUP BY city, state, zip;

  TRUNCATE search_person_places;
  INSERT INTO search_person_places (person_id, city, state, from_date, to_date, is_current)
  SELECT pa.person_id, a.city, a.state, pa.from_date, pa.to_date, pa.is_current
  FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id
  ORDER BY pa.person_id;

  ANALYZE search_surnames;
  ANALYZE search_first_names;
  ANALYZE search_places;
  ANALYZE search_person_places;
END
$fn$;

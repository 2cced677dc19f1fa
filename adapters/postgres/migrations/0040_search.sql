-- 0040 search (issue 5): small lookup tables derived from the public records, so that name and
-- place look-ups stay fast at millions of people:
--   search_surnames    every last name (own names and aliases) as a letters-only key, with its
--                      double-metaphone code and head count: sound-alike, one-typo (trigram +
--                      levenshtein) and last-name autocomplete look-ups run on ~100k rows, not 1M;
--   search_first_names every given name key: one-typo first names;
--   search_places      city, state and ZIP with the number of addresses: city and ZIP autocomplete.
-- They are rebuilt by search_refresh() after a bulk load (the records loader calls it; the search
-- adapter also calls it once when it finds them empty while people exist).

CREATE TABLE search_surnames (
  name    text    NOT NULL PRIMARY KEY,
  display text    NOT NULL,
  dm      text    NOT NULL,
  people  integer NOT NULL
);
CREATE INDEX search_surnames_dm_idx ON search_surnames (dm);
CREATE INDEX search_surnames_trgm_idx ON search_surnames USING gin (name gin_trgm_ops);
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

  ANALYZE search_surnames;
  ANALYZE search_first_names;
  ANALYZE search_places;
END
$fn$;

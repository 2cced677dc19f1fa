-- Rebuilds the name search's look-up tables from the records (docs/decisions/0040): surnames with their
-- double-metaphone codes and head counts, given names, places, each person's places lived, then the one-typo
-- deletions, the names' variants and the given-name filters. The records loader runs it after a bulk load; the
-- search adapter also runs it once when it finds the tables empty while people exist. Surnames and places are
-- written in key order so the prefix look-ups of autocomplete read neighbouring heap pages.
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

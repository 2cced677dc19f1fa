-- Rebuilds every surname's filter of the given names it is held with in people and person_names
-- (docs/decisions/0091; search_refresh() calls it), with people and person_names locked against other writers.
CREATE OR REPLACE FUNCTION search_refresh_given_name_filters() RETURNS void LANGUAGE plpgsql AS $fn$
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

-- Rebuilds search_name_deletes (docs/decisions/0040): every surname ('l') and given name ('f') key, the key itself
-- (pos 0) and the key with its letter pos removed (pos 1..length), so one-typo names are found by index ranges.
CREATE OR REPLACE FUNCTION search_refresh_deletes() RETURNS void LANGUAGE plpgsql AS $fn$
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

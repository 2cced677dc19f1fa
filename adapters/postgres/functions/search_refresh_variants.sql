-- Rebuilds search_name_variants (docs/decisions/0089): every surname with its sound-alikes and typos, every
-- given name with its typos, so a search reads a name's variants instead of working them out.
CREATE OR REPLACE FUNCTION search_refresh_variants() RETURNS void LANGUAGE plpgsql AS $fn$
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

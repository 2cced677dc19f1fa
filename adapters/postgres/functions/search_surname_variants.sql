-- Each surname with its sound-alikes (rank 1) and typos (rank 2) and itself (rank 0), each name once at its best
-- rank, in name order. docs/decisions/0089.
CREATE OR REPLACE FUNCTION search_surname_variants(p_words text[]) RETURNS TABLE (word text, names text[], ranks integer[])
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

-- Each word's 10 closest surnames with its double-metaphone code (edit distance, then more people, then the name,
-- so that ties are broken the same way every time). docs/decisions/0089.
CREATE OR REPLACE FUNCTION search_sound_alikes(p_words text[]) RETURNS TABLE (word text, name text)
LANGUAGE sql STABLE AS $fn$
  SELECT w.word, x.name
  FROM unnest(p_words) AS w(word)
  CROSS JOIN LATERAL (
    SELECT s.name FROM search_surnames s WHERE s.dm = dmetaphone(w.word) AND s.name <> w.word
    ORDER BY levenshtein(s.name, w.word), s.people DESC, s.name LIMIT 10) x
$fn$;

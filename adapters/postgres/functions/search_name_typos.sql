-- Each word's names one edit away (docs/decisions/0040: drop, add or replace a letter, or swap two adjacent
-- ones), words of 3 letters or more, by search_name_deletes. docs/decisions/0089.
CREATE OR REPLACE FUNCTION search_name_typos(p_kind "char", p_words text[]) RETURNS TABLE (word text, name text)
LANGUAGE sql STABLE AS $fn$
  SELECT DISTINCT w.word, x.name
  FROM unnest(p_words) AS w(word)
  CROSS JOIN LATERAL generate_series(0, length(w.word)) AS i
  CROSS JOIN LATERAL (
    SELECT y.name, y.pos FROM search_name_deletes y
    WHERE y.kind = p_kind AND y.del = CASE WHEN i = 0 THEN w.word ELSE overlay(w.word PLACING '' FROM i FOR 1) END
    OFFSET 0) x
  WHERE length(w.word) >= 3 AND x.name <> w.word
    AND CASE WHEN i = 0 THEN x.pos > 0 -- the word with a letter added
        ELSE x.pos = 0 OR x.pos = i -- letter i dropped or replaced
          OR (length(x.name) = length(w.word) AND x.name IN ( -- two adjacent letters swapped
            SELECT substr(w.word, 1, j - 1) || substr(w.word, j + 1, 1) || substr(w.word, j, 1) || substr(w.word, j + 2)
            FROM generate_series(1, length(w.word) - 1) AS j))
        END
$fn$;

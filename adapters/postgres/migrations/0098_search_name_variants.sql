-- A name's variants are worked out when the records change, not on every search (docs/decisions/0089).
-- A name search combined every surname near the typed one (the 10 closest sound-alikes, every surname one
-- typo away) with every given name near the typed one (one typo away): two to three dozen index look-ups
-- and a sort on every call, about half of search_candidates_json()'s time at 1,000,000 people, for an
-- answer that only changes when the records do. search_name_variants holds it for every surname and given
-- name of the records; search_refresh() rebuilds it after search_name_deletes; a typed word that no record
-- holds (a typo, mostly) is worked out at search time by the same functions, so both give the same names.
--   search_name_typos(kind, words)    each word's names one edit away (docs/decisions/0040: drop, add or
--                                     replace a letter, or swap two adjacent ones), words of 3 letters or more;
--   search_sound_alikes(words)        each word's 10 closest surnames with its double-metaphone code
--                                     (edit distance, then more people, then the name: the last is new,
--                                     so that ties are broken the same way every time);
--   search_surname_variants(words)    each surname with its sound-alikes (rank 1) and typos (rank 2) and
--                                     itself (rank 0), each name once at its best rank, in name order.
-- Each word is looked up by index (LATERAL ... OFFSET 0 keeps the nested loop for one word and for all of
-- them): the refresh runs them over every surname in one statement.

CREATE TABLE search_name_variants (
  kind  "char"    NOT NULL,
  name  text      NOT NULL,
  names text[]    NOT NULL,
  ranks integer[],
  PRIMARY KEY (kind, name)
);

-- search_name_typos(): see adapters/postgres/functions/search_name_typos.sql

-- search_sound_alikes(): see adapters/postgres/functions/search_sound_alikes.sql

-- search_surname_variants(): see adapters/postgres/functions/search_surname_variants.sql

-- search_refresh_variants(): see adapters/postgres/functions/search_refresh_variants.sql

-- search_refresh() as in migration 0040, then the variants.
-- search_refresh(): see adapters/postgres/functions/search_refresh.sql

-- The variants of every name the records hold, when there are records (the records loader refreshes
-- a new database).
-- (This data step called the refresh; a migration calls no function, so it asks the migrator to rebuild the
-- derived tables once the function files are applied: adapters/postgres/migrate.ts, DERIVED_RECORDS_STALE.)
INSERT INTO app_meta (key, value) SELECT 'derived_records_stale', '0098' WHERE EXISTS (SELECT 1 FROM search_surnames)
  ON CONFLICT (key) DO NOTHING;

-- search_candidates_json(): the typed words' variants from search_name_variants; everything else as in
-- migration 0095 (same keys, same candidates, same order, but for a tie for the 10th sound-alike, now
-- broken by name; tests/adapters/postgres/search-name-variants.test.ts compares the two).
-- search_candidates_json(): see adapters/postgres/functions/search_candidates_json.sql (with its generic plans)

-- 0040 search (docs/decisions/0040): look-up tables derived from the public records, so that name and place
-- look-ups stay fast at millions of people, and the functions a name search calls (two round trips).
--   search_surnames       every last name (own names and aliases) as a letters-only key, with its
--                         double-metaphone code and head count: sound-alike and last-name autocomplete
--                         look-ups run on ~100k rows, not 1M (one-typo names are found by key, see
--                         search_name_deletes: a trigram index misled the planner into GIN equality);
--   search_first_names    every given name key;
--   search_places         city, state and ZIP with the number of addresses: city and ZIP autocomplete;
--   search_person_places  the places each person lived (city, state, dates; no street), so ranking a few
--                         hundred candidates reads one index range per person (index-only scan);
--   search_name_deletes   every name key with each letter dropped in turn: one-typo look-ups.
-- search_refresh() rebuilds them after a bulk load (the records loader calls it; the search adapter
-- also calls it once when it finds them empty while people exist). It writes the surname and place
-- tables in key order so the prefix look-ups of autocomplete read neighbouring heap pages.

CREATE TABLE search_surnames (
  name    text    NOT NULL PRIMARY KEY,
  display text    NOT NULL,
  dm      text    NOT NULL,
  people  integer NOT NULL
);
CREATE INDEX search_surnames_dm_idx ON search_surnames (dm);
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
-- search_serial(): see adapters/postgres/functions/search_serial.sql

-- One-typo names by their deletions: probing every string one edit away from a typed word (~390 for
-- "johnson") cost about 1 ms of database CPU per name. search_name_deletes holds, for every
-- surname ('l') and given name ('f') key, the key itself (pos 0) and the key with its letter `pos`
-- removed (pos 1..length): 650k rows at 1M people. A name N is one edit (docs/decisions/0040:
-- replace, drop, add a letter, or swap two adjacent ones) from the typed word q exactly when
--   N is q with a letter dropped:     a pos-0 row whose del is q minus letter i;
--   N is q with a letter added:       a row with pos > 0 whose del is q;
--   N is q with letter i replaced:    a row with pos i whose del is q minus letter i;
--   N is q with letters i, i+1 swapped: a row whose del is q minus letter i and whose name is that swap;
-- and N <> q. So length(q) + 1 index ranges replace the ~400 probes: same names found (checked against
-- generated one-edit variants on 200+ searches at 1M), a fraction of the work. Each range is a
-- nested-loop probe (OFFSET 0): generate_series is estimated at 1000 rows and would otherwise turn it
-- into a merge join over the whole index.

CREATE TABLE search_name_deletes (
  kind "char"   NOT NULL,
  del  text     NOT NULL,
  pos  smallint NOT NULL,
  name text     NOT NULL
);
CREATE INDEX search_name_deletes_del_idx ON search_name_deletes (kind, del) INCLUDE (pos, name);

-- search_refresh_deletes(): see adapters/postgres/functions/search_refresh_deletes.sql

-- search_refresh(): see adapters/postgres/functions/search_refresh.sql

-- search_candidates_json(): the candidate look-up of a name search in one call instead of three
-- statements (sound-alike / one-typo names, hits by "{last} {first}" key, details with places lived):
-- same keys, same candidates, same order and limit as the three statements it replaces
-- (adapters/postgres/pg-person-search.ts, docs/decisions/0040). plpgsql, so its statements are
-- planned once per connection. It returns a json array, one element per candidate:
--   [id, first_name, middle_name, last_name, birth_date, deceased,
--    [[source, first_name, middle_name, last_name, last_rank], ...],      matched names, own name first
--    [[city, state, from_date, to_date, is_current], ...]]                places lived
-- last_rank: 0 the typed surname, 1 a sound-alike (the 10 closest with the same dmetaphone), 2 one typo.
-- Typos are looked for in SQL when a word has at least 3 letters: the caller passes the typed surname
-- and given name (letters only) and the given names to combine (typed, nicknames, formal names, initial).
-- search_candidates_json(): see adapters/postgres/functions/search_candidates_json.sql

-- The aliases and relatives' names of a result page (PgPersonSearch.cardExtras) as one plpgsql call,
-- planned once per connection: json array of [id, [alias, ...], [relative, ...]].
-- search_card_extras_json(): see adapters/postgres/functions/search_card_extras_json.sql

-- Street autocomplete reads the first 400 addresses of a street-name prefix: with the displayed
-- columns in the index this is an index-only scan (addresses are all-visible after the bulk load)
-- instead of ~300 random heap pages (p95 15 ms -> see docs/performance.md). Same key and order as
-- addresses_street_name_idx of 0011, which it replaces.
CREATE INDEX addresses_street_prefix_idx ON addresses (lower(street_name) text_pattern_ops)
  INCLUDE (pre_dir, street_name, street_suffix, post_dir, city, state, zip);
DROP INDEX IF EXISTS addresses_street_name_idx;

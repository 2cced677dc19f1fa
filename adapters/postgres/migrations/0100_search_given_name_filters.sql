-- Each surname's filter of the given names it is held with, asked before the name keys are looked up
-- (docs/decisions/0091). A name search pairs every surname near the typed one with every given name near
-- the typed one (about 250 pairs for "Robin Moore": 23 surnames x 11 given names) and looked each pair up
-- in two indexes (people and person_names), about 500 B-tree descents of which a dozen find someone: a
-- third of PostgreSQL's time a search. search_surname_given_names holds, for every surname key of the
-- records, a Bloom filter (one hash) of the given-name keys it is held with in people and person_names;
-- a pair whose bit is not set is not in the records and is not looked up.
--   search_given_name_filter_size(n)    the filter's size for n given names: the power of two from 16 bits
--                                       a name (a 6 % false-positive rate at most), 64 to 32,768 bits (4 kB,
--                                       stored plain; the commonest surnames, with over 2,048 given names at
--                                       1M people, get through more: about 9 % for the largest);
--   search_given_name_bit(name, size)    the name's bit in a filter of that size (hashtext);
--   search_given_name_may_exist(bits, name)  false only when the filter says the pair is not held (no
--                                       filter: true);
--   search_given_name_filters(lasts, firsts, sizes)  the filters of (surname, given name) pairs, each
--                                       surname's at its size;
--   search_refresh_given_name_filters() rebuilds the table from the records (search_refresh() calls it),
--                                       with people and person_names locked against other writers;
--   triggers on people and person_names add the pairs any statement writes, so that the filters stay a
--                                       superset of the records between refreshes (a pair a filter lacks
--                                       would hide a person from the search);
--   search_defer_given_name_filters()   for the rest of the transaction the triggers leave the filters to
--                                       the refresh that transaction runs (the records loader and records
--                                       updates: their COPYs would otherwise add a million pairs the
--                                       refresh then rebuilds).
-- A write with the triggers off (session_replication_role = replica, a restore with triggers disabled)
-- must be followed by search_refresh().
-- search_candidates_json() (6 arguments) asks the filters; its answers are the same (the pairs left out
-- find no one), everything else as in migration 0099.

CREATE TABLE search_surname_given_names (
  last text        NOT NULL PRIMARY KEY,
  bits bit varying NOT NULL
);
-- Read on every search: never compressed (a 2 kB filter would be, and each read would decompress it).
ALTER TABLE search_surname_given_names ALTER COLUMN bits SET STORAGE PLAIN;

-- search_given_name_filter_size(): see adapters/postgres/functions/search_given_name_filter_size.sql

-- search_given_name_bit(): see adapters/postgres/functions/search_given_name_bit.sql

-- search_given_name_may_exist(): see adapters/postgres/functions/search_given_name_may_exist.sql

-- Each surname's bits as a string: the runs of zeros before each set bit, then the zeros after the last.
-- search_given_name_filters(): see adapters/postgres/functions/search_given_name_filters.sql

-- search_refresh_given_name_filters(): see adapters/postgres/functions/search_refresh_given_name_filters.sql

-- The pairs a statement wrote, added to their surnames' filters (a new surname gets a filter sized for
-- them). Two writers that add the same new surname at once may size it differently: the filter that
-- results lets every name through until the next refresh.
-- search_defer_given_name_filters(): see adapters/postgres/functions/search_defer_given_name_filters.sql

-- search_given_name_filters_add(): see adapters/postgres/functions/search_given_name_filters_add.sql

-- trigger people_search_given_names_insert: created with its function, adapters/postgres/functions/search_given_name_filters_add.sql
-- trigger people_search_given_names_update: created with its function, adapters/postgres/functions/search_given_name_filters_add.sql
-- trigger person_names_search_given_names_insert: created with its function, adapters/postgres/functions/search_given_name_filters_add.sql
-- trigger person_names_search_given_names_update: created with its function, adapters/postgres/functions/search_given_name_filters_add.sql

-- search_refresh() as in migration 0098, then the filters.
-- search_refresh(): see adapters/postgres/functions/search_refresh.sql

-- The filters of the records there are (a new database's loader refreshes them).
-- (This data step called the refresh; a migration calls no function, so it asks the migrator to rebuild the
-- derived tables once the function files are applied: adapters/postgres/migrate.ts, DERIVED_RECORDS_STALE.)
INSERT INTO app_meta (key, value) SELECT 'derived_records_stale', '0100' WHERE EXISTS (SELECT 1 FROM people)
  ON CONFLICT (key) DO NOTHING;

-- search_candidates_json() with the filters asked before the look-ups; everything else as in migration 0099.
-- search_candidates_json(): see adapters/postgres/functions/search_candidates_json.sql (with its generic plans)

-- 0041 search: one-typo last names are found by looking up every one-edit variant by key
-- (search_surnames primary key), not by trigram similarity. The trigram index of 0040 misled the
-- planner into using it for `name = ANY (...)` (GIN equality, seconds instead of a millisecond).
DROP INDEX IF EXISTS search_surnames_trgm_idx;

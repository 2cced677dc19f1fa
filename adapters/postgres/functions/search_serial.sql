-- A parallel-unsafe no-op: a query that mentions it is never planned with parallel workers. The name look-ups
-- touch a few hundred index entries; on a busy 2-core server starting two workers costs more than the whole
-- look-up (docs/decisions/0040).
CREATE OR REPLACE FUNCTION search_serial() RETURNS boolean LANGUAGE sql VOLATILE PARALLEL UNSAFE AS 'SELECT true';

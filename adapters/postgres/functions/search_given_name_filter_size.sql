-- A surname's filter size for n given names: the power of two from 16 bits a name (a 6 % false-positive rate at
-- most), 64 to 32,768 bits (4 kB, stored plain). docs/decisions/0091.
CREATE OR REPLACE FUNCTION search_given_name_filter_size(p_names bigint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT least(32768, greatest(64, (2 ^ ceil(log(16 * greatest(p_names, 1)::float8) / log(2::float8)))::integer))
$fn$;

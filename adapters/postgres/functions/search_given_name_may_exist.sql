-- False only when a surname's filter says the pair is not held (no filter: true). docs/decisions/0091.
CREATE OR REPLACE FUNCTION search_given_name_may_exist(p_bits bit varying, p_name text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT p_bits IS NULL OR get_bit(p_bits, search_given_name_bit(p_name, length(p_bits))) = 1
$fn$;

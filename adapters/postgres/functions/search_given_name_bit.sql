-- A given name's bit in a surname's filter of that size (hashtext). docs/decisions/0091.
CREATE OR REPLACE FUNCTION search_given_name_bit(p_name text, p_size integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT hashtext(p_name) & (p_size - 1)
$fn$;

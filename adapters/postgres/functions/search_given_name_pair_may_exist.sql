-- A pair may be held: its surname's filter lets the given name through, or there is no filter at all yet
-- (p_built false: the table is empty). docs/decisions/0091, "Surnames without a filter".
CREATE OR REPLACE FUNCTION search_given_name_pair_may_exist(p_bits bit varying, p_name text, p_built boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN p_bits IS NULL THEN NOT p_built ELSE get_bit(p_bits, search_given_name_bit(p_name, length(p_bits))) = 1 END
$fn$;

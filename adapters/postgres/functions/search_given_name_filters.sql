-- The filters of (surname, given name) pairs, each surname's at its size: each surname's bits as a string, the
-- runs of zeros before each set bit, then the zeros after the last. docs/decisions/0091.
CREATE OR REPLACE FUNCTION search_given_name_filters(p_lasts text[], p_firsts text[], p_sizes integer[])
RETURNS TABLE (last text, bits bit varying) LANGUAGE sql IMMUTABLE AS $fn$
  SELECT b.last,
    (string_agg(repeat('0', b.pos - b.prev - 1) || '1', '' ORDER BY b.pos) || repeat('0', min(b.size) - max(b.pos) - 1))::varbit
  FROM (
    SELECT d.last, d.size, d.pos, coalesce(lag(d.pos) OVER (PARTITION BY d.last ORDER BY d.pos), -1) AS prev
    FROM (
      SELECT DISTINCT x.last COLLATE "C" AS last, x.size, search_given_name_bit(x.first, x.size) AS pos
      FROM unnest(p_lasts, p_firsts, p_sizes) AS x(last, first, size)
    ) d
  ) b
  GROUP BY b.last
$fn$;

-- The pairs a statement wrote to people or person_names, added to their surnames' filters (a new surname gets a
-- filter sized for them), so that the filters stay a superset of the records between refreshes (a pair a
-- filter lacks would hide a person from the search). Two writers that add the same new surname at once may size
-- it differently: the filter that results lets every name through until the next refresh. A write with the
-- triggers off (session_replication_role = replica, a restore with triggers disabled) must be followed by
-- search_refresh(). docs/decisions/0091.
-- The triggers that call it are created here too: a trigger cannot exist before its function, and the function
-- files are applied after the migrations.
CREATE OR REPLACE FUNCTION search_given_name_filters_add() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('search.given_name_filters', true) = 'deferred' THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_surname_given_names AS g (last, bits)
  SELECT f.last, f.bits
  FROM (
    SELECT array_agg(p.l) AS lasts, array_agg(p.f) AS firsts,
      array_agg(coalesce(length(e.bits), search_given_name_filter_size(p.n))) AS sizes
    FROM (
      SELECT k.l, k.f, count(*) OVER (PARTITION BY k.l) AS n
      FROM (SELECT DISTINCT split_part(w.name_key, ' ', 1) AS l, split_part(w.name_key, ' ', 2) AS f FROM written w) k
    ) p
    LEFT JOIN search_surname_given_names e ON e.last = p.l
  ) a
  CROSS JOIN LATERAL search_given_name_filters(a.lasts, a.firsts, a.sizes) f
  ORDER BY f.last
  ON CONFLICT (last) DO UPDATE SET bits = CASE
    WHEN length(g.bits) = length(EXCLUDED.bits) THEN g.bits | EXCLUDED.bits
    ELSE ~(g.bits # g.bits)
  END;
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE TRIGGER people_search_given_names_insert AFTER INSERT ON people
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();
CREATE OR REPLACE TRIGGER people_search_given_names_update AFTER UPDATE ON people
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();
CREATE OR REPLACE TRIGGER person_names_search_given_names_insert AFTER INSERT ON person_names
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();
CREATE OR REPLACE TRIGGER person_names_search_given_names_update AFTER UPDATE ON person_names
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_given_name_filters_add();

-- Recomputes the stored facts of the saved properties among p_ids (docs/decisions/0075: an opt-out refreshes the
-- properties its people own), without marking them changed. p_hidden: their owners the fact gate hides
-- (property_grid_facts).
CREATE OR REPLACE FUNCTION saved_property_facts_refresh_for(p_ids bigint[], p_hidden bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO saved_property_facts AS t (property_id, facts, fingerprint, changed_at)
  SELECT g.property_id, g.facts, md5(g.facts::text), '-infinity'
    FROM property_grid_facts(ARRAY(SELECT DISTINCT property_id FROM saved_properties WHERE property_id = ANY (p_ids)), p_hidden) g
  ON CONFLICT (property_id) DO UPDATE
     SET facts = EXCLUDED.facts, fingerprint = EXCLUDED.fingerprint
   WHERE t.fingerprint <> EXCLUDED.fingerprint;
END
$fn$;

-- Recomputes the stored facts of the saved properties among p_ids (docs/decisions/0075: an opt-out refreshes the
-- properties its people own), without marking them changed.
CREATE OR REPLACE FUNCTION saved_property_facts_refresh_for(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO saved_property_facts AS t (property_id, facts, fingerprint, changed_at)
  SELECT g.property_id, g.facts, md5(g.facts::text), '-infinity'
    FROM property_grid_facts(ARRAY(SELECT DISTINCT property_id FROM saved_properties WHERE property_id = ANY (p_ids))) g
  ON CONFLICT (property_id) DO UPDATE
     SET facts = EXCLUDED.facts, fingerprint = EXCLUDED.fingerprint
   WHERE t.fingerprint <> EXCLUDED.fingerprint;
END
$fn$;

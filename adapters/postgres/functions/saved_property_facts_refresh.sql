-- Recomputes the facts of every saved property (docs/decisions/0066-saved-properties.md; the records loader runs
-- it after each load). A property whose fingerprint changed gets changed_at = now(); one nobody saves any more
-- leaves the table; one that left the records keeps its last facts (the saved row still names it). Facts first
-- written (at save time, or here) have changed_at '-infinity': they are not news to anyone. p_ids: the saved
-- properties the caller read, and p_hidden the fact gate's answer for their owners (property_grid_facts); a
-- property saved after that read keeps the facts its save wrote, so no owner reaches them unasked.
CREATE OR REPLACE FUNCTION saved_property_facts_refresh(p_ids bigint[], p_hidden bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM saved_property_facts f
   WHERE NOT EXISTS (SELECT 1 FROM saved_properties s WHERE s.property_id = f.property_id);
  INSERT INTO saved_property_facts AS t (property_id, facts, fingerprint, changed_at)
  SELECT g.property_id, g.facts, md5(g.facts::text), '-infinity'
    FROM property_grid_facts(ARRAY(SELECT DISTINCT property_id FROM saved_properties WHERE property_id = ANY (p_ids)), p_hidden) g
  ON CONFLICT (property_id) DO UPDATE
     SET facts = EXCLUDED.facts, fingerprint = EXCLUDED.fingerprint, changed_at = now()
   WHERE t.fingerprint <> EXCLUDED.fingerprint;
END
$fn$;

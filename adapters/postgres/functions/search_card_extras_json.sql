-- Each card's aliases and its relatives as [id, name] pairs (at most 8, in the records' order), for a page
-- of search results. The relatives carry their ids so the fact gate (core/fact-gate/fact-gate.steps.ts) can leave
-- out a relative who opted out; opting out is not decided here. search_candidates_both_orders_json calls it too.
CREATE OR REPLACE FUNCTION search_card_extras_json(p_ids bigint[]) RETURNS json LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $fn$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_array(p.id,
      ARRAY(SELECT DISTINCT concat_ws(' ', pn.first_name, pn.middle_name, pn.last_name)
            FROM person_names pn WHERE pn.person_id = p.id),
      (SELECT coalesce(json_agg(json_build_array(x.id, x.name) ORDER BY x.rel_id), '[]'::json)
         FROM (SELECT rel.id AS rel_id, r.id, concat_ws(' ', r.first_name, r.last_name) AS name
                 FROM relationships rel JOIN people r ON r.id = rel.related_person_id
                WHERE rel.person_id = p.id ORDER BY rel.id LIMIT 8) x))), '[]'::json)
    FROM people p WHERE p.id = ANY (p_ids)
  );
END
$fn$;

-- The phone report (docs/decisions/0050): one statement, as a plpgsql function so its plan is cached per
-- connection.
-- This file is the statement's only text: editing it changes the report (the migrator applies it again).
-- PgReportSource (adapters/postgres/pg-report-source.ts) calls the function; with `inline: true` (tests, the
-- benchmark) it runs the RETURN ( ... ) below as a plain query instead.
CREATE OR REPLACE FUNCTION report_phone_json(p_id text) RETURNS json LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (WITH ph AS (SELECT * FROM phones WHERE number = p_id ORDER BY id LIMIT 1),
owners AS (SELECT DISTINCT person_id FROM person_phones WHERE phone_id = (SELECT id FROM ph))
SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM ph) THEN NULL ELSE json_build_object(
  'phone', (SELECT json_build_object('number', t.number, 'lineType', t.line_type, 'carrier', t.carrier,
      'classification', t.classification, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) FROM ph t JOIN sources s ON s.id = t.source_id),
  'people', (SELECT coalesce(json_agg(json_build_object('personId', p.id, 'fullName', concat_ws(' ', p.first_name, p.middle_name, p.last_name, p.name_suffix), 'birthDate', p.birth_date, 'city', (SELECT a2.city FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1),
     'state', (SELECT a2.state FROM person_addresses pa2 JOIN addresses a2 ON a2.id = pa2.address_id
     WHERE pa2.person_id = p.id ORDER BY pa2.is_current DESC, pa2.to_date DESC NULLS FIRST, pa2.id DESC LIMIT 1), 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.id), '[]'::json) FROM person_phones t JOIN people p ON p.id = t.person_id JOIN sources s ON s.id = t.source_id WHERE t.phone_id = (SELECT id FROM ph)),
  'addresses', (SELECT coalesce(json_agg(json_build_object('line1', concat_ws(' ', a.house_number, a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
   'city', a.city, 'state', a.state, 'zip', a.zip, 'county', a.county, 'personId', t.person_id, 'isCurrent', t.is_current, 'source', json_build_object('name', s.name, 'kind', s.kind, 'jurisdiction', s.jurisdiction), 'recordedAt', t.recorded_at) ORDER BY t.is_current DESC, t.from_date DESC NULLS LAST, t.id), '[]'::json) FROM person_addresses t JOIN addresses a ON a.id = t.address_id JOIN sources s ON s.id = t.source_id
     WHERE t.person_id IN (SELECT person_id FROM owners))
) END);
END
$fn$;

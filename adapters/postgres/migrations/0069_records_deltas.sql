-- 0069 records updates (docs/decisions/0069-records-updates.md; docs/data-format.md "Records updates").
-- records_deltas: the updates applied to the records, one row each, so applying one twice changes
-- nothing. records_delta_changes: the people and properties an update touched (rows added, retired
-- or marked deceased), for monitoring to find the reports whose records changed.

CREATE TABLE records_deltas (
  delta_id   text        PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now(),
  as_of      date        NOT NULL,
  counts     jsonb       NOT NULL
);

CREATE TABLE records_delta_changes (
  delta_id  text   NOT NULL REFERENCES records_deltas (delta_id),
  entity    text   NOT NULL CHECK (entity IN ('person', 'property')),
  entity_id bigint NOT NULL,
  PRIMARY KEY (delta_id, entity, entity_id)
);
CREATE INDEX records_delta_changes_entity_idx ON records_delta_changes (entity, entity_id);

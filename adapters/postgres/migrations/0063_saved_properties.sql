-- 0063 saved properties (001 sections 2, 3 and 9; docs/decisions/0062-address-report-tabs.md): a member's
-- favourites list. Created ahead of the save and remove calls so the address report can say whether the
-- viewer saved its property (isSaved). The capacity (1000 per user, 001 section 9) is enforced where
-- saving is built. Account deletion removes a user's rows (adapters/postgres/pg-account-erasure.ts).
-- property_id names a records row (properties.id); like the record tables it has no foreign key, so a
-- records reload never has to touch users' lists.

CREATE TABLE saved_properties (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  property_id       bigint      NOT NULL,
  report_history_id bigint     REFERENCES report_history (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, property_id)
);

CREATE INDEX saved_properties_user_id_idx ON saved_properties (user_id);

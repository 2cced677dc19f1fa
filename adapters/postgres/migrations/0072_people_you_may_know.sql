-- 0072 people you may know (docs/decisions/0072-people-you-may-know.md; 000 sections 3, 4 and 7): a
-- member's suggestions, with preview facts only (name, birth date for the age, current city and state),
-- and whether the member shows the block. Removed suggestions are kept (removed_at) so a refresh never
-- shows them again. PostgreSQL 15 syntax.

CREATE TABLE people_you_may_know (
  id          uuid        PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  person_id   bigint      NOT NULL,
  first_name  text        NOT NULL,
  middle_name text,
  last_name   text        NOT NULL,
  birth_date  date,
  city        text,
  state       text,
  reason      text        NOT NULL,
  rank        integer     NOT NULL,
  clicked_at  timestamptz,
  is_favorite boolean     NOT NULL DEFAULT false,
  removed_at  timestamptz,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (user_id, person_id)
);
CREATE INDEX people_you_may_know_shown_idx ON people_you_may_know (user_id, rank) WHERE removed_at IS NULL;

-- PUT peopleyoumayknow { ShowInDashboard }: no row means shown.
CREATE TABLE people_you_may_know_settings (
  user_id           uuid        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  show_in_dashboard boolean     NOT NULL,
  updated_at        timestamptz NOT NULL
);

-- 0075 opt-outs that stay done (issue 17; docs/record-linkage.md): the linkage profile of each person who
-- opted out, and every record suppressed because of it: the person's own, and the records the linkage
-- scorer links to the profile later (a copy under a nickname, after a move, from another source). Person
-- ids are the records tables' ids, without a foreign key: records are reloaded and updated around them.
-- PostgreSQL 15 syntax.
CREATE TABLE opt_outs (
  id         uuid        PRIMARY KEY,
  person_id  bigint      NOT NULL UNIQUE,
  case_id    text,
  -- core/privacy/record-linkage.rules.ts LinkageRecord as the records held it at the opt-out.
  profile    jsonb       NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE suppressed_people (
  person_id  bigint      PRIMARY KEY,
  opt_out_id uuid        NOT NULL REFERENCES opt_outs (id),
  reason     text        NOT NULL CHECK (reason IN ('opt-out', 'linked')),
  score      numeric(6, 2),
  created_at timestamptz NOT NULL
);
CREATE INDEX suppressed_people_opt_out ON suppressed_people (opt_out_id);

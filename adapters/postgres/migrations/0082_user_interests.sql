-- 0082 user interests (002 section 7 "data categories; user interests"; docs/decisions/0079): the data
-- category ids a signed-in member chose in the join funnel, one row per user, replaced on each save.
-- The categories themselves are a fixed list in core (core/funnels/data-categories.rules.ts).
-- PostgreSQL 15 syntax; runs unchanged on PGlite.
CREATE TABLE user_interests (
  user_id      uuid        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  category_ids integer[]   NOT NULL,
  updated_at   timestamptz NOT NULL
);

-- 0085 visitor searches (docs/decisions/0081): searches of a visitor who is not signed in, under the
-- first-party tw_visitor cookie, until they join the member's search history (searches) at sign-up or
-- log-in in the same browser. One row per search (type + URL), as in searches.
CREATE TABLE visitor_searches (
  visitor_id          text        NOT NULL,
  search_type_enum_id integer     NOT NULL,
  criteria_json       jsonb       NOT NULL DEFAULT '{}',
  search_url          text        NOT NULL,
  title               text        NOT NULL,
  subtitle            text        NOT NULL,
  created_at          timestamptz NOT NULL,
  last_run            timestamptz NOT NULL,
  PRIMARY KEY (visitor_id, search_type_enum_id, search_url)
);
CREATE INDEX visitor_searches_last_run ON visitor_searches (last_run);

-- 0080 address funnels (002 sections 3 and 4: "Address funnel state: PropertyId and SearchCriteria";
-- "fetch the funnel by user ... State kept 24 hours"; docs/decisions/0080-address-funnel.md). One funnel per
-- owner: a signed-in user (user_id) or a visitor not signed in (the first-party visitor cookie, visitor_id).
-- A visitor who signs up hands the row to the user. Rows older than 24 hours count as absent and are
-- removed by the clean-up. PostgreSQL 15 syntax.
CREATE TABLE address_funnels (
  owner_kind      text        NOT NULL CHECK (owner_kind IN ('user', 'visitor')),
  owner_id        text        NOT NULL,
  -- 0 when the address preview failed (002 section 4).
  property_id     bigint      NOT NULL CHECK (property_id >= 0),
  -- { City, State, StreetName, StreetNumber, Suffix, Zip, Include }
  search_criteria jsonb       NOT NULL,
  step            text        NOT NULL,
  use_case_id     smallint,
  completed       boolean     NOT NULL DEFAULT false,
  saved_url       text,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (owner_kind, owner_id)
);

CREATE INDEX address_funnels_updated_at ON address_funnels (updated_at);

-- 0106 retention (exit-survey) sessions counted per member and month (docs/decisions/0082), next to the
-- month's count for everyone (retention_months, migration 0089). A session opens only when the member's
-- count can be raised below the per-member cap (core: RETENTION_SESSIONS_PER_MEMBER_MONTHLY, passed in by
-- the provider) and the month's below RETENTION_MONTHLY_CAP, in one transaction: many parallel starts of one
-- member open no more than the member's cap, and never use up the month's sessions.
CREATE TABLE retention_member_months (
  user_id uuid    NOT NULL REFERENCES users (id),
  month   text    NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  started integer NOT NULL CHECK (started >= 0),
  PRIMARY KEY (user_id, month)
);

-- 0089 the sandbox retention provider's sessions (docs/decisions/0082): kept in the database so the
-- monthly cap (RETENTION_MONTHLY_CAP) holds across restarts and across server instances. `retention_months`
-- counts the sessions a month has started; a session is only opened when its month's count could be raised
-- below the cap, in the same transaction, so parallel starts never exceed it.
CREATE TABLE retention_months (
  month   text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  started integer NOT NULL CHECK (started >= 0)
);

CREATE TABLE retention_sessions (
  id              text PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES users (id),
  subscription_id text NOT NULL,
  month           text NOT NULL REFERENCES retention_months (month),
  outcome         text CHECK (outcome IN ('kept', 'cancel')),
  reason          text,
  started_at      timestamptz NOT NULL,
  finished_at     timestamptz,
  CHECK ((outcome IS NULL) = (finished_at IS NULL))
);

CREATE INDEX retention_sessions_month_outcome ON retention_sessions (month, outcome);

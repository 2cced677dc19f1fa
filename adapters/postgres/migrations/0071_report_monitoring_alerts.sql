-- 0071 report monitoring (docs/decisions/0071-report-monitoring.md): a member's monitoring preferences,
-- the snapshot of each monitored report (its facts by stable key), and the alerts a monitoring run writes
-- when a report's facts change. The subscriptions are report_monitoring (0050). PostgreSQL 15 syntax.

-- 002 section 3 "Monitoring": isEnabled, isAutoReportMonitoringEnabled, reportMonitoringAccountId,
-- serviceActivatedDate (the last two given at the first save and kept).
CREATE TABLE report_monitoring_preferences (
  user_id      uuid        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  is_enabled   boolean     NOT NULL,
  is_auto      boolean     NOT NULL DEFAULT false,
  account_id   uuid        NOT NULL UNIQUE,
  activated_at timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);

-- What a monitored report held at subscribe time, then after each run: the compare-and-set token of a
-- run is taken_at.
CREATE TABLE report_monitoring_snapshots (
  user_id   uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id text        NOT NULL,
  facts     jsonb       NOT NULL,
  taken_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, report_id)
);

-- One alert per monitored report per run that found changes; seen by the member, digested by the mail.
CREATE TABLE report_monitoring_alerts (
  id          uuid        PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id   text        NOT NULL,
  title       text        NOT NULL,
  url         text        NOT NULL,
  changes     jsonb       NOT NULL,
  created_at  timestamptz NOT NULL,
  seen_at     timestamptz,
  digested_at timestamptz
);
CREATE INDEX report_monitoring_alerts_user_idx ON report_monitoring_alerts (user_id, created_at DESC);
CREATE INDEX report_monitoring_alerts_unseen_idx ON report_monitoring_alerts (user_id, report_id) WHERE seen_at IS NULL;
CREATE INDEX report_monitoring_alerts_undigested_idx ON report_monitoring_alerts (created_at)
  WHERE seen_at IS NULL AND digested_at IS NULL;
CREATE INDEX report_monitoring_on_idx ON report_monitoring (user_id) WHERE is_on;

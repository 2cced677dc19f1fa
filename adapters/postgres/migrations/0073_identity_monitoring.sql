-- 0073 identity monitoring (docs/decisions/0073-identity-monitoring.md): a member's set-up (e-mail verified,
-- personal information, verified phone, claimed record), the verification codes (digests only), the
-- member's breach statuses, the claimed record's snapshot and the alerts; and the SMS outbox of development
-- and tests. PostgreSQL 15 syntax.

CREATE TABLE identity_monitoring (
  user_id           uuid        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email_verified_at timestamptz,
  personal_info     jsonb,
  phone             text,
  record_id         text,
  activated_at      timestamptz,
  facts             jsonb,
  snapshot_at       timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX identity_monitoring_active_idx ON identity_monitoring (user_id) WHERE record_id IS NOT NULL;

-- One row per code sent (the hourly limit counts them); only the newest of a kind can be used.
CREATE TABLE identity_verification_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text        NOT NULL CHECK (kind IN ('email', 'phone')),
  code_digest text        NOT NULL,
  sent_to     text        NOT NULL,
  tries       integer     NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX identity_verification_codes_user_idx ON identity_verification_codes (user_id, kind, id DESC);
CREATE INDEX identity_verification_codes_expires_idx ON identity_verification_codes (expires_at);

CREATE TABLE identity_breach_statuses (
  user_id    uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  breach_id  text        NOT NULL,
  status     text        NOT NULL CHECK (status IN ('new', 'seen', 'resolved')),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, breach_id)
);

-- One alert per member and key (a breach and identifier, or a record change): written once.
CREATE TABLE identity_alerts (
  id         uuid        PRIMARY KEY,
  user_id    uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  alert_key  text        NOT NULL,
  kind       text        NOT NULL CHECK (kind IN ('breach', 'record')),
  text       text        NOT NULL,
  url        text        NOT NULL,
  created_at timestamptz NOT NULL,
  seen_at    timestamptz,
  UNIQUE (user_id, alert_key)
);
CREATE INDEX identity_alerts_user_idx ON identity_alerts (user_id, created_at DESC);

-- Text messages kept instead of sent (development and tests), read by GET /api/dev/sms-outbox/latest.
CREATE TABLE sms_outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_number  text        NOT NULL,
  text_body  text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_to_idx ON sms_outbox (to_number, id DESC);

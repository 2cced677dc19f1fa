-- 0020 accounts (docs/decisions/0020): users, sessions, rate limits, one-time tokens, known devices, social logins,
-- mail outbox, search history and recent reports. See docs/decisions/0020.
-- Keep to PostgreSQL 15 syntax (PGlite runs 18).

CREATE TABLE users (
  id                  uuid PRIMARY KEY,
  account_id          bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) UNIQUE,
  -- NULL once deleted (personal data scrubbed).
  email               text,
  first_name          text,
  last_name           text,
  phone               text,
  address             text,
  -- argon2id PHC string only.
  password_hash       text CHECK (password_hash IS NULL OR password_hash LIKE '$argon2id$%'),
  -- Spec 000 section 3 bit sets: deleted 2, facebook 64, google 128, verifiedEmail 512, systemGeneratedPassword 8192 ...
  user_flags          integer     NOT NULL DEFAULT 0,
  staff_flags         integer     NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL,
  password_changed_at timestamptz NOT NULL,
  deleted_at          timestamptz
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE email IS NOT NULL;

CREATE TABLE sessions (
  id_hash             text PRIMARY KEY,            -- hex SHA-256 of the tw_session cookie value
  user_id             uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at          timestamptz NOT NULL,
  last_seen_at        timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL,        -- idle expiry, slides on use
  absolute_expires_at timestamptz NOT NULL,
  user_agent          text,
  ip                  text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_absolute_expires_at_idx ON sessions (absolute_expires_at);

-- Fixed windows opened by the first hit; one row per key, updated atomically (INSERT ... ON CONFLICT).
CREATE TABLE rate_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count        integer     NOT NULL
);

-- Single-use secrets: reset links, e-mail verification links, new-device challenges, social round trips.
CREATE TABLE account_tokens (
  id_hash    text PRIMARY KEY,
  kind       text        NOT NULL CHECK (kind IN ('reset', 'verify_email', 'device', 'oidc')),
  user_id    uuid REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text,
  attempts   integer     NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  data       jsonb       NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, kind);
CREATE INDEX account_tokens_expires_idx ON account_tokens (expires_at);

CREATE TABLE known_devices (
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash  text        NOT NULL,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);

CREATE TABLE social_logins (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  auth_source_enum_id integer     NOT NULL,
  subject             text        NOT NULL,
  email               text,
  is_active           boolean     NOT NULL DEFAULT true,
  insert_date         timestamptz NOT NULL,
  auth_payload        jsonb       NOT NULL DEFAULT '{}'::jsonb
);
CREATE UNIQUE INDEX social_logins_active_subject_key ON social_logins (auth_source_enum_id, subject) WHERE is_active;
CREATE INDEX social_logins_user_idx ON social_logins (user_id);

-- The default Mailer: mail is written here; /dev/outbox lists it outside production.
CREATE TABLE mail_outbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address  text        NOT NULL,
  subject     text        NOT NULL,
  text_body   text        NOT NULL,
  html_body   text,
  attachments jsonb       NOT NULL DEFAULT '[]'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), id DESC);

-- Search history per user (spec 000 section 2 Search History block).
CREATE TABLE searches (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  search_type_enum_id integer     NOT NULL,
  criteria_json       jsonb       NOT NULL,
  search_url          text        NOT NULL,
  title               text        NOT NULL,
  subtitle            text        NOT NULL,
  created_at          timestamptz NOT NULL,
  last_run            timestamptz NOT NULL,
  UNIQUE (user_id, search_type_enum_id, search_url)
);
CREATE INDEX searches_user_last_run_idx ON searches (user_id, last_run DESC);

-- Recent reports per user (spec 000 section 2 Recent reports block).
CREATE TABLE report_history (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id   text        NOT NULL,
  search_type text        NOT NULL,
  criteria    jsonb       NOT NULL,
  title       text        NOT NULL,
  subtitle    text        NOT NULL,
  url         text        NOT NULL,
  is_pdf      boolean     NOT NULL DEFAULT false,
  created     timestamptz NOT NULL,
  last_viewed timestamptz NOT NULL,
  UNIQUE (user_id, report_id)
);
CREATE INDEX report_history_user_last_viewed_idx ON report_history (user_id, last_viewed DESC);

-- 0001 foundation: extensions used by search, client logs, application metadata.
-- Keep to PostgreSQL 15 syntax (PGlite runs 18).

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Entries posted by the browser to POST /api/logger (spec 002 section 7: "stored logs array").
CREATE TABLE client_logs (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id   text        NOT NULL,
  created     timestamptz NOT NULL,
  log_level   text        NOT NULL,
  message     text,
  exception   text,
  url         text,
  user_agent  text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_logs_received_at_idx ON client_logs (received_at);

-- Small key/value facts about this database (e.g. demo data version).
CREATE TABLE app_meta (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

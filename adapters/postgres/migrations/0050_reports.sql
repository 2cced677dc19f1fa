-- 0050 reports (docs/decisions/0050): who holds which report in full, per-report view state, correction requests,
-- PDF add-on orders, report monitoring, favorites/alerts marks on report_history, and the PDF add-on
-- product in the catalog of 0030. See docs/decisions/0050-report-access.md. Keep to PostgreSQL 15 syntax.

-- A report held in full: bought at checkout, unlocked with a membership report, or a claimed voucher.
CREATE TABLE report_access_grants (
  user_id    uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id  text        NOT NULL,
  via        text        NOT NULL CHECK (via IN ('purchase', 'membership', 'voucher')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, report_id, via)
);

-- Sections a user has scrolled to (001 section 2: saved once per section per session).
CREATE TABLE report_view_state (
  user_id   uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id text        NOT NULL,
  section   text        NOT NULL,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, report_id, section)
);

-- "Report an error in this record": open until someone reviews it.
CREATE TABLE report_corrections (
  id          uuid PRIMARY KEY,
  user_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  report_type text        NOT NULL,
  record_id   text        NOT NULL,
  section     text        NOT NULL,
  message     text        NOT NULL,
  email       text,
  status      text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'corrected', 'rejected')),
  created_at  timestamptz NOT NULL
);
CREATE INDEX report_corrections_open_idx ON report_corrections (created_at) WHERE status = 'open';

-- PDF add-on orders (001 section 7 add-on/pdf): one succeeded order per user and report (409 after).
CREATE TABLE report_pdf_orders (
  id           uuid PRIMARY KEY,
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id    text        NOT NULL,
  sku_id       text        NOT NULL,
  amount_cents integer     NOT NULL CHECK (amount_cents >= 0),
  status       text        NOT NULL CHECK (status IN ('succeeded', 'declined')),
  created_at   timestamptz NOT NULL
);
CREATE UNIQUE INDEX report_pdf_orders_once ON report_pdf_orders (user_id, report_id) WHERE status = 'succeeded';

-- "Monitor this report" (000 section 7 notifications/subscribe and subscribe/silent).
CREATE TABLE report_monitoring (
  user_id    uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id  text        NOT NULL,
  is_on      boolean     NOT NULL,
  preorder   boolean     NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, report_id)
);

-- Favorites and unseen alerts of a history row (000 section 7 reports filter types 2 and 1).
CREATE TABLE report_history_marks (
  report_history_id bigint  PRIMARY KEY REFERENCES report_history (id) ON DELETE CASCADE,
  is_favorite       boolean NOT NULL DEFAULT false,
  has_unseen_alert  boolean NOT NULL DEFAULT false
);

-- The PDF add-on product (001 section 9) is in core's catalog (core/membership/catalog/product-catalog.rules.ts),
-- written after the migrations by adapters/postgres/catalog-seed.ts.

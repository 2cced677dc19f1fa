-- 0076 privacy cases (docs/decisions/0074-privacy-requests.md): every request of a person in the records
-- (know, delete, correct) from the /request-my-info flow or customer care, with its legal due dates, its
-- state, the flow's verification (contacts our records hold, history questions, the code's digest, never
-- the code) and its audit trail. PostgreSQL 15 syntax.

CREATE TABLE privacy_cases (
  id            text        PRIMARY KEY,
  kind          text        NOT NULL CHECK (kind IN ('know', 'delete', 'correct')),
  state         text        NOT NULL
                CHECK (state IN ('received', 'verifying', 'verified', 'completed', 'denied', 'expired')),
  channel       text        NOT NULL CHECK (channel IN ('web', 'report-correction', 'customer-care')),
  person_id     bigint,
  received_at   timestamptz NOT NULL,
  confirm_by    date        NOT NULL,
  complete_by   date        NOT NULL,
  confirmed_at  timestamptz,
  completed_at  timestamptz,
  contact       text,
  verification  jsonb       NOT NULL,
  -- Tries taken (docs/decisions/0074): taken atomically with a conditional UPDATE before each comparison.
  answer_tries  integer     NOT NULL DEFAULT 0 CHECK (answer_tries >= 0),
  code_tries    integer     NOT NULL DEFAULT 0 CHECK (code_tries >= 0),
  -- Codes tried on the texted report link (phone options, 'know').
  delivery_tries integer    NOT NULL DEFAULT 0 CHECK (delivery_tries >= 0),
  correction    text
);

-- The operators' queue: open cases by completion due date.
CREATE INDEX privacy_cases_open_by_due ON privacy_cases (complete_by, received_at)
  WHERE state IN ('received', 'verifying', 'verified');

CREATE TABLE privacy_case_events (
  id       bigserial   PRIMARY KEY,
  case_id  text        NOT NULL REFERENCES privacy_cases (id) ON DELETE CASCADE,
  at       timestamptz NOT NULL,
  event    text        NOT NULL,
  actor    text        NOT NULL,
  detail   text        NOT NULL
);
CREATE INDEX privacy_case_events_case ON privacy_case_events (case_id, id);

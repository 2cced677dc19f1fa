-- 0079 experiments (002 section 2.5: experiments apply on /uf/**, /join, /name, /people/** ...;
-- docs/decisions/0076-feature-flags-and-experiments.md). Assignment is not stored: a visitor's variant is a
-- hash of the visitor id and the experiment key (core/experiments/experiment-assignment.rules.ts); the
-- variant is kept with each event so a report never depends on today's weights. One exposure and one
-- conversion per visitor and experiment. PostgreSQL 15 syntax.
CREATE TABLE experiments (
  key        text        PRIMARY KEY,
  name       text        NOT NULL,
  path       text        NOT NULL,
  -- [{ "key": "control", "weight": 50, "content": "..." }, ...]; the first is the control.
  variants   jsonb       NOT NULL,
  active     boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE experiment_exposures (
  experiment_key text        NOT NULL REFERENCES experiments (key),
  visitor_id     text        NOT NULL,
  variant        text        NOT NULL,
  exposed_at     timestamptz NOT NULL,
  PRIMARY KEY (experiment_key, visitor_id)
);

CREATE TABLE experiment_conversions (
  experiment_key text        NOT NULL,
  visitor_id     text        NOT NULL,
  variant        text        NOT NULL,
  converted_at   timestamptz NOT NULL,
  PRIMARY KEY (experiment_key, visitor_id),
  FOREIGN KEY (experiment_key, visitor_id) REFERENCES experiment_exposures (experiment_key, visitor_id)
);

-- The /join page headline (the page's h1), two variants half and half; a conversion is a completed checkout.
INSERT INTO experiments (key, name, path, variants, created_at) VALUES (
  'join-headline',
  'Join page headline',
  '/join',
  '[{"key": "control", "weight": 50, "content": "Choose Your Membership"},
    {"key": "benefit", "weight": 50, "content": "Find Anyone. See the Whole Record."}]',
  '2026-01-01T00:00:00Z'
);

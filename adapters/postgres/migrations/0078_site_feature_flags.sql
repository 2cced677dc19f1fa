-- 0078 site feature flags (002 section 9; docs/decisions/0076-feature-flags-and-experiments.md): the rule an
-- operator set for a flag on /ops/flags (the environment kinds where it is on, and a go-live instant from
-- which it is on everywhere), who set it and when, and an audit trail of every change. A flag without a
-- row follows its built-in default (core/shell/flags.rules.ts DEFAULT_SITE_FLAG_RULES), so the defaults
-- have one home. PostgreSQL 15 syntax.
CREATE TABLE site_flags (
  flag         text        PRIMARY KEY,
  environments text[]      NOT NULL CHECK (environments <@ ARRAY['dev', 'review', 'stage', 'prod']::text[]),
  go_live      timestamptz,
  updated_by   text        NOT NULL,
  updated_at   timestamptz NOT NULL
);

CREATE TABLE site_flag_audit (
  id                  bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  flag                text        NOT NULL,
  -- NULL: the flag followed its default before this change.
  before_environments text[],
  before_go_live      timestamptz,
  had_rule            boolean     NOT NULL,
  after_environments  text[]      NOT NULL,
  after_go_live       timestamptz,
  changed_by          text        NOT NULL,
  changed_at          timestamptz NOT NULL
);

CREATE INDEX site_flag_audit_changed ON site_flag_audit (changed_at DESC, id DESC);

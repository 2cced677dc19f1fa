-- 0093 who started or stopped an experiment, and when (the /ops/experiments page's Start and Stop;
-- docs/decisions/0076). NULL: not changed since the experiment was defined.
ALTER TABLE experiments ADD COLUMN updated_by text, ADD COLUMN updated_at timestamptz;

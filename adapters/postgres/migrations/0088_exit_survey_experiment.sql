-- 0088 the exit-survey (retention flow) experiment (000 section 4: "a user flagged for the exit-survey
-- experiment"; docs/decisions/0082-retention-flow.md). A member is flagged when the hash of the key and the
-- user id lands on `survey` (the same on every device). Stored not running: until an operator sets
-- active = true, Cancel Membership opens the cancel modal as before.
INSERT INTO experiments (key, name, path, variants, active, created_at) VALUES (
  'exit-survey',
  'Exit survey before the cancel modal',
  '/dashboard/account',
  '[{"key": "control", "weight": 50, "content": "modal"},
    {"key": "survey", "weight": 50, "content": "survey"}]',
  false,
  '2026-11-27T00:00:00Z'
);

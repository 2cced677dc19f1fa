-- 0104 the seed a People You May Know suggestion's reason names ("Relative of John Smith"), so the fact gate
-- (core/privacy/fact-gate.steps.ts; docs/decisions/0093) can leave the suggestion out once that person opts out.
-- Suggestions stored before this have none until the member's next refresh.
ALTER TABLE people_you_may_know ADD COLUMN seed_person_id bigint;

-- Charges by account: the declined-charge count of a checkout (user_id, created_at range) and account
-- deletion (the user_id foreign key is ON DELETE SET NULL, and erasure rewrites the account's card
-- tokens) read payment_charges by user_id; without this index both scan every charge ever made.
CREATE INDEX payment_charges_user_created_idx ON payment_charges (user_id, created_at);

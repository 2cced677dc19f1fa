-- 0032 payment orders (docs/decisions/0032-payment-saga.md): every charge is a saga. The order is recorded
-- pending BEFORE the gateway is called, charged with its idempotency key, and completed in the same
-- transaction that writes what was bought (card, subscription, sale, voucher, audit). Anything that fails
-- after a charge refunds it through the gateway. A retry with the same key answers the stored outcome.
-- Keep to PostgreSQL 15 syntax. No column holds a card number, a security code or a card token.

CREATE TABLE payment_orders (
  id              uuid PRIMARY KEY,
  user_id         uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The key the gateway is charged with; one order per key and user (a retry finds its order by it).
  idempotency_key text        NOT NULL,
  kind            text        NOT NULL CHECK (kind IN ('checkout', 'upgrade', 'renewal', 'addon')),
  amount_cents    integer     NOT NULL CHECK (amount_cents >= 0),
  description     text        NOT NULL,
  -- pending -> completed (delivered) | failed (nothing taken) | refunding -> refunded (taken and returned)
  status          text        NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'refunding', 'refunded')),
  charge_id       text,                  -- the gateway's charge id once charged
  outcome         jsonb,                 -- what the buyer was answered: { ok, value } or { ok: false, error }
  lease_token     text        NOT NULL,  -- who may complete the order (fencing: a taken-over order is never completed)
  lease_until     timestamptz NOT NULL,  -- after this, a pending order is left over by a crash and gets settled
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
-- One payment in flight per account: parallel checkouts are refused before anything is charged.
CREATE UNIQUE INDEX payment_orders_one_in_flight ON payment_orders (user_id) WHERE status = 'pending';
-- What the recovery job looks at: orders a crash left pending or half-refunded.
CREATE INDEX payment_orders_unsettled_idx ON payment_orders (lease_until) WHERE status IN ('pending', 'refunding');

-- Refunds (voids) of the sandbox gateway: at most one per charge, so a repeated refund returns nothing twice.
ALTER TABLE payment_charges ADD COLUMN refund_id uuid UNIQUE;
ALTER TABLE payment_charges ADD COLUMN refunded_at timestamptz;
ALTER TABLE payment_charges ADD CONSTRAINT payment_charges_refund_of_success
  CHECK (refunded_at IS NULL OR (status = 'succeeded' AND refund_id IS NOT NULL));

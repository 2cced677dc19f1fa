-- 0030 memberships and checkout (docs/decisions/0031): the product catalog (menus, offers, SKUs, coupons), payments
-- (idempotent charges, wallet cards holding gateway tokens only), subscriptions with their audit trail,
-- sales transactions, vouchers and report usage. See docs/decisions/0030-subscription-renewals.md.
-- Money in integer cents; times timestamptz; user data ids uuid. Keep to PostgreSQL 15 syntax.
-- No column ever holds a full card number or a security code: the gateway adapter keeps those.

-- ---- catalog (spec 000 sections 3, 9; 002 sections 3, 4, 9) ------------------------------------------
CREATE TABLE product_menus (
  id           text PRIMARY KEY,
  name         text NOT NULL UNIQUE,
  display_name text NOT NULL
);

CREATE TABLE coupons (
  id               text PRIMARY KEY,
  code             text NOT NULL UNIQUE,
  description      text NOT NULL,
  percent_off      integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);

CREATE TABLE product_offers (
  id                 text PRIMARY KEY,
  menu_id            text    NOT NULL REFERENCES product_menus (id),
  offer_name         text    NOT NULL,
  offer_type         integer NOT NULL,            -- membership offer type (000 section 3)
  flag               integer NOT NULL DEFAULT 0,  -- offer bit flags (002 section 9, core OFFER_FLAG_BITS)
  terms_standard     text    NOT NULL,
  offer_json         jsonb   NOT NULL DEFAULT '{}'::jsonb, -- previousPrice, offerNameSubText, bestValue
  is_abandonment     boolean NOT NULL DEFAULT false,
  is_special         boolean NOT NULL DEFAULT false,
  is_default         boolean NOT NULL DEFAULT false,
  coupon_id          text REFERENCES coupons (id),
  sort               integer NOT NULL DEFAULT 0
);
CREATE INDEX product_offers_menu_idx ON product_offers (menu_id, sort);

CREATE TABLE product_skus (
  id                         text PRIMARY KEY,   -- ends in a period code: Monthly, Every-3-months, Every-6-months
  offer_id                   text    NOT NULL REFERENCES product_offers (id),
  kind                       text    NOT NULL CHECK (kind IN ('trial', 'renewal', 'cancellation', 'standard', 'lifetime')),
  name                       text    NOT NULL,
  product_display_name       text    NOT NULL,
  price_cents                integer NOT NULL CHECK (price_cents >= 0),
  term_hours                 integer CHECK (term_hours >= 0),   -- NULL: no term (lifetime)
  trial_renewal_price_cents  integer CHECK (trial_renewal_price_cents >= 0),
  coupon_id                  text REFERENCES coupons (id),
  entitlements               jsonb   NOT NULL DEFAULT '[]'::jsonb,
  offer_type                 integer NOT NULL,
  sort                       integer NOT NULL DEFAULT 0
);
CREATE INDEX product_skus_offer_idx ON product_skus (offer_id, sort);

-- ---- payments ----------------------------------------------------------------------------------------
-- One row per charge attempt; the unique idempotency key makes a repeated submit charge once.
CREATE TABLE payment_charges (
  id              uuid PRIMARY KEY,
  idempotency_key text        NOT NULL UNIQUE,
  user_id         uuid REFERENCES users (id) ON DELETE SET NULL,
  token           text        NOT NULL,   -- the gateway's card token, never the number
  amount_cents    integer     NOT NULL CHECK (amount_cents >= 0),
  status          text        NOT NULL CHECK (status IN ('succeeded', 'declined')),
  decline_code    text,
  created_at      timestamptz NOT NULL
);

CREATE TABLE wallet_cards (
  id           uuid PRIMARY KEY,
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token        text        NOT NULL,
  brand        text        NOT NULL,
  last4        text        NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month    integer     NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year     integer     NOT NULL,
  first_name   text        NOT NULL,
  last_name    text        NOT NULL,
  address_line text,
  city         text,
  state        text,
  zip          text,
  is_default   boolean     NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  removed_at   timestamptz
);
CREATE INDEX wallet_cards_user_idx ON wallet_cards (user_id) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX wallet_cards_one_default ON wallet_cards (user_id) WHERE is_default AND removed_at IS NULL;

-- ---- subscriptions -----------------------------------------------------------------------------------
CREATE TABLE subscriptions (
  id                       uuid PRIMARY KEY,
  role_id                  bigint GENERATED ALWAYS AS IDENTITY (START WITH 5001) UNIQUE,
  user_id                  uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                     text        NOT NULL,
  offer_type               integer     NOT NULL,
  menu_id                  text        NOT NULL REFERENCES product_menus (id),
  offer_id                 text        NOT NULL REFERENCES product_offers (id),
  sku_id                   text        NOT NULL REFERENCES product_skus (id),
  renewal_sku_id           text REFERENCES product_skus (id),
  status                   text        NOT NULL CHECK (status IN ('active', 'paused', 'expired')),
  will_renew               boolean     NOT NULL,
  is_payment_pending       boolean     NOT NULL DEFAULT false,
  is_trial                 boolean     NOT NULL DEFAULT false,
  period_start             timestamptz NOT NULL,
  expiration_date          timestamptz,            -- end of the paid period; NULL for lifetime
  renewal_price_cents      integer CHECK (renewal_price_cents >= 0),
  renewal_term_hours       integer,
  cancellation_price_cents integer NOT NULL DEFAULT 0,
  report_limit             integer,
  order_flags              integer     NOT NULL DEFAULT 0,
  pause_date               timestamptz,
  resume_date              timestamptz,
  card_id                  uuid REFERENCES wallet_cards (id),
  renewal_attempts         integer     NOT NULL DEFAULT 0,
  next_attempt_at          timestamptz,            -- when the renewal job looks at it next
  lease_until              timestamptz,            -- a renewal worker holds it until then
  checkout_key             text UNIQUE,            -- the checkout's idempotency key
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  cancelled_at             timestamptz,
  version                  integer     NOT NULL DEFAULT 1
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);
CREATE INDEX subscriptions_due_idx ON subscriptions (next_attempt_at) WHERE next_attempt_at IS NOT NULL;

-- The audit trail: one row per change to money or membership, written in the same transaction.
CREATE TABLE subscription_events (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE CASCADE,
  user_id         uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind            text        NOT NULL,
  detail          jsonb       NOT NULL DEFAULT '{}'::jsonb,
  created_at      timestamptz NOT NULL
);
CREATE INDEX subscription_events_sub_idx ON subscription_events (subscription_id, id);

CREATE TABLE sales_transactions (
  id              uuid PRIMARY KEY,
  user_id         uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  charge_id       uuid REFERENCES payment_charges (id),
  kind            text        NOT NULL,
  description     text        NOT NULL,
  amount_cents    integer     NOT NULL,
  status          text        NOT NULL CHECK (status IN ('succeeded', 'declined')),
  card_brand      text,
  card_last4      text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX sales_transactions_user_idx ON sales_transactions (user_id, created_at DESC);

CREATE TABLE vouchers (
  id              uuid PRIMARY KEY,
  user_id         uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
  voucher_type    text        NOT NULL CHECK (voucher_type IN ('phone', 'address', 'background', 'other')),
  name            text        NOT NULL,
  created_at      timestamptz NOT NULL,
  claimed_at      timestamptz,
  claimed_report  text
);
CREATE INDEX vouchers_user_idx ON vouchers (user_id) WHERE claimed_at IS NULL;

CREATE TABLE report_usage (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id uuid        NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  report_id       text        NOT NULL,
  period_start    timestamptz NOT NULL,
  created_at      timestamptz NOT NULL,
  UNIQUE (subscription_id, report_id, period_start)
);

-- ---- the catalog data ------------------------------------------------------------------------------
-- The rows of product_menus, coupons, product_offers and product_skus are core's catalog
-- (core/membership/catalog/product-catalog.rules.ts), written after the migrations by
-- adapters/postgres/catalog-seed.ts (docs/decisions/0031, amendment). A database migrated before that holds the
-- rows this file once inserted; the seed brings them to core's values.

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
INSERT INTO product_menus (id, name, display_name) VALUES
  ('menu-people', 'search-name-background', 'People search membership'),
  ('menu-dating', 'dating', 'Dating safety membership'),
  ('menu-phone', 'search-phone', 'Reverse phone membership'),
  ('menu-property', 'property-report', 'Property report membership'),
  ('menu-comprehensive', 'comprehensive-report', 'Comprehensive report membership'),
  ('menu-upgrades', 'dashboard-upgrades', 'Dashboard upgrades'),
  ('menu-lifetime', 'lifetime', 'Lifetime memberships'),
  ('menu-cancel-offers', 'cancellation-special-offers', 'Cancellation special offers');

INSERT INTO coupons (id, code, description, percent_off, amount_off_cents) VALUES
  ('coupon-50off', '50off', '50% off the trial (limited time special offer)', 50, NULL),
  ('coupon-cancel-premium', 'stay-premium', 'Special offer: Premium Membership for $2.95/mo', NULL, 200),
  ('coupon-cancel-basic', 'stay-basic', 'Special offer: Basic Membership for $1.95/mo', NULL, 200);

-- Terms are shown beside every price (fair billing: the renewal price is never hidden).
INSERT INTO product_offers (id, menu_id, offer_name, offer_type, flag, terms_standard, offer_json, is_abandonment, is_special, is_default, coupon_id, sort) VALUES
  ('offer-premium-trial', 'menu-people', '3-Day Trial', 4, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Premium Membership 3-Day Trial", "bestValue": true}', false, false, true, NULL, 1),
  ('offer-standard-trial', 'menu-people', 'Standard Membership Trial', 3, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Basic Membership renews automatically at $3.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Standard Membership Trial"}', false, false, false, NULL, 2),
  ('offer-premium-trial-50off', 'menu-people', '3-Day Trial - Special Offer', 4, 0,
   'You will be charged $0.50 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Premium Membership 3-Day Trial", "previousPrice": 100}', true, true, false, 'coupon-50off', 3),
  ('offer-premium-quarterly', 'menu-people', 'Premium Membership - 3 Months', 4, 0,
   'You will be charged $12.95 today for 3 months of access. Your Premium Membership renews automatically at $12.95 every 3 months until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Premium Membership, billed every 3 months", "previousPrice": 1485}', false, false, false, NULL, 4),
  ('offer-dating-premium', 'menu-dating', 'Premium Membership 3-Day Trial', 4, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Premium Membership 3-Day Trial", "bestValue": true}', false, false, true, NULL, 1),
  ('offer-dating-standard', 'menu-dating', 'Standard Membership Trial', 3, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Basic Membership renews automatically at $3.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Standard Membership Trial"}', false, false, false, NULL, 2),
  ('offer-phone-premium', 'menu-phone', '3-Day Trial', 4, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Premium Membership 3-Day Trial", "bestValue": true}', false, false, true, NULL, 1),
  ('offer-property-premium', 'menu-property', '3-Day Trial', 4, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Premium Membership 3-Day Trial"}', false, false, true, NULL, 1),
  ('offer-comprehensive-premium', 'menu-comprehensive', '3-Day Trial', 4, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Premium Membership 3-Day Trial"}', false, false, true, NULL, 1),
  ('offer-upgrade-premium', 'menu-upgrades', 'Premium Membership', 4, 0,
   'You will be charged $4.95 today. Your Premium Membership renews automatically at $4.95 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, false, true, NULL, 1),
  ('offer-upgrade-basic', 'menu-upgrades', 'Basic Membership', 3, 0,
   'You will be charged $3.95 today. Your Basic Membership renews automatically at $3.95 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, false, false, NULL, 2),
  ('offer-upgrade-all-access', 'menu-upgrades', 'All Access Membership', 9, 0,
   'You will be charged $29.95 today. Your All Access Membership renews automatically at $29.95 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, false, false, NULL, 3),
  ('offer-upgrade-rewards', 'menu-upgrades', 'Rewards Membership', 2, 0,
   'You will be charged $9.95 today. Your Rewards Membership renews automatically at $9.95 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, false, false, NULL, 4),
  ('offer-lifetime-2995', 'menu-lifetime', 'All Access Lifetime Membership', 13, 256,
   'You will be charged $29.95 once. There is no renewal.', '{}', false, false, true, NULL, 1),
  ('offer-lifetime-4995', 'menu-lifetime', 'All Access Lifetime Membership', 13, 512,
   'You will be charged $49.95 once. There is no renewal.', '{}', false, false, false, NULL, 2),
  ('offer-lifetime-6995', 'menu-lifetime', 'All Access Lifetime Membership', 13, 1024,
   'You will be charged $69.95 once. There is no renewal.', '{}', false, false, false, NULL, 3),
  ('offer-cancel-premium', 'menu-cancel-offers', 'Special Offer Premium Membership', 4, 64,
   'Your Premium Membership continues at $2.95 per month instead of $4.95, starting at your next renewal, until you cancel. Cancel online any time from Your Account.',
   '{}', false, true, true, 'coupon-cancel-premium', 1),
  ('offer-cancel-basic', 'menu-cancel-offers', 'Special Offer Basic Membership', 3, 64,
   'Your Basic Membership continues at $1.95 per month instead of $3.95, starting at your next renewal, until you cancel. Cancel online any time from Your Account.',
   '{}', false, true, false, 'coupon-cancel-basic', 2);

-- Every trial offer has one trial, one renewal and one cancellation SKU (002 section 4). The cancellation
-- SKU is the free cancellation window (its price is the cancellation fee: none).
INSERT INTO product_skus (id, offer_id, kind, name, product_display_name, price_cents, term_hours, trial_renewal_price_cents, coupon_id, entitlements, offer_type, sort) VALUES
  ('premium-3-day-trial-Monthly', 'offer-premium-trial', 'trial', 'Premium Membership 3-Day Trial', 'Premium Membership', 100, 72, 495, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 1),
  ('premium-renewal-Monthly', 'offer-premium-trial', 'renewal', 'Premium Membership', 'Premium Membership', 495, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 2),
  ('premium-cancellation-Monthly', 'offer-premium-trial', 'cancellation', 'Free cancellation', 'Premium Membership', 0, 72, NULL, NULL, '[]', 4, 3),

  ('basic-3-day-trial-Monthly', 'offer-standard-trial', 'trial', 'Standard Membership Trial', 'Basic Membership', 100, 72, 395, NULL, '[{"name": "Number of Reports", "value": 150}]', 3, 1),
  ('basic-renewal-Monthly', 'offer-standard-trial', 'renewal', 'Basic Membership', 'Basic Membership', 395, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 150}]', 3, 2),
  ('basic-cancellation-Monthly', 'offer-standard-trial', 'cancellation', 'Free cancellation', 'Basic Membership', 0, 72, NULL, NULL, '[]', 3, 3),

  ('premium-3-day-trial-50off-Monthly', 'offer-premium-trial-50off', 'trial', 'Premium Membership 3-Day Trial', 'Premium Membership', 50, 72, 495, 'coupon-50off', '[{"name": "Number of Reports", "value": 100}]', 4, 1),
  ('premium-50off-renewal-Monthly', 'offer-premium-trial-50off', 'renewal', 'Premium Membership', 'Premium Membership', 495, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 2),
  ('premium-50off-cancellation-Monthly', 'offer-premium-trial-50off', 'cancellation', 'Free cancellation', 'Premium Membership', 0, 72, NULL, NULL, '[]', 4, 3),

  ('premium-quarterly-Every-3-months', 'offer-premium-quarterly', 'standard', 'Premium Membership - 3 Months', 'Premium Membership', 1295, 2160, NULL, NULL, '[{"name": "Number of Reports", "value": 300}]', 4, 1),

  ('dating-premium-3-day-trial-Monthly', 'offer-dating-premium', 'trial', 'Premium Membership 3-Day Trial', 'Premium Membership', 100, 72, 495, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 1),
  ('dating-premium-renewal-Monthly', 'offer-dating-premium', 'renewal', 'Premium Membership', 'Premium Membership', 495, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 2),
  ('dating-premium-cancellation-Monthly', 'offer-dating-premium', 'cancellation', 'Free cancellation', 'Premium Membership', 0, 72, NULL, NULL, '[]', 4, 3),
  ('dating-basic-3-day-trial-Monthly', 'offer-dating-standard', 'trial', 'Standard Membership Trial', 'Basic Membership', 100, 72, 395, NULL, '[{"name": "Number of Reports", "value": 150}]', 3, 1),
  ('dating-basic-renewal-Monthly', 'offer-dating-standard', 'renewal', 'Basic Membership', 'Basic Membership', 395, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 150}]', 3, 2),
  ('dating-basic-cancellation-Monthly', 'offer-dating-standard', 'cancellation', 'Free cancellation', 'Basic Membership', 0, 72, NULL, NULL, '[]', 3, 3),

  ('phone-premium-3-day-trial-Monthly', 'offer-phone-premium', 'trial', 'Premium Membership 3-Day Trial', 'Premium Membership', 100, 72, 495, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 1),
  ('phone-premium-renewal-Monthly', 'offer-phone-premium', 'renewal', 'Premium Membership', 'Premium Membership', 495, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 2),
  ('phone-premium-cancellation-Monthly', 'offer-phone-premium', 'cancellation', 'Free cancellation', 'Premium Membership', 0, 72, NULL, NULL, '[]', 4, 3),
  ('property-premium-3-day-trial-Monthly', 'offer-property-premium', 'trial', 'Premium Membership 3-Day Trial', 'Premium Membership', 100, 72, 495, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 1),
  ('property-premium-renewal-Monthly', 'offer-property-premium', 'renewal', 'Premium Membership', 'Premium Membership', 495, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 2),
  ('property-premium-cancellation-Monthly', 'offer-property-premium', 'cancellation', 'Free cancellation', 'Premium Membership', 0, 72, NULL, NULL, '[]', 4, 3),
  ('comprehensive-premium-3-day-trial-Monthly', 'offer-comprehensive-premium', 'trial', 'Premium Membership 3-Day Trial', 'Premium Membership', 100, 72, 495, NULL, '[{"name": "Number of Reports", "value": 100}, {"name": "Full Comprehensive Report"}]', 4, 1),
  ('comprehensive-premium-renewal-Monthly', 'offer-comprehensive-premium', 'renewal', 'Premium Membership', 'Premium Membership', 495, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 2),
  ('comprehensive-premium-cancellation-Monthly', 'offer-comprehensive-premium', 'cancellation', 'Free cancellation', 'Premium Membership', 0, 72, NULL, NULL, '[]', 4, 3),

  ('upgrade-premium-Monthly', 'offer-upgrade-premium', 'standard', 'Premium Membership', 'Premium Membership', 495, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 4, 1),
  ('upgrade-basic-Monthly', 'offer-upgrade-basic', 'standard', 'Basic Membership', 'Basic Membership', 395, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 150}]', 3, 1),
  ('upgrade-all-access-Monthly', 'offer-upgrade-all-access', 'standard', 'All Access Membership', 'All Access Membership', 2995, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 100}]', 9, 1),
  ('upgrade-rewards-Monthly', 'offer-upgrade-rewards', 'standard', 'Rewards Membership', 'Rewards Membership', 995, 720, NULL, NULL, '[{"name": "Number of Reports", "value": 1000}]', 2, 1),

  ('lifetime-2995-Monthly', 'offer-lifetime-2995', 'lifetime', 'All Access Lifetime Membership', 'All Access Lifetime Membership', 2995, NULL, NULL, NULL, '[{"name": "Number of Reports", "value": 10}]', 13, 1),
  ('lifetime-4995-Monthly', 'offer-lifetime-4995', 'lifetime', 'All Access Lifetime Membership', 'All Access Lifetime Membership', 4995, NULL, NULL, NULL, '[{"name": "Number of Reports", "value": 10}]', 13, 1),
  ('lifetime-6995-Monthly', 'offer-lifetime-6995', 'lifetime', 'All Access Lifetime Membership', 'All Access Lifetime Membership', 6995, NULL, NULL, NULL, '[{"name": "Number of Reports", "value": 10}]', 13, 1),

  ('cancel-offer-premium-Monthly', 'offer-cancel-premium', 'renewal', 'Special Offer Premium Membership', 'Premium Membership', 295, 720, NULL, 'coupon-cancel-premium', '[{"name": "Number of Reports", "value": 100}]', 4, 1),
  ('cancel-offer-basic-Monthly', 'offer-cancel-basic', 'renewal', 'Special Offer Basic Membership', 'Basic Membership', 195, 720, NULL, 'coupon-cancel-basic', '[{"name": "Number of Reports", "value": 150}]', 3, 1);

-- 0031 membership tiers and keys (docs/decisions/0031; spec 000 section 1, 002 section 9): every offer names its
-- membership key (explorer, id+, id+-$1 / try-for-$1, connect+, all-access, enterprise-500, enterprise-2500)
-- and a menu lists the tiers. Prices other than the spec's ($1 trial, $4.95/mo, lifetime) are ours.

ALTER TABLE product_offers ADD COLUMN membership_key text
  CHECK (membership_key IN ('explorer', 'id+', 'id+-$1', 'try-for-$1', 'connect+', 'all-access', 'enterprise-500', 'enterprise-2500', 'basic', 'premium', 'rewards', 'all-access-lifetime'));

UPDATE product_offers SET membership_key = 'try-for-$1'
  WHERE id IN ('offer-premium-trial', 'offer-premium-trial-50off', 'offer-dating-premium', 'offer-phone-premium',
               'offer-property-premium', 'offer-comprehensive-premium');
UPDATE product_offers SET membership_key = 'basic' WHERE offer_type = 3;
UPDATE product_offers SET membership_key = 'premium' WHERE offer_type = 4 AND membership_key IS NULL;
UPDATE product_offers SET membership_key = 'rewards' WHERE offer_type = 2;
UPDATE product_offers SET membership_key = 'all-access' WHERE offer_type = 9;
UPDATE product_offers SET membership_key = 'all-access-lifetime' WHERE offer_type = 13;

INSERT INTO product_menus (id, name, display_name) VALUES ('menu-tiers', 'membership-tiers', 'Membership tiers');

INSERT INTO product_offers (id, menu_id, offer_name, offer_type, flag, terms_standard, offer_json, is_default, sort, membership_key) VALUES
  ('offer-explorer', 'menu-tiers', 'Explorer', 0, 0,
   'Free. Name lookups and profile summaries. No card needed, nothing renews.', '{"offerNameSubText": "Explorer (free)"}', false, 1, 'explorer'),
  ('offer-id-plus', 'menu-tiers', 'ID+ Membership', 11, 0,
   'You will be charged $9.95 today. Your ID+ Membership renews automatically at $9.95 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, 2, 'id+'),
  ('offer-id-plus-1', 'menu-tiers', 'ID+ Membership $1 Trial', 11, 0,
   'You will be charged $1.00 today for 3 days of access. Unless you cancel before the 3 days end, your ID+ Membership renews automatically at $9.95 per month until you cancel. Cancel online any time from Your Account.',
   '{"offerNameSubText": "Try ID+ for $1"}', true, 3, 'id+-$1'),
  ('offer-connect-plus', 'menu-tiers', 'Connect+ Membership', 10, 0,
   'You will be charged $19.95 today. Your Connect+ Membership renews automatically at $19.95 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, 4, 'connect+'),
  ('offer-all-access', 'menu-tiers', 'All Access Membership', 9, 0,
   'You will be charged $29.95 today. Your All Access Membership renews automatically at $29.95 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, 5, 'all-access'),
  ('offer-enterprise-500', 'menu-tiers', 'Enterprise 500', 7, 0,
   'You will be charged $249.00 today. Your Enterprise 500 plan renews automatically at $249.00 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, 6, 'enterprise-500'),
  ('offer-enterprise-2500', 'menu-tiers', 'Enterprise 2500', 8, 0,
   'You will be charged $999.00 today. Your Enterprise 2500 plan renews automatically at $999.00 per month until you cancel. Cancel online any time from Your Account.',
   '{}', false, 7, 'enterprise-2500');

INSERT INTO product_skus (id, offer_id, kind, name, product_display_name, price_cents, term_hours, trial_renewal_price_cents, entitlements, offer_type, sort) VALUES
  ('explorer-free-Monthly', 'offer-explorer', 'lifetime', 'Explorer', 'Explorer', 0, NULL, NULL, '[{"name": "Number of Reports", "value": 0}]', 0, 1),
  ('id-plus-Monthly', 'offer-id-plus', 'standard', 'ID+ Membership', 'ID+ Membership', 995, 720, NULL, '[{"name": "Number of Reports", "value": 1000}]', 11, 1),
  ('id-plus-1-trial-Monthly', 'offer-id-plus-1', 'trial', 'ID+ Membership $1 Trial', 'ID+ Membership', 100, 72, 995, '[{"name": "Number of Reports", "value": 1000}]', 11, 1),
  ('id-plus-1-renewal-Monthly', 'offer-id-plus-1', 'renewal', 'ID+ Membership', 'ID+ Membership', 995, 720, NULL, '[{"name": "Number of Reports", "value": 1000}]', 11, 2),
  ('id-plus-1-cancellation-Monthly', 'offer-id-plus-1', 'cancellation', 'Free cancellation', 'ID+ Membership', 0, 72, NULL, '[]', 11, 3),
  ('connect-plus-Monthly', 'offer-connect-plus', 'standard', 'Connect+ Membership', 'Connect+ Membership', 1995, 720, NULL, '[{"name": "Number of Reports", "value": 1000}]', 10, 1),
  ('all-access-Monthly', 'offer-all-access', 'standard', 'All Access Membership', 'All Access Membership', 2995, 720, NULL, '[{"name": "Number of Reports", "value": 100}]', 9, 1),
  ('all-access-Every-3-months', 'offer-all-access', 'standard', 'All Access Membership - 3 Months', 'All Access Membership', 7995, 2160, NULL, '[{"name": "Number of Reports", "value": 300}]', 9, 2),
  ('enterprise-500-Monthly', 'offer-enterprise-500', 'standard', 'Enterprise 500', 'Enterprise 500', 24900, 720, NULL, '[{"name": "Number of Reports", "value": 500}]', 7, 1),
  ('enterprise-2500-Monthly', 'offer-enterprise-2500', 'standard', 'Enterprise 2500', 'Enterprise 2500', 99900, 720, NULL, '[{"name": "Number of Reports", "value": 2500}]', 8, 1);

-- 0092 the comprehensive-report special offers (002 section 9: "Comprehensive report special offers $100,
-- $195, $395", read as the catalog's cents: $1.00, $1.95 and $3.95; docs/decisions/0083). One comprehensive
-- report bought once, on the card on file, by a member who has used the month's reports (000 section 6:
-- "an additional-cost unlock option"). Which SKU a member is offered is the core rule
-- `comprehensiveReportOfferSku` (core/membership/comprehensive-report-offers.rules.ts); the prices live here.
INSERT INTO product_offers (id, menu_id, offer_name, offer_type, flag, terms_standard, offer_json, is_abandonment, is_special, is_default, coupon_id, sort)
VALUES ('offer-comprehensive-report-special', 'menu-report-add-ons', 'Comprehensive report special offers', 1, 0,
  'You will be charged the price shown once for this comprehensive report. There is no renewal, and it does not use your membership''s monthly reports.',
  '{}', false, true, false, NULL, 2);
INSERT INTO product_skus (id, offer_id, kind, name, product_display_name, price_cents, term_hours, trial_renewal_price_cents, coupon_id, entitlements, offer_type, sort)
VALUES
  ('comprehensive-report-rewards', 'offer-comprehensive-report-special', 'standard', 'Comprehensive Report (Rewards)',
   'Comprehensive Report', 100, NULL, NULL, NULL, '[{"name": "Full Comprehensive Report"}]', 1, 1),
  ('comprehensive-report-all-access', 'offer-comprehensive-report-special', 'standard', 'Comprehensive Report (All Access)',
   'Comprehensive Report', 195, NULL, NULL, NULL, '[{"name": "Full Comprehensive Report"}]', 1, 2),
  ('comprehensive-report-member', 'offer-comprehensive-report-special', 'standard', 'Comprehensive Report',
   'Comprehensive Report', 395, NULL, NULL, NULL, '[{"name": "Full Comprehensive Report"}]', 1, 3);

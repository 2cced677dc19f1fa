-- 0031 membership tiers and keys (docs/decisions/0031; spec 000 section 1, 002 section 9): every offer names its
-- membership key (explorer, id+, id+-$1 / try-for-$1, connect+, all-access, enterprise-500, enterprise-2500)
-- and a menu lists the tiers (the rows: core's catalog).

ALTER TABLE product_offers ADD COLUMN membership_key text
  CHECK (membership_key IN ('explorer', 'id+', 'id+-$1', 'try-for-$1', 'connect+', 'all-access', 'enterprise-500', 'enterprise-2500', 'basic', 'premium', 'rewards', 'all-access-lifetime'));

-- The keys of the offers, the tiers menu and its offers are core's catalog (core/membership/catalog/
-- product-catalog.rules.ts), written after the migrations by adapters/postgres/catalog-seed.ts.

-- 0110 the catalog's rows come from core (docs/decisions/0031, amendment): adapters/postgres/catalog-seed.ts writes
-- core/membership/catalog/product-catalog.rules.ts into the catalog tables after the migrations. An offer's terms
-- are no longer a stored sentence: core's renewal-label rules make them from its SKUs' prices and terms, and
-- `terms_notes` holds only what they say besides (what a free plan includes, what a one-off purchase is for).
ALTER TABLE product_offers DROP COLUMN terms_standard;
ALTER TABLE product_offers ADD COLUMN terms_notes jsonb NOT NULL DEFAULT '{}'::jsonb;

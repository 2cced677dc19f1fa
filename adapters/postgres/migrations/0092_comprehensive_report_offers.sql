-- 0092 the comprehensive-report special offers (002 section 9, its three prices read as the catalog's cents;
-- docs/decisions/0083). One comprehensive report bought once, on the card on file, by a member who has used the
-- month's reports (000 section 6: "an additional-cost unlock option"). Which SKU a member is offered is the core
-- rule `comprehensiveReportOfferSku` (core/membership/comprehensive-report-offers.rules.ts). The offer and its
-- SKUs are in core's catalog (core/membership/catalog/product-catalog.rules.ts), written after the migrations by
-- adapters/postgres/catalog-seed.ts (docs/decisions/0031, amendment); this file once inserted them.
SELECT 1;

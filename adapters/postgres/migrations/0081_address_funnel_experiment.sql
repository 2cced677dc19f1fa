-- 0081 the address funnel order experiment (002 section 2.4: versions 1 and 3 when the address landing page
-- v2 flag is off; docs/decisions/0080-address-funnel.md). Half the visitors would see version 1, half
-- version 3, by the hash of the visitor cookie (docs/decisions/0076). It is stored not running: 002
-- section 2.5 does not list /address/** among the experiment paths, so the default order is version 1
-- until an operator sets active = true.
INSERT INTO experiments (key, name, path, variants, active, created_at) VALUES (
  'address-funnel-order',
  'Address funnel step order',
  '/address/records',
  '[{"key": "v1", "weight": 50, "content": "1"},
    {"key": "v3", "weight": 50, "content": "3"}]',
  false,
  '2026-11-26T00:00:00Z'
);

import type { GridFacts } from '../../adapters/memory/in-memory-saved-properties.js';
import type { Db } from '../../adapters/postgres/db.js';

/** The first id of the plain properties {@link insertPlainProperties} adds (far above the synthetic ids). */
export const PLAIN_PROPERTY_BASE = 9_000_000;

/**
 * Adds `n` plain properties (an address and a properties row each, no owners, sales or filings) with
 * varied sizes, values and dates, so a member can fill the 1000 saved places (001 section 9) on a small
 * synthetic record set. Ids PLAIN_PROPERTY_BASE + 1 ... + n; answers them as text.
 */
export const insertPlainProperties = async (db: Db, n: number): Promise<string[]> => {
  await db.query(
    `INSERT INTO sources (id, name, kind, jurisdiction) VALUES (9999, 'Test county recorder', 'recorder', 'TX')
     ON CONFLICT (id) DO NOTHING`,
  );
  await db.query(
    `INSERT INTO addresses (id, house_number, street_name, street_suffix, city, state, zip, county, latitude, longitude,
                            address_key, source_id, recorded_at)
     SELECT $1::bigint + g, (100 + g)::text, 'Plain ' || (g % 37)::text, 'St', CASE WHEN g % 3 = 0 THEN 'Austin' ELSE 'Waco' END,
            'TX', lpad((78700 + g % 9)::text, 5, '0'), CASE WHEN g % 2 = 0 THEN 'Travis' ELSE 'McLennan' END,
            30 + g * 0.0001, -97 - g * 0.0001, 'plain-' || g, 9999, DATE '2026-01-01'
       FROM generate_series(1, $2::int) g`,
    [PLAIN_PROPERTY_BASE, n],
  );
  await db.query(
    `INSERT INTO properties (id, address_id, apn, county, land_use_code, land_use_group, property_class, year_built,
                             bedrooms, bathrooms, square_feet, lot_square_feet, units, pool, garage, basement, attic, hoa,
                             owner_occupied, vacant, estimated_value_cents, open_loans_cents, estimated_equity_cents,
                             last_sale_date, last_sale_cents, market_status, latitude, longitude, source_id, recorded_at)
     SELECT $1::bigint + g, $1::bigint + g, 'P-' || g, CASE WHEN g % 2 = 0 THEN 'Travis' ELSE 'McLennan' END, 1001,
            'singleFamily', 'R', CASE WHEN g % 11 = 0 THEN NULL ELSE 1950 + g % 70 END, 1 + g % 5, 1 + (g % 4) * 0.5,
            CASE WHEN g % 13 = 0 THEN NULL ELSE 600 + (g * 37) % 3000 END, 2000 + g * 7, 1,
            g % 5 = 0, true, false, false, false, g % 2 = 0, g % 17 = 0,
            (150000 + (g * 7919) % 900000) * 100, 0, (150000 + (g * 7919) % 900000) * 100,
            DATE '2020-01-01' + (g * 3) % 2000, (100000 + (g * 104729) % 700000) * 100, 0,
            30 + g * 0.0001, -97 - g * 0.0001, 9999, DATE '2026-01-01'
       FROM generate_series(1, $2::int) g`,
    [PLAIN_PROPERTY_BASE, n],
  );
  return Array.from({ length: n }, (_, i) => String(PLAIN_PROPERTY_BASE + i + 1));
};

/**
 * Every property's grid facts as property_grid_facts() computes them (migration 0066), by property id, no owner
 * hidden (the fixtures' records hold no opt-out).
 */
export const readGridFacts = async (db: Db): Promise<Map<string, GridFacts>> => {
  const r = await db.query<{ property_id: string; facts: GridFacts | string }>(
    "SELECT property_id::text AS property_id, facts FROM property_grid_facts(ARRAY(SELECT id FROM properties), '{}')",
  );
  return new Map(
    r.rows.map((x) => [x.property_id, typeof x.facts === 'string' ? (JSON.parse(x.facts) as GridFacts) : x.facts]),
  );
};

/** A users row (the saved rows' owner), answering its id. */
export const insertUser = async (db: Db, id: string): Promise<string> => {
  await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
    id,
    `${id}@example.com`,
  ]);
  return id;
};

/** The member opened the property's address report at `at` (the report_history row the report view writes). */
export const recordAddressView = async (db: Db, userId: string, propertyId: string, at: Date): Promise<void> => {
  await db.query(
    `INSERT INTO report_history (user_id, report_id, search_type, criteria, title, subtitle, url, created, last_viewed)
     VALUES ($1, 'address-' || $2, 'address', jsonb_build_object('id', $2::text, 'type', 'address'), 'Address', '',
             '/report?type=address', $3, $3)
     ON CONFLICT (user_id, report_id) DO UPDATE SET last_viewed = EXCLUDED.last_viewed`,
    [userId, propertyId, at],
  );
};

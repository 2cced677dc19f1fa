/**
 * The server of the search browser test (tests/e2e/search.spec.ts; playwright.config.ts project
 * "search"): seeds DATA_DIR (embedded PGlite) with 3,000 generated people plus fixed ones the test
 * relies on (25 John Smiths in Texas, so results have a second page; a three-unit building at
 * 700 Lakeview Ter, Austin TX), refreshes the search tables, then starts the real server on it.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runMigrations } from '../../../adapters/postgres/migrate.js';
import { openDb } from '../../../adapters/postgres/open-db.js';
import { refreshSearchTables } from '../../../adapters/postgres/pg-person-search.js';
import { loadRecords } from '../../../adapters/postgres/records-loader.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-search';
mkdirSync(dataDir, { recursive: true });
const gen = join(dataDir, 'generated');
generateRecords({ people: 3000, seed: 5, outDir: gen });
const db = await openDb({ dataDir });
try {
  await runMigrations(db);
  await loadRecords(db, gen);
  const q = (sql: string, params: unknown[] = []) => db.query(sql, params);
  const src = (await q('SELECT min(id) AS id FROM sources')).rows[0] as { id: number };
  const S = src.id;
  const cities: [string, string, string][] = [
    ['Austin', 'TX', '78701'],
    ['Dallas', 'TX', '75201'],
    ['Houston', 'TX', '77002'],
    ['El Paso', 'TX', '79901'],
    ['Denver', 'CO', '80202'],
  ];
  const firsts = ['John', 'John', 'John', 'Johnny', 'Jon'];
  let id = 9_000_000;
  for (let i = 0; i < 30; i++) {
    id += 1;
    const [city, state, zip] = cities[i % cities.length] as [string, string, string];
    const first = firsts[i % firsts.length] as string;
    const middle = i % 3 === 0 ? 'Allen' : i % 3 === 1 ? 'R' : null;
    await q(
      `INSERT INTO people (id, first_name, middle_name, last_name, gender, birth_date, deceased, source_id, recorded_at)
       VALUES ($1, $2, $3, 'Smith', 'M', $4, false, $5, '2026-01-01')`,
      [id, first, middle, `${1950 + i}-0${1 + (i % 9)}-15`, S],
    );
    await q(
      `INSERT INTO addresses (id, house_number, street_name, street_suffix, city, state, zip, address_key, source_id, recorded_at)
       VALUES ($1, $2, 'Pecan', 'St', $3, $4, $5, $6, $7, '2026-01-01')`,
      [id, String(100 + i), city, state, zip, `${100 + i} pecan st`, S],
    );
    await q(
      `INSERT INTO person_addresses (id, person_id, address_id, from_date, to_date, is_current, source_id, recorded_at)
       VALUES ($1, $1, $1, '2018-01-01', null, true, $2, '2026-01-01')`,
      [id, S],
    );
  }
  // 700 Lakeview Ter, Austin TX 78701: three units, one resident.
  for (const [n, unit] of [
    [1, '101'],
    [2, '102'],
    [3, '103'],
  ] as const) {
    await q(
      `INSERT INTO addresses (id, house_number, street_name, street_suffix, unit_type, unit, city, state, zip, address_key, source_id, recorded_at)
       VALUES ($1, '700', 'Lakeview', 'Ter', 'Unit', $2, 'Austin', 'TX', '78701', $3, $4, '2026-01-01')`,
      [9_100_000 + n, unit, `700 lakeview ter unit ${unit}`, S],
    );
    await q(
      `INSERT INTO properties (id, address_id, apn, county, land_use_code, land_use_group, property_class, year_built, bedrooms,
         bathrooms, square_feet, units, pool, garage, basement, attic, hoa, owner_occupied, vacant, open_loans_cents,
         market_status, latitude, longitude, source_id, recorded_at)
       VALUES ($1, $1, 'E2E', 'Travis', 1004, 'condo', 'residential', 2008, 2, 2, 1050, 1, false, false, false, false, true,
         true, false, 0, 0, 30.27, -97.74, $2, '2026-01-01')`,
      [9_100_000 + n, S],
    );
  }
  await q(
    `INSERT INTO person_addresses (id, person_id, address_id, from_date, to_date, is_current, source_id, recorded_at)
     VALUES (9100002, 9000001, 9100002, '2024-01-01', null, false, $1, '2026-01-01')`,
    [S],
  );
  // A telemarketer's number and an e-mail address on the first John Smith.
  await q(
    `INSERT INTO phones (id, number, line_type, carrier, classification, source_id, recorded_at)
           VALUES (9200001, '5125550199', 'voip', 'E2E Voice', 4, $1, '2026-01-01')`,
    [S],
  );
  await q(
    `INSERT INTO person_phones (id, person_id, phone_id, is_current, source_id, recorded_at)
           VALUES (9200001, 9000001, 9200001, true, $1, '2026-01-01')`,
    [S],
  );
  await q(
    `INSERT INTO emails (id, person_id, email, is_current, source_id, recorded_at)
           VALUES (9200001, 9000001, 'john.smith.e2e@example.com', true, $1, '2026-01-01')`,
    [S],
  );
  await refreshSearchTables(db);
} finally {
  await db.close();
}
rmSync(gen, { recursive: true, force: true });
process.env.DEMO_DATA = 'off';
await import('../../../server/main.js');

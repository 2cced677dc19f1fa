import type { Db } from '../../adapters/postgres/db.js';
import { refreshSearchTables } from '../../adapters/postgres/pg-person-search.js';

/** A person of the search fixture: [id, first, middle, last, birthDate, places [city, state, from, to, current][]]. */
type P = [number, string, string | null, string, string, [string, string, string, string | null, boolean][]];

/** The people of the small matching fixture (docs/decisions/0040 server tests); "today" is 2026-11-21. */
export const SEARCH_FIXTURE_PEOPLE: P[] = [
  [1, 'Robert', 'James', 'Smith', '1970-05-01', [['Austin', 'TX', '2019-01-01', null, true]]],
  [2, 'Bob', null, 'Jones', '1980-02-02', [['Dallas', 'TX', '2010-01-01', null, true]]],
  [
    3,
    'John',
    null,
    'Smith',
    '1990-03-03',
    [
      ['Denver', 'CO', '2020-01-01', null, true],
      ['Austin', 'TX', '2015-06-01', '2019-08-01', false],
    ],
  ],
  [4, 'John', 'Quincy', 'Smith', '1960-04-04', [['Boston', 'MA', '2000-01-01', null, true]]],
  [5, 'Mary', 'Ann', 'Smith', '1975-07-07', [['Austin', 'TX', '2001-01-01', null, true]]],
  [6, 'Margaret', null, 'Walker', '1950-08-08', [['Miami', 'FL', '1990-01-01', null, true]]],
  [7, 'Peggy', null, 'Walker', '1985-09-09', [['Tampa', 'FL', '2012-01-01', null, true]]],
  [8, 'William', null, 'Brown', '1999-10-10', [['Austin', 'TX', '2021-01-01', null, true]]],
  [9, 'Jon', null, 'Smyth', '1988-11-11', [['Austin', 'TX', '2018-01-01', null, true]]],
  [10, 'Elizabeth', null, 'Taylor', '1965-12-12', [['Austin', 'TX', '2011-01-01', null, true]]],
];

/** Loads the fixture (people, aliases, relatives, phones, e-mails, a three-unit building) and refreshes the search tables. */
export const loadSearchFixture = async (db: Db): Promise<void> => {
  const q = (sql: string, params: unknown[] = []) => db.query(sql, params);
  await q(`INSERT INTO sources (id, name, kind, jurisdiction) VALUES (1, 'Fixture', 'credit_header', 'US')`);
  let addressId = 100;
  let linkId = 1000;
  for (const [id, first, middle, last, birth, places] of SEARCH_FIXTURE_PEOPLE) {
    await q(
      `INSERT INTO people (id, first_name, middle_name, last_name, gender, birth_date, deceased, source_id, recorded_at)
       VALUES ($1, $2, $3, $4, 'M', $5, false, 1, '2026-01-01')`,
      [id, first, middle, last, birth],
    );
    for (const [city, state, from, to, current] of places) {
      addressId += 1;
      await q(
        `INSERT INTO addresses (id, house_number, street_name, street_suffix, city, state, zip, address_key, source_id, recorded_at)
         VALUES ($1, $2, 'Elm', 'St', $3, $4, '78701', $5, 1, '2026-01-01')`,
        [addressId, String(addressId), city, state, `${addressId} elm st`],
      );
      linkId += 1;
      await q(
        `INSERT INTO person_addresses (id, person_id, address_id, from_date, to_date, is_current, source_id, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, 1, '2026-01-01')`,
        [linkId, id, addressId, from, to, current],
      );
    }
  }
  // Mary Ann Smith was born Johnson; Elizabeth Taylor is also known as Liz Burton.
  await q(`INSERT INTO person_names (id, person_id, name_type, first_name, middle_name, last_name, source_id, recorded_at)
           VALUES (1, 5, 'maiden', 'Mary', 'Ann', 'Johnson', 1, '2026-01-01'), (2, 10, 'aka', 'Liz', null, 'Burton', 1, '2026-01-01')`);
  await q(`INSERT INTO relationships (id, person_id, related_person_id, kind, relation, source_id, recorded_at)
           VALUES (1, 1, 5, 'family', 'spouse', 1, '2026-01-01'), (2, 5, 1, 'family', 'spouse', 1, '2026-01-01')`);
  await q(`INSERT INTO phones (id, number, line_type, carrier, classification, source_id, recorded_at)
           VALUES (1, '5125550142', 'mobile', 'Fixture Mobile', 6, 1, '2026-01-01'), (2, '8005550100', 'voip', null, 3, 1, '2026-01-01')`);
  await q(
    `INSERT INTO person_phones (id, person_id, phone_id, is_current, source_id, recorded_at) VALUES (1, 1, 1, true, 1, '2026-01-01')`,
  );
  await q(
    `INSERT INTO emails (id, person_id, email, is_current, source_id, recorded_at) VALUES (1, 1, 'Bob.Smith@Example.com', true, 1, '2026-01-01')`,
  );
  // A building with three units at 500 Harbor View Dr, Austin TX 78702, and a house at 42 Oak Ln.
  const units: [number, string | null][] = [
    [201, '101'],
    [202, '102'],
    [203, '201'],
  ];
  for (const [id, unit] of units) {
    await q(
      `INSERT INTO addresses (id, house_number, street_name, street_suffix, unit_type, unit, city, state, zip, address_key, source_id, recorded_at)
       VALUES ($1, '500', 'Harbor View', 'Dr', 'Unit', $2, 'Austin', 'TX', '78702', $3, 1, '2026-01-01')`,
      [id, unit, `500 harbor view dr unit ${unit}`],
    );
  }
  await q(`INSERT INTO addresses (id, house_number, street_name, street_suffix, city, state, zip, address_key, source_id, recorded_at)
           VALUES (210, '42', 'Oak', 'Ln', 'Austin', 'TX', '78703', '42 oak ln', 1, '2026-01-01')`);
  await q(`INSERT INTO person_addresses (id, person_id, address_id, from_date, to_date, is_current, source_id, recorded_at)
           VALUES (5001, 8, 202, '2021-01-01', null, true, 1, '2026-01-01'), (5002, 3, 202, '2016-01-01', '2019-01-01', false, 1, '2026-01-01')`);
  for (const [pid, aid] of [
    [1, 202],
    [2, 210],
  ] as const) {
    await q(
      `INSERT INTO properties (id, address_id, apn, county, land_use_code, land_use_group, property_class, year_built, bedrooms,
         bathrooms, square_feet, units, pool, garage, basement, attic, hoa, owner_occupied, vacant, open_loans_cents,
         market_status, latitude, longitude, source_id, recorded_at)
       VALUES ($1, $2, 'APN', 'Travis', 1004, 'condo', 'residential', 2001, 2, 2, 1100, 1, false, false, false, false, true,
         true, false, 0, 0, 30.26, -97.74, 1, '2026-01-01')`,
      [pid, aid],
    );
  }
  await refreshSearchTables(db);
};

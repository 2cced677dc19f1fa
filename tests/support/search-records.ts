import type { RecordRow, RecordTables } from '../../adapters/memory/in-memory-records.js';
import { SEARCH_FIXTURE_PEOPLE } from './search-fixture.js';

const PROV = { source_id: 1, recorded_at: '2026-01-01' } as const;

/**
 * The facts of the search fixture (tests/support/search-fixture.ts: ten people, aliases, relatives,
 * two phones, an e-mail, a three-unit building and a house), plus a one-unit building, as record tables, so the in-memory
 * search fakes and PostgreSQL (through insertRecordTables) hold the same records. "Today" is
 * 2026-11-21.
 */
export const searchRecordTables = (): RecordTables => {
  const people: RecordRow[] = [];
  const addresses: RecordRow[] = [];
  const links: RecordRow[] = [];
  let addressId = 100;
  let linkId = 1000;
  for (const [id, first, middle, last, birth, places] of SEARCH_FIXTURE_PEOPLE) {
    people.push({
      id,
      first_name: first,
      middle_name: middle,
      last_name: last,
      gender: 'M',
      birth_date: birth,
      deceased: false,
      ...PROV,
    });
    for (const [city, state, from, to, current] of places) {
      addressId += 1;
      linkId += 1;
      addresses.push({
        id: addressId,
        house_number: String(addressId),
        street_name: 'Elm',
        street_suffix: 'St',
        city,
        state,
        zip: '78701',
        address_key: `${addressId} elm st`,
        ...PROV,
      });
      links.push({
        id: linkId,
        person_id: id,
        address_id: addressId,
        from_date: from,
        to_date: to,
        is_current: current,
        ...PROV,
      });
    }
  }
  // A building with three units at 500 Harbor View Dr, Austin TX 78702, and a house at 42 Oak Ln.
  for (const [id, unit] of [
    [201, '101'],
    [202, '102'],
    [203, '201'],
  ] as const) {
    addresses.push({
      id,
      house_number: '500',
      street_name: 'Harbor View',
      street_suffix: 'Dr',
      unit_type: 'Unit',
      unit,
      city: 'Austin',
      state: 'TX',
      zip: '78702',
      address_key: `500 harbor view dr unit ${unit}`,
      ...PROV,
    });
  }
  addresses.push({
    id: 210,
    house_number: '42',
    street_name: 'Oak',
    street_suffix: 'Ln',
    city: 'Austin',
    state: 'TX',
    zip: '78703',
    address_key: '42 oak ln',
    ...PROV,
  });
  links.push(
    { id: 5001, person_id: 8, address_id: 202, from_date: '2021-01-01', to_date: null, is_current: true, ...PROV },
    {
      id: 5002,
      person_id: 3,
      address_id: 202,
      from_date: '2016-01-01',
      to_date: '2019-01-01',
      is_current: false,
      ...PROV,
    },
  );
  // Not in search-fixture.ts: a building with one unit (its suggestion names the unit).
  addresses.push({
    id: 220,
    house_number: '7',
    street_name: 'Pine',
    street_suffix: 'Ct',
    unit_type: 'Apt',
    unit: '4',
    city: 'Boise',
    state: 'ID',
    zip: '83702',
    address_key: '7 pine ct apt 4',
    ...PROV,
  });
  const property = (id: number, address_id: number): RecordRow => ({
    id,
    address_id,
    apn: 'APN',
    county: 'Travis',
    land_use_code: 1004,
    land_use_group: 'condo',
    property_class: 'residential',
    year_built: 2001,
    bedrooms: 2,
    bathrooms: 2,
    square_feet: 1100,
    units: 1,
    pool: false,
    garage: false,
    basement: false,
    attic: false,
    hoa: true,
    owner_occupied: true,
    vacant: false,
    open_loans_cents: 0,
    market_status: 0,
    latitude: 30.26,
    longitude: -97.74,
    ...PROV,
  });
  return {
    sources: [{ id: 1, name: 'Fixture', kind: 'credit_header', jurisdiction: 'US' }],
    people,
    // Mary Ann Smith was born Johnson; Elizabeth Taylor is also known as Liz Burton.
    person_names: [
      {
        id: 1,
        person_id: 5,
        name_type: 'maiden',
        first_name: 'Mary',
        middle_name: 'Ann',
        last_name: 'Johnson',
        ...PROV,
      },
      { id: 2, person_id: 10, name_type: 'aka', first_name: 'Liz', middle_name: null, last_name: 'Burton', ...PROV },
    ],
    addresses,
    person_addresses: links,
    relationships: [
      { id: 1, person_id: 1, related_person_id: 5, kind: 'family', relation: 'spouse', ...PROV },
      { id: 2, person_id: 5, related_person_id: 1, kind: 'family', relation: 'spouse', ...PROV },
    ],
    phones: [
      { id: 1, number: '5125550142', line_type: 'mobile', carrier: 'Fixture Mobile', classification: 6, ...PROV },
      { id: 2, number: '8005550100', line_type: 'voip', carrier: null, classification: 3, ...PROV },
    ],
    person_phones: [{ id: 1, person_id: 1, phone_id: 1, is_current: true, ...PROV }],
    emails: [{ id: 1, person_id: 1, email: 'Bob.Smith@Example.com', is_current: true, ...PROV }],
    properties: [property(1, 202), property(2, 210)],
  };
};

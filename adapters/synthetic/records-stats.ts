import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  QUICK_FILTERS as CORE_QUICK_FILTERS,
  computeEquityPercent,
  type ForeclosureStage,
  type PropertyFacts,
  QUICK_FILTER_IDS,
} from '../../core/property/quick-filters.rules.js';
import { RECORD_TABLES, type RecordsManifest, recordTableSpec } from '../../core/records/record-files.schema.js';
import { isPlaceOf, US_STATES } from './geo.js';
import {
  TIMELINE_VIOLATIONS,
  type TimelineFact,
  type TimelineViolation,
  timelineViolationOf,
} from './life-timeline.js';

/**
 * Quick filters (001 section 9) are the core rules: core/property/quick-filters.rules.ts, applied to
 * {@link PropertyFacts} built from the record files (`propertyFactsFromRecords`). The SQL twin is
 * adapters/postgres/records-stats.ts QUICK_FILTER_COUNTS_SQL; a test keeps both equal.
 */
export const QUICK_FILTERS = QUICK_FILTER_IDS;

export interface RecordStats {
  /** The data set's "today" (manifest asOf). */
  asOf: string;
  people: number;
  properties: number;
  topSurnames: { name: string; count: number; share: number }[];
  top10SurnameShare: number;
  statesCovered: string[];
  statesMissing: string[];
  ageHistogram: { band: string; count: number; share: number }[];
  quickFilters: { filter: string; count: number; share: number }[];
  /** Fact rows whose source_id is null or unknown, or recorded_at null: must be 0. */
  factsWithoutSource: number;
  rowsByTable: Record<string, number>;
  /** Facts outside their person's life timeline, per kind (life-timeline.ts): each must be 0. */
  timelineViolations: Record<TimelineViolation, number>;
  /** Up to 3 example rows per violated kind ("table id: detail"), to find the cause. */
  timelineExamples: Partial<Record<TimelineViolation, string[]>>;
}

const AGE_BANDS: [string, number, number][] = [
  ['18-24', 18, 24],
  ['25-34', 25, 34],
  ['35-44', 35, 44],
  ['45-54', 45, 54],
  ['55-64', 55, 64],
  ['65-74', 65, 74],
  ['75-84', 75, 84],
  ['85-100', 85, 200],
];

/** Reads each line of a TSV file as its fields (COPY text format; stats need no unescaping). */
const eachRow = async (path: string, fn: (f: string[]) => void): Promise<void> => {
  const rl = createInterface({ input: createReadStream(path, { highWaterMark: 1 << 20 }), crlfDelay: Infinity });
  for await (const line of rl) if (line.length > 0) fn(line.split('\t'));
};

type FactsInput = Omit<PropertyFacts, 'marketStatus' | 'equityPercent'> & { marketStatus: number };

/** PropertyFacts (core/property) of one property from its record values (money in dollars). */
export const propertyFactsFromRecords = (x: FactsInput): PropertyFacts => ({
  ...x,
  marketStatus: x.marketStatus === 1 ? 'onMarket' : x.marketStatus === 2 ? 'sold' : 'offMarket',
  equityPercent: computeEquityPercent(x.estimatedValue, x.openLoanBalance),
});

const dayNum = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/**
 * The distribution report of a generated record set, computed over its files (streaming; typed
 * arrays indexed by id): surname shares, states covered, age histogram, properties per quick
 * filter, facts without a source.
 */
export const computeRecordStats = async (dir: string): Promise<RecordStats> => {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as RecordsManifest;
  const rowsByTable = Object.fromEntries(manifest.tables.map((t) => [t.table, t.rows]));
  const asOf = dayNum(manifest.asOf);
  const nPeople = rowsByTable.people ?? 0;
  const nProps = rowsByTable.properties ?? 0;
  const f = (table: string) => join(dir, `${table}.tsv`);
  const col = (table: string, name: string) => recordTableSpec(table).columns.findIndex((c) => c.name === name);

  // Sources.
  const sources = new Set<string>();
  await eachRow(f('sources'), (r) => sources.add(r[0]!));
  let factsWithoutSource = 0;

  // People: surnames, ages, deceased.
  const surnameCounts = new Map<string, number>();
  const deceased = new Uint8Array(nPeople + 2);
  const ages = new Array(AGE_BANDS.length).fill(0) as number[];
  const pLast = col('people', 'last_name');
  const pBirth = col('people', 'birth_date');
  const pDec = col('people', 'deceased');
  await eachRow(f('people'), (r) => {
    const id = Number(r[0]);
    surnameCounts.set(r[pLast]!, (surnameCounts.get(r[pLast]!) ?? 0) + 1);
    if (r[pDec] === 't') deceased[id] = 1;
    const b = r[pBirth]!;
    if (b !== '\\N') {
      const age = Math.floor((asOf - dayNum(b)) / 365.25);
      const i = AGE_BANDS.findIndex(([, lo, hi]) => age >= lo && age <= hi);
      if (i >= 0) ages[i]!++;
    }
  });

  // States of the people's last known addresses.
  const stateIdx = new Map<string, number>(US_STATES.map((s, i) => [s, i + 1]));
  const addrState = new Uint8Array((rowsByTable.addresses ?? 0) + 2);
  const aState = col('addresses', 'state');
  await eachRow(f('addresses'), (r) => {
    addrState[Number(r[0])] = stateIdx.get(r[aState]!) ?? 0;
  });
  const covered = new Set<string>();
  const paAddr = col('person_addresses', 'address_id');
  const paCur = col('person_addresses', 'is_current');
  const paTo = col('person_addresses', 'to_date');
  const paFrom = col('person_addresses', 'from_date');
  await eachRow(f('person_addresses'), (r) => {
    // Current address, or the last one of a deceased person (to_date set, from this household).
    if (r[paCur] === 't' || (r[paTo] !== '\\N' && r[paFrom] !== '\\N' && deceased[Number(r[1])] === 1)) {
      const s = addrState[Number(r[paAddr])] ?? 0;
      if (s > 0) covered.add(US_STATES[s - 1]!);
    }
  });

  // Properties: the facts the quick filters read, per property id.
  const n = nProps + 2;
  const vacant = new Uint8Array(n);
  const ownerOcc = new Uint8Array(n);
  const market = new Uint8Array(n);
  const value = new Float64Array(n).fill(Number.NaN);
  const openBalance = new Float64Array(n);
  const lastSale: (string | null)[] = new Array(n).fill(null);
  const u8 = () => new Uint8Array(n);
  const flags = {
    bank: u8(),
    deceasedOwner: u8(),
    probate: u8(),
    taxDelinquent: u8(),
    propertyLiens: u8(),
    personalLiens: u8(),
    bankrupt: u8(),
    cash: u8(),
    openLoans: u8(),
  };
  const fcStage: ForeclosureStage[] = new Array(n).fill('none');
  const auctionDate: (string | null)[] = new Array(n).fill(null);
  const listingStatus: PropertyFacts['listingStatus'][] = new Array(n).fill(null);
  const listingType: PropertyFacts['listingType'][] = new Array(n).fill(null);
  const listingDom: (number | null)[] = new Array(n).fill(null);
  const c = (name: string) => col('properties', name);
  const [cVac, cOcc, cMkt, cVal, cOpen, cLast] = [
    c('vacant'),
    c('owner_occupied'),
    c('market_status'),
    c('estimated_value_cents'),
    c('open_loans_cents'),
    c('last_sale_date'),
  ];
  await eachRow(f('properties'), (r) => {
    const id = Number(r[0]);
    vacant[id] = r[cVac] === 't' ? 1 : 0;
    ownerOcc[id] = r[cOcc] === 't' ? 1 : 0;
    market[id] = Number(r[cMkt]);
    if (r[cVal] !== '\\N') value[id] = Number(r[cVal]) / 100;
    openBalance[id] = Number(r[cOpen]) / 100;
    lastSale[id] = r[cLast] === '\\N' ? null : r[cLast]!;
  });
  // Person facts needed by owner-based filters.
  const personLien = new Uint8Array(nPeople + 2);
  const personBk = new Uint8Array(nPeople + 2);
  await eachRow(f('person_liens'), (r) => {
    if (r[col('person_liens', 'status')] === 'open') personLien[Number(r[1])]! += 1;
  });
  await eachRow(f('bankruptcies'), (r) => {
    if (r[col('bankruptcies', 'status')] === 'open') personBk[Number(r[1])] = 1;
  });
  const oType = col('property_owners', 'owner_type');
  const oPerson = col('property_owners', 'person_id');
  const oCur = col('property_owners', 'is_current');
  await eachRow(f('property_owners'), (r) => {
    if (r[oCur] !== 't') return;
    const pid = Number(r[1]);
    if (r[oType] === 'bank') flags.bank[pid] = 1;
    if (r[oPerson] !== '\\N') {
      const person = Number(r[oPerson]);
      if (deceased[person]) flags.deceasedOwner[pid] = 1;
      flags.personalLiens[pid]! += personLien[person]!;
      if (personBk[person]) flags.bankrupt[pid] = 1;
    }
  });
  const newestTax = new Int32Array(n);
  await eachRow(f('property_tax_assessments'), (r) => {
    const pid = Number(r[1]);
    const year = Number(r[col('property_tax_assessments', 'tax_year')]);
    if (year >= newestTax[pid]!) {
      newestTax[pid] = year;
      flags.taxDelinquent[pid] = r[col('property_tax_assessments', 'delinquent')] === 't' ? 1 : 0;
    }
  });
  await eachRow(f('property_liens'), (r) => {
    if (r[col('property_liens', 'status')] === 'open') flags.propertyLiens[Number(r[1])]! += 1;
  });
  await eachRow(f('property_recordings'), (r) => {
    if (r[col('property_recordings', 'document_type')]!.includes('Probate')) flags.probate[Number(r[1])] = 1;
  });
  await eachRow(f('property_foreclosures'), (r) => {
    const pid = Number(r[1]);
    const stage = r[col('property_foreclosures', 'stage')];
    const status = r[col('property_foreclosures', 'status')];
    const doc = r[col('property_foreclosures', 'document_type')];
    if (stage === 'auction' && status === 'scheduled') {
      fcStage[pid] = 'noticeOfSale';
      const d = r[col('property_foreclosures', 'auction_date')]!;
      auctionDate[pid] = d === '\\N' ? null : d;
    } else if (stage === 'pre_foreclosure' && status === 'active' && fcStage[pid] === 'none') {
      fcStage[pid] = doc === 'Lis Pendens' ? 'lisPendens' : 'noticeOfDefault';
    }
  });
  const lastSaleTx: string[] = new Array(n).fill('');
  const ltType = col('property_transactions', 'transaction_type');
  const ltDate = col('property_transactions', 'recording_date');
  const ltOpen = col('property_transactions', 'is_open');
  await eachRow(f('property_transactions'), (r) => {
    const pid = Number(r[1]);
    if (r[ltType] === 'loan') {
      if (r[ltOpen] === 't') flags.openLoans[pid]! += 1;
      return;
    }
    const d = r[ltDate]!;
    if (d >= lastSaleTx[pid]!) {
      lastSaleTx[pid] = d;
      flags.cash[pid] = r[col('property_transactions', 'is_cash')] === 't' ? 1 : 0;
    }
  });
  const newestListing: string[] = new Array(n).fill('');
  const lStatus = col('property_listings', 'status');
  await eachRow(f('property_listings'), (r) => {
    const pid = Number(r[1]);
    const d = r[col('property_listings', 'status_date')]!;
    if (d < newestListing[pid]!) return;
    newestListing[pid] = d;
    const st = r[lStatus]!;
    listingStatus[pid] = st === 'active' || st === 'pending' || st === 'sold' ? st : 'failed';
    listingType[pid] = r[col('property_listings', 'listing_type')] === 'rent' ? 'rent' : 'sale';
    listingDom[pid] =
      st === 'active' || st === 'pending' ? Number(r[col('property_listings', 'days_on_market')]) : null;
  });

  // Facts without a source: every fact table's source_id must name a source, recorded_at be set.
  for (const spec of RECORD_TABLES) {
    if (spec.table === 'sources') continue;
    const si = spec.columns.findIndex((x) => x.name === 'source_id');
    const ri = spec.columns.findIndex((x) => x.name === 'recorded_at');
    await eachRow(f(spec.table), (r) => {
      if (!sources.has(r[si]!) || r[ri] === '\\N' || r[ri] === undefined) factsWithoutSource++;
    });
  }

  const counts = Object.fromEntries(QUICK_FILTERS.map((q) => [q, 0])) as Record<string, number>;
  const today = manifest.asOf;
  for (let id = 1; id <= nProps; id++) {
    const v = Number.isNaN(value[id]!) ? null : value[id]!;
    const facts: PropertyFacts = propertyFactsFromRecords({
      marketStatus: market[id]!,
      listingStatus: listingStatus[id] ?? null,
      listingType: listingType[id] ?? null,
      daysOnMarket: listingDom[id] ?? null,
      estimatedValue: v,
      openLoanCount: flags.openLoans[id]!,
      openLoanBalance: openBalance[id]!,
      lastSaleDate: lastSale[id] ?? null,
      lastSaleCashPurchase: flags.cash[id] === 1,
      isVacant: vacant[id] === 1,
      ownerOccupied: ownerOcc[id] === 1,
      taxDelinquent: flags.taxDelinquent[id] === 1,
      ownerInBankruptcy: flags.bankrupt[id] === 1,
      propertyLienCount: flags.propertyLiens[id]!,
      personalLienCount: flags.personalLiens[id]!,
      foreclosureStage: fcStage[id] ?? 'none',
      auctionDate: auctionDate[id] ?? null,
      ownerDeceased: flags.deceasedOwner[id] === 1,
      probateOpened: flags.probate[id] === 1,
      bankOwned: flags.bank[id] === 1,
    });
    for (const q of CORE_QUICK_FILTERS) if (q.matches(facts, today)) counts[q.id]!++;
  }

  const timeline = await computeTimelineViolations(f, col, nPeople, asOf);

  const sorted = [...surnameCounts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const top = sorted.slice(0, 10).map(([name, count]) => ({ name, count, share: count / Math.max(1, nPeople) }));
  return {
    asOf: manifest.asOf,
    people: nPeople,
    properties: nProps,
    topSurnames: top,
    top10SurnameShare: top.reduce((s, x) => s + x.share, 0),
    statesCovered: US_STATES.filter((s) => covered.has(s)),
    statesMissing: US_STATES.filter((s) => !covered.has(s)),
    ageHistogram: AGE_BANDS.map(([band], i) => ({ band, count: ages[i]!, share: ages[i]! / Math.max(1, nPeople) })),
    quickFilters: QUICK_FILTERS.map((q) => ({ filter: q, count: counts[q]!, share: counts[q]! / Math.max(1, nProps) })),
    factsWithoutSource,
    rowsByTable,
    timelineViolations: timeline.counts,
    timelineExamples: timeline.examples,
  };
};

/**
 * Counts the facts outside their person's life timeline (life-timeline.ts) over the record files:
 * dated person facts against birth, death and today; addresses without a county; city fields that
 * name no place of their state.
 */
const computeTimelineViolations = async (
  f: (table: string) => string,
  col: (table: string, name: string) => number,
  nPeople: number,
  today: number,
): Promise<{ counts: Record<TimelineViolation, number>; examples: Partial<Record<TimelineViolation, string[]>> }> => {
  const counts = Object.fromEntries(TIMELINE_VIOLATIONS.map((v) => [v, 0])) as Record<TimelineViolation, number>;
  const examples: Partial<Record<TimelineViolation, string[]>> = {};
  const note = (v: TimelineViolation | null, table: string, r: string[], detail: () => string) => {
    if (!v) return;
    counts[v]++;
    const list = examples[v] ?? [];
    examples[v] = list;
    if (list.length < 3) list.push(`${table} ${r[0]}: ${detail()}`);
  };
  const day = (x: string | undefined): number | null => (x === undefined || x === '\\N' ? null : dayNum(x));
  const birth = new Float64Array(nPeople + 2).fill(Number.NaN);
  const death = new Float64Array(nPeople + 2).fill(Number.NaN);
  const pBirth = col('people', 'birth_date');
  const pDeath = col('people', 'deceased_date');
  await eachRow(f('people'), (r) => {
    const id = Number(r[0]);
    birth[id] = day(r[pBirth]) ?? Number.NaN;
    death[id] = day(r[pDeath]) ?? Number.NaN;
  });
  const dated = async (
    table: string,
    personCol: string,
    startCol: string,
    endCol: string | null,
    kind: TimelineFact | null,
    mayOutliveOwner = false,
  ) => {
    const [pi, si, ei] = [col(table, personCol), col(table, startCol), endCol ? col(table, endCol) : -1];
    await eachRow(f(table), (r) => {
      if (r[pi] === '\\N') return;
      const id = Number(r[pi]);
      const b = birth[id]!;
      if (Number.isNaN(b)) return;
      const d = death[id]!;
      const [start, end] = [day(r[si]), ei >= 0 ? day(r[ei]) : null];
      const v = timelineViolationOf({
        birth: b,
        death: Number.isNaN(d) ? null : d,
        today,
        start,
        end,
        kind,
        mayOutliveOwner,
      });
      note(
        v,
        table,
        r,
        () =>
          `person ${id} born ${new Date(b * 86_400_000).toISOString().slice(0, 10)}, ${startCol} ${r[si]}${ei >= 0 ? `, ${endCol} ${r[ei]}` : ''}`,
      );
    });
  };
  await dated('person_addresses', 'person_id', 'from_date', 'to_date', null);
  await dated('person_phones', 'person_id', 'first_seen', 'last_seen', 'contact');
  await dated('emails', 'person_id', 'first_seen', 'last_seen', 'contact');
  await dated('employment', 'person_id', 'start_date', 'end_date', 'job');
  await dated('licenses', 'person_id', 'issue_date', null, 'licence');
  await dated('property_owners', 'person_id', 'from_date', 'to_date', 'property', true);
  await dated('criminal_records', 'person_id', 'offense_date', null, null);
  await dated('bankruptcies', 'person_id', 'filing_date', null, null);
  await dated('person_liens', 'person_id', 'filing_date', null, null);

  const cityCheck = async (table: string) => {
    const [ci, si] = [col(table, 'city'), col(table, 'state')];
    await eachRow(f(table), (r) => {
      const city = r[ci]!;
      if (city !== '\\N' && !isPlaceOf(city, r[si]!)) note('cityNotAPlace', table, r, () => `${city}, ${r[si]}`);
    });
  };
  const aCounty = col('addresses', 'county');
  await eachRow(f('addresses'), (r) => {
    if (r[aCounty] === '\\N' || r[aCounty] === '')
      note('addressWithoutCounty', 'addresses', r, () => `${r.slice(1, 12).join(' ')}`);
  });
  await cityCheck('addresses');
  await cityCheck('employment');
  await cityCheck('schools');
  return { counts, examples };
};

/** Plain-text rendering of the report (the `stats` CLI). */
export const formatRecordStats = (s: RecordStats): string => {
  const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
  const out: string[] = [];
  out.push(`People: ${s.people}   Properties: ${s.properties}   (as of ${s.asOf})`);
  out.push(`Top 10 surnames (${pct(s.top10SurnameShare)} of people):`);
  for (const t of s.topSurnames) out.push(`  ${t.name.padEnd(12)} ${String(t.count).padStart(9)}  ${pct(t.share)}`);
  out.push(
    `States covered: ${s.statesCovered.length} of 51 (50 states + DC)${s.statesMissing.length ? `; missing ${s.statesMissing.join(', ')}` : ''}`,
  );
  out.push('Age histogram:');
  for (const a of s.ageHistogram)
    out.push(
      `  ${a.band.padEnd(7)} ${String(a.count).padStart(9)}  ${pct(a.share).padStart(8)}  ${'#'.repeat(Math.round(a.share * 100))}`,
    );
  out.push('Properties per quick filter (each must be >= 0.5 %):');
  for (const q of s.quickFilters)
    out.push(
      `  ${q.filter.padEnd(16)} ${String(q.count).padStart(9)}  ${pct(q.share).padStart(8)}${q.share < 0.005 ? '  BELOW 0.5 %' : ''}`,
    );
  out.push(`Facts without a source: ${s.factsWithoutSource}`);
  const total = TIMELINE_VIOLATIONS.reduce((n, v) => n + s.timelineViolations[v], 0);
  out.push(`Timeline violations (each must be 0): ${total}`);
  for (const v of TIMELINE_VIOLATIONS) {
    out.push(`  ${v.padEnd(24)} ${String(s.timelineViolations[v]).padStart(9)}`);
    for (const e of s.timelineExamples[v] ?? []) out.push(`      e.g. ${e}`);
  }
  return out.join('\n');
};

/**
 * The sources of a synthetic records set (sources.tsv): national ones, three per state, four per
 * property metro, then the schools' source. Every fact row names one of them.
 */
import { US_STATE_NAMES } from '../../core/search/us-states.rules.js';
import type { MetroArea } from './geo.js';
import { US_STATES } from './geo.js';
import { SCHOOL_SOURCE } from './schools.js';
import type { Cell } from './tsv-writer.js';

/** State names come from the core's table (002 section 3), so reports and search spell them alike. */
export const STATE_NAMES = US_STATE_NAMES;

/** Ids of the national sources (the first rows of sources.tsv, in this order). */
export const NATIONAL_SOURCES = {
  creditHeader: 1,
  carrier: 2,
  marketing: 3,
  social: 4,
  deathMaster: 5,
  usps: 6,
  bankruptcyCourts: 7,
  mls: 8,
} as const;

export type NationalSources = typeof NATIONAL_SOURCES;

/** Per state: [court, traffic court, licensing]. */
export type StateSources = [number, number, number];
/** Per metro: [assessor, recorder, building department, county court]. */
export type MetroSources = [number, number, number, number];

/** The source rows of a set and the ids of its state and metro sources. */
export interface RecordSources {
  rows: Cell[][];
  stateSources: StateSources[];
  metroSources: MetroSources[];
  stateIndex: Map<string, number>;
  /** The schools' source: the last row, added after the others so their ids stay as they were. */
  schoolSource: number;
}

/** Builds the source rows: national sources, then each state's, then each metro's (ids 1..n in that order). */
export const buildRecordSources = (metros: readonly MetroArea[]): RecordSources => {
  const rows: Cell[][] = [];
  const stateSources: StateSources[] = [];
  const metroSources: MetroSources[] = [];
  const stateIndex = new Map<string, number>();
  const s = (name: string, kind: string, jurisdiction: string | null) => {
    const id = rows.length + 1;
    rows.push([id, name, kind, jurisdiction]);
    return id;
  };
  s('Consolidated credit header', 'credit_header', 'US');
  s('Wireless and wireline carrier data', 'phone_carrier', 'US');
  s('Consumer marketing data', 'marketing', 'US');
  s('Social media profile aggregator', 'social', 'US');
  s('Social Security Death Master File', 'vital_records', 'US');
  s('USPS National Change of Address', 'usps', 'US');
  s('US Bankruptcy Courts (PACER)', 'court', 'US');
  s('Multiple Listing Service feed', 'mls', 'US');
  US_STATES.forEach((st, i) => {
    stateIndex.set(st, i);
    const name = STATE_NAMES[st]!;
    stateSources.push([
      s('State court records', 'court', name),
      s('Traffic court records', 'court', name),
      s('Professional licensing board', 'state_licensing', name),
    ]);
  });
  for (const m of metros) {
    const j = `${m.county} County, ${m.state}`;
    metroSources.push([
      s('County assessor', 'county_assessor', j),
      s('County recorder', 'county_recorder', j),
      s('Building department', 'building_department', j),
      s('County civil court', 'court', j),
    ]);
  }
  const schoolSource = s(SCHOOL_SOURCE.name, SCHOOL_SOURCE.kind, SCHOOL_SOURCE.jurisdiction);
  return { rows, stateSources, metroSources, stateIndex, schoolSource };
};

/**
 * The codes a property record carries (001 section 3): its market status and its land-use group, read from
 * the standardised land-use code. The records model (records.schema.ts) and the property tools share them.
 */

/** Property market status (001 section 3): offMarket 0, onMarket 1, sold 2. */
export const MARKET_STATUS = Object.freeze({ offMarket: 0, onMarket: 1, sold: 2 } as const);
/** A market status name. */
export type MarketStatusName = keyof typeof MARKET_STATUS;

/** The land-use groups (001 section 3), in the display order house, townhouse, condo, multi-family, co-op, office, commercial, land, other. */
export const LAND_USE_GROUPS = Object.freeze([
  'house',
  'townHouse',
  'condo',
  'multiFamily',
  'coOp',
  'office',
  'commercial',
  'land',
  'other',
] as const);
/** A land-use group. */
export type LandUseGroup = (typeof LAND_USE_GROUPS)[number];

/**
 * Land-use codes per group. The spec fixes townHouse 1002, 1007; condo 1004, 1124, 2052; coOp 1005,
 * 1125. The rest are ours, in the same standardised land-use numbering (1xxx residential, 2xxx
 * commercial, 4xxx land): house 1000 (residential, general), 1001 (single-family), 1003 (cluster
 * home), 1006 (manufactured home); multiFamily 1100 (multi-family, general), 1101 (duplex), 1102
 * (triplex), 1103 (quadruplex), 1110 (apartments, 5+ units); office 2010 (office building), 2011
 * (office park), 2012 (medical office); commercial 2000 (commercial,
 * general), 2001 (retail), 2002 (restaurant), 2003 (hotel/motel), 2004 (warehouse); land 4000
 * (vacant land, general), 4001 (residential lot), 4002 (commercial lot), 4003 (agricultural).
 * `other` lists 9000 (unknown) and also takes every code no group lists.
 */
export const LAND_USE_CODES: Readonly<Record<LandUseGroup, readonly number[]>> = Object.freeze({
  house: [1000, 1001, 1003, 1006],
  townHouse: [1002, 1007],
  condo: [1004, 1124, 2052],
  multiFamily: [1100, 1101, 1102, 1103, 1110],
  coOp: [1005, 1125],
  office: [2010, 2011, 2012],
  commercial: [2000, 2001, 2002, 2003, 2004],
  land: [4000, 4001, 4002, 4003],
  other: [9000],
});

/** The land-use group of a code; a code no group lists (or none) is `other`. */
export const landUseGroupOf = (code: number | null | undefined): LandUseGroup =>
  (LAND_USE_GROUPS as readonly LandUseGroup[]).find((g) => code != null && LAND_USE_CODES[g].includes(code)) ?? 'other';

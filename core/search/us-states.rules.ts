/**
 * "A map of US state codes (including DC, Guam, Puerto Rico, Virgin Islands) to names" (002 section 3).
 */
export const US_STATE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  GU: 'Guam',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VI: 'Virgin Islands',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
});

/** Whether a text is a US state code of the map (002 section 3), case-insensitive, surrounding spaces ignored. */
export const isUsStateCode = (value: string): boolean => Object.hasOwn(US_STATE_NAMES, value.trim().toUpperCase());

/** The state name for a code (002 section 3), case-insensitive; undefined when the code is not in the map. */
export const usStateName = (code: string): string | undefined =>
  isUsStateCode(code) ? US_STATE_NAMES[code.trim().toUpperCase()] : undefined;

/**
 * The code for a full state name (case-insensitive, e.g. "texas" -> "TX"), so a free-text search may
 * name the state in full; undefined when no state has that name.
 */
export const usStateCodeForName = (name: string): string | undefined => {
  const wanted = name.trim().toLowerCase();
  return Object.keys(US_STATE_NAMES).find((code) => US_STATE_NAMES[code]?.toLowerCase() === wanted);
};

import type { ComparablesFilter } from '#core/property/comparables.rules';
import { comparablesFilterSchema } from '#core/property/comparables.schema';
import { LAND_USE_CODES, LAND_USE_GROUPS, type LandUseGroup } from '#core/property/property-enums.rules';
import { type FieldErrors, toFieldErrors } from '#core/shared/errors';

/**
 * The comparables filter form (001 section 3 "Comparables" filter, section 5 "Nearby filters", section 9
 * defaults) as typed text, and its way to and from the filter the server reads. The form is checked with
 * the server's own schema (`comparablesFilterSchema`), so the browser shows the server's messages.
 */

/** The form's values: text as typed; `lastSaleDateInterval` '' means "the dates below". */
export type ComparablesFormValues = {
  distanceFromSubject: string;
  landUseGroups: LandUseGroup[];
  yearBuiltMin: string;
  yearBuiltMax: string;
  squareFeetMin: string;
  squareFeetMax: string;
  bedroomsMin: string;
  bedroomsMax: string;
  bathroomsMin: string;
  bathroomsMax: string;
  lotSquareFeetMin: string;
  lotSquareFeetMax: string;
  lastSaleDateInterval: string;
  lastSaleDateMin: string;
  lastSaleDateMax: string;
  subdivision: string;
  listingStatus: string;
  saleSituation: string;
  propertyClassCode: string;
  /** '' any, 'true' only multi-parcel sales, 'false' none. */
  multiParcel: string;
};

/** The text fields of the form that hold a number. */
const NUMBER_FIELDS = [
  'distanceFromSubject',
  'yearBuiltMin',
  'yearBuiltMax',
  'squareFeetMin',
  'squareFeetMax',
  'bedroomsMin',
  'bedroomsMax',
  'bathroomsMin',
  'bathroomsMax',
  'lotSquareFeetMin',
  'lotSquareFeetMax',
  'lastSaleDateInterval',
] as const;

const TEXT_FIELDS = [
  'lastSaleDateMin',
  'lastSaleDateMax',
  'subdivision',
  'listingStatus',
  'saleSituation',
  'propertyClassCode',
] as const;

const text = (v: number | string | undefined): string => (v === undefined ? '' : String(v));

/**
 * The land-use groups a list of codes covers: a group counts when every one of its codes is in the list
 * (the form offers groups, 001 section 3 "Land-use groups"; the wire carries codes).
 */
export const landUseGroupsOf = (codes: readonly number[] | undefined): LandUseGroup[] =>
  codes && codes.length > 0 ? LAND_USE_GROUPS.filter((g) => LAND_USE_CODES[g].every((c) => codes.includes(c))) : [];

/** The codes of the chosen land-use groups, in the groups' display order. */
export const landUseCodesOf = (groups: readonly LandUseGroup[]): number[] =>
  LAND_USE_GROUPS.filter((g) => groups.includes(g)).flatMap((g) => [...LAND_USE_CODES[g]]);

/** The form filled from a filter (the reply's resolved filter: the defaults the server applied). */
export const formFromFilter = (filter: ComparablesFilter): ComparablesFormValues => {
  const out = { landUseGroups: landUseGroupsOf(filter.landUseCode) } as ComparablesFormValues;
  for (const f of NUMBER_FIELDS) out[f] = text(filter[f]);
  for (const f of TEXT_FIELDS) out[f] = text(filter[f]);
  // An interval wins over the dates it resolved to (the server fills both in).
  if (out.lastSaleDateInterval !== '') {
    out.lastSaleDateMin = '';
    out.lastSaleDateMax = '';
  }
  out.multiParcel = filter.multiParcel === undefined ? '' : String(filter.multiParcel);
  return out;
};

/** The raw filter a form asks for: blank fields are left out, an interval replaces the dates. */
export const rawFilterOf = (values: ComparablesFormValues): Record<string, unknown> => {
  const raw: Record<string, unknown> = {};
  for (const f of [...NUMBER_FIELDS, ...TEXT_FIELDS]) {
    const v = values[f].trim();
    if (v !== '') raw[f] = v;
  }
  // Beds and baths "Any" is a minimum of 0 (001 section 5): not a restriction, so not sent.
  if (raw.bedroomsMin === '0') delete raw.bedroomsMin;
  if (raw.bathroomsMin === '0') delete raw.bathroomsMin;
  if (raw.lastSaleDateInterval !== undefined) {
    delete raw.lastSaleDateMin;
    delete raw.lastSaleDateMax;
  }
  const codes = landUseCodesOf(values.landUseGroups);
  if (codes.length > 0) raw.landUseCode = codes;
  if (values.multiParcel !== '') raw.multiParcel = values.multiParcel === 'true';
  return raw;
};

/**
 * Checks the form with the server's schema at `today` (the data's as-of date: a last-sale range cannot end
 * after it, 001 section 5). Answers the filter to send, or the messages keyed by form field.
 */
export const checkComparablesForm = (
  values: ComparablesFormValues,
  today: string,
): { ok: true; filter: ComparablesFilter } | { ok: false; errors: FieldErrors } => {
  const parsed = comparablesFilterSchema(today).safeParse(rawFilterOf(values));
  if (parsed.success) return { ok: true, filter: parsed.data };
  const errors = toFieldErrors(parsed.error);
  // The land-use codes are chosen as groups: their messages belong to the group boxes.
  if (errors.landUseCode) errors.landUseGroups = errors.landUseCode;
  return { ok: false, errors };
};

import type { ComparablesFilter } from '#core/property/comparables.rules';
import { COMPARABLES_FILTER_FIELDS, comparablesFilterSchema } from '#core/property/comparables.schema';
import { LAND_USE_CODES, LAND_USE_GROUPS, type LandUseGroup } from '#core/records/property-codes.rules';
import { type FieldErrors, toFieldErrors } from '#core/shared/errors';

/**
 * The comparables filter form (001 section 3 "Comparables" filter, section 5 "Nearby filters", section 9
 * defaults) as typed text, and its way to and from the filter the server reads. The form is checked with
 * the server's own schema (`comparablesFilterSchema`), so the browser shows the server's messages.
 */

/** The filter fields the form holds as typed text (all but the land-use codes and the multi-parcel choice). */
const FORM_TEXT_FIELDS = COMPARABLES_FILTER_FIELDS.filter(
  (f): f is Exclude<(typeof COMPARABLES_FILTER_FIELDS)[number], 'landUseCode' | 'multiParcel'> =>
    f !== 'landUseCode' && f !== 'multiParcel',
);
type FormTextField = (typeof FORM_TEXT_FIELDS)[number];

/**
 * The form's values: the text fields as typed; `lastSaleDateInterval` '' means "the dates below"; the
 * land-use codes as groups; `multiParcel` '' any, 'true' only multi-parcel sales, 'false' none.
 */
export type ComparablesFormValues = Record<FormTextField, string> & {
  landUseGroups: LandUseGroup[];
  multiParcel: string;
};

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
  for (const f of FORM_TEXT_FIELDS) out[f] = text(filter[f]);
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
  for (const f of FORM_TEXT_FIELDS) {
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
 * Checks the form with the server's schema at `today` (the caller's calendar date, as the server checks
 * it: a last-sale range cannot end in the future, 001 section 5; the data's as-of date only ends the
 * default window). Answers the filter to send, or the messages keyed by form field.
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

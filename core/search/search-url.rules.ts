import { formatPhoneNumber } from './phone-input.rules.js';
import {
  type AddressCriteria,
  type AkaName,
  checkAgeRange,
  DEFAULT_AGE_RANGE,
  isDefaultAgeRange,
  isMdyDob,
  normalizeAddressCriteria,
  type PersonCriteria,
} from './search-criteria.rules.js';
import { parseAddressText } from './search-kind.rules.js';

/* ------------------------------------------------------------------ query helpers (internal) */

type Pair = readonly [string, string];

const enc = (s: string): string => encodeURIComponent(s);

const dec = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

const queryString = (pairs: readonly Pair[]): string =>
  pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`;

/** Splits a URL or path into its decoded path and its ordered query pairs; origin and hash are ignored. */
const splitUrl = (url: string): { path: string; pairs: Pair[] } => {
  const noHash = url.split('#')[0] ?? '';
  const q = noHash.indexOf('?');
  let path = q === -1 ? noHash : noHash.slice(0, q);
  const query = q === -1 ? '' : noHash.slice(q + 1);
  path = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const pairs: Pair[] = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    pairs.push(eq === -1 ? [dec(part), ''] : [dec(part.slice(0, eq)), dec(part.slice(eq + 1))]);
  }
  return { path, pairs };
};

const lastValue = (pairs: readonly Pair[], key: string): string | undefined => {
  let found: string | undefined;
  for (const [k, v] of pairs) if (k === key) found = v;
  return found;
};

const pathSegments = (path: string): string[] =>
  path
    .split('/')
    .filter((s) => s !== '')
    .map(dec);

/* ------------------------------------------------------------------ slugs */

/**
 * A name as a URL carries it (002 section 2.1): lowercased, characters other than letters, digits,
 * spaces and hyphens stripped, each word's hyphens collapsed and trimmed, single spaces between words.
 */
export const urlNameForm = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .split(/\s+/)
    .map((w) => w.replace(/-+/g, '-').replace(/^-|-$/g, ''))
    .filter((w) => w !== '')
    .join(' ');

/** A place name (city, street) as a URL carries it: {@link urlNameForm} with hyphens read as spaces. */
const urlPlaceForm = (value: string): string => urlNameForm(value.replace(/-/g, ' '));

/**
 * A path slug (002 section 2.1): "spaces become hyphens, other characters are stripped, and the
 * whole path is lowercased".
 */
export const searchSlug = (value: string): string => urlNameForm(value).replace(/ /g, '-');

/* ------------------------------------------------------------------ tracking */

/**
 * The tracking and campaign parameters carried over from the current URL (002 section 2.1, "Tracking
 * and campaign parameters are carried over"). The spec names none; ours: every `utm_*` parameter plus
 * the ad-click ids below. (`lp` is not carried: on the reverse-phone landing it hides the
 * nav, which a results page must keep.)
 */
const TRACKING_PARAMS: readonly string[] = Object.freeze([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'irclickid',
  'clickid',
  'affid',
  'subid',
  'campaignid',
  'adgroupid',
]);

/** Whether a query parameter name is a tracking or campaign parameter ({@link TRACKING_PARAMS} or `utm_*`). */
export const isTrackingParam = (name: string): boolean => {
  const n = name.toLowerCase();
  return n.startsWith('utm_') || TRACKING_PARAMS.includes(n);
};

/** The tracking and campaign parameters of a URL, in their order (002 section 2.1). */
export const trackingParamsOf = (url: string): [string, string][] =>
  splitUrl(url)
    .pairs.filter(([k]) => isTrackingParam(k))
    .map(([k, v]) => [k, v]);

const withTracking = (pairs: Pair[], currentUrl: string | undefined): Pair[] => {
  if (currentUrl === undefined) return pairs;
  const taken = new Set(pairs.map(([k]) => k));
  return [...pairs, ...trackingParamsOf(currentUrl).filter(([k]) => !taken.has(k))];
};

/* ------------------------------------------------------------------ loading */

/**
 * "Any path containing /loading/ shows a loading animation" (002 section 2.1). Our reading: a path
 * segment named `loading` anywhere, so the e-mail search path /people/search/loading (no trailing
 * slash) shows it too. The query string and hash are ignored.
 */
export const showsLoadingAnimation = (url: string): boolean => `${splitUrl(url).path}/`.includes('/loading/');

/* ------------------------------------------------------------------ person */

/** Options of the person search URL (002 section 2.1: loader=false and debug=1; tracking from the current URL). */
export type PersonUrlOptions = {
  /** `false` adds loader=false. */
  readonly loader?: boolean;
  /** `true` adds debug=1. */
  readonly debug?: boolean;
  /** The current page URL, whose tracking and campaign parameters are carried over. */
  readonly currentUrl?: string;
};

const nameParts = (c: { firstName: string; middleName: string; lastName: string }) => ({
  first: urlNameForm(c.firstName),
  middle: urlNameForm(c.middleName),
  last: urlNameForm(c.lastName),
});

const ADDRESS_KEYS = ['houseNumber', 'street', 'unit', 'city', 'state', 'zip'] as const;
const AKA_KEYS = ['firstName', 'middleName', 'lastName'] as const;

const isEmptyAddress = (a: AddressCriteria) => ADDRESS_KEYS.every((k) => a[k].trim() === '');
const isEmptyAka = (a: AkaName) => AKA_KEYS.every((k) => a[k].trim() === '');

/**
 * What a person search URL can carry of a (normalised) person search (002 section 2.1). Parsing the
 * built URL gives exactly this: names in {@link urlNameForm}; the state as two uppercase letters;
 * the city in {@link urlPlaceForm}, and dropped without a state (the path is /{state}/{city}); a dob
 * only in M/D/YYYY; the age range back to 18-100 when a dob is present (ageStart/ageEnd are sent
 * "only when there is no full dob"); addresses and akas trimmed, with empty entries dropped and the
 * address propertyReachId dropped (the person query has no such key).
 */
export const personUrlForm = (c: PersonCriteria): PersonCriteria => {
  const { first, middle, last } = nameParts(c);
  const state = c.state.toUpperCase().replace(/[^A-Z]/g, '');
  return {
    firstName: first,
    middleName: middle,
    lastName: last,
    state,
    city: state === '' ? '' : urlPlaceForm(c.city),
    age: c.age !== null && Number.isInteger(c.age) ? c.age : null,
    ageRange: c.dob !== null && isMdyDob(c.dob) ? DEFAULT_AGE_RANGE : c.ageRange,
    dob: c.dob !== null && isMdyDob(c.dob) ? c.dob.trim() : null,
    title: c.title.trim(),
    addresses: c.addresses
      .map((a) => ({ ...normalizeAddressCriteria(a), propertyReachId: '' }))
      .filter((a) => !isEmptyAddress(a)),
    akas: c.akas
      .map((a) => ({ firstName: a.firstName.trim(), middleName: a.middleName.trim(), lastName: a.lastName.trim() }))
      .filter((a) => !isEmptyAka(a)),
  };
};

/**
 * Builds the person search URL (002 section 2.1): path /people/{first-middle-last}/{state}/{city}
 * ("spaces become hyphens, other characters are stripped, and the whole path is lowercased"; the
 * city segment only with a state) and the query: age, title; fn, mn, ln when a name contains a
 * hyphen (our reading: a name whose URL form has a hyphen or a space, since both show as hyphens in
 * the path and could not be split back; then all non-empty names are sent); dob only in M/D/YYYY;
 * ageStart and ageEnd only without a full dob and when the range differs from 18-100;
 * addresses[i].houseNumber/street/unit/city/state/zip and akas[i].firstName/middleName/lastName
 * (empty values dropped); loader=false; debug=1; then the current URL's tracking parameters.
 */
export const buildPersonSearchUrl = (criteria: PersonCriteria, options: PersonUrlOptions = {}): string => {
  const c = personUrlForm(criteria);
  const { firstName, middleName, lastName } = c;
  const names = [firstName, middleName, lastName].filter((n) => n !== '');
  let path = `/people/${searchSlug(names.join(' '))}`;
  if (c.state !== '') {
    path += `/${c.state.toLowerCase()}`;
    if (c.city !== '') path += `/${searchSlug(c.city)}`;
  }
  const pairs: Pair[] = [];
  if (c.age !== null) pairs.push(['age', String(c.age)]);
  if (c.title !== '') pairs.push(['title', c.title]);
  if (names.some((n) => /[ -]/.test(n))) {
    if (firstName !== '') pairs.push(['fn', firstName]);
    if (middleName !== '') pairs.push(['mn', middleName]);
    if (lastName !== '') pairs.push(['ln', lastName]);
  }
  if (c.dob !== null) pairs.push(['dob', c.dob]);
  else if (!isDefaultAgeRange(c.ageRange)) {
    pairs.push(['ageStart', String(c.ageRange.minAge)], ['ageEnd', String(c.ageRange.maxAge)]);
  }
  c.addresses.forEach((a, i) => {
    for (const k of ADDRESS_KEYS) if (a[k] !== '') pairs.push([`addresses[${i}].${k}`, a[k]]);
  });
  c.akas.forEach((a, i) => {
    for (const k of AKA_KEYS) if (a[k] !== '') pairs.push([`akas[${i}].${k}`, a[k]]);
  });
  if (options.loader === false) pairs.push(['loader', 'false']);
  if (options.debug === true) pairs.push(['debug', '1']);
  return path + queryString(withTracking(pairs, options.currentUrl));
};

/** A person search URL read back (002 section 2.1). */
export type ParsedPersonUrl = {
  readonly criteria: PersonCriteria;
  readonly loader: boolean;
  readonly debug: boolean;
};

const indexed = (pairs: readonly Pair[], prefix: string): Map<number, Map<string, string>> => {
  const out = new Map<number, Map<string, string>>();
  const re = new RegExp(`^${prefix}\\[(\\d{1,3})\\]\\.([A-Za-z]+)$`);
  for (const [k, v] of pairs) {
    const m = re.exec(k);
    if (!m) continue;
    const i = Number(m[1]);
    const entry = out.get(i) ?? new Map<string, string>();
    entry.set(m[2] ?? '', v);
    out.set(i, entry);
  }
  return new Map([...out.entries()].sort(([a], [b]) => a - b));
};

const intOrNull = (v: string | undefined): number | null => (v !== undefined && /^\d{1,3}$/.test(v) ? Number(v) : null);

/**
 * Reads a person search URL back into criteria (002 section 2.1), the inverse of
 * {@link buildPersonSearchUrl}: `parsePersonSearchUrl(buildPersonSearchUrl(c))` gives
 * `personUrlForm(c)`. Names come from fn/mn/ln when present, else from the path's name segment
 * (two parts: first and last; three: first, middle, last; more: the inner parts form the middle
 * name). An age range outside 18-100 is ignored. Null when the path is not /people/{name}/...
 */
export const parsePersonSearchUrl = (url: string): ParsedPersonUrl | null => {
  const { path, pairs } = splitUrl(url);
  const seg = pathSegments(path);
  if (seg[0] !== 'people' || seg[1] === undefined || seg[1] === 'search') return null;
  const get = (k: string) => lastValue(pairs, k);
  let first: string;
  let middle = '';
  let last = '';
  if (get('fn') !== undefined || get('ln') !== undefined) {
    first = urlNameForm(get('fn') ?? '');
    middle = urlNameForm(get('mn') ?? '');
    last = urlNameForm(get('ln') ?? '');
  } else {
    const parts = seg[1]
      .toLowerCase()
      .split('-')
      .filter((p) => p !== '');
    first = urlNameForm(parts[0] ?? '');
    if (parts.length >= 2) last = urlNameForm(parts[parts.length - 1] ?? '');
    if (parts.length >= 3) middle = urlNameForm(parts.slice(1, -1).join(' '));
  }
  const state = (seg[2] ?? '').toUpperCase().replace(/[^A-Z]/g, '');
  const city = state === '' ? '' : urlPlaceForm(seg[3] ?? '');
  const dobRaw = get('dob');
  const dob = dobRaw !== undefined && isMdyDob(dobRaw) ? dobRaw.trim() : null;
  const start = intOrNull(get('ageStart'));
  const end = intOrNull(get('ageEnd'));
  const ageRange =
    dob === null && start !== null && end !== null
      ? checkAgeRange({ minAge: start, maxAge: end }).unwrapOr(DEFAULT_AGE_RANGE)
      : DEFAULT_AGE_RANGE;
  const addresses = [...indexed(pairs, 'addresses').values()]
    .map((m) =>
      normalizeAddressCriteria({
        houseNumber: m.get('houseNumber'),
        street: m.get('street'),
        unit: m.get('unit'),
        city: m.get('city'),
        state: m.get('state'),
        zip: m.get('zip'),
      }),
    )
    .filter((a) => !isEmptyAddress(a));
  const akas = [...indexed(pairs, 'akas').values()]
    .map((m) => ({
      firstName: (m.get('firstName') ?? '').trim(),
      middleName: (m.get('middleName') ?? '').trim(),
      lastName: (m.get('lastName') ?? '').trim(),
    }))
    .filter((a) => !isEmptyAka(a));
  return {
    criteria: {
      firstName: first,
      middleName: middle,
      lastName: last,
      city,
      state,
      age: intOrNull(get('age')),
      ageRange,
      dob,
      title: (get('title') ?? '').trim(),
      addresses,
      akas,
    },
    loader: get('loader') !== 'false',
    debug: get('debug') === '1',
  };
};

/* ------------------------------------------------------------------ address */

/** Path of the address search (002 section 2.1). */
const ADDRESS_SEARCH_PATH = '/address/search';

/**
 * Builds the address search URL (002 section 2.1): /address/search with state, city, houseNumber,
 * street, unit (only when given), zip and propertyReachId (each only when given), then
 * landing=address. Values are the normalised address parts ({@link normalizeAddressCriteria}).
 */
export const buildAddressSearchUrl = (address: AddressCriteria, options: { currentUrl?: string } = {}): string => {
  const a = normalizeAddressCriteria(address);
  const pairs: Pair[] = [
    ['state', a.state],
    ['city', a.city],
    ['houseNumber', a.houseNumber],
    ['street', a.street],
  ];
  if (a.unit !== '') pairs.push(['unit', a.unit]);
  if (a.zip !== '') pairs.push(['zip', a.zip]);
  if (a.propertyReachId !== '') pairs.push(['propertyReachId', a.propertyReachId]);
  pairs.push(['landing', 'address']);
  return ADDRESS_SEARCH_PATH + queryString(withTracking(pairs, options.currentUrl));
};

/**
 * Reads an address search URL back (002 section 2.1); the inverse of {@link buildAddressSearchUrl}
 * on normalised addresses. "The address search route also accepts pre, post, suffix, or a single
 * address value": the street is read as "{pre} {street} {suffix} {post}", and a single `address`
 * value (used only when there is no houseNumber and street) is read with {@link parseAddressText}.
 * Null when the path is not /address/search.
 */
export const parseAddressSearchUrl = (url: string): AddressCriteria | null => {
  const { path, pairs } = splitUrl(url);
  if (path.replace(/\/+$/, '') !== ADDRESS_SEARCH_PATH) return null;
  const get = (k: string) => lastValue(pairs, k) ?? '';
  const single = get('address');
  if (single.trim() !== '' && get('houseNumber').trim() === '' && get('street').trim() === '') {
    const parsed = parseAddressText(single);
    if (parsed !== null) {
      return normalizeAddressCriteria({ ...parsed, propertyReachId: get('propertyReachId') || parsed.propertyReachId });
    }
  }
  const street = [get('pre'), get('street'), get('suffix'), get('post')].filter((s) => s.trim() !== '').join(' ');
  return normalizeAddressCriteria({
    houseNumber: get('houseNumber'),
    street,
    unit: get('unit'),
    city: get('city'),
    state: get('state'),
    zip: get('zip'),
    propertyReachId: get('propertyReachId'),
  });
};

/* ------------------------------------------------------------------ phone and e-mail */

/** Path of the phone search (002 section 2.1). */
const PHONE_SEARCH_PATH = '/phone/search';
/** Path of the e-mail search (002 section 2.1). */
const EMAIL_SEARCH_PATH = '/people/search/loading';
/** The e-mail result link shape also seen (002 section 2.1). */
const EMAIL_RESULT_PATH = '/people/search/email';

/**
 * Builds the phone search URL (002 section 2.1): /phone/search?phone= with the phone encoded. A
 * complete number is sent in its display form "(ddd) ddd-dddd" ({@link formatPhoneNumber}); any
 * other text is sent as its digits.
 */
export const buildPhoneSearchUrl = (phone: string, options: { currentUrl?: string } = {}): string => {
  const shown = formatPhoneNumber(phone) ?? phone.replace(/\D+/g, '');
  return PHONE_SEARCH_PATH + queryString(withTracking([['phone', shown]], options.currentUrl));
};

/**
 * Reads a phone search URL back (002 section 2.1): the phone's digits, a leading 1 on 11 digits
 * dropped. Null when the path is not /phone/search or there is no phone value.
 */
export const parsePhoneSearchUrl = (url: string): { phone: string } | null => {
  const { path, pairs } = splitUrl(url);
  const value = lastValue(pairs, 'phone');
  if (path.replace(/\/+$/, '') !== PHONE_SEARCH_PATH || value === undefined) return null;
  let d = value.replace(/\D+/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  return { phone: d };
};

/** Builds the e-mail search URL (002 section 2.1): /people/search/loading?email= with the e-mail (trimmed, lowercased) encoded. */
export const buildEmailSearchUrl = (email: string, options: { currentUrl?: string } = {}): string =>
  EMAIL_SEARCH_PATH + queryString(withTracking([['email', email.trim().toLowerCase()]], options.currentUrl));

/**
 * Reads an e-mail search URL back (002 section 2.1): /people/search/loading?email= or the result
 * shape /people/search/email?email=; the e-mail trimmed and lowercased. Null for other paths or no e-mail.
 */
export const parseEmailSearchUrl = (url: string): { email: string } | null => {
  const { path, pairs } = splitUrl(url);
  const p = path.replace(/\/+$/, '');
  const value = lastValue(pairs, 'email');
  if ((p !== EMAIL_SEARCH_PATH && p !== EMAIL_RESULT_PATH) || value === undefined) return null;
  return { email: value.trim().toLowerCase() };
};

/* ------------------------------------------------------------------ report links */

/** Report types of the universal report link (000 section 2: background, address, phone, pdf, email). */
export type ReportLinkType = 'background' | 'address' | 'phone' | 'pdf' | 'email';

/** The criteria of a /report link (002 section 2.1: id, fn, mn, ln, city, state, type). */
export type ReportLinkCriteria = {
  readonly id: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly city: string;
  readonly state: string;
  readonly type: string;
};

const REPORT_KEYS: readonly (readonly [keyof ReportLinkCriteria, string])[] = [
  ['id', 'id'],
  ['firstName', 'fn'],
  ['middleName', 'mn'],
  ['lastName', 'ln'],
  ['city', 'city'],
  ['state', 'state'],
  ['type', 'type'],
];

/**
 * What a report link carries (002 section 2.1: "Report links lowercase criteria values and drop
 * empty ones"): every value trimmed and lowercased; a missing type is `background` (the person
 * funnel's type=background).
 */
export const reportLinkForm = (c: Partial<ReportLinkCriteria>): ReportLinkCriteria => {
  const v = (s: string | undefined) => (s ?? '').trim().toLowerCase();
  return {
    id: v(c.id),
    firstName: v(c.firstName),
    middleName: v(c.middleName),
    lastName: v(c.lastName),
    city: v(c.city),
    state: v(c.state),
    type: v(c.type) || 'background',
  };
};

/**
 * Builds a report link (002 section 2.1): /report?id&fn&mn&ln&city&state&type, values lowercased,
 * empty ones dropped.
 */
export const buildReportUrl = (criteria: Partial<ReportLinkCriteria>): string => {
  const c = reportLinkForm(criteria);
  const pairs: Pair[] = REPORT_KEYS.filter(([key]) => c[key] !== '').map(([key, param]) => [param, c[key]]);
  return `/report${queryString(pairs)}`;
};

/** Reads a /report link back (002 section 2.1) into {@link reportLinkForm}; null for another path. */
export const parseReportUrl = (url: string): ReportLinkCriteria | null => {
  const { path, pairs } = splitUrl(url);
  if (path.replace(/\/+$/, '') !== '/report') return null;
  const out: Partial<Record<keyof ReportLinkCriteria, string>> = {};
  for (const [key, param] of REPORT_KEYS) out[key] = lastValue(pairs, param);
  return reportLinkForm(out);
};

/* ------------------------------------------------------------------ property report link */

/** A property report link's parts (002 section 2.1: /property/{state}/{city}/{street slug}). */
export type PropertyLinkParts = { readonly state: string; readonly city: string; readonly street: string };

/**
 * What a property link carries: the state as uppercase letters, city and street (with the house
 * number, e.g. "123 main st") in {@link urlPlaceForm}.
 */
export const propertyLinkForm = (p: PropertyLinkParts): PropertyLinkParts => ({
  state: p.state.toUpperCase().replace(/[^A-Z]/g, ''),
  city: urlPlaceForm(p.city),
  street: urlPlaceForm(p.street),
});

/** Builds the property report link (002 section 2.1): /property/{state}/{city}/{street slug}, lowercased. */
export const buildPropertyReportUrl = (parts: PropertyLinkParts): string => {
  const p = propertyLinkForm(parts);
  return `/property/${p.state.toLowerCase()}/${searchSlug(p.city)}/${searchSlug(p.street)}`;
};

/** Reads a property report link back into {@link propertyLinkForm}; null unless the path has all three parts. */
export const parsePropertyReportUrl = (url: string): PropertyLinkParts | null => {
  const seg = pathSegments(splitUrl(url).path);
  if (seg[0] !== 'property' || seg.length !== 4) return null;
  return propertyLinkForm({ state: seg[1] ?? '', city: seg[2] ?? '', street: seg[3] ?? '' });
};

/**
 * The address a property link names (our reading of 002 section 2.1, "not shown beyond this shape"):
 * the street part starts with the house number ("123 main st" -> 123, "main st"); null without one.
 * The link then opens the address search of that address, which leads to its property report.
 */
export const propertyLinkAddress = (parts: PropertyLinkParts): AddressCriteria | null => {
  const p = propertyLinkForm(parts);
  const m = /^(\d+)\s+(.+)$/.exec(p.street);
  if (!m) return null;
  return normalizeAddressCriteria({
    houseNumber: m[1] ?? '',
    street: m[2] ?? '',
    unit: '',
    city: p.city,
    state: p.state,
    zip: '',
  });
};

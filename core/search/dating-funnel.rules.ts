import type { DatingChoice, DatingSearch } from './dating-search.schema.js';
import type { PersonPreview } from './person-preview.rules.js';
import { buildReportUrl } from './search-url.rules.js';

/**
 * The dating-safety funnel's pages and links (002 section 2.2: "/dating with children search,
 * loading, results, verify; /checkout/dating/person, /checkout/dating/phone"). docs/decisions/0078.
 */

/** The dating funnel's pages (002 section 2.2). */
export const DATING_PATHS = Object.freeze({
  landing: '/dating',
  search: '/dating/search',
  loading: '/dating/loading',
  results: '/dating/results',
  verify: '/dating/verify',
  checkoutPerson: '/checkout/dating/person',
  checkoutPhone: '/checkout/dating/phone',
} as const);

type Pair = readonly [string, string];

const query = (pairs: readonly Pair[]): string => {
  const kept = pairs.filter(([, v]) => v.trim() !== '');
  return kept.length === 0
    ? ''
    : `?${kept.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.trim())}`).join('&')}`;
};

/** The query of a dating search: `phone` (ten digits), or `fn`, `ln`, `city`, `state` (the search URL names, 002 section 2.1). */
const searchPairs = (s: DatingSearch): Pair[] =>
  s.by === 'phone'
    ? [['phone', s.phone]]
    : [
        ['fn', s.criteria.firstName],
        ['ln', s.criteria.lastName],
        ['city', s.criteria.city],
        ['state', s.criteria.state],
      ];

/** The loading or results page of a dating search: `/dating/loading?fn=Ann&ln=Lee&state=TX`, `/dating/results?phone=5125550142`. */
export const datingSearchUrl = (page: 'loading' | 'results', s: DatingSearch): string =>
  `${DATING_PATHS[page]}${query(searchPairs(s))}`;

/** Reads a dating search URL's query back into the raw input of `DatingSearchSchema`. */
export const datingSearchInput = (get: (name: string) => string | null) => ({
  firstName: get('fn') ?? '',
  lastName: get('ln') ?? '',
  city: get('city') ?? '',
  state: get('state') ?? '',
  phone: get('phone') ?? '',
});

const choicePairs = (c: Omit<DatingChoice, 'phone'>, phone: string): Pair[] => [
  ['id', c.id],
  ['fn', c.firstName],
  ['mn', c.middleName],
  ['ln', c.lastName],
  ['city', c.city],
  ['state', c.state],
  ['phone', phone],
];

/** The verify page for a person picked from the results: the person's id, name and place, and the phone searched for. */
export const datingVerifyUrl = (person: PersonPreview, s: DatingSearch): string =>
  `${DATING_PATHS.verify}${query(choicePairs(person, s.by === 'phone' ? s.phone : ''))}`;

/** Reads the verify page's query back into the raw input of `DatingVerifySchema` (without the confirmation). */
export const datingChoiceInput = (get: (name: string) => string | null) => ({
  id: get('id') ?? '',
  firstName: get('fn') ?? '',
  middleName: get('mn') ?? '',
  lastName: get('ln') ?? '',
  city: get('city') ?? '',
  state: get('state') ?? '',
  phone: get('phone') ?? '',
});

/**
 * The dating checkout for a confirmed person (002 sections 2.2 and 2.5): /checkout/dating/phone
 * when the search was by phone (the phone goes along), else /checkout/dating/person. Both sell the
 * person's background report: the query carries the checkout's report criteria (id, fn, mn, ln,
 * city, state) and, as a report's own checkout link does (core/reports/report-access.rules.ts), the
 * way back to that report with `unlock=1`, so the bought report opens unlocked.
 */
export const datingCheckoutUrl = (c: DatingChoice): string => {
  const back = `${buildReportUrl({ ...c, type: 'background' })}&unlock=1`;
  const path = c.phone ? DATING_PATHS.checkoutPhone : DATING_PATHS.checkoutPerson;
  return `${path}${query([...choicePairs(c, c.phone), ['redirect', back]])}`;
};

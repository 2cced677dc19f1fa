import type { GivenNameVariant } from '../records/nicknames.js';
import { givenNameVariants } from '../records/nicknames.js';
import { searchNameKey } from '../records/normalize.rules.js';
import { editDistance } from '../shared/edit-distance.rules.js';
import { titleCase } from './name-case.rules.js';
import type { MatchedName, PersonCandidate, PlaceLived } from './person-search.port.js';
import type { PersonCriteria } from './search-criteria.rules.js';
import { isDefaultAgeRange } from './search-criteria.rules.js';

/**
 * Person-search ranking (docs/decisions/0040): every result gets a score from how well each field matched and
 * the reasons a visitor reads on the card ("nickname of Robert", "sounds like Smyth", "lived in
 * Austin, TX 2015-2019", "also known as ..."). Pure functions: the store finds candidates, these
 * rules filter, score and order them.
 */

/** Longest name (letters) a search accepts; longer input is not a name (and would defeat the SQL look-ups). */
export const SEARCH_NAME_MAX_LENGTH = 50;

/** Score weights: a field's best possible match gives its full weight. */
const RANK_WEIGHTS = Object.freeze({
  lastExact: 40,
  lastPhonetic: 30,
  lastTypo: 26,
  firstExact: 30,
  firstVariant: 25,
  firstSibling: 20,
  firstTypo: 20,
  firstInitial: 12,
  middleExact: 8,
  middleInitial: 5,
  middleConflict: -8,
  alias: -4,
  cityCurrent: 20,
  cityFormer: 15,
  stateCurrent: 8,
  stateFormer: 4,
  age: 6,
} as const);

/** How a record's first name matched the searched first name, with its score and reason. */
export type FirstNameMatch = { readonly score: number; readonly reason: string | null } | null;

/**
 * Matches a record's first name against the searched one: exact; nickname of the searched formal
 * name ("nickname of Robert"); formal name of the searched nickname ("formal name of Bob"); another
 * nickname of the same formal name ("same name as Bob"); one typo ("similar to Jhon"); or an initial
 * on either side ("initial J"). Null when none applies.
 */
export const matchFirstName = (
  query: string,
  record: string,
  variants: readonly GivenNameVariant[],
  /** The record's holder is known to be of the other gender than the searched name's: no typo match. */
  crossGender = false,
): FirstNameMatch => {
  const q = searchNameKey(query);
  const r = searchNameKey(record);
  if (q === '' || r === '') return null;
  if (q === r) return { score: RANK_WEIGHTS.firstExact, reason: null };
  const v = variants.find((x) => x.name === r);
  const Q = titleCase(q);
  if (v?.relation === 'nickname') return { score: RANK_WEIGHTS.firstVariant, reason: `nickname of ${Q}` };
  if (v?.relation === 'formal') return { score: RANK_WEIGHTS.firstVariant, reason: `formal name of ${Q}` };
  if (v?.relation === 'sibling')
    return { score: RANK_WEIGHTS.firstSibling, reason: `same name as ${Q} (${titleCase(v.via)})` };
  if (r.length === 1 || q.length === 1) {
    return r[0] === q[0] ? { score: RANK_WEIGHTS.firstInitial, reason: `initial ${r[0]?.toUpperCase()}` } : null;
  }
  if (!crossGender && q.length >= 3 && r.length >= 3 && editDistance(q, r) <= 1)
    return { score: RANK_WEIGHTS.firstTypo, reason: `similar to ${Q}` };
  return null;
};

/** The share of the searched name's holders of one gender from which that is the name's gender. */
const NAME_GENDER_SHARE = 0.9;

/**
 * The gender of the searched given name, read from the results themselves (issue 19: "no phonetic reason
 * across genders when the record's gender is known", e.g. "Mark: similar to Mary"): among the candidates
 * whose own given name is exactly the searched one and whose record holds a gender, the gender of at least
 * {@link NAME_GENDER_SHARE} of them; null for an initial, a name nobody carries exactly, or a name both
 * genders carry (Jordan, Casey), where a one-typo name stays a match.
 */
export const searchedNameGender = (firstName: string, candidates: readonly PersonCandidate[]): 'M' | 'F' | null => {
  const q = searchNameKey(firstName);
  if (q.length < 2) return null;
  let m = 0;
  let f = 0;
  for (const c of candidates) {
    if (c.gender === null || !c.names.some((n) => searchNameKey(n.firstName) === q)) continue;
    if (c.gender === 'M') m += 1;
    else f += 1;
  }
  if (m + f === 0) return null;
  if (m >= NAME_GENDER_SHARE * (m + f)) return 'M';
  if (f >= NAME_GENDER_SHARE * (m + f)) return 'F';
  return null;
};

/** The middle-name part of the score: optional on both sides; a different middle name costs points. */
export const matchMiddleName = (query: string, record: string | null): { score: number; reason: string | null } => {
  const q = searchNameKey(query);
  const r = searchNameKey(record);
  if (q === '' || r === '') return { score: 0, reason: null };
  if (q === r) return { score: q.length === 1 ? RANK_WEIGHTS.middleInitial : RANK_WEIGHTS.middleExact, reason: null };
  if ((q.length === 1 || r.length === 1) && q[0] === r[0]) return { score: RANK_WEIGHTS.middleInitial, reason: null };
  return { score: RANK_WEIGHTS.middleConflict, reason: null };
};

const lastScore = (m: MatchedName['lastMatch']): number =>
  m === 'exact' ? RANK_WEIGHTS.lastExact : m === 'phonetic' ? RANK_WEIGHTS.lastPhonetic : RANK_WEIGHTS.lastTypo;

const fullNameOf = (n: { firstName: string; middleName: string | null; lastName: string }): string =>
  [n.firstName, n.middleName, n.lastName].filter((s): s is string => s !== null && s.trim() !== '').join(' ');

/** The best of a candidate's matched names: name score and reasons. Null when no name matches the first name. */
const scoreNames = (
  criteria: Pick<PersonCriteria, 'firstName' | 'middleName' | 'lastName'>,
  names: readonly MatchedName[],
  variants: readonly GivenNameVariant[],
  crossGender = false,
): { score: number; reasons: string[] } | null => {
  let best: { score: number; reasons: string[] } | null = null;
  for (const n of names) {
    const first = matchFirstName(criteria.firstName, n.firstName, variants, crossGender);
    if (!first) continue;
    const middle = matchMiddleName(criteria.middleName, n.middleName);
    const reasons: string[] = [];
    if (n.source !== 'primary') reasons.push(`also known as ${fullNameOf(n)}`);
    if (first.reason) reasons.push(`${titleCase(n.firstName)}: ${first.reason}`);
    const Q = titleCase(criteria.lastName);
    if (n.lastMatch === 'phonetic') reasons.push(`${titleCase(n.lastName)}: sounds like ${Q}`);
    if (n.lastMatch === 'typo') reasons.push(`${titleCase(n.lastName)}: similar to ${Q}`);
    const score =
      lastScore(n.lastMatch) + first.score + middle.score + (n.source === 'primary' ? 0 : RANK_WEIGHTS.alias);
    if (best === null || score > best.score) best = { score, reasons };
  }
  return best;
};

const year = (iso: string | null): string => (iso ? iso.slice(0, 4) : '');
const placeKey = (s: string): string => searchNameKey(s);

/** "2015-2019", "since 2015", "until 2019" or "" from a stay's dates. */
export const stayYears = (p: Pick<PlaceLived, 'from' | 'to' | 'current'>): string => {
  const a = year(p.from);
  const b = p.current ? '' : year(p.to);
  if (a && b) return a === b ? a : `${a}-${b}`;
  if (a) return p.current ? `since ${a}` : a;
  return b ? `until ${b}` : '';
};

/** A searched state as places are compared with it: trimmed, upper case ('' for none). */
export const searchedStateKey = (state: string): string => state.trim().toUpperCase();

/** Whether the person lived in the searched state, now or before (true when no state was searched). */
export const livedInState = (criteria: Pick<PersonCriteria, 'state'>, places: readonly PlaceLived[]): boolean => {
  const state = searchedStateKey(criteria.state);
  return state === '' || places.some((p) => p.state.toUpperCase() === state);
};

/**
 * The location part of the score and its reason: the searched city and state where the person lives
 * now ("lives in Austin, TX") or lived before ("lived in Austin, TX 2015-2019"), else the state alone.
 * `inState` is false when a state was searched and the person never lived there (filtered out).
 */
export const scorePlaces = (
  criteria: Pick<PersonCriteria, 'city' | 'state'>,
  places: readonly PlaceLived[],
): { score: number; reason: string | null; inState: boolean } => {
  const state = searchedStateKey(criteria.state);
  const city = placeKey(criteria.city);
  if (state === '' && city === '') return { score: 0, reason: null, inState: true };
  const inState = livedInState(criteria, places);
  const where = (p: PlaceLived) => `${titleCase(p.city)}, ${p.state.toUpperCase()}`;
  const sameState = (p: PlaceLived) => state === '' || p.state.toUpperCase() === state;
  if (city !== '') {
    const cur = places.find((p) => p.current && sameState(p) && placeKey(p.city) === city);
    if (cur) return { score: RANK_WEIGHTS.cityCurrent, reason: `lives in ${where(cur)}`, inState };
    const former = places
      .filter((p) => !p.current && sameState(p) && placeKey(p.city) === city)
      .sort((a, b) => (b.to ?? '').localeCompare(a.to ?? ''))[0];
    if (former)
      return {
        score: RANK_WEIGHTS.cityFormer,
        reason: `lived in ${[where(former), stayYears(former)].filter(Boolean).join(' ')}`,
        inState,
      };
  }
  if (state === '') return { score: 0, reason: null, inState };
  const here = places.find((p) => p.current && p.state.toUpperCase() === state);
  if (here) return { score: RANK_WEIGHTS.stateCurrent, reason: `lives in ${where(here)}`, inState };
  const former = places.find((p) => !p.current && p.state.toUpperCase() === state);
  if (former)
    return { score: RANK_WEIGHTS.stateFormer, reason: `lived in ${state} ${stayYears(former)}`.trim(), inState };
  return { score: 0, reason: null, inState };
};

/** Whole years between an ISO birth date and an ISO day ("as of"), or null without a birth date. */
export const ageOn = (birthDate: string | null, asOf: string): number | null => {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = asOf.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};

/** A candidate after ranking: its score, the reasons and what the card shows of where it lives. */
export type RankedPerson = {
  readonly candidate: PersonCandidate;
  readonly score: number;
  readonly reasons: readonly string[];
  readonly age: number | null;
  readonly current: PlaceLived | null;
};

/**
 * Filters and orders name-search candidates (docs/decisions/0040): a one-typo given name of a record whose
 * gender differs from the searched name's (`searchedNameGender`) is no match; a searched state keeps only people who live
 * or lived there; an age keeps people within one year of it and an age range (other than the
 * default 18-100) people inside it (unknown ages are kept); the rest is ordered by score (names,
 * location, age), then living before deceased, then id.
 */
export const rankPersonCandidates = (
  criteria: PersonCriteria,
  candidates: readonly PersonCandidate[],
  asOf: string,
): RankedPerson[] => {
  const variants = givenNameVariants(searchNameKey(criteria.firstName));
  const nameGender = searchedNameGender(criteria.firstName, candidates);
  const out: RankedPerson[] = [];
  for (const c of candidates) {
    // The state first: a state search drops most candidates, before their names' reasons are written.
    if (!livedInState(criteria, c.places)) continue;
    const crossGender = nameGender !== null && c.gender !== null && c.gender !== nameGender;
    const names = scoreNames(criteria, c.names, variants, crossGender);
    if (!names) continue;
    const place = scorePlaces(criteria, c.places);
    const age = ageOn(c.birthDate, asOf);
    let score = names.score + place.score;
    const reasons = [...names.reasons];
    if (place.reason) reasons.push(place.reason);
    if (criteria.age !== null) {
      if (age !== null && Math.abs(age - criteria.age) > 1) continue;
      if (age !== null) {
        score += RANK_WEIGHTS.age;
        reasons.push(`age ${age}`);
      }
    } else if (!isDefaultAgeRange(criteria.ageRange)) {
      if (age !== null && (age < criteria.ageRange.minAge || age > criteria.ageRange.maxAge)) continue;
    }
    const current = c.places.find((p) => p.current) ?? null;
    out.push({ candidate: c, score, reasons, age, current });
  }
  return out.sort(
    (a, b) =>
      b.score - a.score ||
      Number(a.candidate.deceased) - Number(b.candidate.deceased) ||
      a.candidate.id - b.candidate.id,
  );
};

/**
 * First and last name typed the wrong way round (issue 19): a search whose typed order finds fewer
 * than this many people also looks the names up the other way round.
 */
export const SWAPPED_NAMES_BELOW = 10;

/**
 * Whether a search leaves out people its names find (a state, an age or an age range): then how many the
 * typed order finds says little about how many it shows, and the other order is looked up with it in the
 * same call (docs/decisions/0089) rather than in a second one after the ranking, which about 1 filtered
 * search in 4 at 1,000,000 people needed.
 */
export const searchFiltersPeople = (criteria: Pick<PersonCriteria, 'state' | 'age' | 'ageRange'>): boolean =>
  criteria.state.trim() !== '' || criteria.age !== null || !isDefaultAgeRange(criteria.ageRange);

/** The reason on a card found with the names the other way round. */
export const SWAPPED_NAMES_REASON = 'first and last name in the other order';

/**
 * The people of the typed order, then those found with first and last name the other way round
 * (ranked below every person of the typed order, with the reason), each person once.
 */
export const withSwappedNames = (direct: readonly RankedPerson[], swapped: readonly RankedPerson[]): RankedPerson[] => {
  const seen = new Set(direct.map((r) => r.candidate.id));
  return [
    ...direct,
    ...swapped
      .filter((r) => !seen.has(r.candidate.id))
      .map((r) => ({ ...r, reasons: [SWAPPED_NAMES_REASON, ...r.reasons] })),
  ];
};

/**
 * Every word one edit away (a letter deleted, replaced or inserted, or two neighbours swapped), in
 * lower case a-z: the store looks these up by key, which finds the one-typo names without a scan.
 */
export const oneEditVariants = (word: string): string[] => {
  const w = searchNameKey(word);
  const out = new Set<string>();
  const abc = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i <= w.length; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (b.length > 0) out.add(a + b.slice(1));
    if (b.length > 1) out.add(a + b.charAt(1) + b.charAt(0) + b.slice(2));
    for (const c of abc) {
      out.add(a + c + b);
      if (b.length > 0) out.add(a + c + b.slice(1));
    }
  }
  out.delete(w);
  out.delete('');
  return [...out];
};

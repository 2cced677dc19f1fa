import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { givenNameVariants } from '../records/nicknames.js';
import { searchNameKey } from '../records/normalize.rules.js';
import { utcIsoDate } from '../shared/date.rules.js';
import { type ValidationError, validationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { bothOrdersThroughGate } from './gated-person-search.steps.js';
import { titleCase } from './name-case.rules.js';
import { type PersonCard, personFullName } from './person-preview.rules.js';
import type {
  CardExtrasPrefetch,
  PersonCandidate,
  PersonCandidateQuery,
  PersonCardExtras,
  SearchDeps,
} from './person-search.port.js';
import {
  rankPersonCandidates,
  SEARCH_NAME_MAX_LENGTH,
  SWAPPED_NAMES_BELOW,
  searchedStateKey,
  searchFiltersPeople,
  withSwappedNames,
} from './ranking.rules.js';
import { PersonSearchSchema } from './search.schema.js';
import { type PersonCriteria, type PersonSearchField, personSearchMessage } from './search-criteria.rules.js';
import { SEARCH_TYPE } from './search-enums.rules.js';
import { recordSearch } from './search-history.steps.js';
import { buildPersonSearchUrl, buildReportUrl } from './search-url.rules.js';

/** Results per page of a name search (our choice: the spec gives none). */
export const PERSON_RESULTS_PAGE_SIZE = 20;
/** Most candidates a name search ranks (enough for 50 pages). */
export const PERSON_SEARCH_MAX_CANDIDATES = 1000;
/** Last page a name search serves. */
const PERSON_RESULTS_MAX_PAGE = 50;

/** A name search answer. */
export type PersonSearchResult = {
  readonly criteria: PersonCriteria;
  readonly people: readonly PersonCard[];
  readonly total: number;
  /**
   * More people than `total` may match: the store stops at {@link PERSON_SEARCH_MAX_CANDIDATES} a name, and
   * this name reached it. Shown as "1,000+ matches" (`matchCountText`, person-preview.rules.ts).
   */
  readonly totalIsAtLeast: boolean;
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
  readonly searchUrl: string;
  /** For a search that found nobody: spellings near the typed names that do find someone. */
  readonly spellings: readonly NearestSpelling[];
};

/** A spelling to try instead ("Did you mean ..."): the names and the search URL with them. */
export type NearestSpelling = { readonly firstName: string; readonly lastName: string; readonly searchUrl: string };

/** How many spellings a search that finds nobody offers at most. */
const NEAREST_SPELLINGS_MAX = 3;

const PageInput = z.object({ page: z.coerce.number().int().min(1).max(PERSON_RESULTS_MAX_PAGE).catch(1) });

/** The names and city a name search may hold: at most {@link SEARCH_NAME_MAX_LENGTH} letters each (else the spec's message). */
const checkLengths = (c: PersonCriteria): Result<PersonCriteria, ValidationError> => {
  const bad: { field: string; name: PersonSearchField }[] = [];
  if (c.firstName.length > SEARCH_NAME_MAX_LENGTH) bad.push({ field: 'firstName', name: 'first name' });
  if (c.lastName.length > SEARCH_NAME_MAX_LENGTH) bad.push({ field: 'lastName', name: 'last name' });
  if (c.city.length > SEARCH_NAME_MAX_LENGTH) bad.push({ field: 'city', name: 'city' });
  if (bad.length === 0) return ok({ ...c, middleName: c.middleName.slice(0, SEARCH_NAME_MAX_LENGTH) });
  const message = personSearchMessage(bad.map((b) => b.name));
  return err(validationError(Object.fromEntries([['*', [message]], ...bad.map((b) => [b.field, [message]])])));
};

/**
 * The candidates of a first and last name (search keys): the given name with its nicknames, formal
 * names and initial; from the candidate cache when it holds them; people who opted out left out (a
 * cached list may predate an opt-out: it takes effect at once). `exact`: the names as given with the
 * nicknames and formal names only (no initial, sound-alike or typo), for the other order of a typed name.
 * `livedIn`: a state search's state, only people who lived there (docs/decisions/0092).
 */
const candidatesFor = async (
  deps: SearchDeps,
  first: string,
  last: string,
  livedIn: string | undefined,
  exact = false,
): Promise<readonly PersonCandidate[]> => {
  const candidates = await cachedCandidates(deps, first, last, livedIn, exact);
  if (!deps.gate) return candidates;
  return refilled(deps, { first, last, livedIn, exact }, candidates, await deps.gate.people(candidates, (c) => c.id));
};

/** One name's look-up: the typed names (search keys), the order's exactness and a state search's state. */
type NameLookUp = {
  readonly first: string;
  readonly last: string;
  readonly livedIn: string | undefined;
  readonly exact: boolean;
};

/** The store's query of a name's look-up, at most `limit` candidates. */
const candidateQuery = ({ first, last, livedIn, exact }: NameLookUp, limit: number): PersonCandidateQuery => ({
  first,
  last,
  firstNames: givenNamesOf(first, exact),
  limit,
  exact,
  ...inState(livedIn),
});

/** A name's candidates from the candidate cache, else from the store (and then cached); opted-out people may be in. */
const cachedCandidates = async (
  deps: SearchDeps,
  first: string,
  last: string,
  livedIn: string | undefined,
  exact: boolean,
): Promise<readonly PersonCandidate[]> => {
  const key = candidateKey(first, last, exact, livedIn);
  const cached = deps.candidates?.get(key);
  if (cached) return cached;
  const candidates = await deps.people.findCandidates(
    candidateQuery({ first, last, livedIn, exact }, PERSON_SEARCH_MAX_CANDIDATES),
  );
  deps.candidates?.set(key, candidates);
  return candidates;
};

/** Most look-ups a full list is topped up with: the gate rarely takes many people out of one name. */
const TOP_UP_ROUNDS = 3;

/**
 * `shown`, the people of `listed` the gate let through, topped up to {@link PERSON_SEARCH_MAX_CANDIDATES}: the
 * store stops at that many and hands over people who opted out too (the gate alone decides, docs/decisions/0099),
 * so a full list the gate took people out of is asked for again with twice as many more as it took out (opt-outs
 * cluster: linked copies of one person share a name), and cached so. At most {@link TOP_UP_ROUNDS} look-ups; a
 * list still short after them stays short. A common name thus offers the same people a look-up that knew of
 * the opt-outs would.
 */
const refilled = async (
  deps: SearchDeps,
  name: NameLookUp,
  listed: readonly PersonCandidate[],
  shown: readonly PersonCandidate[],
): Promise<readonly PersonCandidate[]> => {
  let list = listed;
  let kept = shown;
  for (
    let round = 0;
    deps.gate &&
    round < TOP_UP_ROUNDS &&
    kept.length < PERSON_SEARCH_MAX_CANDIDATES &&
    list.length >= PERSON_SEARCH_MAX_CANDIDATES;
    round++
  ) {
    const asked = list.length + 2 * (PERSON_SEARCH_MAX_CANDIDATES - kept.length);
    list = await deps.people.findCandidates(candidateQuery(name, asked));
    deps.candidates?.set(candidateKey(name.first, name.last, name.exact, name.livedIn), list);
    kept = await deps.gate.people(list, (c) => c.id);
    if (list.length < asked) break;
  }
  return kept.slice(0, PERSON_SEARCH_MAX_CANDIDATES);
};

/** The given names a search looks for: the typed one, its nicknames and formal names, and its initial (not for exact keys). */
export const givenNamesOf = (first: string, exact: boolean): string[] => {
  const names = [first, ...givenNameVariants(first).map((v) => v.name)];
  if (first.length > 1 && !exact) names.push(first.charAt(0));
  return names;
};

/**
 * The candidate cache's key of a name's candidates (`=` before the other order's exact keys; a state
 * search's list, of the people who lived there, under the state after the names).
 */
const candidateKey = (first: string, last: string, exact: boolean, livedIn: string | undefined): string =>
  `${exact ? '=' : ''}${first} ${last}${livedIn ? ` in ${livedIn}` : ''}`;

/** A search's state as the look-up takes it ({@link searchedStateKey}), or undefined for none. */
const searchedState = (state: string): string | undefined => searchedStateKey(state) || undefined;

/** The query's `livedIn` part. */
const inState = (livedIn: string | undefined) => (livedIn ? { livedIn } : {});

/**
 * The typed order's candidates and the other order's (exact keys, docs/decisions/0086), the other when
 * the store finds fewer than {@link SWAPPED_NAMES_BELOW} for the typed order or, for a search that
 * filters people ({@link searchFiltersPeople}), always: one look-up when the cache holds neither, the
 * opted-out people left out of both with one question to the gate (docs/decisions/0090, 0099), a full list
 * topped up ({@link refilled}). `other` null: not looked up (the search asks for
 * it on its own if its ranking still leaves fewer than that). That look-up also brings the card extras
 * `prefetch` asks for (`extras`; absent when the candidates came from the cache). `livedIn`: both orders
 * only of people who lived in that state (docs/decisions/0092).
 */
const candidatesBothOrders = async (
  deps: SearchDeps,
  first: string,
  last: string,
  livedIn: string | undefined,
  filtered: boolean,
  prefetch: CardExtrasPrefetch | undefined,
): Promise<{
  typed: readonly PersonCandidate[];
  other: readonly PersonCandidate[] | null;
  extras?: readonly PersonCardExtras[] | null;
}> => {
  const typedKey = candidateKey(first, last, false, livedIn);
  const otherKey = candidateKey(last, first, true, livedIn);
  let typed = deps.candidates?.get(typedKey);
  let other = deps.candidates?.get(otherKey) ?? null;
  let extras: { extras?: readonly PersonCardExtras[] | null } = {};
  if (!typed && !other) {
    const found = await deps.people.findCandidatesBothOrders(
      candidateQuery({ first, last, livedIn, exact: false }, PERSON_SEARCH_MAX_CANDIDATES),
      // Below more than the store ever returns: always.
      {
        firstNames: givenNamesOf(last, true),
        below: filtered ? PERSON_SEARCH_MAX_CANDIDATES + 1 : SWAPPED_NAMES_BELOW,
      },
      prefetch,
    );
    deps.candidates?.set(typedKey, found.typed);
    if (found.other) deps.candidates?.set(otherKey, found.other);
    if (found.extras !== undefined) extras = { extras: found.extras };
    typed = found.typed;
    other = found.other;
  } else if (!typed) {
    typed = await cachedCandidates(deps, first, last, livedIn, false);
  } else if (!other && filtered) {
    // The typed order came from the cache without the other (an unfiltered search found enough): this
    // search filters, so it asks now, before its one opt-out question, not after the ranking.
    other = await cachedCandidates(deps, last, first, livedIn, true);
  }
  if (!deps.gate) return { typed, other, ...extras };
  const kept = await bothOrdersThroughGate(deps.gate, { typed, other });
  return {
    typed: await refilled(deps, { first, last, livedIn, exact: false }, typed, kept.typed),
    other:
      other && kept.other
        ? await refilled(deps, { first: last, last: first, livedIn, exact: true }, other, kept.other)
        : null,
    ...extras,
  };
};

/** The card extras of a page's people: those the look-up brought, and the others asked for (none when it brought them all). */
const pageCardExtras = async (
  deps: SearchDeps,
  ids: readonly number[],
  prefetched: readonly PersonCardExtras[] | null | undefined,
): Promise<Map<number, PersonCardExtras>> => {
  const known = prefetched ?? [];
  const missing = ids.filter((id) => !known.some((e) => e.id === id));
  const all = missing.length > 0 ? [...known, ...(await deps.people.cardExtras(missing))] : known;
  // The relatives a card names pass the gate like every fact (a relative who opted out is not named).
  return new Map((deps.gate ? await deps.gate.cardExtras(all) : all).map((e) => [e.id, e]));
};

/**
 * For a search that found nobody (issue 19): the surnames and given names of the records near the typed
 * ones (two edits at most), each tried with the rest of the search, kept only when that search finds
 * someone (so a spelling never points at nobody, nor at a person who opted out).
 */
const nearestSpellings = async (
  deps: SearchDeps,
  criteria: PersonCriteria,
  asOf: string,
): Promise<NearestSpelling[]> => {
  const near = await deps.people.nearestNames({
    first: searchNameKey(criteria.firstName),
    last: searchNameKey(criteria.lastName),
    limit: NEAREST_SPELLINGS_MAX,
  });
  // The typed name as people write it (a search URL holds it in lower case) beside the record's spelling.
  const tries = [
    ...near.lastNames.map((lastName) => ({ firstName: titleCase(criteria.firstName), lastName })),
    ...near.firstNames.map((firstName) => ({ firstName, lastName: titleCase(criteria.lastName) })),
  ];
  const out: NearestSpelling[] = [];
  for (const t of tries) {
    if (out.length >= NEAREST_SPELLINGS_MAX) break;
    const c = { ...criteria, ...t };
    const found = rankPersonCandidates(
      c,
      await candidatesFor(deps, searchNameKey(t.firstName), searchNameKey(t.lastName), searchedState(c.state)),
      asOf,
    );
    if (found.length > 0) out.push({ ...t, searchUrl: buildPersonSearchUrl(c) });
  }
  return out;
};

/**
 * Name search (002 sections 2.1, 3 and 5): raw criteria -> the person-search schema (the
 * spec's messages) -> candidates from the store (exact, nickname/formal, sound-alike, one-typo and
 * alias names; a first initial; the other order of first and last name when the typed order finds
 * few) -> ranking ({@link rankPersonCandidates}) -> one page of cards (or, finding nobody, the nearest
 * spellings that find someone) with their reasons,
 * aliases and relatives' names. A signed-in user's search is logged in their search history.
 * `gate` is required: the name search asks the fact gate about its candidates itself (fresh and cached
 * alike) and about its cards' relatives, so its `people` port may hand them over unfiltered.
 */
export const makeSearchPeople = (deps: SearchDeps & Required<Pick<SearchDeps, 'gate'>>) =>
  useCase(
    PersonSearchSchema.and(PageInput),
    ({ page, ...input }, userId?: string, visitorId?: string, visitorIp?: string) =>
      checkLengths(input).asyncAndThen((criteria) =>
        ResultAsync.fromSafePromise(
          (async (): Promise<PersonSearchResult> => {
            const first = searchNameKey(criteria.firstName);
            const last = searchNameKey(criteria.lastName);
            const asOf = utcIsoDate(deps.clock.now());
            // Typed the wrong way round ("Smith John")? Few people for the typed order: the other order too.
            const swappable = first.length > 1 && last.length > 1 && first !== last;
            // A state search looks up only the people who lived there (docs/decisions/0092).
            const livedIn = searchedState(criteria.state);
            // The first page is among the candidates: when they are at most a page, their card extras come
            // with them (a later page exists only when they are more, and then none come).
            const prefetch = page > 1 ? undefined : { max: PERSON_RESULTS_PAGE_SIZE };
            const found: Awaited<ReturnType<typeof candidatesBothOrders>> = swappable
              ? await candidatesBothOrders(deps, first, last, livedIn, searchFiltersPeople(criteria), prefetch)
              : { typed: await candidatesFor(deps, first, last, livedIn), other: null };
            const ranked = rankPersonCandidates(criteria, found.typed, asOf);
            // Exact keys only: the other order is a guess, and its sound-alikes and typos cost most and found
            // almost only people nobody typed (docs/decisions/0086).
            const otherOrder =
              swappable && ranked.length < SWAPPED_NAMES_BELOW
                ? (found.other ?? (await candidatesFor(deps, last, first, livedIn, true)))
                : null;
            const all = otherOrder
              ? withSwappedNames(
                  ranked,
                  rankPersonCandidates(
                    { ...criteria, firstName: criteria.lastName, lastName: criteria.firstName },
                    otherOrder,
                    asOf,
                  ),
                )
              : ranked;
            const size = PERSON_RESULTS_PAGE_SIZE;
            const slice = all.slice((page - 1) * size, page * size);
            const extras = await pageCardExtras(
              deps,
              slice.map((r) => r.candidate.id),
              found.extras,
            );
            const people = slice.map((r): PersonCard => {
              const c = r.candidate;
              const city = r.current?.city ?? '';
              const state = r.current?.state ?? '';
              return {
                id: String(c.id),
                firstName: c.firstName,
                middleName: c.middleName ?? '',
                lastName: c.lastName,
                fullName: personFullName(c),
                age: r.age,
                city,
                state,
                deceased: c.deceased,
                aliases: extras.get(c.id)?.aliases ?? [],
                relatives: extras.get(c.id)?.relatives.map((r) => r.name) ?? [],
                reasons: r.reasons,
                reportUrl: buildReportUrl({
                  id: String(c.id),
                  firstName: c.firstName,
                  middleName: c.middleName ?? '',
                  lastName: c.lastName,
                  city,
                  state,
                  type: 'background',
                }),
              };
            });
            const searchUrl = buildPersonSearchUrl(criteria);
            const who = { userId, visitorId, visitorIp };
            await recordSearch(deps, who, {
              searchTypeEnumId: SEARCH_TYPE.person,
              criteria: {
                firstName: criteria.firstName,
                middleName: criteria.middleName,
                lastName: criteria.lastName,
                city: criteria.city,
                state: criteria.state,
              },
              searchUrl,
              title: personFullName(criteria),
              subtitle: [criteria.city, criteria.state].filter((s) => s !== '').join(', '),
            });
            return {
              criteria,
              people,
              total: all.length,
              // A list ranked here reached the store's limit (topped up past the gate, so whoever opted out).
              totalIsAtLeast: [found.typed, otherOrder ?? []].some((l) => l.length >= PERSON_SEARCH_MAX_CANDIDATES),
              page,
              pageSize: size,
              totalPages: Math.ceil(all.length / size),
              searchUrl,
              spellings: all.length === 0 ? await nearestSpellings(deps, criteria, asOf) : [],
            };
          })(),
        ),
      ),
  );

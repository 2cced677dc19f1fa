import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { withoutSuppressed } from '../privacy/suppressed-records.rules.js';
import { utcIsoDate } from '../shared/date.rules.js';
import { type ValidationError, validationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { givenNameVariants } from './nicknames.js';
import { type PersonCard, personFullName } from './person-preview.rules.js';
import type { SearchDeps } from './person-search.port.js';
import { rankPersonCandidates, SEARCH_NAME_MAX_LENGTH, searchNameKey } from './ranking.rules.js';
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
export const PERSON_RESULTS_MAX_PAGE = 50;

/** A name search answer. */
export type PersonSearchResult = {
  readonly criteria: PersonCriteria;
  readonly people: readonly PersonCard[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
  readonly searchUrl: string;
};

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
 * Name search (002 sections 2.1, 3 and 5): raw criteria -> the person-search schema (the
 * spec's messages) -> candidates from the store (exact, nickname/formal, sound-alike, one-typo and
 * alias names) -> ranking ({@link rankPersonCandidates}) -> one page of cards with their reasons,
 * aliases and relatives' names. A signed-in user's search is logged in their search history.
 */
export const makeSearchPeople = (deps: SearchDeps) =>
  useCase(PersonSearchSchema.and(PageInput), ({ page, ...input }, userId?: string, visitorId?: string) =>
    checkLengths(input).asyncAndThen((criteria) =>
      ResultAsync.fromSafePromise(
        (async (): Promise<PersonSearchResult> => {
          const first = searchNameKey(criteria.firstName);
          const last = searchNameKey(criteria.lastName);
          const firstNames = [first, ...givenNameVariants(first).map((v) => v.name)];
          if (first.length > 1) firstNames.push(first.charAt(0));
          const key = `${first} ${last}`;
          let candidates = deps.candidates?.get(key);
          if (!candidates) {
            candidates = await deps.people.findCandidates({
              first,
              last,
              firstNames,
              limit: PERSON_SEARCH_MAX_CANDIDATES,
            });
            deps.candidates?.set(key, candidates);
          }
          // A cached list may predate an opt-out: it takes effect at once.
          if (deps.suppressions) candidates = await withoutSuppressed(deps.suppressions, candidates, (c) => c.id);
          const asOf = utcIsoDate(deps.clock.now());
          const ranked = rankPersonCandidates(criteria, candidates, asOf);
          const size = PERSON_RESULTS_PAGE_SIZE;
          const slice = ranked.slice((page - 1) * size, page * size);
          const extras = new Map(
            (await deps.people.cardExtras(slice.map((r) => r.candidate.id))).map((e) => [e.id, e]),
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
              relatives: extras.get(c.id)?.relatives ?? [],
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
          const who = { userId, visitorId };
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
            total: ranked.length,
            page,
            pageSize: size,
            totalPages: Math.ceil(ranked.length / size),
            searchUrl,
          };
        })(),
      ),
    ),
  );

import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { SearchHistory } from '../accounts/history.port.js';
import type { Clock } from '../shared/clock.port.js';
import { utcIsoDate } from '../shared/date.rules.js';
import { parseInput, type ValidationError, validationError } from '../shared/errors.js';
import { givenNameVariants } from './nicknames.js';
import type { CandidateCache, PersonPreviewRecord, PersonSearch } from './person-search.port.js';
import { formatPhoneNumber } from './phone-input.rules.js';
import { ageOn, rankPersonCandidates, SEARCH_NAME_MAX_LENGTH, searchNameKey } from './ranking.rules.js';
import {
  type AddressCriteria,
  AddressSearchSchema,
  EmailSearchSchema,
  type PersonCriteria,
  type PersonSearchField,
  PersonSearchSchema,
  PhoneSearchSchema,
  personSearchMessage,
} from './search.schema.js';
import {
  PHONE_CLASSIFICATION,
  type PhoneClassificationName,
  phoneClassificationLabel,
  SEARCH_TYPE,
} from './search-enums.rules.js';
import {
  buildAddressSearchUrl,
  buildEmailSearchUrl,
  buildPersonSearchUrl,
  buildPhoneSearchUrl,
  buildReportUrl,
} from './search-url.rules.js';

/** Results per page of a name search (issue 5: "page size e.g. 20"). */
export const PERSON_RESULTS_PAGE_SIZE = 20;
/** Most candidates a name search ranks (enough for 50 pages). */
export const PERSON_SEARCH_MAX_CANDIDATES = 1000;
/** Last page a name search serves. */
export const PERSON_RESULTS_MAX_PAGE = 50;

/** A person as a result card shows them (002 section 3 "Person card"; preview facts only, 002 section 6). */
export type PersonCard = {
  readonly id: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly age: number | null;
  readonly city: string;
  readonly state: string;
  readonly deceased: boolean;
  readonly aliases: readonly string[];
  readonly relatives: readonly string[];
  readonly reasons: readonly string[];
  readonly reportUrl: string;
};

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

/** Dependencies of the search use cases. `history` logs a signed-in user's searches (000 search history). */
export type SearchDeps = {
  readonly people: PersonSearch;
  /** Recently found candidates (optional): pages and filters of one name reuse them. */
  readonly candidates?: CandidateCache;
  readonly clock: Clock;
  readonly history?: SearchHistory;
  /** Called when logging a search fails: the search itself still answers. */
  readonly onHistoryError?: (e: unknown) => void;
};

const PageInput = z.object({ page: z.coerce.number().int().min(1).max(PERSON_RESULTS_MAX_PAGE).catch(1) });

const fullName = (p: { firstName: string; middleName: string | null; lastName: string }): string =>
  [p.firstName, p.middleName ?? '', p.lastName].filter((s) => s.trim() !== '').join(' ');

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

const record = async (deps: SearchDeps, userId: string | undefined, entry: Parameters<SearchHistory['record']>[1]) => {
  if (!userId || !deps.history) return;
  try {
    await deps.history.record(userId, entry, deps.clock.now());
  } catch (e) {
    deps.onHistoryError?.(e);
  }
};

/** A preview of a person found by phone, e-mail or address, with its report link (no contact details). */
export type PersonPreview = Omit<PersonCard, 'aliases' | 'relatives' | 'reasons'>;

const previewOf = (p: PersonPreviewRecord, asOf: string): PersonPreview => ({
  id: String(p.id),
  firstName: p.firstName,
  middleName: p.middleName ?? '',
  lastName: p.lastName,
  fullName: fullName(p),
  age: ageOn(p.birthDate, asOf),
  city: p.city ?? '',
  state: p.state ?? '',
  deceased: p.deceased,
  reportUrl: buildReportUrl({
    id: String(p.id),
    firstName: p.firstName,
    middleName: p.middleName ?? '',
    lastName: p.lastName,
    city: p.city ?? '',
    state: p.state ?? '',
    type: 'background',
  }),
});

/**
 * Name search (issue 5; 002 sections 2.1, 3 and 5): raw criteria -> the person-search schema (the
 * spec's messages) -> candidates from the store (exact, nickname/formal, sound-alike, one-typo and
 * alias names) -> ranking ({@link rankPersonCandidates}) -> one page of cards with their reasons,
 * aliases and relatives' names. A signed-in user's search is logged in their search history.
 */
export const makeSearchPeople =
  (deps: SearchDeps) =>
  (raw: unknown, userId?: string): ResultAsync<PersonSearchResult, ValidationError> =>
    parseInput(PersonSearchSchema, raw)
      .andThen(checkLengths)
      .asyncAndThen((criteria) =>
        ResultAsync.fromSafePromise(
          (async (): Promise<PersonSearchResult> => {
            const { page } = PageInput.parse(raw ?? {});
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
                fullName: fullName(c),
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
            await record(deps, userId, {
              searchTypeEnumId: SEARCH_TYPE.person,
              criteria: {
                firstName: criteria.firstName,
                middleName: criteria.middleName,
                lastName: criteria.lastName,
                city: criteria.city,
                state: criteria.state,
              },
              searchUrl,
              title: fullName(criteria),
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
      );

/** A reverse-phone answer (002 section 9 classification codes; the searched number itself may be shown). */
export type PhoneSearchResult = {
  readonly phone: string;
  readonly found: boolean;
  readonly classification: { readonly code: number; readonly name: PhoneClassificationName; readonly label: string };
  readonly lineType: string | null;
  readonly carrier: string | null;
  readonly people: readonly (PersonPreview & { readonly current: boolean })[];
  readonly searchUrl: string;
};

const classificationOf = (code: number) => {
  const name =
    (Object.keys(PHONE_CLASSIFICATION) as PhoneClassificationName[]).find((n) => PHONE_CLASSIFICATION[n] === code) ??
    'unknown';
  return { code: PHONE_CLASSIFICATION[name], name, label: phoneClassificationLabel(code) };
};

/**
 * Reverse phone look-up (002 sections 2.1, 5 and 9): the phone schema ("Sorry, that is not a valid
 * phone number"), then the number's exact normalised key; the answer carries the classification
 * (spam/scam, business, telemarketer, ...) and previews of the linked people. Unknown numbers answer
 * found=false with the classification noData.
 */
export const makeSearchPhone =
  (deps: SearchDeps) =>
  (raw: unknown, userId?: string): ResultAsync<PhoneSearchResult, ValidationError> =>
    parseInput(PhoneSearchSchema, raw).asyncAndThen(({ phone }) =>
      ResultAsync.fromSafePromise(
        (async (): Promise<PhoneSearchResult> => {
          const rec = await deps.people.lookupPhone(phone);
          const asOf = utcIsoDate(deps.clock.now());
          const shown = formatPhoneNumber(phone) ?? phone;
          const searchUrl = buildPhoneSearchUrl(phone);
          await record(deps, userId, {
            searchTypeEnumId: SEARCH_TYPE.phone,
            criteria: { phone },
            searchUrl,
            title: shown,
            subtitle: '',
          });
          if (!rec)
            return {
              phone: shown,
              found: false,
              classification: classificationOf(PHONE_CLASSIFICATION.noData),
              lineType: null,
              carrier: null,
              people: [],
              searchUrl,
            };
          return {
            phone: shown,
            found: true,
            classification: classificationOf(rec.classification),
            lineType: rec.lineType,
            carrier: rec.carrier,
            people: rec.people.map((p) => ({ ...previewOf(p, asOf), current: p.current })),
            searchUrl,
          };
        })(),
      ),
    );

/** An e-mail look-up answer. */
export type EmailSearchResult = {
  readonly email: string;
  readonly people: readonly PersonPreview[];
  readonly searchUrl: string;
};

/** E-mail look-up (002 sections 2.1 and 5): the e-mail schema, then the lower-cased address's exact key. */
export const makeSearchEmail =
  (deps: SearchDeps) =>
  (raw: unknown, userId?: string): ResultAsync<EmailSearchResult, ValidationError> =>
    parseInput(EmailSearchSchema, raw).asyncAndThen(({ email }) =>
      ResultAsync.fromSafePromise(
        (async (): Promise<EmailSearchResult> => {
          const people = await deps.people.lookupEmail(email);
          const asOf = utcIsoDate(deps.clock.now());
          const searchUrl = buildEmailSearchUrl(email);
          await record(deps, userId, {
            searchTypeEnumId: SEARCH_TYPE.email,
            criteria: { email },
            searchUrl,
            title: email,
            subtitle: '',
          });
          return { email, people: people.map((p) => previewOf(p, asOf)), searchUrl };
        })(),
      ),
    );

/** One property found by an address search, with its current residents (previews). */
export type AddressSearchHit = {
  readonly addressLine1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly unit: string;
  readonly propertyId: string | null;
  readonly property: NonNullable<Awaited<ReturnType<PersonSearch['lookupAddress']>>[number]['property']> | null;
  readonly residents: readonly PersonPreview[];
  readonly pastResidents: number;
};

/** An address search answer. */
export type AddressSearchResult = {
  readonly address: AddressCriteria;
  readonly results: readonly AddressSearchHit[];
  readonly searchUrl: string;
};

/**
 * Address search (002 sections 2.1, 3 and 5): the address schema ("Sorry, that is not a valid
 * address"), then the normalised address key: the property at the address and its current residents.
 */
export const makeSearchAddress =
  (deps: SearchDeps) =>
  (raw: unknown, userId?: string): ResultAsync<AddressSearchResult, ValidationError> =>
    parseInput(AddressSearchSchema, raw).asyncAndThen((address) =>
      ResultAsync.fromSafePromise(
        (async (): Promise<AddressSearchResult> => {
          const found = await deps.people.lookupAddress(address);
          const asOf = utcIsoDate(deps.clock.now());
          const searchUrl = buildAddressSearchUrl(address);
          const line = [address.houseNumber, address.street, address.unit].filter((s) => s !== '').join(' ');
          await record(deps, userId, {
            searchTypeEnumId: SEARCH_TYPE.address,
            criteria: { ...address },
            searchUrl,
            title: line,
            subtitle: [address.city, address.state].filter((s) => s !== '').join(', '),
          });
          return {
            address,
            searchUrl,
            results: found.map((r) => ({
              addressLine1: [r.houseNumber, r.street].filter((s) => s !== '').join(' '),
              city: r.city,
              state: r.state,
              zip: r.zip,
              unit: r.unit,
              propertyId: r.propertyId === null ? null : String(r.propertyId),
              property: r.property,
              residents: r.residents.map((p) => previewOf(p, asOf)),
              pastResidents: r.pastResidents,
            })),
          };
        })(),
      ),
    );

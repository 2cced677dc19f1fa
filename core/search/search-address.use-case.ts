import { ResultAsync } from 'neverthrow';
import { utcIsoDate } from '../shared/date.rules.js';
import { useCase } from '../shared/use-case.js';
import { type PersonPreview, personPreviewOf } from './person-preview.rules.js';
import type { PersonSearch, SearchDeps } from './person-search.port.js';
import { AddressSearchSchema } from './search.schema.js';
import type { AddressCriteria } from './search-criteria.rules.js';
import { SEARCH_TYPE } from './search-enums.rules.js';
import { recordSearch } from './search-history.steps.js';
import { buildAddressSearchUrl } from './search-url.rules.js';

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
  /** Whether the signed-in visitor saved the property (001 section 4); null for a visitor not signed in or without a property. */
  readonly isSaved: boolean | null;
};

/** An address search answer. */
export type AddressSearchResult = {
  readonly address: AddressCriteria;
  readonly results: readonly AddressSearchHit[];
  readonly searchUrl: string;
};

/**
 * Address search (002 sections 2.1, 3 and 5): the address schema ("Sorry, that is not a valid
 * address"), then the normalised address key: the property at the address and its current residents,
 * and for a signed-in visitor whether they saved the property (the results' save toggle, 001 section 4).
 */
export const makeSearchAddress = (deps: SearchDeps) =>
  useCase(AddressSearchSchema, (address, userId?: string, visitorId?: string, visitorIp?: string) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<AddressSearchResult> => {
        const found = await deps.people.lookupAddress(address);
        const propertyIds = found.flatMap((r) => (r.propertyId === null ? [] : [String(r.propertyId)]));
        const saved =
          userId && deps.savedMarks && propertyIds.length > 0
            ? await deps.savedMarks.savedAmong(userId, propertyIds)
            : null;
        const asOf = utcIsoDate(deps.clock.now());
        const searchUrl = buildAddressSearchUrl(address);
        const line = [address.houseNumber, address.street, address.unit].filter((s) => s !== '').join(' ');
        const who = { userId, visitorId, visitorIp };
        await recordSearch(deps, who, {
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
            residents: r.residents.map((p) => personPreviewOf(p, asOf)),
            pastResidents: r.pastResidents,
            isSaved: saved === null || r.propertyId === null ? null : saved.has(String(r.propertyId)),
          })),
        };
      })(),
    ),
  );

import { searchNameKey } from '../records/normalize.rules.js';
import { personFullName } from '../search/person-preview.rules.js';
import type { PersonCandidate, PersonPreviewRecord, PlaceLived } from '../search/person-search.port.js';
import { ageOn } from '../search/ranking.rules.js';
import type { MatchingIdentity, PersonalInformationInput } from './identity-monitoring.schema.js';

/** At most this many identities are offered to choose from (select-identity). */
export const MAX_MATCHING_IDENTITIES = 10;

/** The ways a record matches, strongest first. */
const MATCH_REASONS = ['name and date of birth', 'name and address', 'phone', 'email', 'name and age'] as const;
type Reason = (typeof MATCH_REASONS)[number];

/** The records the look-ups found for the member's details. */
export interface MatchInputs {
  /** Name search candidates (the member's first and last name). */
  readonly byName: readonly PersonCandidate[];
  /** Current residents at the member's address. */
  readonly atAddress: readonly PersonPreviewRecord[];
  /** People linked to the member's verified phone. */
  readonly byPhone: readonly PersonPreviewRecord[];
  /** People linked to the member's verified account e-mail. */
  readonly byEmail: readonly PersonPreviewRecord[];
}

const placeLabel = (city: string, state: string) => `${city}, ${state}`;

/** "Tempe, AZ" places of a candidate, current first then the most recent, each once, at most 5. */
export const placesOf = (places: readonly PlaceLived[]): string[] => {
  const sorted = [...places].sort(
    (a, b) => Number(b.current) - Number(a.current) || (b.to ?? b.from ?? '').localeCompare(a.to ?? a.from ?? ''),
  );
  return [...new Set(sorted.map((p) => placeLabel(p.city, p.state)))].slice(0, 5);
};

const sameName = (p: { firstName: string; lastName: string }, info: PersonalInformationInput) =>
  searchNameKey(p.firstName) === searchNameKey(info.firstName) &&
  searchNameKey(p.lastName) === searchNameKey(info.lastName);

/**
 * The records that may be the member (select-identity; docs/decisions/0073, 0093): only records that hold
 * the e-mail address or the phone number the member verified (a name, a city or an age is in every free
 * preview, so they prove nothing), each named by its strongest reason: by name with the same date of
 * birth, by name with a place in the member's city, by name at the member's address, the verified phone,
 * the verified e-mail, or by name with the same age. Each record once, the strongest first; at most 10;
 * deceased people never. Only what a free preview shows: name, age, cities.
 */
export const matchingIdentitiesOf = (
  info: PersonalInformationInput,
  found: MatchInputs,
  today: string,
): MatchingIdentity[] => {
  const memberAge = ageOn(info.dateOfBirth, today);
  const city = searchNameKey(info.city);
  const best = new Map<number, { reason: Reason; identity: MatchingIdentity }>();
  const offer = (
    p: { id: number; firstName: string; middleName: string | null; lastName: string; birthDate: string | null },
    places: string[],
    reason: Reason | null,
  ) => {
    if (reason === null) return;
    const had = best.get(p.id);
    if (had && MATCH_REASONS.indexOf(had.reason) <= MATCH_REASONS.indexOf(reason)) return;
    best.set(p.id, {
      reason,
      identity: {
        recordId: String(p.id),
        fullName: personFullName(p),
        age: ageOn(p.birthDate, today),
        places: had && had.identity.places.length > places.length ? had.identity.places : places,
        matchedOn: reason,
      },
    });
  };
  for (const c of found.byName) {
    if (c.deceased || !sameName(c, info)) continue;
    const livedInCity = c.places.some((p) => searchNameKey(p.city) === city && p.state.toUpperCase() === info.state);
    const reason: Reason | null =
      c.birthDate?.slice(0, 10) === info.dateOfBirth
        ? 'name and date of birth'
        : livedInCity
          ? 'name and address'
          : memberAge !== null && ageOn(c.birthDate, today) === memberAge
            ? 'name and age'
            : null;
    offer(c, placesOf(c.places), reason);
  }
  const previewPlaces = (p: PersonPreviewRecord) => (p.city && p.state ? [placeLabel(p.city, p.state)] : []);
  for (const p of found.atAddress) {
    if (!p.deceased && sameName(p, info)) offer(p, previewPlaces(p), 'name and address');
  }
  for (const p of found.byPhone) {
    if (!p.deceased) offer(p, previewPlaces(p), 'phone');
  }
  for (const p of found.byEmail) {
    if (!p.deceased) offer(p, previewPlaces(p), 'email');
  }
  const own = new Set([...found.byPhone, ...found.byEmail].map((p) => p.id));
  return [...best.values()]
    .filter((m) => own.has(Number(m.identity.recordId)))
    .sort(
      (a, b) =>
        MATCH_REASONS.indexOf(a.reason) - MATCH_REASONS.indexOf(b.reason) ||
        Number(a.identity.recordId) - Number(b.identity.recordId),
    )
    .slice(0, MAX_MATCHING_IDENTITIES)
    .map((m) => m.identity);
};

/** The member's street line read as house number and street name ("123 N Main St" -> "123", "N Main St"). */
export const splitStreet = (street: string): { houseNumber: string; street: string } => {
  const m = /^(\d+[A-Za-z]?)\s+(.+)$/.exec(street.trim());
  return m
    ? { houseNumber: m[1] as string, street: (m[2] as string).replace(/\s+/g, ' ') }
    : { houseNumber: '', street: street.trim() };
};

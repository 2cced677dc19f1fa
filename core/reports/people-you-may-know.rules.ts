import { personFullName } from '../search/person-preview.rules.js';
import { ageOn } from '../search/ranking.rules.js';
import { buildReportUrl } from '../search/search-url.rules.js';
import { reportIdOf } from '../shared/reports/report-contents.schema.js';
import type {
  PeopleYouMayKnowSeed,
  PersonConnection,
  PersonConnectionKind,
  PersonYouMayKnowDraft,
  StoredPersonYouMayKnow,
} from './people-you-may-know.port.js';
import type { PersonYouMayKnow } from './people-you-may-know.schema.js';

/**
 * People You May Know rules (000 sections 3 and 4; docs/decisions/0072): who is suggested, in what
 * order, with what reason, and what a card shows.
 */

/** At most this many suggestions are kept per member (the cards show 3 to 5; removed cards make room for the next). */
export const PYMK_MAX_SUGGESTIONS = 20;
/** Suggestions start from at most this many seeds (the member's record and the latest background reports). */
export const PYMK_MAX_SEEDS = 10;
/** At most this many people of each kind (relatives, associates, neighbours) per seed. */
export const PYMK_PER_SEED = 5;

const KIND_ORDER: readonly PersonConnectionKind[] = ['relative', 'associate', 'neighbor'];
const KIND_LABEL: Record<PersonConnectionKind, string> = {
  relative: 'Relative',
  associate: 'Associate',
  neighbor: 'Neighbor',
};

/** The reason a card gives: "Relative of John Smith", "Neighbor of Ann Lee"; of the member's own record, "Your relative". */
export const peopleYouMayKnowReason = (
  kind: PersonConnectionKind,
  seed: Pick<PeopleYouMayKnowSeed, 'fullName' | 'self'>,
) => (seed.self ? `Your ${KIND_LABEL[kind].toLowerCase()}` : `${KIND_LABEL[kind]} of ${seed.fullName}`);

/**
 * The suggestions of a member from their seeds and the seeds' connections: every person once (the
 * first reason wins), never a seed, never a deceased person, never one of `exclude`; ordered by seed
 * (the member's record first, then the latest report first), then relatives, associates, neighbours;
 * at most {@link PYMK_MAX_SUGGESTIONS}.
 */
export const suggestPeople = (input: {
  readonly seeds: readonly PeopleYouMayKnowSeed[];
  readonly connections: readonly PersonConnection[];
  readonly exclude?: ReadonlySet<number>;
  readonly limit?: number;
}): PersonYouMayKnowDraft[] => {
  const limit = input.limit ?? PYMK_MAX_SUGGESTIONS;
  const seedIds = new Set(input.seeds.map((s) => s.personId));
  const taken = new Set<number>();
  const out: PersonYouMayKnowDraft[] = [];
  for (const seed of input.seeds) {
    for (const kind of KIND_ORDER) {
      for (const c of input.connections) {
        if (out.length >= limit) return out;
        if (c.seedPersonId !== seed.personId || c.kind !== kind) continue;
        if (c.deceased || seedIds.has(c.id) || taken.has(c.id) || input.exclude?.has(c.id)) continue;
        taken.add(c.id);
        out.push({
          personId: c.id,
          firstName: c.firstName,
          middleName: c.middleName,
          lastName: c.lastName,
          birthDate: c.birthDate,
          city: c.city,
          state: c.state,
          reason: peopleYouMayKnowReason(kind, seed),
          seedPersonId: seed.personId,
          rank: out.length,
        });
      }
    }
  }
  return out;
};

/** "City, ST", or what of it is known. */
const peopleYouMayKnowCityLine = (city: string | null, state: string | null): string =>
  [city ?? '', state ?? ''].filter((s) => s.trim() !== '').join(', ');

/** The record's Location (000 section 3): parts separated by "; ": the reason, then the address. */
export const peopleYouMayKnowLocation = (reason: string, city: string | null, state: string | null): string =>
  `${reason}; ${peopleYouMayKnowCityLine(city, state)}`;

/** The address a card shows: "the second part [of Location] is displayed as the address" (000 section 3). */
export const peopleYouMayKnowAddress = (location: string): string => location.split('; ')[1] ?? '';

/** A stored suggestion as a card shows it on a day (`asOf`, YYYY-MM-DD, for the age). */
export const personYouMayKnowView = (s: StoredPersonYouMayKnow, asOf: string, canMonitor = false): PersonYouMayKnow => {
  const location = peopleYouMayKnowLocation(s.reason, s.city, s.state);
  return {
    id: s.id,
    personId: s.personId,
    reportId: reportIdOf({ type: 'background', id: String(s.personId) }),
    firstName: s.firstName,
    middleName: s.middleName ?? '',
    lastName: s.lastName,
    name: personFullName(s),
    age: ageOn(s.birthDate, asOf),
    address: peopleYouMayKnowAddress(location),
    location,
    reason: s.reason,
    reportUrl: buildReportUrl({
      id: String(s.personId),
      firstName: s.firstName,
      middleName: s.middleName ?? '',
      lastName: s.lastName,
      city: s.city ?? '',
      state: s.state ?? '',
      type: 'background',
    }),
    clicked: s.clicked,
    favorite: s.favorite,
    canMonitor,
  };
};

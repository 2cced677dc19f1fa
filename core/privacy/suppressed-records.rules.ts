import type { Neighborhood } from '../property/neighborhood.port.js';
import type { ReportSource } from '../reports/report-source.port.js';
import type { PersonSearch } from '../search/person-search.port.js';
import type { Suppressions } from './suppression.port.js';

/**
 * Opted-out people are not shown (issue 17; docs/record-linkage.md): the one rule every read path
 * applies. `withoutSuppressed` drops the suppressed people of a list; `suppressedReportSource` wraps the
 * report source so a suppressed person's background report is not found (404) and the suppressed people
 * leave the people lists of phone, e-mail and address reports and the relatives of everyone else's.
 */
export const withoutSuppressed = async <T>(
  suppressions: Pick<Suppressions, 'suppressedAmong'>,
  items: readonly T[],
  personIdOf: (item: T) => number | null,
): Promise<T[]> => {
  const ids = items.map(personIdOf).filter((id): id is number => id !== null);
  if (ids.length === 0) return [...items];
  const hidden = await suppressions.suppressedAmong(ids);
  if (hidden.size === 0) return [...items];
  return items.filter((i) => {
    const id = personIdOf(i);
    return id === null || !hidden.has(id);
  });
};

export const suppressedReportSource = (
  source: ReportSource,
  suppressions: Pick<Suppressions, 'suppressedAmong'>,
): ReportSource => ({
  async background(personId) {
    if ((await suppressions.suppressedAmong([personId])).has(personId)) return null;
    const d = await source.background(personId);
    if (!d) return d;
    return { ...d, relations: await withoutSuppressed(suppressions, d.relations, (r) => r.personId) };
  },
  async phone(tenDigits) {
    const d = await source.phone(tenDigits);
    if (!d) return d;
    const people = await withoutSuppressed(suppressions, d.people, (p) => p.personId);
    const addresses = await withoutSuppressed(suppressions, d.addresses, (a) => a.personId);
    return { ...d, people, addresses };
  },
  async email(lowerCaseEmail) {
    const d = await source.email(lowerCaseEmail);
    if (!d) return d;
    const people = await withoutSuppressed(suppressions, d.people, (p) => p.personId);
    // An e-mail is one person's: when all its people opted out, the report is not found.
    if (d.people.length > 0 && people.length === 0) return null;
    const addresses = await withoutSuppressed(suppressions, d.addresses, (a) => a.personId);
    return { ...d, people, addresses };
  },
  async address(propertyId, viewerId) {
    const d = await source.address(propertyId, viewerId);
    if (!d) return d;
    const owners = await withoutSuppressed(suppressions, d.owners, (o) => o.personId);
    const residents = await withoutSuppressed(suppressions, d.residents, (r) => r.personId);
    return { ...d, owners, residents };
  },
});

/** Both orders' candidates of a name search without the suppressed people, asked in one question. */
export const bothOrdersWithoutSuppressed = async <C extends { readonly id: number }>(
  suppressions: Pick<Suppressions, 'suppressedAmong'>,
  found: { readonly typed: readonly C[]; readonly other: readonly C[] | null },
): Promise<{ typed: C[]; other: C[] | null }> => {
  const all = await withoutSuppressed(suppressions, [...found.typed, ...(found.other ?? [])], (c) => c.id);
  const shown = new Set(all);
  return { typed: found.typed.filter((c) => shown.has(c)), other: found.other?.filter((c) => shown.has(c)) ?? null };
};

/**
 * The person look-ups with the suppressed people left out: the people of a phone, of an e-mail and the
 * residents of an address, and name-search candidates (for other callers: the name search filters its
 * candidates itself, cached ones too, so an opt-out shows at once even for a name searched a moment
 * before, and is wired without this filter on them).
 */
export const suppressedPersonSearch = (
  people: PersonSearch,
  suppressions: Pick<Suppressions, 'suppressedAmong'>,
): PersonSearch => ({
  findCandidates: async (q) => withoutSuppressed(suppressions, await people.findCandidates(q), (c) => c.id),
  findCandidatesBothOrders: async (q, other, prefetch) => {
    const found = await people.findCandidatesBothOrders(q, other, prefetch);
    if (found.suppressedLeftOut) return found;
    const kept = await bothOrdersWithoutSuppressed(suppressions, found);
    if (found.extras === undefined) return kept;
    // The card extras of the people kept only.
    const ids = new Set([...kept.typed, ...(kept.other ?? [])].map((c) => c.id));
    return { ...kept, extras: found.extras?.filter((e) => ids.has(e.id)) ?? null };
  },
  cardExtras: (ids) => people.cardExtras(ids),
  // Names, not people: search-people offers a spelling only when searching it finds someone not suppressed.
  nearestNames: (q) => people.nearestNames(q),
  async lookupPhone(digits) {
    const r = await people.lookupPhone(digits);
    if (!r) return r;
    return { ...r, people: await withoutSuppressed(suppressions, r.people, (p) => p.id) };
  },
  lookupEmail: async (email) => withoutSuppressed(suppressions, await people.lookupEmail(email), (p) => p.id),
  async lookupAddress(address) {
    const found = await people.lookupAddress(address);
    const ids = found.flatMap((a) => a.residents.map((r) => r.id));
    if (ids.length === 0) return found;
    const hidden = await suppressions.suppressedAmong(ids);
    if (hidden.size === 0) return found;
    return found.map((a) => ({ ...a, residents: a.residents.filter((r) => !hidden.has(r.id)) }));
  },
});

/** The neighbourhood tools with the suppressed people left out of the recent neighbours. */
export const suppressedNeighborhood = (
  n: Neighborhood,
  suppressions: Pick<Suppressions, 'suppressedAmong'>,
): Neighborhood => ({
  asOf: () => n.asOf(),
  subject: (id) => n.subject(id),
  schoolsNear: (s, miles, limit) => n.schoolsNear(s, miles, limit),
  walkability: (s, miles) => n.walkability(s, miles),
  watchFilings: (s, area) => n.watchFilings(s, area),
  async recentNeighbors(s, area) {
    const r = await n.recentNeighbors(s, area);
    const neighbors = await withoutSuppressed(suppressions, r.neighbors, (x) => x.personId);
    return { total: Math.max(0, r.total - (r.neighbors.length - neighbors.length)), neighbors };
  },
});

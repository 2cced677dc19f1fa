import type { Neighborhood } from '../property/neighborhood.port.js';
import type { ReportAccessLevelName } from '../reports/access-level.rules.js';
import type { MonitoringChange } from '../reports/notifications.schema.js';
import { reportSubjectOf } from '../reports/report-contents.schema.js';
import type { ReportSource } from '../reports/report-source.port.js';
import type { ReportData } from '../reports/report-view.rules.js';
import type { PersonCardExtras, PersonSearch, SearchAutocomplete } from '../search/person-search.port.js';
import { searchNameKey } from '../search/ranking.rules.js';
import {
  addressReportWithout,
  type HiddenName,
  peopleInReport,
  peopleNamedBy,
  reportPersonOf,
  visibleAtLevel,
} from './fact-gate.rules.js';
import type { Suppressions } from './suppression.port.js';

/**
 * The one gate every record fact passes on its way out of Tracewell (docs/decisions/0093), whatever the
 * surface: search cards and previews, reports and their PDFs, monitoring alerts and digests, identity
 * matches and alerts, People You May Know, neighbours, history lists, e-mails. It answers two questions
 * in one place: has the person a fact is about opted out (by id, and by name in free-text fields), and
 * may this viewer see the fact (the report page's section locks, core/reports/access-level.rules.ts).
 * Surfaces call it; they never ask the opt-out list or restate a lock themselves.
 */
export interface FactGate {
  /** Of some people, those who opted out (one question for a whole list). */
  hiddenAmong(personIds: readonly number[]): Promise<ReadonlySet<number>>;
  /**
   * The items of a list none of whose people opted out: `personIdOf` names the person an item is about,
   * or every person it names (a suggestion and the seed its reason names); items naming nobody stay.
   */
  people<T>(items: readonly T[], personIdOf: (item: T) => PersonRefs): Promise<T[]>;
  /** A report's data without the people who opted out; null when the report is about one of them. */
  report(r: ReportData): Promise<ReportData | null>;
  /**
   * The changes of a monitoring alert on `reportId` that a viewer at `level` may see in the report
   * itself, without those that name a person who opted out; none when the report's subject opted out.
   */
  changes(
    reportId: string,
    level: ReportAccessLevelName,
    changes: readonly MonitoringChange[],
  ): Promise<MonitoringChange[]>;
  /** {@link FactGate.changes} of many alerts with one question: each alert's changes, in order. */
  alerts<A extends GatedAlert>(list: readonly A[]): Promise<MonitoringChange[][]>;
  /** Search cards' extras without the relatives who opted out (the cards' own people are asked with `people`). */
  cardExtras(extras: readonly PersonCardExtras[]): Promise<PersonCardExtras[]>;
  /** Surnames to suggest, in order, without those only people who opted out hold (the suggestion would name them). */
  surnames(names: readonly string[]): Promise<string[]>;
}

/** A monitoring alert as the gate reads it: its report, the reader's level to it and its changes. */
export interface GatedAlert {
  readonly reportId: string;
  readonly level: ReportAccessLevelName;
  readonly changes: readonly MonitoringChange[];
}

/** The person an item is about, or every person it names; null for none. */
export type PersonRefs = number | null | readonly (number | null)[];

const idsOf = (r: PersonRefs): number[] =>
  (Array.isArray(r) ? r : [r]).filter((id): id is number => typeof id === 'number');

/** The e-mail address an e-mail report's id names (`email-ann@example.com`), else null. */
const emailOfReport = (reportId: string): string | null => {
  const subject = reportSubjectOf(reportId);
  return subject?.type === 'email' ? subject.id.toLowerCase() : null;
};

const splitName = (full: string): HiddenName => {
  const words = full.trim().split(/\s+/);
  return { first: words[0] ?? null, last: words.length > 1 ? (words[words.length - 1] as string) : null };
};

/** The gate over the opt-out list (core/privacy/suppression.port.ts). */
export const makeFactGate = (
  suppressions: Pick<Suppressions, 'suppressedAmong' | 'profileOf' | 'emailHolders' | 'surnamesOnlySuppressedHold'>,
): FactGate => {
  const hiddenAmong = async (ids: readonly number[]): Promise<ReadonlySet<number>> =>
    ids.length === 0 ? new Set() : suppressions.suppressedAmong([...new Set(ids)]);

  const people = async <T>(items: readonly T[], personIdOf: (item: T) => PersonRefs): Promise<T[]> => {
    const refs = items.map((i) => idsOf(personIdOf(i)));
    const hidden = await hiddenAmong(refs.flat());
    if (hidden.size === 0) return [...items];
    return items.filter((_, n) => !(refs[n] as number[]).some((id) => hidden.has(id)));
  };

  /** The names the records give a hidden person, with the name the report shows them by. */
  const namesOf = async (personId: number, shown: string): Promise<HiddenName[]> => {
    const profile = await suppressions.profileOf(personId);
    const names: HiddenName[] = [splitName(shown)];
    if (profile) names.push({ first: profile.givenName, last: profile.surname });
    return names;
  };

  const report = async (r: ReportData): Promise<ReportData | null> => {
    const hidden = await hiddenAmong(peopleInReport(r));
    if (hidden.size === 0) return r;
    const kept = <T extends { readonly personId: number }>(xs: readonly T[]) =>
      xs.filter((x) => !hidden.has(x.personId));
    switch (r.type) {
      case 'background':
        if (hidden.has(r.data.person.id)) return null;
        return { ...r, data: { ...r.data, relations: kept(r.data.relations) } };
      case 'phone':
        return { ...r, data: { ...r.data, people: kept(r.data.people), addresses: kept(r.data.addresses) } };
      case 'email': {
        const linked = kept(r.data.people);
        // An e-mail is one person's: when all its people opted out, the report is not found.
        if (r.data.people.length > 0 && linked.length === 0) return null;
        return { ...r, data: { ...r.data, people: linked, addresses: kept(r.data.addresses) } };
      }
      case 'address': {
        const named = [
          ...r.data.owners.flatMap((o) =>
            o.personId !== null && hidden.has(o.personId) ? [[o.personId, o.name] as const] : [],
          ),
          ...r.data.residents.flatMap((x) => (hidden.has(x.personId) ? [[x.personId, x.fullName] as const] : [])),
        ];
        const names = (await Promise.all(named.map(([id, shown]) => namesOf(id, shown)))).flat();
        return { ...r, data: addressReportWithout(r.data, hidden, names) };
      }
    }
  };

  const alerts = async <A extends GatedAlert>(list: readonly A[]): Promise<MonitoringChange[][]> => {
    const open = list.map((a) => {
      const subject = reportSubjectOf(a.reportId);
      return subject ? visibleAtLevel(subject.type, a.level, a.changes) : [];
    });
    // The people each report is about: a background report's person, an e-mail report's holders.
    const emails = [...new Set(list.flatMap((a) => emailOfReport(a.reportId) ?? []))];
    const holders = new Map(
      await Promise.all(emails.map(async (e) => [e, await suppressions.emailHolders(e)] as const)),
    );
    const subjects = list.map((a): number[] => {
      const person = reportPersonOf(a.reportId);
      const email = emailOfReport(a.reportId);
      return person !== null ? [person] : email ? (holders.get(email) ?? []) : [];
    });
    const hidden = await hiddenAmong([
      ...subjects.flat(),
      ...open.flat().flatMap((c) => peopleNamedBy(c.key, c.section)),
    ]);
    return open.map((changes, n) => {
      const about = subjects[n] ?? [];
      if (about.length > 0 && about.every((id) => hidden.has(id))) return [];
      return hidden.size === 0
        ? changes
        : changes.filter((c) => !peopleNamedBy(c.key, c.section).some((id) => hidden.has(id)));
    });
  };

  const changes = async (
    reportId: string,
    level: ReportAccessLevelName,
    all: readonly MonitoringChange[],
  ): Promise<MonitoringChange[]> => (await alerts([{ reportId, level, changes: all }]))[0] ?? [];

  const cardExtras = async (extras: readonly PersonCardExtras[]): Promise<PersonCardExtras[]> => {
    const hidden = await hiddenAmong(extras.flatMap((e) => e.relatives.map((r) => r.id)));
    if (hidden.size === 0) return [...extras];
    return extras.map((e) => ({ ...e, relatives: e.relatives.filter((r) => !hidden.has(r.id)) }));
  };

  const surnames = async (names: readonly string[]): Promise<string[]> => {
    if (names.length === 0) return [];
    const hidden = await suppressions.surnamesOnlySuppressedHold(names.map(searchNameKey));
    return hidden.size === 0 ? [...names] : names.filter((n) => !hidden.has(searchNameKey(n)));
  };

  return { hiddenAmong, people, report, changes, alerts, cardExtras, surnames };
};

/**
 * The report source as every reader of reports sees it (views, PDFs, monitoring runs, identity
 * monitoring's claimed record): each report through {@link FactGate.report}.
 */
export const gatedReportSource = (source: ReportSource, gate: FactGate): ReportSource => {
  const through = async <T extends ReportData>(r: T | null): Promise<T['data'] | null> => {
    if (!r) return null;
    const gated = await gate.report(r);
    return gated ? (gated.data as T['data']) : null;
  };
  return {
    background: async (id) => {
      const d = await source.background(id);
      return through(d ? { type: 'background', data: d } : null);
    },
    phone: async (n) => {
      const d = await source.phone(n);
      return through(d ? { type: 'phone', data: d } : null);
    },
    email: async (e) => {
      const d = await source.email(e);
      return through(d ? { type: 'email', data: d } : null);
    },
    address: async (id, viewerId) => {
      const d = await source.address(id, viewerId);
      return through(d ? { type: 'address', data: d } : null);
    },
  };
};

/** Both orders' candidates of a name search through the gate, asked in one question. */
export const bothOrdersThroughGate = async <C extends { readonly id: number }>(
  gate: Pick<FactGate, 'people'>,
  found: { readonly typed: readonly C[]; readonly other: readonly C[] | null },
): Promise<{ typed: C[]; other: C[] | null }> => {
  const shown = new Set(await gate.people([...found.typed, ...(found.other ?? [])], (c) => c.id));
  return { typed: found.typed.filter((c) => shown.has(c)), other: found.other?.filter((c) => shown.has(c)) ?? null };
};

/**
 * The person look-ups through the gate: the people of a phone, of an e-mail and the residents of an
 * address, name-search candidates and their card extras (a relative who opted out leaves another
 * person's card). The name search asks the gate about its candidates itself, cached ones too, so an
 * opt-out shows at once even for a name searched a moment before.
 */
export const gatedPersonSearch = (
  people: PersonSearch,
  gate: Pick<FactGate, 'people' | 'hiddenAmong' | 'cardExtras'>,
): PersonSearch => ({
  findCandidates: async (q) => gate.people(await people.findCandidates(q), (c) => c.id),
  findCandidatesBothOrders: async (q, other, prefetch) => {
    const found = await people.findCandidatesBothOrders(q, other, prefetch);
    if (found.suppressedLeftOut) {
      // The look-up left out the opted-out people; their names may still be among the cards' relatives.
      return found.extras ? { ...found, extras: await gate.cardExtras(found.extras) } : found;
    }
    const kept = await bothOrdersThroughGate(gate, found);
    if (found.extras === undefined) return kept;
    // The card extras of the people kept only.
    const ids = new Set([...kept.typed, ...(kept.other ?? [])].map((c) => c.id));
    const extras = found.extras ? await gate.cardExtras(found.extras.filter((e) => ids.has(e.id))) : null;
    return { ...kept, extras };
  },
  cardExtras: async (ids) => gate.cardExtras(await people.cardExtras(ids)),
  // Names, not people: search-people offers a spelling only when searching it finds someone shown.
  nearestNames: (q) => people.nearestNames(q),
  async lookupPhone(digits) {
    const r = await people.lookupPhone(digits);
    if (!r) return r;
    return { ...r, people: await gate.people(r.people, (p) => p.id) };
  },
  lookupEmail: async (email) => gate.people(await people.lookupEmail(email), (p) => p.id),
  async lookupAddress(address) {
    const found = await people.lookupAddress(address);
    const hidden = await gate.hiddenAmong(found.flatMap((a) => a.residents.map((r) => r.id)));
    if (hidden.size === 0) return found;
    return found.map((a) => ({ ...a, residents: a.residents.filter((r) => !hidden.has(r.id)) }));
  },
});

/**
 * The autocomplete through the gate: a surname only people who opted out hold is not suggested. The store lists
 * surnames without asking; the first `limit` the gate lets through are the suggestions, so the store is asked
 * for more while the gate took some out and the store had more to give.
 */
export const gatedSearchAutocomplete = (
  autocomplete: SearchAutocomplete,
  gate: Pick<FactGate, 'surnames'>,
): SearchAutocomplete => ({
  zips: (prefix, limit) => autocomplete.zips(prefix, limit),
  cities: (prefix, limit) => autocomplete.cities(prefix, limit),
  streets: (prefix, limit) => autocomplete.streets(prefix, limit),
  addresses: (query, limit) => autocomplete.addresses(query, limit),
  cityNames: (prefix, limit) => autocomplete.cityNames(prefix, limit),
  async lastNames(prefix, limit) {
    for (let asked = limit; ; asked *= 2) {
      const listed = await autocomplete.lastNames(prefix, asked);
      const shown = await gate.surnames(listed);
      if (shown.length >= limit || listed.length < asked) return shown.slice(0, limit);
    }
  },
});

/** The neighbourhood tools through the gate: recent neighbours who opted out are left out. */
export const gatedNeighborhood = (n: Neighborhood, gate: Pick<FactGate, 'people'>): Neighborhood => ({
  asOf: () => n.asOf(),
  subject: (id) => n.subject(id),
  schoolsNear: (s, miles, limit) => n.schoolsNear(s, miles, limit),
  walkability: (s, miles) => n.walkability(s, miles),
  watchFilings: (s, area) => n.watchFilings(s, area),
  async recentNeighbors(s, area) {
    const r = await n.recentNeighbors(s, area);
    const neighbors = await gate.people(r.neighbors, (x) => x.personId);
    return { total: Math.max(0, r.total - (r.neighbors.length - neighbors.length)), neighbors };
  },
});

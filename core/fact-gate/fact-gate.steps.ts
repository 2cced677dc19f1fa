import { searchNameKey } from '../records/normalize.rules.js';
import type { ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import type { MonitoringChange } from '../shared/reports/notifications.schema.js';
import { reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import type { ReportData, ReportSource } from '../shared/reports/report-source.port.js';
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
 * may this viewer see the fact (the report page's section locks, core/shared/reports/access-level.rules.ts).
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
  cardExtras<E extends GatedCardExtras>(extras: readonly E[]): Promise<E[]>;
  /** Surnames to suggest, in order, without those only people who opted out hold (the suggestion would name them). */
  surnames(names: readonly string[]): Promise<string[]>;
}

/**
 * A search card's extras as the gate reads them: the relatives it names, each by the person's id
 * (`PersonCardExtras`, core/search/person-search.port.ts).
 */
export interface GatedCardExtras {
  readonly relatives: readonly { readonly id: number }[];
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

/** The gate over the opt-out list (core/fact-gate/suppression.port.ts). */
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

  const cardExtras = async <E extends GatedCardExtras>(extras: readonly E[]): Promise<E[]> => {
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

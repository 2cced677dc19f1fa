import { givenNameVariants } from '../records/nicknames.js';
import { nameKey } from '../records/record-linkage.rules.js';
import { isSectionLockedIn, type ReportAccessLevelName } from '../shared/reports/access-level.rules.js';
import type { AddressReportData } from '../shared/reports/address-report-contents.schema.js';
import { type ReportContentType, reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import type { ReportData } from '../shared/reports/report-source.port.js';

/**
 * The pure decisions of the fact gate (docs/decisions/0093; the gate itself is core/fact-gate/fact-gate.steps.ts):
 * which record facts a viewer may see (the report page's section locks, everywhere) and how a person who
 * opted out leaves a fact (by id, and by name inside free-text fields such as a buyer's or a borrower's).
 */

/** A name of a person who opted out, as free-text fields write it. */
export interface HiddenName {
  readonly first: string | null;
  readonly last: string | null;
}

/**
 * The report section (its id in the report view) that shows each kind of monitoring fact, per report type
 * (core/reports/monitoring-changes.rules.ts names the kinds). A kind shown in two sections (court records:
 * criminal and traffic) is visible only when both are open; a kind not listed is never shown.
 */
export const MONITORING_FACT_SECTIONS: Readonly<
  Record<ReportContentType, Readonly<Record<string, readonly string[]>>>
> = Object.freeze({
  background: {
    person: ['overview'],
    names: ['overview'],
    addresses: ['address-history'],
    phones: ['phones'],
    emails: ['emails'],
    relations: ['relatives'],
    employment: ['work-business'],
    licenses: ['work-business'],
    properties: ['properties'],
    bankruptcies: ['finances'],
    liens: ['finances'],
    courtRecords: ['criminal', 'traffic'],
  },
  phone: { people: ['owners'], addresses: ['addresses'] },
  email: { people: ['owners'], phones: ['phones'], addresses: ['addresses'] },
  address: {
    sales: ['transactions'],
    loans: ['transactions'],
    owners: ['owners'],
    residents: ['residents'],
    listings: ['listings'],
    buildingPermits: ['building-permits'],
    foreclosures: ['pre-foreclosures', 'foreclosures'],
    liens: ['liens'],
    evictions: ['evictions'],
  },
});

/**
 * Whether a monitoring fact of kind `section` in a report of `type` is open at `level`: every report
 * section that shows it is unlocked there (the report page's rule, {@link isSectionLockedIn}).
 */
const monitoringFactVisible = (type: ReportContentType, level: ReportAccessLevelName, section: string) => {
  const shownIn = MONITORING_FACT_SECTIONS[type][section];
  if (!shownIn) return false;
  return shownIn.every((s) => !isSectionLockedIn(type, level, s));
};

/**
 * The facts of a snapshot, or the changes of an alert, that a viewer at `level` may see (a monitoring fact,
 * core/reports/monitoring-changes.rules.ts, and a change, core/shared/reports/notifications.schema.ts, both
 * name their section).
 */
export const visibleAtLevel = <F extends { readonly section: string }>(
  type: ReportContentType,
  level: ReportAccessLevelName,
  facts: readonly F[],
): F[] => facts.filter((f) => monitoringFactVisible(type, level, f.section));

/**
 * The people a monitoring fact or change names, read from its key (monitoring-changes.rules.ts builds
 * them): a relative (`relation:12`), a linked person (`person:12`), a resident (`resident:12`), an owner
 * (`owner:12`), and a phone's or e-mail's linked address (`address:12:line:zip`, in section `addresses`;
 * a background report's `address:<address id>` names nobody). Other keys name nobody.
 */
export const peopleNamedBy = (key: string | undefined, section: string): number[] => {
  if (!key) return [];
  const parts = key.split(':');
  const [kind, id] = parts;
  const personal = kind === 'relation' || kind === 'person' || kind === 'resident' || kind === 'owner';
  const linkedAddress = kind === 'address' && section === 'addresses' && parts.length >= 4;
  return (personal || linkedAddress) && id && /^\d{1,15}$/.test(id) ? [Number(id)] : [];
};

/**
 * The people an identity-monitoring record alert names: its key is `record:<kind>:<change key>:<date>`
 * (core/identity/identity-monitoring.steps.ts) over the claimed person's background report.
 */
export const peopleNamedByIdentityAlert = (key: string): number[] => {
  const m = /^record:(?:added|removed|changed):(.+)$/.exec(key);
  return m ? peopleNamedBy(m[1], 'relations') : [];
};

/** The subject person of a report id, when it is a background report (`background-12`). */
export const reportPersonOf = (reportId: string): number | null => {
  const subject = reportSubjectOf(reportId);
  return subject?.type === 'background' && /^\d{1,15}$/.test(subject.id) ? Number(subject.id) : null;
};

/** Words of a recorded name that are not part of it: generational suffixes and deed and probate terms. */
const NOT_NAME_WORDS = new Set([
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'etal',
  'et',
  'al',
  'etux',
  'ux',
  'etvir',
  'vir',
  'tr',
  'trustee',
  'ttee',
  'est',
  'estate',
  'of',
  'the',
  'deceased',
  'dec',
  'aka',
  'fka',
  'mr',
  'mrs',
  'ms',
  'dr',
]);
/** A field that names a company: its "and" ("Smith and Sons LLC") joins no two people. */
const COMPANY =
  /\b(llc|inc|corp|corporation|co|company|bank|trust|lp|llp|ltd|pllc|holdings|association|assn|partners|sons|group)\b/i;

const wordsOf = (text: string): string[] =>
  text
    .split(/[\s.,]+/)
    .map(nameKey)
    .filter((w) => w.length > 0 && !NOT_NAME_WORDS.has(w));

/** The parts of a field of names: split at ";", "&", "/", "+", "and" (not in a company's name) and at a comma between two full names. */
const namePartsOf = (text: string): string[] => {
  const joiners = COMPANY.test(text) ? /\s*(?:;|&|\/|\+)\s*/ : /\s*(?:;|&|\/|\+|\band\b)\s*/i;
  return text
    .split(joiners)
    .flatMap((p) => {
      const commas = p.split(/\s*,\s*/);
      // "John Smith, Mary Jones" is two people; "Smith, John A" is one.
      return commas.length > 1 && commas.every((c) => wordsOf(c).length >= 2) ? commas : [p];
    })
    .filter((p) => p.trim().length > 0);
};

/** The given names a hidden given name is also written as (nicknames and formal names: Bob, Robert). */
const givenForms = (first: string): Set<string> =>
  new Set([first, ...givenNameVariants(first).map((v) => nameKey(v.name))]);

/** Whether some run of `words` other than position `skip` spells `surname` (De La Cruz: "de", "la", "cruz"). */
const spells = (words: readonly string[], surname: string, skip: number): boolean => {
  for (let i = 0; i < words.length; i += 1) {
    let joined = '';
    for (let k = i; k < words.length && joined.length < surname.length; k += 1) {
      if (k === skip) break;
      joined += words[k];
      if (joined === surname) return true;
    }
  }
  return false;
};

const partNames = (part: string, field: readonly string[], hidden: readonly HiddenName[]): boolean => {
  const words = wordsOf(part);
  if (words.length === 0) return false;
  return hidden.some((h) => {
    const first = nameKey(h.first);
    const last = nameKey(h.last);
    if (!first || !last) return false;
    const forms = givenForms(first);
    return words.some((w, at) => {
      if (!forms.has(w)) return false;
      // "John Smith", "Smith John A", "Maria De La Cruz"; or "John" of "John & Mary Smith" (the shared surname).
      return spells(words, last, at) || (words.length === 1 && spells(field, last, -1));
    });
  });
};

/**
 * A free-text field of names ("John Smith; Mary Smith", "SMITH JOHN & MARY", "John Smith Jr, Ann Lee") without
 * the names of people who opted out, by their given name (or its nickname) and surname in either order: the
 * other names stay, in their order, joined by "; "; null when none is left.
 */
export const withoutHiddenNames = (text: string | null, hidden: readonly HiddenName[]): string | null => {
  if (text === null || hidden.length === 0) return text;
  const parts = namePartsOf(text);
  const field = wordsOf(text);
  const kept = parts.filter((p) => !partNames(p, field, hidden));
  if (kept.length === parts.length) return text;
  return kept.length > 0 ? kept.join('; ') : null;
};

/** Whether a name as the records write it (an owner, a defendant) is one of the hidden people's. */
const namesHiddenPerson = (name: string, hidden: readonly HiddenName[]): boolean =>
  hidden.length > 0 && withoutHiddenNames(name, hidden) === null;

/**
 * An address report without the people who opted out (001 section 3): they leave the owners and the
 * residents by id, and every free-text field that names people (buyers, sellers, borrowers, grantors,
 * grantees, debtors, eviction defendants) by name.
 */
export const addressReportWithout = (
  d: AddressReportData,
  hiddenIds: ReadonlySet<number>,
  hiddenNames: readonly HiddenName[],
): AddressReportData => {
  const names = (t: string | null) => withoutHiddenNames(t, hiddenNames);
  return {
    ...d,
    // An owner the records did not link to a person is left out when their name is a hidden person's.
    owners: d.owners.filter((o) =>
      o.personId === null
        ? o.ownerType !== 'person' || !namesHiddenPerson(o.name, hiddenNames)
        : !hiddenIds.has(o.personId),
    ),
    residents: d.residents.filter((r) => !hiddenIds.has(r.personId)),
    transactions: d.transactions.map((t) => ({
      ...t,
      buyerNames: names(t.buyerNames),
      sellerNames: names(t.sellerNames),
    })),
    preForeclosures: d.preForeclosures.map((f) => ({ ...f, borrowerNames: names(f.borrowerNames) })),
    foreclosures: d.foreclosures.map((f) => ({ ...f, borrowerNames: names(f.borrowerNames) })),
    recordings: d.recordings.map((r) => ({ ...r, grantor: names(r.grantor), grantee: names(r.grantee) })),
    liens: d.liens.map((l) => ({ ...l, debtor: names(l.debtor) })),
    // The case stays (it is the property's record, and a filing that vanished would be announced as gone);
    // a defendant who opted out is not named.
    evictions: d.evictions.map((e) => ({ ...e, defendant: names(e.defendant) ?? '' })),
  };
};

/** The person ids a report's data names (for one question to the opt-out list). */
export const peopleInReport = (r: ReportData): number[] => {
  switch (r.type) {
    case 'background':
      return [r.data.person.id, ...r.data.relations.map((x) => x.personId)];
    case 'phone':
    case 'email':
      return [...r.data.people.map((p) => p.personId), ...r.data.addresses.map((a) => a.personId)];
    case 'address':
      return [
        ...r.data.owners.flatMap((o) => (o.personId === null ? [] : [o.personId])),
        ...r.data.residents.map((x) => x.personId),
      ];
  }
};

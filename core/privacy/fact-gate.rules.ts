import { isSectionLockedIn, type ReportAccessLevelName } from '../reports/access-level.rules.js';
import type { AddressReportData } from '../reports/address-report-contents.schema.js';
import type { MonitoringFact } from '../reports/monitoring-changes.rules.js';
import type { MonitoringChange } from '../reports/notifications.schema.js';
import type { ReportContentType } from '../reports/report-contents.schema.js';
import type { ReportData } from '../reports/report-view.rules.js';
import { nameKey } from './record-linkage.rules.js';

/**
 * The pure decisions of the fact gate (docs/decisions/0093; the gate itself is core/privacy/fact-gate.ts):
 * which record facts a viewer may see (the report page's section locks, everywhere) and how a person who
 * opted out leaves a fact (by id, and by name inside free-text fields such as a buyer's or a borrower's).
 */

/**
 * Who reads a fact. `account`: a signed-in user (free or member); what they may see of a report is the
 * access level the report rules give them (core/reports/report-access.rules.ts). `self`: the person the
 * record is about, after a verified claim (identity monitoring): their own record in full. `operator`:
 * staff working a privacy case.
 */
export type Viewer =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'account'; readonly userId: string }
  | { readonly kind: 'self'; readonly userId: string; readonly personId: number }
  | { readonly kind: 'operator' };

/** A name of a person who opted out, as free-text fields write it. */
export interface HiddenName {
  readonly first: string | null;
  readonly middle?: string | null;
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
export const monitoringFactVisible = (type: ReportContentType, level: ReportAccessLevelName, section: string) => {
  const shownIn = MONITORING_FACT_SECTIONS[type][section];
  if (!shownIn) return false;
  return shownIn.every((s) => !isSectionLockedIn(type, level, s));
};

/** The facts of a snapshot, or the changes of an alert, that a viewer at `level` may see. */
export const visibleAtLevel = <F extends Pick<MonitoringFact | MonitoringChange, 'section'>>(
  type: ReportContentType,
  level: ReportAccessLevelName,
  facts: readonly F[],
): F[] => facts.filter((f) => monitoringFactVisible(type, level, f.section));

/**
 * The people a monitoring fact or change names, read from its key (monitoring-changes.rules.ts builds
 * them): a relative (`relation:12`), a linked person (`person:12`), a resident (`resident:12`), an owner
 * (`owner:12`), and a phone's or e-mail's linked address (`address:12:line:zip`). Other keys name nobody.
 */
export const peopleNamedBy = (key: string | undefined, section: string): number[] => {
  if (!key) return [];
  const [kind, id] = key.split(':');
  const personal =
    (kind === 'relation' || kind === 'person' || kind === 'resident' || kind === 'owner') &&
    section !== 'person' &&
    section !== 'names';
  const linkedAddress = kind === 'address' && section === 'addresses' && key.split(':').length >= 4;
  return (personal || linkedAddress) && id && /^\d{1,15}$/.test(id) ? [Number(id)] : [];
};

/** The subject person of a report id, when it is a background report (`background-12`). */
export const reportPersonOf = (reportId: string): number | null => {
  const m = /^background-(\d{1,15})$/.exec(reportId);
  return m ? Number(m[1]) : null;
};

const NAME_SEPARATORS = /\s*(?:;|&|\band\b|\/)\s*/i;

const nameMatches = (written: string, hidden: readonly HiddenName[]): boolean => {
  const words = written
    .split(/[\s,]+/)
    .map(nameKey)
    .filter((w) => w.length > 0);
  if (words.length < 2) return false;
  const first = words[0] as string;
  const last = words[words.length - 1] as string;
  return hidden.some((h) => {
    const hf = nameKey(h.first);
    const hl = nameKey(h.last);
    if (!hf || !hl) return false;
    // "John Smith", "Smith John" (a recorder's order) and "Smith, John A" alike.
    return (first === hf && last === hl) || (first === hl && words.includes(hf)) || (last === hf && first === hl);
  });
};

/**
 * A free-text field of names ("John Smith; Mary Smith", "SMITH JOHN & SMITH MARY") without the names of
 * people who opted out: the other names stay, in their order, joined by "; "; null when none is left.
 */
export const withoutHiddenNames = (text: string | null, hidden: readonly HiddenName[]): string | null => {
  if (text === null || hidden.length === 0) return text;
  const parts = text.split(NAME_SEPARATORS).filter((p) => p.trim().length > 0);
  const kept = parts.filter((p) => !nameMatches(p, hidden));
  if (kept.length === parts.length) return text;
  return kept.length > 0 ? kept.join('; ') : null;
};

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
    owners: d.owners.filter((o) => o.personId === null || !hiddenIds.has(o.personId)),
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
    evictions: d.evictions
      .map((e) => ({ ...e, defendant: names(e.defendant) }))
      // An eviction is a case against its defendants: with none left to name, the case is theirs alone.
      .filter((e): e is typeof e & { defendant: string } => e.defendant !== null),
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

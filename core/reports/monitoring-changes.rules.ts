import type { MonitoringChange } from '../shared/reports/notifications.schema.js';
import type { ReportData } from '../shared/reports/report-source.port.js';
import { money, place, reportPhoneDisplay } from './report-view-format.rules.js';

/**
 * Report monitoring compares what a report holds now with what it held when it was last looked at
 * (002 section 3 "Monitoring"; docs/decisions/0071). A report is reduced to a snapshot: one fact per
 * record, named by a stable key (an address by its address id, a phone by its number, a court record by
 * its case number), with the words an alert names it by, the date the sentence gives and, for records
 * that can stop being current, whether they are current. Two snapshots differ in facts added, facts
 * gone and facts that stopped being current or changed value; each difference is one sentence.
 */
export interface MonitoringFact {
  /** The report data's collection (addresses, phones, emails, courtRecords, owners, sales, ...). */
  readonly section: string;
  /** Stable identity within the report: `address:123`, `phone:6025550123`, `court:CR-2026-1`. */
  readonly key: string;
  /** The words the sentence names the fact by: "Tempe, AZ", "(480) 555-0142", "Theft, Maricopa County". */
  readonly label: string;
  /** The date the sentence gives (recorded, filed, sold), ISO `YYYY-MM-DD`. */
  readonly recordedAt: string | null;
  /** For records that can stop being current (addresses, phones, owners). */
  readonly current?: boolean;
  /** A value compared between snapshots (a person recorded deceased). */
  readonly value?: string;
  /** The `recordRef` of the fact's item in the report view, to mark it new; never compared. */
  readonly ref?: string;
}

/** The facts of one report at one moment, each key once. */
export type MonitoringSnapshot = readonly MonitoringFact[];

type Sentences = {
  readonly added: (f: MonitoringFact) => string;
  readonly removed: (f: MonitoringFact) => string;
  readonly notCurrent?: (f: MonitoringFact) => string;
  readonly changed?: (f: MonitoringFact) => string;
};

const on = (f: MonitoringFact, verb = 'recorded') => (f.recordedAt ? `, ${verb} ${f.recordedAt}` : '');
const simple = (noun: string, verb = 'recorded', colon = false): Sentences => ({
  added: (f) => `New ${noun}${colon ? ':' : ''} ${f.label}${on(f, verb)}`,
  removed: (f) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${f.label} is no longer listed`,
});

/** The sentence of each kind of change, per section (docs/decisions/0071 lists them). */
const SENTENCES: Readonly<Record<string, Sentences>> = {
  addresses: {
    added: (f) => `New address in ${f.label}${on(f)}`,
    removed: (f) => `Address in ${f.label} is no longer listed`,
    notCurrent: (f) => `Address in ${f.label} is no longer current`,
  },
  phones: { ...simple('phone'), notCurrent: (f) => `Phone ${f.label} is no longer current` },
  emails: { ...simple('email'), notCurrent: (f) => `Email ${f.label} is no longer current` },
  names: simple('name', 'recorded', true),
  relations: simple('relative or associate', 'recorded', true),
  employment: simple('employer', 'recorded', true),
  licenses: simple('license', 'recorded', true),
  properties: {
    added: (f) => `New property owned: ${f.label}${on(f)}`,
    removed: (f) => `Property ${f.label} is no longer listed`,
    notCurrent: (f) => `No longer owns ${f.label}`,
  },
  bankruptcies: simple('bankruptcy', 'filed', true),
  liens: simple('lien or judgment', 'filed', true),
  courtRecords: simple('court record', 'filed', true),
  people: {
    ...simple('linked person', 'recorded', true),
    notCurrent: (f) => `${f.label} is no longer linked as current`,
  },
  person: {
    added: (f) => `New record: ${f.label}${on(f)}`,
    removed: (f) => `${f.label} is no longer listed`,
    changed: (f) => `Recorded as deceased${f.recordedAt ? ` on ${f.recordedAt}` : ''}`,
  },
  owners: {
    added: (f) => `New owner: ${f.label}${on(f)}`,
    removed: (f) => `Owner ${f.label} is no longer listed`,
    notCurrent: (f) => `${f.label} is no longer an owner`,
  },
  residents: {
    added: (f) => `New resident: ${f.label}${on(f)}`,
    removed: (f) => `Resident ${f.label} is no longer listed`,
    notCurrent: (f) => `${f.label} no longer lives here`,
  },
  sales: {
    added: (f) => `Sold for ${f.label}${f.recordedAt ? ` on ${f.recordedAt}` : ''}`,
    removed: (f) => `The sale for ${f.label} is no longer listed`,
  },
  loans: simple('loan', 'recorded', true),
  listings: {
    added: (f) => `Listed: ${f.label}${on(f, 'on')}`,
    removed: (f) => `Listing ${f.label} is no longer listed`,
    changed: (f) => `Listing now ${f.value}: ${f.label}`,
  },
  buildingPermits: simple('building permit', 'issued', true),
  foreclosures: simple('foreclosure filing', 'recorded', true),
  evictions: simple('eviction filing', 'filed', true),
};

const sentencesOf = (section: string): Sentences => SENTENCES[section] ?? simple('record', 'recorded', true);

const change = (f: MonitoringFact, kind: MonitoringChange['kind'], text: string): MonitoringChange => ({
  section: f.section,
  kind,
  text,
  recordedAt: f.recordedAt,
  key: f.key,
});

/**
 * The changes from `before` to `after`: first the facts added, then the facts that stopped being current
 * or changed value (each in the order of `after`), then the facts gone (in the order of `before`). Empty
 * when nothing the sentences name differs (the view's `ref` is never compared).
 */
export const diffSnapshots = (before: MonitoringSnapshot, after: MonitoringSnapshot): MonitoringChange[] => {
  const was = new Map(before.map((f) => [f.key, f]));
  const is = new Map(after.map((f) => [f.key, f]));
  const added: MonitoringChange[] = [];
  const changed: MonitoringChange[] = [];
  for (const f of is.values()) {
    const s = sentencesOf(f.section);
    const b = was.get(f.key);
    if (!b) added.push(change(f, 'added', s.added(f)));
    else if (b.current === true && f.current === false) {
      changed.push(change(f, 'changed', (s.notCurrent ?? s.removed)(f)));
    } else if (b.value !== f.value && f.value !== undefined) {
      changed.push(change(f, 'changed', (s.changed ?? s.added)(f)));
    }
  }
  const removed = [...was.values()]
    .filter((f) => !is.has(f.key))
    .map((f) => change(f, 'removed', sentencesOf(f.section).removed(f)));
  return [...added, ...changed, ...removed];
};

const fact = (
  section: string,
  key: string,
  label: string,
  recordedAt: string | null,
  ref: string,
  extra: { current?: boolean; value?: string } = {},
): MonitoringFact => ({ section, key, label, recordedAt, ref, ...extra });

const county = (c: string | null) => (c ? `${c} County` : null);

/**
 * The snapshot of a report's full data (never the teaser): every record a member would want to hear
 * about, keyed by what identifies it in the records. `ref` follows the view's record refs
 * (background-report-view.rules.ts and the other views); a test holds them together.
 */
export const snapshotOf = (r: ReportData): MonitoringSnapshot => {
  const out: MonitoringFact[] = [];
  switch (r.type) {
    case 'background': {
      const d = r.data;
      const pid = d.person.id;
      if (d.person.deceased) {
        out.push(
          fact('person', 'deceased', 'Deceased', d.person.deceasedDate ?? d.person.recordedAt, `person:${pid}`, {
            value: 'deceased',
          }),
        );
      }
      d.names.forEach((n, i) => {
        const name = [n.firstName, n.middleName, n.lastName].filter(Boolean).join(' ');
        out.push(fact('names', `name:${n.nameType}:${name.toLowerCase()}`, name, n.recordedAt, `name:${pid}:${i}`));
      });
      out.push(
        ...d.addresses.map((a, i) =>
          fact('addresses', `address:${a.addressId}`, place(a), a.fromDate ?? a.recordedAt, `address:${pid}:${i}`, {
            current: a.isCurrent,
          }),
        ),
      );
      out.push(
        ...d.phones.map((p, i) =>
          fact('phones', `phone:${p.number}`, reportPhoneDisplay(p.number), p.recordedAt, `phone:${pid}:${i}`, {
            current: p.isCurrent,
          }),
        ),
      );
      out.push(
        ...d.emails.map((e, i) =>
          fact('emails', `email:${e.email.toLowerCase()}`, e.email, e.recordedAt, `email:${pid}:${i}`, {
            current: e.isCurrent,
          }),
        ),
      );
      out.push(
        ...d.relations.map((x, i) =>
          fact('relations', `relation:${x.personId}`, x.fullName, x.recordedAt, `relation:${pid}:${i}`),
        ),
      );
      out.push(
        ...d.employment.map((e, i) =>
          fact(
            'employment',
            `employment:${e.employer.toLowerCase()}:${e.startDate ?? ''}`,
            e.employer,
            e.startDate ?? e.recordedAt,
            `employment:${pid}:${i}`,
          ),
        ),
      );
      out.push(
        ...d.licenses.map((l, i) =>
          fact(
            'licenses',
            `license:${l.issuingState}:${l.licenseNumber}`,
            `${l.licenseType}, ${l.issuingState}`,
            l.issueDate ?? l.recordedAt,
            `license:${pid}:${i}`,
          ),
        ),
      );
      out.push(
        ...d.properties.map((p, i) =>
          fact(
            'properties',
            `property:${p.propertyId}`,
            `${p.line1}, ${place(p)}`,
            p.fromDate ?? p.recordedAt,
            `property:${p.propertyId}:${i}`,
            { current: p.isCurrent },
          ),
        ),
      );
      out.push(
        ...d.bankruptcies.map((b, i) =>
          fact(
            'bankruptcies',
            `bankruptcy:${b.caseNumber}`,
            `Chapter ${b.chapter}, ${b.court}`,
            b.filingDate,
            `bankruptcy:${pid}:${i}`,
          ),
        ),
      );
      out.push(
        ...d.liens.map((l, i) =>
          fact(
            'liens',
            `lien:${l.caseNumber ?? `${l.creditor}:${l.filingDate}`}`,
            `${l.creditor}, ${money(l.amountCents)}`,
            l.filingDate,
            `lien:${pid}:${i}`,
          ),
        ),
      );
      out.push(
        ...d.courtRecords.map((c, i) =>
          fact(
            'courtRecords',
            `court:${c.state}:${c.caseNumber}`,
            [c.offense, county(c.county) ?? c.court].join(', '),
            c.filingDate ?? c.recordedAt,
            `court:${pid}:${i}`,
          ),
        ),
      );
      break;
    }
    case 'phone':
    case 'email': {
      const d = r.data;
      const n = r.type === 'phone' ? r.data.phone.number : '';
      const pre = r.type === 'phone' ? `phone-person:${n}:` : 'email-person:';
      out.push(
        ...d.people.map((p, i) =>
          fact('people', `person:${p.personId}`, p.fullName, p.recordedAt, `${pre}${i}`, { current: p.isCurrent }),
        ),
      );
      if (r.type === 'email') {
        out.push(
          ...r.data.phones.map((p, i) =>
            fact('phones', `phone:${p.number}`, reportPhoneDisplay(p.number), p.recordedAt, `email-phone:${i}`),
          ),
        );
      }
      out.push(
        ...d.addresses.map((a, i) =>
          fact(
            'addresses',
            `address:${a.personId}:${a.line1.toLowerCase()}:${a.zip}`,
            place(a),
            a.recordedAt,
            r.type === 'phone' ? `phone-address:${n}:${i}` : `email-address:${i}`,
            { current: a.isCurrent },
          ),
        ),
      );
      break;
    }
    case 'address': {
      const d = r.data;
      const pid = d.property.propertyId;
      d.transactions.forEach((t, i) => {
        const sale = t.transactionType !== 'loan';
        out.push(
          fact(
            sale ? 'sales' : 'loans',
            `transaction:${t.documentNumber}`,
            sale
              ? (money(t.amountCents) ?? 'an undisclosed amount')
              : `${t.lender ?? t.documentType}, ${money(t.amountCents) ?? ''}`.replace(/, $/, ''),
            t.recordingDate,
            `transaction:${pid}:${i}`,
          ),
        );
      });
      out.push(
        ...d.owners.map((o, i) =>
          fact(
            'owners',
            `owner:${o.personId ?? o.name.toLowerCase()}`,
            o.name,
            o.fromDate ?? o.recordedAt,
            `owner:${pid}:${i}`,
            {
              current: o.isCurrent,
            },
          ),
        ),
      );
      out.push(
        ...d.residents.map((x, i) =>
          fact('residents', `resident:${x.personId}`, x.fullName, x.fromDate ?? x.recordedAt, `resident:${pid}:${i}`, {
            current: x.isCurrent,
          }),
        ),
      );
      for (const l of d.listings) {
        out.push(
          fact(
            'listings',
            `listing:${l.mlsNumber}`,
            `${l.listingType === 'rent' ? 'for rent' : 'for sale'} at ${money(l.listPriceCents)}`,
            l.listDate,
            `listing:${pid}:${l.mlsNumber}`,
            { value: l.status },
          ),
        );
      }
      for (const p of d.buildingPermits) {
        out.push(
          fact(
            'buildingPermits',
            `permit:${p.permitNumber}`,
            p.permitType,
            p.issueDate,
            `permit:${pid}:${p.permitNumber}`,
          ),
        );
      }
      for (const [list, ref] of [
        [d.preForeclosures, 'pre-foreclosure'],
        [d.foreclosures, 'foreclosure'],
      ] as const) {
        for (const f of list) {
          out.push(
            fact(
              'foreclosures',
              `foreclosure:${f.documentNumber}`,
              f.documentType,
              f.recordingDate,
              `${ref}:${pid}:${f.documentNumber}`,
            ),
          );
        }
      }
      out.push(
        ...d.liens.map((l, i) =>
          fact(
            'liens',
            `lien:${l.documentNumber}`,
            `${l.creditor}, ${money(l.amountCents)}`,
            l.recordingDate,
            `property-lien:${pid}:${i}`,
          ),
        ),
      );
      out.push(
        ...d.evictions.map((e, i) =>
          fact(
            'evictions',
            `eviction:${e.caseNumber}`,
            `${e.plaintiff}, ${e.court}`,
            e.filingDate,
            `eviction:${pid}:${i}`,
          ),
        ),
      );
      break;
    }
  }
  const seen = new Set<string>();
  return out.filter((f) => {
    if (seen.has(f.key)) return false;
    seen.add(f.key);
    return true;
  });
};

/**
 * The view record refs of the facts that unseen alerts name as added (by key) and that the report still
 * holds: the items the page marks new (a record that stopped being current is named by the alert but is
 * not new) (000 section 7 notifications; docs/decisions/0071).
 */
export const newItemRefs = (current: MonitoringSnapshot, unseen: readonly MonitoringChange[]): Set<string> => {
  const keys = new Set(unseen.filter((c) => c.kind === 'added' && c.key).map((c) => c.key));
  return new Set(current.filter((f) => f.ref && keys.has(f.key)).map((f) => f.ref as string));
};

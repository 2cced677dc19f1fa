import { randomBytes, randomUUID } from 'node:crypto';
import { InMemoryMailer } from '../../adapters/memory/in-memory-accounts.js';
import { num, type RecordTables, text } from '../../adapters/memory/in-memory-records.js';
import { InMemoryReportHistory } from '../../adapters/memory/in-memory-report-history.js';
import { InMemoryReportMonitoringStore } from '../../adapters/memory/in-memory-report-monitoring-store.js';
import { InMemoryReportSource } from '../../adapters/memory/in-memory-report-source.js';
import { InMemoryReportStore } from '../../adapters/memory/in-memory-report-store.js';
import { InMemorySuppressions } from '../../adapters/memory/in-memory-suppressions.js';
import { makeFactGate } from '../../core/fact-gate/fact-gate.steps.js';
import { REPORT_PARTNER } from '../../core/membership/limits/report-allowance.provider.js';
import type { PropertyAccess } from '../../core/property/property-access.port.js';
import type { PropertyStanding } from '../../core/property/property-access.rules.js';
import type { ReportPorts } from '../../core/reports/report-ports.port.js';
import type {
  ReportAddOnOffer,
  ReportCardOnFile,
  ReportEntitlements,
  ReportMembership,
  ReportVoucher,
} from '../../core/shared/reports/report-unlock.port.js';
import { testClock } from './accounts-kit.js';

/**
 * What the report use cases read of memberships and vouchers, set by the test: a stand-in for the
 * memberships area's entitlements (not a fake of its store: `consume` counts without periods).
 */
export class StubReportEntitlements implements ReportEntitlements {
  readonly memberships = new Map<string, ReportMembership>();
  readonly vouchers = new Map<string, ReportVoucher[]>();
  readonly cards = new Map<string, ReportCardOnFile>();

  async membership(userId: string): Promise<ReportMembership | null> {
    return this.memberships.get(userId) ?? null;
  }
  async consume(i: { userId: string; limit: number }): Promise<'consumed' | 'alreadyCounted' | 'limitReached'> {
    const m = this.memberships.get(i.userId);
    if (!m || m.used >= i.limit) return 'limitReached';
    this.memberships.set(i.userId, { ...m, used: m.used + 1 });
    return 'consumed';
  }
  async voucher(userId: string, voucherType: ReportVoucher['voucherType']): Promise<ReportVoucher | null> {
    return (this.vouchers.get(userId) ?? []).find((v) => v.voucherType === voucherType) ?? null;
  }
  async claimVoucher(userId: string, voucherId: string): Promise<boolean> {
    const list = this.vouchers.get(userId) ?? [];
    this.vouchers.set(
      userId,
      list.filter((v) => v.id !== voucherId),
    );
    return list.some((v) => v.id === voucherId);
  }
  async cardOnFile(userId: string): Promise<ReportCardOnFile | null> {
    return this.cards.get(userId) ?? null;
  }
  /** The additional-cost unlock on offer to every member (null: none for sale). */
  additionalOffer: ReportAddOnOffer | null = {
    skuId: 'comprehensive-report-member',
    priceCents: 395,
    terms: 'You will be charged the price shown once for this comprehensive report.',
  };
  async additionalReportOffer(): Promise<ReportAddOnOffer | null> {
    return this.additionalOffer;
  }
}

/** The report ports on in-memory fakes over the given records; the clock starts at 2026-11-21 10:00 UTC. */
export const reportFakes = (tables: RecordTables) => {
  const history = new InMemoryReportHistory();
  const store = new InMemoryReportStore(history);
  const allowance = new StubReportEntitlements();
  const clock = testClock(new Date('2026-11-21T10:00:00.000Z'));
  const mailer = new InMemoryMailer();
  /** Opted-out people: the fact gate of these ports asks them. */
  const suppressions = new InMemorySuppressions();
  /** Standings by user id (anonymous without a user, `free` for users not listed). */
  const standings = new Map<string, PropertyStanding>();
  const propertyAccess: PropertyAccess = {
    standing: async (userId) => (userId === null ? 'anonymous' : (standings.get(userId) ?? 'free')),
  };
  /** Every user has an e-mail address here (the digest's recipient). */
  const monitoring = new InMemoryReportMonitoringStore(store, async (userId) => `${userId}@example.com`);
  const ports: ReportPorts = {
    source: new InMemoryReportSource(tables),
    store,
    monitoring,
    allowance,
    history,
    clock,
    ids: { uuid: () => randomUUID(), token: (bytes = 32) => randomBytes(bytes).toString('base64url') },
    mailer,
    renderer: { render: async () => ({ base64: '', bytes: 0 }) },
    partner: REPORT_PARTNER,
    propertyAccess,
    comparables: () => true,
    gate: makeFactGate(suppressions),
  };
  return { ports, store, monitoring, history, allowance, clock, mailer, standings, suppressions };
};

/**
 * The subjects the report HTTP tests pick from the records, picked the same way from record tables:
 * the person with the most court records who also has phones, e-mails and property; the first person
 * with phones and no court record; the first phone, e-mail and owned property.
 */
export const reportSubjects = (t: RecordTables) => {
  const rows = (table: string) => t[table] ?? [];
  const personIds = (table: string) => new Set(rows(table).map((r) => num(r, 'person_id')));
  const withPhones = personIds('person_phones');
  const withEmails = personIds('emails');
  const owners = new Set(rows('property_owners').flatMap((r) => (r.person_id === null ? [] : [num(r, 'person_id')])));
  const courtCounts = new Map<number, number>();
  for (const r of rows('criminal_records'))
    courtCounts.set(num(r, 'person_id'), (courtCounts.get(num(r, 'person_id')) ?? 0) + 1);
  const [richId] = [...courtCounts.entries()]
    .filter(([id]) => withPhones.has(id) && withEmails.has(id) && owners.has(id))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id]) => id);
  if (richId === undefined) throw new Error('no rich person in the records');
  const of = (table: string, id: number) => rows(table).filter((r) => num(r, 'person_id') === id);
  const phoneById = new Map(rows('phones').map((p) => [num(p, 'id'), text(p, 'number')]));
  const addressById = new Map(rows('addresses').map((a) => [num(a, 'id'), a]));
  const clean = rows('people')
    .map((p) => num(p, 'id'))
    .sort((a, b) => a - b)
    .find((id) => !courtCounts.has(id) && withPhones.has(id));
  if (clean === undefined) throw new Error('no clean person in the records');
  return {
    rich: {
      id: richId,
      phones: of('person_phones', richId).map((l) => phoneById.get(num(l, 'phone_id')) as string),
      emails: of('emails', richId).map((e) => text(e, 'email')),
      streets: of('person_addresses', richId).map((l) => {
        const a = addressById.get(num(l, 'address_id'))!;
        return ['house_number', 'pre_dir', 'street_name', 'street_suffix']
          .map((c) => a[c])
          .filter((x) => x !== null && x !== undefined)
          .join(' ');
      }),
      cases: of('criminal_records', richId).map((c) => text(c, 'case_number')),
    },
    clean: { id: clean },
    phoneNumber: text(rows('phones')[0]!, 'number'),
    emailAddress: text(rows('emails')[0]!, 'email').toLowerCase(),
    propertyId: num(rows('property_owners')[0]!, 'property_id'),
  };
};

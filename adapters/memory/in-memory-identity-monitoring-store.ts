import type {
  ActiveIdentity,
  CheckCodeOutcome,
  CodeKind,
  IdentityMonitoringStore,
  IdentitySetup,
  IssueCodeOutcome,
  NewIdentityAlert,
  StoredIdentityAlert,
} from '../../core/identity/identity-monitoring.port.js';
import type { BreachStatus, PersonalInformationInput } from '../../core/identity/identity-monitoring.schema.js';
import type { MonitoringSnapshot } from '../../core/reports/monitoring-changes.rules.js';
import { HOUR_MS } from '../../core/shared/date.rules.js';

type Row = {
  -readonly [K in keyof IdentitySetup]: IdentitySetup[K];
} & { facts: MonitoringSnapshot | null };

type Code = {
  id: number;
  userId: string;
  kind: CodeKind;
  digest: string;
  sentTo: string;
  tries: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
};

/**
 * Identity monitoring's records in memory. Every method runs to its end without awaiting, so the code
 * limits and the compare-and-set hold under concurrent calls. `emailOf` answers a member's e-mail (null for
 * a deleted account). Passes identity-monitoring-store.contract.test.ts.
 */
export class InMemoryIdentityMonitoringStore implements IdentityMonitoringStore {
  private readonly rows = new Map<string, Row>();
  private readonly codes: Code[] = [];
  private readonly alertRows: (Omit<StoredIdentityAlert, 'seenAt'> & { seenAt: Date | null; userId: string })[] = [];
  private readonly statuses = new Map<string, Map<string, BreachStatus>>();
  private nextCode = 1;

  constructor(private readonly emailOf: (userId: string) => Promise<string | null>) {}

  private row(userId: string): Row {
    let r = this.rows.get(userId);
    if (!r) {
      r = {
        userId,
        emailVerifiedAt: null,
        personalInfo: null,
        phone: null,
        recordId: null,
        activatedAt: null,
        snapshotAt: null,
        facts: null,
      };
      this.rows.set(userId, r);
    }
    return r;
  }

  async setup(userId: string): Promise<IdentitySetup | null> {
    const r = this.rows.get(userId);
    if (!r) return null;
    const { facts: _facts, ...setup } = r;
    return { ...setup };
  }

  async markEmailVerified(userId: string, at: Date): Promise<void> {
    this.row(userId).emailVerifiedAt = at;
  }

  async savePersonalInfo(userId: string, info: PersonalInformationInput, _at: Date): Promise<void> {
    this.row(userId).personalInfo = { ...info };
  }

  async savePhone(userId: string, phone: string, _at: Date): Promise<void> {
    this.row(userId).phone = phone;
  }

  async issueCode(
    userId: string,
    kind: CodeKind,
    code: { readonly digest: string; readonly sentTo: string; readonly expiresAt: Date },
    at: Date,
    perHour: number,
  ): Promise<IssueCodeOutcome> {
    this.row(userId);
    const since = at.getTime() - HOUR_MS;
    const sent = this.codes.filter((c) => c.userId === userId && c.kind === kind && c.createdAt.getTime() > since);
    if (sent.length >= perHour) return 'too-many';
    this.codes.push({
      id: this.nextCode++,
      userId,
      kind,
      digest: code.digest,
      sentTo: code.sentTo,
      tries: 0,
      createdAt: at,
      expiresAt: code.expiresAt,
      usedAt: null,
    });
    return 'issued';
  }

  async checkCode(
    userId: string,
    kind: CodeKind,
    digest: string,
    at: Date,
    maxTries: number,
  ): Promise<CheckCodeOutcome> {
    const latest = this.codes.filter((c) => c.userId === userId && c.kind === kind).at(-1);
    if (!latest || latest.usedAt !== null || latest.expiresAt.getTime() <= at.getTime() || latest.tries >= maxTries) {
      return { outcome: 'expired' };
    }
    latest.tries += 1;
    if (latest.digest !== digest) return { outcome: 'wrong' };
    latest.usedAt = at;
    return { outcome: 'ok', sentTo: latest.sentTo };
  }

  async activate(
    userId: string,
    recordId: string,
    facts: MonitoringSnapshot,
    at: Date,
    alerts: readonly NewIdentityAlert[],
  ): Promise<boolean> {
    const r = this.rows.get(userId);
    if (!r || r.recordId !== null) return false;
    Object.assign(r, { recordId, activatedAt: at, facts, snapshotAt: at });
    this.insert(userId, alerts, at);
    return true;
  }

  async active(): Promise<ActiveIdentity[]> {
    const out: ActiveIdentity[] = [];
    for (const r of [...this.rows.values()].sort((a, b) => a.userId.localeCompare(b.userId))) {
      if (r.recordId === null) continue;
      const email = await this.emailOf(r.userId);
      if (email) out.push({ userId: r.userId, email, phone: r.phone, recordId: r.recordId, snapshotAt: r.snapshotAt });
    }
    return out;
  }

  async snapshot(userId: string): Promise<MonitoringSnapshot | null> {
    return this.rows.get(userId)?.facts ?? null;
  }

  async recordRun(
    userId: string,
    expectedAt: Date | null,
    facts: MonitoringSnapshot,
    at: Date,
    alerts: readonly NewIdentityAlert[],
  ): Promise<StoredIdentityAlert[] | null> {
    const r = this.rows.get(userId);
    if (!r || r.recordId === null || (r.snapshotAt?.getTime() ?? null) !== (expectedAt?.getTime() ?? null)) return null;
    r.facts = facts;
    r.snapshotAt = at;
    return this.insert(userId, alerts, at);
  }

  async addAlerts(userId: string, alerts: readonly NewIdentityAlert[], at: Date): Promise<StoredIdentityAlert[]> {
    return this.insert(userId, alerts, at);
  }

  private insert(userId: string, alerts: readonly NewIdentityAlert[], at: Date): StoredIdentityAlert[] {
    const out: StoredIdentityAlert[] = [];
    for (const a of alerts) {
      if (this.alertRows.some((x) => x.userId === userId && x.key === a.key)) continue;
      const stored = { ...a, createdAt: at, seenAt: null };
      this.alertRows.push({ ...stored, userId });
      out.push(stored);
    }
    return out;
  }

  async alerts(userId: string, limit: number): Promise<StoredIdentityAlert[]> {
    return this.alertRows
      .filter((a) => a.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.key.localeCompare(b.key))
      .slice(0, limit)
      .map(({ userId: _u, ...a }) => ({ ...a }));
  }

  async unseenCount(userId: string): Promise<number> {
    return this.alertRows.filter((a) => a.userId === userId && a.seenAt === null).length;
  }

  async markAlertsSeen(userId: string, alertIds: readonly string[] | null, at: Date): Promise<number> {
    let n = 0;
    for (const a of this.alertRows) {
      if (a.userId !== userId || a.seenAt !== null || (alertIds !== null && !alertIds.includes(a.id))) continue;
      a.seenAt = at;
      n += 1;
    }
    return n;
  }

  async breachStatuses(userId: string): Promise<ReadonlyMap<string, BreachStatus>> {
    return new Map(this.statuses.get(userId) ?? []);
  }

  async setBreachStatus(userId: string, breachId: string, status: BreachStatus, _at: Date): Promise<void> {
    const m = this.statuses.get(userId) ?? new Map<string, BreachStatus>();
    m.set(breachId, status);
    this.statuses.set(userId, m);
  }

  /** Account deletion in memory: every identity-monitoring row of the member goes. */
  erase(userId: string): void {
    this.rows.delete(userId);
    this.statuses.delete(userId);
    for (let i = this.codes.length - 1; i >= 0; i--) if (this.codes[i]?.userId === userId) this.codes.splice(i, 1);
    for (let i = this.alertRows.length - 1; i >= 0; i--)
      if (this.alertRows[i]?.userId === userId) this.alertRows.splice(i, 1);
  }
}

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
import type { Db, Queryable } from './db.js';

const json = <T>(v: T | string | null): T | null =>
  v === null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v;
const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

type SetupRow = {
  user_id: string;
  email_verified_at: Date | null;
  personal_info: PersonalInformationInput | string | null;
  phone: string | null;
  record_id: string | null;
  activated_at: Date | null;
  snapshot_at: Date | null;
};
const SETUP_COLUMNS = 'user_id, email_verified_at, personal_info, phone, record_id, activated_at, snapshot_at';
const toSetup = (r: SetupRow): IdentitySetup => ({
  userId: r.user_id,
  emailVerifiedAt: date(r.email_verified_at),
  personalInfo: json(r.personal_info),
  phone: r.phone,
  recordId: r.record_id,
  activatedAt: date(r.activated_at),
  snapshotAt: date(r.snapshot_at),
});

type AlertRow = {
  id: string;
  alert_key: string;
  kind: 'breach' | 'record';
  text: string;
  url: string;
  created_at: Date;
  seen_at: Date | null;
};
const ALERT_COLUMNS = 'id, alert_key, kind, text, url, created_at, seen_at';
const toAlert = (r: AlertRow): StoredIdentityAlert => ({
  id: r.id,
  key: r.alert_key,
  kind: r.kind,
  text: r.text,
  url: r.url,
  createdAt: new Date(r.created_at),
  seenAt: date(r.seen_at),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Identity monitoring's tables (migration 0073; docs/decisions/0073). */
export class PgIdentityMonitoringStore implements IdentityMonitoringStore {
  constructor(private readonly db: Db) {}

  async setup(userId: string): Promise<IdentitySetup | null> {
    if (!UUID.test(userId)) return null;
    const r = await this.db.query<SetupRow>(`SELECT ${SETUP_COLUMNS} FROM identity_monitoring WHERE user_id = $1`, [
      userId,
    ]);
    return r.rows[0] ? toSetup(r.rows[0]) : null;
  }

  /** Sets one column of the member's row, creating the row when needed. */
  private async upsert(q: Queryable, userId: string, column: string, value: unknown, at: Date): Promise<void> {
    await q.query(
      `INSERT INTO identity_monitoring (user_id, ${column}, created_at, updated_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = EXCLUDED.updated_at`,
      [userId, value, at],
    );
  }

  markEmailVerified(userId: string, at: Date): Promise<void> {
    return this.upsert(this.db, userId, 'email_verified_at', at, at);
  }

  savePersonalInfo(userId: string, info: PersonalInformationInput, at: Date): Promise<void> {
    return this.upsert(this.db, userId, 'personal_info', JSON.stringify(info), at);
  }

  savePhone(userId: string, phone: string, at: Date): Promise<void> {
    return this.upsert(this.db, userId, 'phone', phone, at);
  }

  issueCode(
    userId: string,
    kind: CodeKind,
    code: { readonly digest: string; readonly sentTo: string; readonly expiresAt: Date },
    at: Date,
    perHour: number,
  ): Promise<IssueCodeOutcome> {
    return this.db.transaction(async (tx) => {
      // The member's row is the lock: concurrent sends wait here, then count what the others issued.
      await tx.query(
        `INSERT INTO identity_monitoring (user_id, created_at, updated_at) VALUES ($1, $2, $2)
         ON CONFLICT (user_id) DO NOTHING`,
        [userId, at],
      );
      await tx.query('SELECT 1 FROM identity_monitoring WHERE user_id = $1 FOR UPDATE', [userId]);
      const sent = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM identity_verification_codes
         WHERE user_id = $1 AND kind = $2 AND created_at > $3`,
        [userId, kind, new Date(at.getTime() - HOUR_MS)],
      );
      if (Number(sent.rows[0]?.n ?? 0) >= perHour) return 'too-many';
      await tx.query(
        `INSERT INTO identity_verification_codes (user_id, kind, code_digest, sent_to, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, kind, code.digest, code.sentTo, at, code.expiresAt],
      );
      return 'issued';
    });
  }

  async checkCode(
    userId: string,
    kind: CodeKind,
    digest: string,
    at: Date,
    maxTries: number,
  ): Promise<CheckCodeOutcome> {
    // One statement: the row lock of the UPDATE orders concurrent tries, and each re-reads `tries` and
    // `used_at` after the one before it, so no more than `maxTries` are ever counted.
    const r = await this.db.query<{ matched: boolean; sent_to: string }>(
      `UPDATE identity_verification_codes SET tries = tries + 1,
         used_at = CASE WHEN code_digest = $3 THEN $4::timestamptz ELSE NULL END
       WHERE id = (SELECT id FROM identity_verification_codes WHERE user_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1)
         AND used_at IS NULL AND expires_at > $4 AND tries < $5
       RETURNING code_digest = $3 AS matched, sent_to`,
      [userId, kind, digest, at, maxTries],
    );
    const row = r.rows[0];
    if (!row) return { outcome: 'expired' };
    return row.matched ? { outcome: 'ok', sentTo: row.sent_to } : { outcome: 'wrong' };
  }

  activate(
    userId: string,
    recordId: string,
    facts: MonitoringSnapshot,
    at: Date,
    alerts: readonly NewIdentityAlert[],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const w = await tx.query(
        `UPDATE identity_monitoring SET record_id = $2, activated_at = $3, facts = $4::jsonb, snapshot_at = $3,
           updated_at = $3
         WHERE user_id = $1 AND record_id IS NULL`,
        [userId, recordId, at, JSON.stringify(facts)],
      );
      if (w.rowCount !== 1) return false;
      await insertAlerts(tx, userId, alerts, at);
      return true;
    });
  }

  async active(): Promise<ActiveIdentity[]> {
    const r = await this.db.query<{
      user_id: string;
      email: string;
      phone: string | null;
      record_id: string;
      snapshot_at: Date | null;
    }>(
      `SELECT m.user_id, u.email, m.phone, m.record_id, m.snapshot_at
       FROM identity_monitoring m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL AND u.email IS NOT NULL
       WHERE m.record_id IS NOT NULL ORDER BY m.user_id`,
    );
    return r.rows.map((x) => ({
      userId: x.user_id,
      email: x.email,
      phone: x.phone,
      recordId: x.record_id,
      snapshotAt: date(x.snapshot_at),
    }));
  }

  async snapshot(userId: string): Promise<MonitoringSnapshot | null> {
    if (!UUID.test(userId)) return null;
    const r = await this.db.query<{ facts: MonitoringSnapshot | string | null }>(
      'SELECT facts FROM identity_monitoring WHERE user_id = $1',
      [userId],
    );
    return json(r.rows[0]?.facts ?? null);
  }

  recordRun(
    userId: string,
    expectedAt: Date | null,
    facts: MonitoringSnapshot,
    at: Date,
    alerts: readonly NewIdentityAlert[],
  ): Promise<StoredIdentityAlert[] | null> {
    return this.db.transaction(async (tx) => {
      const w = await tx.query(
        `UPDATE identity_monitoring SET facts = $2::jsonb, snapshot_at = $3, updated_at = $3
         WHERE user_id = $1 AND record_id IS NOT NULL AND snapshot_at IS NOT DISTINCT FROM $4::timestamptz`,
        [userId, JSON.stringify(facts), at, expectedAt],
      );
      if (w.rowCount !== 1) return null;
      return insertAlerts(tx, userId, alerts, at);
    });
  }

  addAlerts(userId: string, alerts: readonly NewIdentityAlert[], at: Date): Promise<StoredIdentityAlert[]> {
    return insertAlerts(this.db, userId, alerts, at);
  }

  async alerts(userId: string, limit: number): Promise<StoredIdentityAlert[]> {
    if (!UUID.test(userId)) return [];
    const r = await this.db.query<AlertRow>(
      `SELECT ${ALERT_COLUMNS} FROM identity_alerts WHERE user_id = $1 ORDER BY created_at DESC, alert_key LIMIT $2`,
      [userId, limit],
    );
    return r.rows.map(toAlert);
  }

  async unseenCount(userId: string): Promise<number> {
    if (!UUID.test(userId)) return 0;
    const r = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM identity_alerts WHERE user_id = $1 AND seen_at IS NULL',
      [userId],
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  async markAlertsSeen(userId: string, alertIds: readonly string[] | null, at: Date): Promise<number> {
    if (!UUID.test(userId)) return 0;
    const ids = alertIds?.filter((id) => UUID.test(id)) ?? null;
    if (ids !== null && ids.length === 0) return 0;
    const r = await this.db.query(
      `UPDATE identity_alerts SET seen_at = $2 WHERE user_id = $1 AND seen_at IS NULL
         AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))`,
      [userId, at, ids],
    );
    return r.rowCount;
  }

  async breachStatuses(userId: string): Promise<ReadonlyMap<string, BreachStatus>> {
    if (!UUID.test(userId)) return new Map();
    const r = await this.db.query<{ breach_id: string; status: BreachStatus }>(
      'SELECT breach_id, status FROM identity_breach_statuses WHERE user_id = $1',
      [userId],
    );
    return new Map(r.rows.map((x) => [x.breach_id, x.status]));
  }

  async setBreachStatus(userId: string, breachId: string, status: BreachStatus, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO identity_breach_statuses (user_id, breach_id, status, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, breach_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
      [userId, breachId, status, at],
    );
  }
}

/** Inserts the alerts whose key the member has not had yet; answers those written, in the given order. */
const insertAlerts = async (
  q: Queryable,
  userId: string,
  alerts: readonly NewIdentityAlert[],
  at: Date,
): Promise<StoredIdentityAlert[]> => {
  if (alerts.length === 0) return [];
  const r = await q.query<AlertRow>(
    `INSERT INTO identity_alerts (id, user_id, alert_key, kind, text, url, created_at)
     SELECT a.id, $1, a.alert_key, a.kind, a.text, a.url, $2
     FROM jsonb_to_recordset($3::jsonb) AS a(id uuid, alert_key text, kind text, text text, url text)
     ON CONFLICT (user_id, alert_key) DO NOTHING
     RETURNING ${ALERT_COLUMNS}`,
    [
      userId,
      at,
      JSON.stringify(alerts.map((a) => ({ id: a.id, alert_key: a.key, kind: a.kind, text: a.text, url: a.url }))),
    ],
  );
  const order = new Map(alerts.map((a, i) => [a.id, i]));
  return r.rows.map(toAlert).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
};

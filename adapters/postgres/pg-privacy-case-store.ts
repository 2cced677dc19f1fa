import {
  EMPTY_VERIFICATION,
  type PrivacyCasePatch,
  type PrivacyCaseRecord,
  type PrivacyCaseStore,
  type PrivacyTryKind,
  type PrivacyVerification,
} from '../../core/privacy/privacy-case-store.port.js';
import type {
  PrivacyCaseChannel,
  PrivacyCaseEvent,
  PrivacyCaseState,
  PrivacyRequestKind,
} from '../../core/privacy/privacy-cases.schema.js';
import type { Db, Queryable } from './db.js';

type CaseRow = {
  id: string;
  kind: PrivacyRequestKind;
  state: PrivacyCaseState;
  channel: PrivacyCaseChannel;
  person_id: string | number | null;
  received_at: Date;
  confirm_by: string;
  complete_by: string;
  confirmed_at: Date | null;
  completed_at: Date | null;
  contact: string | null;
  verification: PrivacyVerification | string;
  answer_tries: number;
  code_tries: number;
  delivery_tries: number;
  correction: string | null;
};
type EventRow = { case_id: string; at: Date; event: string; actor: string; detail: string };

const COLUMNS = `id, kind, state, channel, person_id, received_at, confirm_by::text AS confirm_by,
  complete_by::text AS complete_by, confirmed_at, completed_at, contact, verification, answer_tries, code_tries,
  delivery_tries, correction`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const toCase = (r: CaseRow, events: readonly PrivacyCaseEvent[]): PrivacyCaseRecord => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  channel: r.channel,
  personId: r.person_id === null ? null : Number(r.person_id),
  receivedAt: new Date(r.received_at).toISOString(),
  confirmBy: r.confirm_by,
  completeBy: r.complete_by,
  confirmedAt: iso(r.confirmed_at),
  completedAt: iso(r.completed_at),
  contact: r.contact,
  events,
  verification: {
    ...EMPTY_VERIFICATION,
    ...(typeof r.verification === 'string' ? JSON.parse(r.verification) : r.verification),
  },
  answerTries: r.answer_tries,
  codeTries: r.code_tries,
  deliveryTries: r.delivery_tries,
  correction: r.correction,
});

const toEvent = (r: EventRow): PrivacyCaseEvent => ({
  at: new Date(r.at).toISOString(),
  event: r.event,
  actor: r.actor,
  detail: r.detail,
});

const insertEvent = (q: Queryable, caseId: string, e: PrivacyCaseEvent) =>
  q.query('INSERT INTO privacy_case_events (case_id, at, event, actor, detail) VALUES ($1, $2, $3, $4, $5)', [
    caseId,
    e.at,
    e.event,
    e.actor,
    e.detail,
  ]);

/** Privacy cases and their audit trail (migration 0076, docs/decisions/0074). */
export class PgPrivacyCaseStore implements PrivacyCaseStore {
  constructor(private readonly db: Db) {}

  async open(c: PrivacyCaseRecord): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO privacy_cases (id, kind, state, channel, person_id, received_at, confirm_by, complete_by,
           confirmed_at, completed_at, contact, verification, answer_tries, code_tries, correction, delivery_tries)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          c.id,
          c.kind,
          c.state,
          c.channel,
          c.personId,
          c.receivedAt,
          c.confirmBy,
          c.completeBy,
          c.confirmedAt,
          c.completedAt,
          c.contact,
          JSON.stringify(c.verification),
          c.answerTries,
          c.codeTries,
          c.correction,
          c.deliveryTries,
        ],
      );
      for (const e of c.events) await insertEvent(tx, c.id, e);
    });
  }

  private async withEvents(q: Queryable, rows: readonly CaseRow[]): Promise<PrivacyCaseRecord[]> {
    if (rows.length === 0) return [];
    const events = await q.query<EventRow>(
      'SELECT case_id, at, event, actor, detail FROM privacy_case_events WHERE case_id = ANY($1::text[]) ORDER BY id',
      [rows.map((r) => r.id)],
    );
    const by = new Map<string, PrivacyCaseEvent[]>();
    for (const e of events.rows) {
      const list = by.get(e.case_id) ?? [];
      list.push(toEvent(e));
      by.set(e.case_id, list);
    }
    return rows.map((r) => toCase(r, by.get(r.id) ?? []));
  }

  async find(id: string): Promise<PrivacyCaseRecord | null> {
    const r = await this.db.query<CaseRow>(`SELECT ${COLUMNS} FROM privacy_cases WHERE id = $1`, [id]);
    return (await this.withEvents(this.db, r.rows))[0] ?? null;
  }

  async update(
    id: string,
    from: readonly PrivacyCaseState[],
    patch: PrivacyCasePatch,
    event: PrivacyCaseEvent,
  ): Promise<PrivacyCaseRecord | null> {
    return this.db.transaction(async (tx) => {
      const r = await tx.query<CaseRow>(
        `UPDATE privacy_cases SET
           state = COALESCE($3, state),
           person_id = CASE WHEN $4::boolean THEN $5::bigint ELSE person_id END,
           contact = CASE WHEN $6::boolean THEN $7::text ELSE contact END,
           verification = COALESCE($8::jsonb, verification),
           confirmed_at = COALESCE($9::timestamptz, confirmed_at),
           completed_at = COALESCE($10::timestamptz, completed_at),
           correction = COALESCE($11::text, correction)
         WHERE id = $1 AND state = ANY($2::text[])
         RETURNING ${COLUMNS}`,
        [
          id,
          [...from],
          patch.state ?? null,
          patch.personId !== undefined,
          patch.personId ?? null,
          patch.contact !== undefined,
          patch.contact ?? null,
          patch.verification ? JSON.stringify(patch.verification) : null,
          patch.confirmedAt?.toISOString() ?? null,
          patch.completedAt?.toISOString() ?? null,
          patch.correction ?? null,
        ],
      );
      if (r.rows.length === 0) return null;
      await insertEvent(tx, id, event);
      return (await this.withEvents(tx, r.rows))[0] ?? null;
    });
  }

  async takeTry(id: string, kind: PrivacyTryKind, max: number, state: PrivacyCaseState): Promise<number | null> {
    // One conditional UPDATE: the row lock serialises parallel tries, and the guard refuses the one past max.
    const column = { answer: 'answer_tries', code: 'code_tries', delivery: 'delivery_tries' }[kind];
    const r = await this.db.query<{ tries: number }>(
      `UPDATE privacy_cases SET ${column} = ${column} + 1
       WHERE id = $1 AND state = $2 AND ${column} < $3
       RETURNING ${column} AS tries`,
      [id, state, max],
    );
    return r.rows[0]?.tries ?? null;
  }

  async addEvent(id: string, event: PrivacyCaseEvent): Promise<void> {
    await insertEvent(this.db, id, event);
  }

  async listOpen(): Promise<PrivacyCaseRecord[]> {
    const r = await this.db.query<CaseRow>(
      `SELECT ${COLUMNS} FROM privacy_cases WHERE state IN ('received', 'verifying', 'verified')
       ORDER BY complete_by, received_at`,
    );
    return this.withEvents(this.db, r.rows);
  }
}

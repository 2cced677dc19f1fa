import type { SmsMessage, SmsSender } from '../../core/identity/identity-monitoring.port.js';
import type { Db } from './db.js';

/** One kept text message, as the dev route and the tests read it. */
export interface OutboxSms {
  readonly id: number;
  readonly to: string;
  readonly text: string;
  readonly createdAt: Date;
}

type Row = { id: number; to_number: string; text_body: string; created_at: Date };
const toSms = (r: Row): OutboxSms => ({
  id: Number(r.id),
  to: r.to_number,
  text: r.text_body,
  createdAt: new Date(r.created_at),
});

/**
 * The SmsSender of development and tests (docs/decisions/0073): messages go to the `sms_outbox` table,
 * read by GET /api/dev/sms-outbox/latest (loopback only, outside production).
 */
export class PgSmsOutbox implements SmsSender {
  constructor(private readonly db: Db) {}

  async send(m: SmsMessage): Promise<void> {
    await this.db.query('INSERT INTO sms_outbox (to_number, text_body) VALUES ($1, $2)', [m.to, m.text]);
  }

  /** The newest message to `to` (ten digits). */
  async latestTo(to: string): Promise<OutboxSms | null> {
    const r = await this.db.query<Row>(
      'SELECT id, to_number, text_body, created_at FROM sms_outbox WHERE to_number = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );
    return r.rows[0] ? toSms(r.rows[0]) : null;
  }
}

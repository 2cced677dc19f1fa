import type { MailAttachment, Mailer, MailMessage } from '../../core/shared/mailer.port.js';
import type { Db } from './db.js';

/** One stored mail, as the operator page and the test helper read it. */
export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /**
   * The attachments' names, types and sizes; `contentBase64` (the bytes) only from `latestTo` (tests read
   * a report PDF with it); the page's list leaves the bytes out (download: `attachment`).
   */
  readonly attachments: readonly {
    readonly filename: string;
    readonly contentType: string;
    readonly bytes: number;
    readonly contentBase64?: string;
  }[];
  readonly createdAt: Date;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { filename: string; contentType: string; bytes: number; contentBase64?: string }[] | string | null;
  created_at: Date;
}
const toMail = (r: OutboxRow): OutboxMail => ({
  id: Number(r.id),
  to: r.to_address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  attachments: (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments) ?? [],
  createdAt: new Date(r.created_at),
  ...(r.attachments !== undefined
    ? { attachments: (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments) ?? [] }
    : {}),
});

/** The default Mailer when no SMTP relay is configured: mail goes to the `mail_outbox` table. */
export class PgOutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(m: MailMessage): Promise<void> {
    await this.db.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, attachments)
       VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [m.to, m.subject, m.text, m.html ?? null, JSON.stringify(m.attachments ?? [])],
    );
  }

  /** Newest first. */
  async list(limit = 100): Promise<OutboxMail[]> {
    const r = await this.db.query<OutboxRow>(
      `SELECT id, to_address, subject, text_body, html_body, created_at,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType',
          'bytes', length(a->>'contentBase64') * 3 / 4 - (length(a->>'contentBase64') - length(rtrim(a->>'contentBase64', '='))))), '[]') FROM jsonb_array_elements(attachments) a) AS attachments
       FROM mail_outbox ORDER BY id DESC LIMIT $1`,
      [limit],
    );
    return r.rows.map(toMail);
  }

  /** The newest mail to `to` (case-insensitive). */
  async latestTo(to: string): Promise<OutboxMail | null> {
    const r = await this.db.query<OutboxRow>(
      `SELECT id, to_address, subject, text_body, html_body, created_at,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType',
          'bytes', length(a->>'contentBase64') * 3 / 4 - (length(a->>'contentBase64') - length(rtrim(a->>'contentBase64', '='))),
          'contentBase64', a->>'contentBase64')), '[]') FROM jsonb_array_elements(attachments) a) AS attachments
       FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1`,
      [to],
    );
    return r.rows[0] ? toMail(r.rows[0]) : null;
  }

  /** Attachment `n` (from 0) of mail `id`, or null. */
  async attachment(id: number, n: number): Promise<MailAttachment | null> {
    const r = await this.db.query<{ a: MailAttachment | null }>(
      'SELECT attachments -> $2::int AS a FROM mail_outbox WHERE id = $1',
      [id, n],
    );
    return r.rows[0]?.a ?? null;
  }
}

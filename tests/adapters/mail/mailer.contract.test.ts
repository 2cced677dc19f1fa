import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryMailer } from '../../../adapters/memory/in-memory-accounts.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgOutboxMailer } from '../../../adapters/postgres/pg-outbox-mailer.js';
import type { Mailer, MailMessage } from '../../../core/shared/mailer.port.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The Mailer contract (core/shared/mailer.port.ts) for the mailers that keep what they hand over:
 * the in-memory fake and the outbox table. The SMTP mailer hands mail to a relay and keeps nothing,
 * so it has no part here.
 */
interface Subject {
  mailer: Mailer;
  /** Mail handed over to `to` (exact address), in the order sent. */
  sentTo(to: string): Promise<MailMessage[]>;
  /** The newest mail to `to`, whatever the case of the address. */
  latestTo(to: string): Promise<Pick<MailMessage, 'to' | 'subject' | 'text'> | null>;
}

const address = () => `user.${randomUUID().slice(0, 8)}@Example.com`;

/** A mail as read back: `html` and `attachments` absent when not given. */
const normal = (m: MailMessage): MailMessage => ({
  to: m.to,
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
  ...(m.attachments && m.attachments.length > 0 ? { attachments: m.attachments } : {}),
});

const contract = (name: string, open: () => Promise<{ subject: Subject; close: () => Promise<void> }>) =>
  describe(`Mailer contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject: s, close } = await open());
    });
    afterAll(async () => close());

    it('keeps every part of a mail: address, subject, text, HTML and base64 attachments', async () => {
      const to = address();
      const pdf: MailMessage = {
        to,
        subject: 'Your report PDF',
        text: 'Your report is attached.\nThank you.',
        html: '<p>Your report is attached.</p>',
        attachments: [
          { filename: 'report.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjQK' },
          { filename: 'notes.txt', contentType: 'text/plain', contentBase64: 'aGVsbG8=' },
        ],
      };
      await s.mailer.send(pdf);
      expect(await s.sentTo(to)).toEqual([pdf]);
    });

    it('a text-only mail reads without HTML or attachments; texts keep every character', async () => {
      const to = address();
      const m: MailMessage = {
        to,
        subject: 'Código 123456 — “quoted”',
        text: `Your code: 123456\n\n${'x'.repeat(10_000)}`,
      };
      await s.mailer.send(m);
      expect((await s.sentTo(to)).map(normal)).toEqual([m]);
    });

    it('lists mail in the order sent; the newest mail to an address is found whatever its case', async () => {
      const to = address();
      for (const subject of ['first', 'second', 'third']) await s.mailer.send({ to, subject, text: subject });
      expect((await s.sentTo(to)).map((m) => m.subject)).toEqual(['first', 'second', 'third']);
      expect(await s.latestTo(to.toUpperCase())).toMatchObject({ to, subject: 'third', text: 'third' });
      expect(await s.latestTo(address())).toBeNull();
    });

    it('loses no mail when many are sent at once', async () => {
      const to = address();
      await Promise.all(Array.from({ length: 25 }, (_, i) => s.mailer.send({ to, subject: `m${i}`, text: `${i}` })));
      const got = await s.sentTo(to);
      expect(got.map((m) => m.subject).sort()).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`).sort());
    });
  });

contract('in-memory fake', async () => {
  const mailer = new InMemoryMailer();
  return {
    subject: {
      mailer,
      sentTo: async (to) => mailer.sent.filter((m) => m.to === to),
      latestTo: async (to) => mailer.latestTo(to) ?? null,
    },
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  const mailer = new PgOutboxMailer(db);
  return {
    subject: {
      mailer,
      sentTo: async (to) =>
        (
          await db.query<{
            to_address: string;
            subject: string;
            text_body: string;
            html_body: string | null;
            attachments: MailMessage['attachments'] | string;
          }>(
            'SELECT to_address, subject, text_body, html_body, attachments FROM mail_outbox WHERE to_address = $1 ORDER BY id',
            [to],
          )
        ).rows.map((r) => {
          const attachments = typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments;
          return normal({
            to: r.to_address,
            subject: r.subject,
            text: r.text_body,
            ...(r.html_body === null ? {} : { html: r.html_body }),
            attachments,
          });
        }),
      latestTo: (to) => mailer.latestTo(to),
    },
    close: () => db.close(),
  };
});

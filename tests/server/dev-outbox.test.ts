import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../adapters/postgres/db.js';
import { PgOutboxMailer } from '../../adapters/postgres/pg-outbox-mailer.js';
import { devOutboxRoutes, linkify } from '../../server/routes/dev-outbox.routes.js';
import { openTestDb } from '../support/test-db.js';

/** The operator's mail outbox page: links without the sentence's full stop, attachments listed and downloadable. */
describe('the mail outbox page', () => {
  let db: Db;
  let outbox: PgOutboxMailer;
  beforeAll(async () => {
    db = await openTestDb();
    outbox = new PgOutboxMailer(db);
  });
  afterAll(async () => db?.close());

  it('makes links clickable without the punctuation that ends the sentence', () => {
    expect(linkify('Open https://tracewell.test/verify?token=a1. Then log in.')).toBe(
      'Open <a href="https://tracewell.test/verify?token=a1">https://tracewell.test/verify?token=a1</a>. Then log in.',
    );
    expect(linkify('(see https://x.test/a), or "https://x.test/b"')).toBe(
      '(see <a href="https://x.test/a">https://x.test/a</a>), or &quot;<a href="https://x.test/b">https://x.test/b</a>&quot;',
    );
    expect(linkify('<script>')).toBe('&lt;script&gt;');
  });

  it('lists the attachments with their size and serves their bytes', async () => {
    const pdf = Buffer.from('%PDF-1.7 fake report').toString('base64');
    await outbox.send({
      to: 'ann@example.com',
      subject: 'Your report',
      text: 'Attached.',
      attachments: [{ filename: 'report "Ann".pdf', contentType: 'application/pdf', contentBase64: pdf }],
    });
    const app = devOutboxRoutes(outbox);
    const page = await (await app.request('/dev/outbox')).text();
    const link =
      /<a href="(\/dev\/outbox\/\d+\/attachments\/0)">report &quot;Ann&quot;.pdf<\/a> <small>application\/pdf, 20 B<\/small>/.exec(
        page,
      );
    expect(link).not.toBeNull();
    const res = await app.request(link?.[1] ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report _Ann_.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('%PDF-1.7 fake report');
    expect((await app.request('/dev/outbox/999999/attachments/0')).status).toBe(404);
    expect((await app.request('/dev/outbox/1/attachments/x')).status).toBe(404);
    expect((await outbox.latestTo('ANN@example.com'))?.attachments).toEqual([
      { filename: 'report "Ann".pdf', contentType: 'application/pdf', bytes: 20, contentBase64: pdf },
    ]);
    expect((await outbox.list(1))[0]?.attachments).toEqual([
      { filename: 'report "Ann".pdf', contentType: 'application/pdf', bytes: 20 },
    ]);
  });
});

import { Hono } from 'hono';
import { loopbackOnly } from '../http/client-address.js';
import type { DevTools } from '../use-cases.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
/**
 * Plain-text mail with its http(s) links made clickable. A full stop, comma, colon, semicolon, closing
 * bracket or quote that ends a sentence after a link is not part of it.
 */
export const linkify = (text: string) =>
  esc(text).replace(/https?:\/\/[^\s<]+/g, (found) => {
    const url = found.replace(/(?:[.,;:!?)\]]|&#39;|&quot;)+$/, '');
    return `<a href="${url}">${url}</a>${found.slice(url.length)}`;
  });

const kib = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`);

/**
 * The mail outbox for operators and tests, mounted only when NODE_ENV !== 'production':
 * GET /dev/outbox (HTML, newest first) and GET /api/dev/outbox/latest?to= (JSON). Both answer only
 * requests from this machine (server/http/client-address.ts): the mails hold sign-in codes.
 */
const CSS = `body{font-family:system-ui,sans-serif;margin:24px;background:#f6f7f9}article{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 12px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h2{font-size:16px;margin:0}small{color:#666}pre{white-space:pre-wrap;font-family:inherit}`;

export const devOutboxRoutes = (outbox: NonNullable<DevTools['outbox']>) =>
  new Hono()
    // Mounted at '/': scope the guard to this router's own paths, not to every request.
    .use('/dev/*', loopbackOnly())
    .use('/api/dev/*', loopbackOnly())
    .get('/dev/outbox.css', (c) => c.body(CSS, 200, { 'content-type': 'text/css; charset=utf-8' }))
    .get('/dev/outbox', async (c) => {
      const mails = await outbox.list(100);
      c.header('Cache-Control', 'no-store');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<link rel="stylesheet" href="/dev/outbox.css"></head><body>
<h1>Mail outbox (${mails.length})</h1>
${mails.length === 0 ? '<p>No mail yet.</p>' : ''}
${mails
  .map(
    (m) =>
      `<article><h2>${esc(m.subject)}</h2><small>#${m.id} to ${esc(m.to)} at ${m.createdAt.toISOString()}</small><pre>${linkify(m.text)}</pre>${
        m.attachments.length === 0
          ? ''
          : `<ul class="att">${m.attachments
              .map(
                (a, n) =>
                  `<li><a href="/dev/outbox/${m.id}/attachments/${n}">${esc(a.filename)}</a> <small>${esc(a.contentType)}, ${kib(a.bytes)}</small></li>`,
              )
              .join('')}</ul>`
      }</article>`,
  )
  .join('\n')}
</body></html>`);
    })
    .get('/dev/outbox/:id/attachments/:n', async (c) => {
      const id = Number(c.req.param('id'));
      const n = Number(c.req.param('n'));
      const a =
        Number.isSafeInteger(id) && Number.isSafeInteger(n) && n >= 0 && n < 100
          ? await outbox.attachment(id, n)
          : null;
      if (!a) return c.text('No such attachment', 404);
      const safeName = a.filename.replace(/[^\w. -]/g, '_');
      return c.body(Buffer.from(a.contentBase64, 'base64'), 200, {
        'content-type': a.contentType,
        'content-disposition': `attachment; filename="${safeName}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
    })
    .get('/api/dev/outbox/latest', async (c) => {
      const to = c.req.query('to') ?? '';
      const mail = to ? await outbox.latestTo(to) : null;
      c.header('Cache-Control', 'no-store');
      return mail
        ? c.json({ success: true, mail: { ...mail, createdAt: mail.createdAt.toISOString() } })
        : c.json({ success: false, errors: { '*': ['No mail for that address'] } }, 404);
    });

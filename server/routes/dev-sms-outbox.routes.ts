import { Hono } from 'hono';
import { loopbackOnly } from '../http/client-address.js';
import type { SmsOutboxReader } from '../wiring/identity.js';

/**
 * The SMS outbox for operators and tests, mounted only outside production like the mail outbox:
 * GET /api/dev/sms-outbox/latest?to=<ten digits> (JSON). Loopback only: the messages hold codes.
 */
export const devSmsOutboxRoutes = (outbox: SmsOutboxReader) =>
  new Hono().use('/api/dev/*', loopbackOnly()).get('/api/dev/sms-outbox/latest', async (c) => {
    const to = (c.req.query('to') ?? '').replace(/\D/g, '');
    const sms = /^\d{10}$/.test(to) ? await outbox.latestTo(to) : null;
    c.header('Cache-Control', 'no-store');
    return sms
      ? c.json({ success: true, sms: { ...sms, createdAt: sms.createdAt.toISOString() } })
      : c.json({ success: false, errors: { '*': ['No text message for that number'] } }, 404);
  });

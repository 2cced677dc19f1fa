import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/**
 * POST /api/contact/submit (002 section 7 "contact submit"): the /contact form. Answers
 * `{ success, message, replyBy }`; 429 after 5 messages an hour from one client address.
 */
export const contactRoutes = (uc: Pick<UseCases, 'submitContact' | 'trustedProxyHops'>) =>
  new Hono<AppEnv>().post('/contact/submit', async (c) =>
    respond(c, uc.submitContact(await jsonBody(c), { ip: clientAddress(c, uc.trustedProxyHops) })),
  );

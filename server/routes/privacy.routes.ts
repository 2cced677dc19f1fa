import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import { clientIp } from '../http/session.js';
import type { UseCases } from '../use-cases.js';

/**
 * The consumer privacy request calls (002 sections 4.1 and 7; docs/decisions/0074), public, under
 * /api/consumer-privacy. Every answer is the case as the browser may see it (`page` names where the flow
 * goes next) or the spec's error shape: 401 a stale or unknown case (restart at /request-my-info), 403
 * unable to verify, 409 a step out of order, 429 too many calls from one address.
 */
export const privacyRoutes = ({
  privacy: p,
  accounts,
}: {
  privacy: UseCases['privacy'];
  accounts: Pick<UseCases['accounts'], 'trustProxy'>;
}) => {
  const client = (c: Parameters<typeof clientIp>[0]) => ({ ip: clientIp(c, accounts.trustProxy) });
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/auth-validate', async (c) => respond(c, p.open(await jsonBody(c), client(c)), 201))
    .post('/lookup', async (c) => respond(c, p.lookup(await jsonBody(c))))
    .post('/search', async (c) => respond(c, p.search({ ...(await bodyObject(c)), page: 1 }, client(c))))
    .post('/search-advance', async (c) => respond(c, p.search(await jsonBody(c), client(c))))
    .post('/set-record-id', async (c) => respond(c, p.setRecord(await jsonBody(c))))
    .post('/verify', async (c) => respond(c, p.answerQuestions(await jsonBody(c), client(c))))
    .post('/set-email', async (c) => respond(c, p.sendEmailCode(await jsonBody(c), client(c))))
    .post('/verify-ownership-phone', async (c) => respond(c, p.sendPhoneCode(await jsonBody(c), client(c))))
    .post('/validate', async (c) => respond(c, p.checkCode(await jsonBody(c), client(c))))
    .post('/submit', async (c) => respond(c, p.submit(await jsonBody(c))))
    .post('/report', async (c) => respond(c, p.openReport(await jsonBody(c), client(c))));
};

const bodyObject = async (c: Parameters<typeof jsonBody>[0]): Promise<Record<string, unknown>> => {
  const b = await jsonBody(c);
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
};

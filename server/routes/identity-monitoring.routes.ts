import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

const noStore = (c: { header: (k: string, v: string) => void }) => c.header('Cache-Control', 'no-store');

/**
 * Identity monitoring under /dashboard/api (000 sections 2 and 7; the calls of
 * core/identity/identity-monitoring.schema.ts; docs/decisions/0073), plus alerts/seen.
 */
export const identityMonitoringRoutes = ({ identity: im }: Pick<UseCases, 'identity'>) =>
  new Hono<AppEnv>()
    .get('/identity-monitoring/status', (c) => {
      noStore(c);
      return respond(c, im.status(c.get('userId')));
    })
    .post('/identity-monitoring/verify-email', (c) => respond(c, im.sendEmailCode(c.get('userId'))))
    .post('/identity-monitoring/verify-email-token', async (c) =>
      respond(c, im.checkEmailCode(await jsonBody(c), c.get('userId'))),
    )
    .post('/identity-monitoring/add-personal-information', async (c) =>
      respond(c, im.addPersonalInformation(await jsonBody(c), c.get('userId'))),
    )
    .put('/identity-monitoring/update-personal-information', async (c) =>
      respond(c, im.updatePersonalInformation(await jsonBody(c), c.get('userId'))),
    )
    .get('/identity-monitoring/get-personal-information', (c) => {
      noStore(c);
      return respond(c, im.getPersonalInformation(c.get('userId')));
    })
    .post('/identity-monitoring/verify-sms', async (c) =>
      respond(c, im.sendSmsCode(await jsonBody(c), c.get('userId'))),
    )
    .post('/identity-monitoring/verify-sms-token', async (c) =>
      respond(c, im.checkSmsCode(await jsonBody(c), c.get('userId'))),
    )
    .get('/identity-monitoring/get-matching-identities', (c) => {
      noStore(c);
      return respond(c, im.matchingIdentities(c.get('userId')));
    })
    .post('/identity-monitoring/claim-report', async (c) =>
      respond(c, im.claimIdentity(await jsonBody(c), c.get('userId'))),
    )
    .get('/identity-monitoring/get-user-breaches', (c) => {
      noStore(c);
      return respond(c, im.listBreaches(c.get('userId')));
    })
    .post('/identity-monitoring/update-user-breach', async (c) =>
      respond(c, im.updateBreach(await jsonBody(c), c.get('userId'))),
    )
    .get('/identity-monitoring/report-activity', (c) => {
      noStore(c);
      return respond(c, im.reportActivity(c.get('userId')));
    })
    .get('/identity-monitoring/alerts', (c) => {
      noStore(c);
      return respond(c, im.listAlerts(c.get('userId')));
    })
    .post('/identity-monitoring/alerts/seen', async (c) =>
      respond(c, im.markAlertsSeen(await jsonBody(c), c.get('userId'))),
    );

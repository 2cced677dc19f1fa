import { Hono, type MiddlewareHandler } from 'hono';
import { privacyQueueRow } from '../../core/privacy/privacy-case-queue.rules.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody, withPathParam } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

type OpsEnv = AppEnv & { Variables: { operatorEmail: string } };

/**
 * The operator gate: 401 signed out, 403 for an account without the information technology or customer
 * care staff flag (core/accounts/operator-access.rules.ts). Puts the operator's e-mail on the context.
 */
export const requireOperator =
  (uc: Pick<UseCases, 'flags'>): MiddlewareHandler<OpsEnv> =>
  async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const who = await uc.flags.authorizeOperator(c.get('userId') ?? '');
    if (who.isErr()) return respond(c, who);
    c.set('operatorEmail', who.value.email);
    await next();
  };

/**
 * The operator pages' API (/ops/api): the feature flags with their state per environment and the audit
 * trail, a flag's change (PUT /flags/{flag} `{ environments, goLive }`), the experiments' report and their start
 * or stop (PUT /experiments/{key} `{ active }`), and the
 * open privacy cases (the same list as `npm run privacy -- cases`, docs/decisions/0074).
 */
export const opsRoutes = (uc: Pick<UseCases, 'flags' | 'privacy'>) =>
  new Hono<OpsEnv>()
    .use('*', requireOperator(uc))
    .get('/privacy/cases', async (c) =>
      respond(
        c,
        (await uc.privacy.listCases(undefined)).map(({ today, cases }) => ({
          today,
          cases: cases.map(privacyQueueRow),
        })),
      ),
    )
    .get('/flags', async (c) => respond(c, uc.flags.listSiteFlags(undefined)))
    .put('/flags/:flag', async (c) => {
      const input = withPathParam(await jsonBody(c), 'flag', c.req.param('flag'));
      return respond(c, uc.flags.updateSiteFlag(input, c.get('operatorEmail')));
    })
    .get('/experiments', async (c) => respond(c, uc.flags.experimentReports(undefined)))
    .put('/experiments/:key', async (c) => {
      const input = withPathParam(await jsonBody(c), 'key', c.req.param('key'));
      return respond(c, uc.flags.setExperimentActive(input, c.get('operatorEmail')));
    });

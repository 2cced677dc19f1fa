import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { requireSession, sessionMiddleware } from '../http/session.js';
import type { UseCases } from '../use-cases.js';
import { accountDashboardRoutes } from './account-dashboard.routes.js';
import { accountRoutes } from './accounts.routes.js';
import { csrfRoutes } from './csrf.routes.js';
import { devOidcRoutes } from './dev-oidc.routes.js';
import { devOutboxRoutes } from './dev-outbox.routes.js';
import { healthRoutes } from './health.routes.js';
import { loggerRoutes } from './logger.routes.js';
import { membershipDashboardRoutes, membershipPublicRoutes } from './membership.routes.js';
import { reportDashboardRoutes, reportPublicRoutes } from './reports.routes.js';
import { searchRoutes } from './search.routes.js';
import { siteRoutes } from './site.routes.js';

/**
 * Mounts every resource. Public calls go under /api, signed-in calls under /dashboard/api
 * (docs/decisions/0001). Anti-forgery, security headers, logging and errors are app-wide
 * (server/app.ts); an area adds one `app.route(...)` line below.
 */
export const mountRoutes = (app: Hono<AppEnv>, uc: UseCases): void => {
  // ---- sessions (accounts): userId on the context; /dashboard/api/* answers 401 without one ----
  const accounts = uc.accounts;
  if (accounts) {
    app.use('/api/*', sessionMiddleware(accounts.authenticateSession));
    app.use('/dashboard/api/*', sessionMiddleware(accounts.authenticateSession), requireSession());
  } else {
    app.use('/dashboard/api/*', requireSession());
  }

  // ---- public API: /api ----------------------------------------------------------------
  if (accounts) app.route('/api', accountRoutes({ accounts }));
  app.route('/api', csrfRoutes());
  app.route('/api', healthRoutes(uc));
  if (uc.site) app.route('/api', siteRoutes(uc.site));
  app.route('/api', loggerRoutes(uc));
  if (uc.membership) app.route('/api', membershipPublicRoutes({ membership: uc.membership, accounts }));
  if (uc.search) app.route('/api', searchRoutes({ search: uc.search }));
  if (uc.reports) app.route('/api', reportPublicRoutes({ reports: uc.reports, accounts }));

  // ---- signed-in API: /dashboard/api -----------------------------------------------------
  // The session middleware (accounts) goes first: app.use('/dashboard/api/*', session(...)),
  // then one line per resource, e.g. app.route('/dashboard/api', subscriptionRoutes(uc)).
  if (accounts) app.route('/dashboard/api', accountDashboardRoutes({ accounts }));
  if (uc.membership) app.route('/dashboard/api', membershipDashboardRoutes({ membership: uc.membership }));
  if (uc.reports) app.route('/dashboard/api', reportDashboardRoutes({ reports: uc.reports }));

  // ---- operator tools outside production (accounts): mail outbox, local OpenID providers ----
  if (accounts?.dev?.outbox) app.route('/', devOutboxRoutes(accounts.dev.outbox));
  if (accounts?.dev) app.route('/dev-oidc', devOidcRoutes(accounts.dev.oidc));
};

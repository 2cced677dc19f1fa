import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { csrfProtection } from '../http/csrf.js';
import { requireSession, sessionMiddleware } from '../http/session.js';
import type { UseCases } from '../use-cases.js';
import { accountDashboardRoutes } from './account-dashboard.routes.js';
import { accountRoutes } from './accounts.routes.js';
import { addressFunnelRoutes } from './address-funnel.routes.js';
import { addressNearbyRoutes } from './address-nearby.routes.js';
import { contactRoutes } from './contact.routes.js';
import { csrfRoutes } from './csrf.routes.js';
import { devOidcRoutes } from './dev-oidc.routes.js';
import { devOutboxRoutes } from './dev-outbox.routes.js';
import { devSmsOutboxRoutes } from './dev-sms-outbox.routes.js';
import { experimentRoutes, featureRoutes } from './features.routes.js';
import { funnelsRoutes } from './funnels.routes.js';
import { healthRoutes } from './health.routes.js';
import { identityMonitoringRoutes } from './identity-monitoring.routes.js';
import { loggerRoutes } from './logger.routes.js';
import { marketRoutes } from './market.routes.js';
import { membershipDashboardRoutes, membershipPublicRoutes } from './membership.routes.js';
import { nearbyRoutes } from './nearby.routes.js';
import { neighborhoodRoutes } from './neighborhood.routes.js';
import { opsRoutes } from './ops.routes.js';
import { phoneFunnelRoutes } from './phone-funnel.routes.js';
import { privacyRoutes } from './privacy.routes.js';
import { propertyPhotoRoutes } from './property-photos.routes.js';
import { reportFavoriteRoutes } from './report-favorites.routes.js';
import { reportDashboardRoutes, reportPublicRoutes } from './reports.routes.js';
import { retentionRoutes } from './retention.routes.js';
import { savedPropertiesRoutes } from './saved-properties.routes.js';
import { searchRoutes } from './search.routes.js';
import { siteRoutes } from './site.routes.js';
import { userFlowRoutes } from './user-flows.routes.js';
import { useCaseRoutes, visitorSearchRoutes } from './visitor-searches.routes.js';

/**
 * Mounts every resource, unconditionally: every area of `UseCases` is required. Public calls go under
 * /api, signed-in calls under /dashboard/api (docs/decisions/0001). Only the operator tools depend on
 * the configuration. Anti-forgery, security headers, logging and errors are app-wide (server/app.ts);
 * an area adds one `app.route(...)` line below.
 */
export const mountRoutes = (app: Hono<AppEnv>, uc: UseCases): void => {
  const { accounts } = uc;
  // ---- sessions (accounts): userId on the context; /dashboard/api/* answers 401 without one ----
  app.use('/api/*', sessionMiddleware(accounts.authenticateSession));
  app.use('/dashboard/api/*', sessionMiddleware(accounts.authenticateSession), requireSession());

  // ---- public API: /api ----------------------------------------------------------------
  app.route('/api', accountRoutes({ accounts }));
  app.route('/api', csrfRoutes());
  app.route('/api', healthRoutes(uc));
  app.route('/api', siteRoutes(uc.site));
  app.route('/api', loggerRoutes(uc));
  app.route('/api', contactRoutes(uc));
  app.route('/api', membershipPublicRoutes({ membership: uc.membership, accounts }));
  app.route('/api', searchRoutes(uc));
  app.route('/api', phoneFunnelRoutes(uc));
  app.route('/api', reportPublicRoutes({ reports: uc.reports, accounts }));
  app.route('/api', marketRoutes(uc));
  app.route('/api', neighborhoodRoutes(uc));
  app.route('/api', addressNearbyRoutes(uc));
  app.route('/api', propertyPhotoRoutes(uc));
  app.route('/api/consumer-privacy', privacyRoutes({ privacy: uc.privacy, accounts }));
  app.route('/api', featureRoutes(uc));
  app.route('/api', experimentRoutes(uc));
  app.route('/api', addressFunnelRoutes(uc));
  app.route('/api', funnelsRoutes(uc));
  app.route('/api', userFlowRoutes(uc));
  app.route('/api', useCaseRoutes(uc));

  // ---- signed-in API: /dashboard/api -----------------------------------------------------
  app.route('/dashboard/api', accountDashboardRoutes({ accounts }));
  app.route('/dashboard/api', membershipDashboardRoutes({ membership: uc.membership }));
  app.route('/dashboard/api', reportDashboardRoutes({ reports: uc.reports }));
  app.route('/dashboard/api', reportFavoriteRoutes(uc));
  app.route('/dashboard/api', visitorSearchRoutes(uc));
  app.route('/dashboard/api', savedPropertiesRoutes(uc));
  app.route('/dashboard/api', nearbyRoutes(uc));
  app.route('/dashboard/api', identityMonitoringRoutes(uc));
  app.route('/dashboard/api', retentionRoutes(uc));

  // ---- operator pages (staff: information technology or customer care): /ops/api ----------------
  app.use('/ops/api/*', csrfProtection(), sessionMiddleware(accounts.authenticateSession));
  app.route('/ops/api', opsRoutes(uc));

  // ---- operator tools outside production: mail and SMS outboxes, local OpenID providers ----
  if (uc.devTools?.outbox) app.route('/', devOutboxRoutes(uc.devTools.outbox));
  if (uc.devTools?.smsOutbox) app.route('/', devSmsOutboxRoutes(uc.devTools.smsOutbox));
  if (uc.devTools) app.route('/dev-oidc', devOidcRoutes(uc.devTools.oidc));
};

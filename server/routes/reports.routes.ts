import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { jsonBody } from '../http/json-body.js';
import { respond } from '../http/respond.js';
import { clientIp } from '../http/session.js';
import type { UseCases } from '../use-cases.js';

const noStore = (c: { header: (k: string, v: string) => void }) => c.header('Cache-Control', 'no-store');

/**
 * Public report calls under /api (docs/decisions/0050): the report as a visitor may see it (preview for anyone
 * not signed in: locked sections carry counts only) and correction requests.
 */
export const reportPublicRoutes = ({
  reports: r,
  accounts,
}: {
  reports: UseCases['reports'];
  /** For the client address of per-address limits (the accounts area's proxy setting). */
  accounts: Pick<UseCases['accounts'], 'trustProxy'>;
}) => {
  const { trustProxy } = accounts;
  return new Hono<AppEnv>()
    .get('/reports/view', async (c) => {
      noStore(c);
      return respond(c, r.viewReport(c.req.query(), c.get('userId') ?? null));
    })
    .post('/reports/corrections', async (c) =>
      respond(c, r.fileCorrection(await jsonBody(c), c.get('userId') ?? null, { ip: clientIp(c, trustProxy) }), 201),
    );
};

/**
 * Signed-in report calls under /dashboard/api (000 section 7, 001 section 7, docs/decisions/0050): history
 * list and items, order status, unlock, view state, PDF options and add-on, monitoring.
 */
export const reportDashboardRoutes = ({ reports: r }: Pick<UseCases, 'reports'>) =>
  new Hono<AppEnv>()
    .get('/reports', async (c) => {
      noStore(c);
      const q = c.req.queries();
      const one = (k: string) => (q[k] && q[k]!.length > 1 ? q[k]!.join(',') : c.req.query(k));
      return respond(
        c,
        r.listReports(
          {
            page: c.req.query('page'),
            limit: c.req.query('limit'),
            types: one('types'),
            SearchTypeEnumIds: one('SearchTypeEnumIds'),
          },
          c.get('userId'),
        ),
      );
    })
    .get('/reports/order', async (c) => {
      noStore(c);
      return respond(c, r.getReportOrder(c.req.query(), c.get('userId')));
    })
    .get('/reports/view', async (c) => {
      noStore(c);
      return respond(c, r.viewReport(c.req.query(), c.get('userId')));
    })
    .post('/reports/unlock', async (c) => respond(c, r.unlockReport(await jsonBody(c), c.get('userId'))))
    // The additional-cost unlock at the month's limit (docs/decisions/0083).
    .post('/reports/unlock/additional', async (c) =>
      respond(c, r.buyAdditionalReport(await jsonBody(c), c.get('userId'))),
    )
    .get('/reports/pdf/options', async (c) => {
      noStore(c);
      return respond(c, r.pdfOptions(c.req.query('reportId') ?? '', c.get('userId')));
    })
    .post('/reports/add-on/pdf', async (c) => respond(c, r.orderPdf(await jsonBody(c), c.get('userId'))))
    .get('/reports/:reportId/view-state', async (c) =>
      respond(c, r.getViewState(c.req.param('reportId'), c.get('userId'))),
    )
    .post('/reports/:reportId/view-state/update', async (c) =>
      respond(c, r.updateViewState(c.req.param('reportId'), await jsonBody(c), c.get('userId'))),
    )
    .get('/reports/:reportId', async (c) => {
      noStore(c);
      return respond(c, r.getHistoryReport(c.req.param('reportId'), c.get('userId')));
    })
    .post('/notifications/subscribe', async (c) => respond(c, r.subscribe(await jsonBody(c), c.get('userId'))))
    .post('/notifications/subscribe/silent', async (c) =>
      respond(c, r.subscribeSilent(await jsonBody(c), c.get('userId'))),
    )
    .get('/notifications', (c) => {
      noStore(c);
      return respond(c, r.listNotifications(c.get('userId')));
    })
    .get('/notifications/preferences', (c) => {
      noStore(c);
      return respond(c, r.notificationPreferences(c.get('userId')));
    })
    .get('/notifications/status', (c) => {
      noStore(c);
      return respond(c, r.notificationPreferences(c.get('userId')));
    })
    .post('/notifications/preferences', async (c) =>
      respond(c, r.saveNotificationPreferences(await jsonBody(c), c.get('userId'))),
    )
    .put('/notifications/preferences', async (c) =>
      respond(c, r.saveNotificationPreferences(await jsonBody(c), c.get('userId'))),
    )
    .post('/notifications/report/alert/last-seen', async (c) =>
      respond(c, r.markAlertsSeen(await jsonBody(c), c.get('userId'))),
    )
    .post('/notifications/refresh', (c) => respond(c, r.refreshNotifications(c.get('userId'))))
    // People You May Know (000 sections 4 and 7; docs/decisions/0072).
    .get('/peopleyoumayknow', (c) => {
      noStore(c);
      return respond(c, r.listPeopleYouMayKnow(c.get('userId')));
    })
    .post('/peopleyoumayknow', (c) => respond(c, r.refreshPeopleYouMayKnow(c.get('userId'))))
    .put('/peopleyoumayknow', async (c) => respond(c, r.hidePeopleYouMayKnow(await jsonBody(c), c.get('userId'))))
    .patch('/peopleyoumayknow/:id', (c) =>
      respond(c, r.markPersonYouMayKnow({ id: c.req.param('id'), mark: 'clicked' }, c.get('userId'))),
    )
    .patch('/peopleyoumayknow/:id/add-favorite', (c) =>
      respond(c, r.markPersonYouMayKnow({ id: c.req.param('id'), mark: 'favorite' }, c.get('userId'))),
    )
    .delete('/peopleyoumayknow/:id', (c) =>
      respond(c, r.removePersonYouMayKnow({ id: c.req.param('id') }, c.get('userId'))),
    );

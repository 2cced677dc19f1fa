import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

// Pages load on demand (route-level code splitting).
const GettingStartedPage = lazyPage(() => import('./pages/getting-started-page'), 'GettingStartedPage');
const NotificationsPage = lazyPage(() => import('./pages/notifications-page'), 'NotificationsPage');
const ReportMonitoringPage = lazyPage(() => import('./pages/report-monitoring-page'), 'ReportMonitoringPage');

/**
 * Report monitoring (000 section 2; 002 sections 4 and 7): /notifications (no footer, little nav: the
 * path rules of web/src/lib/routing/navigation.rules.ts) and the dashboard's monitoring pages. Identity
 * monitoring is its own feature (web/src/features/identity-monitoring), under the same sub-nav.
 */
export const monitoringRoutes: AppRoute[] = [
  { path: '/notifications', name: 'notifications', title: 'Notifications', element: <NotificationsPage /> },
  {
    path: '/dashboard/monitoring/report-monitoring',
    name: 'report-monitoring',
    title: 'Report Monitoring',
    element: <ReportMonitoringPage />,
  },
  {
    path: '/dashboard/monitoring/getting-started',
    name: 'monitoring-getting-started',
    title: 'Getting Started with Monitoring',
    element: <GettingStartedPage />,
  },
];

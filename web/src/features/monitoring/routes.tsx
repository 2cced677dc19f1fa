import type { AppRoute } from '../../lib/routing/app-route';
import { GettingStartedPage } from './pages/getting-started-page';
import { NotificationsPage } from './pages/notifications-page';
import { ReportMonitoringPage } from './pages/report-monitoring-page';

/**
 * Report monitoring (000 section 2; 002 sections 4 and 7): /notifications (no footer, little nav: the
 * path rules of core/shell/navigation.rules.ts) and the dashboard's monitoring pages. Identity
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

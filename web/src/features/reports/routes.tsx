import { PageContainer } from '../../components/page-container';
import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { ReportPageLinks } from './pages/report-page';

// Pages load on demand (route-level code splitting).
const ReportPage = lazyPage(() => import('./pages/report-page'), 'ReportPage');
const RecentReports = lazyPage(() => import('./components/recent-reports'), 'RecentReports');

/**
 * The universal report page and the history pages (000 section 2; docs/decisions/0050). The footer on /report is
 * drawn by the page itself once the report is ready, so the route turns the shell's footer off.
 */
export const makeReportRoutes = (links: ReportPageLinks): AppRoute[] => [
  { path: '/report', name: 'report', title: 'Loading Report', footer: false, element: <ReportPage links={links} /> },
  {
    path: '/dashboard/reports/:reportId',
    name: 'dashboard-report',
    title: 'Loading Report',
    footer: false,
    element: <ReportPage links={links} />,
  },
  {
    path: '/dashboard/reports',
    name: 'reports',
    title: 'Your Reports',
    element: (
      <PageContainer title="Your Reports">
        <RecentReports />
      </PageContainer>
    ),
  },
];

/**
 * The report routes while the app has no /nearby page: the address report's nearby tab then hides its
 * 'Show all nearby properties instead >' link. Once a /nearby route exists, the app layer mounts
 * `makeReportRoutes({ nearbyPageHref: (id) => `/nearby?propertyId=${id}` })` instead.
 */
export const reportRoutes: AppRoute[] = makeReportRoutes({ nearbyPageHref: null });

import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

// Pages load on demand (route-level code splitting).
const DatingResultsPage = lazyPage(() => import('./pages/dating-pick-pages'), 'DatingResultsPage');
const DatingVerifyPage = lazyPage(() => import('./pages/dating-pick-pages'), 'DatingVerifyPage');
const DatingLandingPage = lazyPage(() => import('./pages/dating-search-pages'), 'DatingLandingPage');
const DatingLoadingPage = lazyPage(() => import('./pages/dating-search-pages'), 'DatingLoadingPage');
const DatingSearchPage = lazyPage(() => import('./pages/dating-search-pages'), 'DatingSearchPage');

/**
 * The dating-safety search (002 section 2.2: "/dating with children search, loading, results, verify";
 * docs/decisions/0078). /checkout/dating/person and /checkout/dating/phone are the membership feature's checkout.
 */
export const datingRoutes: AppRoute[] = [
  { path: '/dating', name: 'dating', title: 'Dating Safety Search', element: <DatingLandingPage /> },
  { path: '/dating/search', name: 'dating-search', title: 'Dating Safety Search', element: <DatingSearchPage /> },
  {
    path: '/dating/loading',
    name: 'dating-loading',
    title: 'Searching Public Records',
    element: <DatingLoadingPage />,
  },
  { path: '/dating/results', name: 'dating-results', title: 'Pick Your Match', element: <DatingResultsPage /> },
  { path: '/dating/verify', name: 'dating-verify', title: 'Confirm Your Match', element: <DatingVerifyPage /> },
];

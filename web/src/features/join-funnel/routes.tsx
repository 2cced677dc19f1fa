import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

const JoinCategoriesPage = lazyPage(() => import('./pages/join-funnel-pages'), 'JoinCategoriesPage');
const JoinInterestsPage = lazyPage(() => import('./pages/join-funnel-pages'), 'JoinInterestsPage');

/**
 * The join funnel's middle steps (002 section 2.2; docs/decisions/0079): /join -> /join/categories ->
 * /join/interests -> /join/membership -> /join/checkout; the first and last two are the membership feature's.
 */
export const joinFunnelRoutes: AppRoute[] = [
  { path: '/join/categories', name: 'join-categories', title: 'What You Can Find', element: <JoinCategoriesPage /> },
  { path: '/join/interests', name: 'join-interests', title: 'Your Interests', element: <JoinInterestsPage /> },
];

import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

const UserFlowPage = lazyPage(() => import('./pages/user-flow-page'), 'UserFlowPage');

/** The user-flow tracker's pages /uf/{flow}/{page} (002 sections 2.2 and 4.2; docs/decisions/0081). */
export const userFlowRoutes: AppRoute[] = [
  { path: '/uf/:flow/:page', name: 'user-flow', title: 'Guided Search', element: <UserFlowPage /> },
];

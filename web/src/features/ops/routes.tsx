import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

// Pages load on demand (route-level code splitting).
const OpsExperimentsPage = lazyPage(() => import('./pages/ops-experiments-page'), 'OpsExperimentsPage');
const OpsFlagsPage = lazyPage(() => import('./pages/ops-flags-page'), 'OpsFlagsPage');
const OpsPrivacyPage = lazyPage(() => import('./pages/ops-privacy-page'), 'OpsPrivacyPage');

/**
 * The operator pages (staff: information technology or customer care): feature flags, experiments and the
 * privacy case queue.
 */
export const opsRoutes: AppRoute[] = [
  { path: '/ops/flags', name: 'ops-flags', title: 'Feature flags', element: <OpsFlagsPage /> },
  { path: '/ops/experiments', name: 'ops-experiments', title: 'Experiments', element: <OpsExperimentsPage /> },
  { path: '/ops/privacy', name: 'ops-privacy', title: 'Privacy cases', element: <OpsPrivacyPage /> },
];

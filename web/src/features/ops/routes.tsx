import type { AppRoute } from '../../lib/routing/app-route';
import { OpsExperimentsPage } from './pages/ops-experiments-page';
import { OpsFlagsPage } from './pages/ops-flags-page';
import { OpsPrivacyPage } from './pages/ops-privacy-page';

/**
 * The operator pages (staff: information technology or customer care): feature flags, experiments and the
 * privacy case queue.
 */
export const opsRoutes: AppRoute[] = [
  { path: '/ops/flags', name: 'ops-flags', title: 'Feature flags', element: <OpsFlagsPage /> },
  { path: '/ops/experiments', name: 'ops-experiments', title: 'Experiments', element: <OpsExperimentsPage /> },
  { path: '/ops/privacy', name: 'ops-privacy', title: 'Privacy cases', element: <OpsPrivacyPage /> },
];

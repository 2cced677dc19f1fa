import type { AppRoute } from '../../lib/routing/app-route';
import { OpsExperimentsPage } from './pages/ops-experiments-page';
import { OpsFlagsPage } from './pages/ops-flags-page';

/** The operator pages (staff: information technology or customer care): feature flags and experiments. */
export const opsRoutes: AppRoute[] = [
  { path: '/ops/flags', name: 'ops-flags', title: 'Feature flags', element: <OpsFlagsPage /> },
  { path: '/ops/experiments', name: 'ops-experiments', title: 'Experiments', element: <OpsExperimentsPage /> },
];

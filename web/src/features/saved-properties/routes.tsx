import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../components/spinner';
import type { AppRoute } from '../../lib/routing/app-route';
import type { UpgradeDialogRenderer } from './pages/saved-properties-page';

// The page and its grid and drag-and-drop libraries load only when /saved-properties opens.
const SavedPropertiesPage = lazy(() =>
  import('./pages/saved-properties-page').then((m) => ({ default: m.SavedPropertiesPage })),
);

/**
 * The Saved Properties page (001 section 2; signed-in only: its calls are under /dashboard/api, so a
 * visitor without a session is taken to /login by the request layer's 401 flow). The app layer passes
 * the upgrade dialog a free or paused member opens (the reports feature owns it).
 */
export const makeSavedPropertiesRoutes = (deps: { upgradeDialog?: UpgradeDialogRenderer } = {}): AppRoute[] => [
  {
    path: '/saved-properties',
    name: 'saved-properties',
    title: 'Saved Properties',
    element: (
      <Suspense fallback={<LoadingBlock message="Loading saved properties…" />}>
        <SavedPropertiesPage {...(deps.upgradeDialog ? { upgradeDialog: deps.upgradeDialog } : {})} />
      </Suspense>
    ),
  },
];

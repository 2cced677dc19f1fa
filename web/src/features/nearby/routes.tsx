import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../components/spinner';
import type { AppRoute } from '../../lib/routing/app-route';
import type { AddressInputRenderer } from './components/address-search-box';
import type { UpgradeDialogRenderer } from './pages/nearby-page';

// The page loads only when /nearby opens; its map (and OpenLayers) is a further lazy chunk.
const NearbyPage = lazy(() => import('./pages/nearby-page').then((m) => ({ default: m.NearbyPage })));

/**
 * The Nearby page (001 section 2; signed-in only: its calls are under /dashboard/api, so a visitor
 * without a session is taken to /login by the request layer's 401 flow). The app layer passes the
 * upgrade dialog (the reports feature owns it) and the site's address box with suggestions (the search
 * feature owns it).
 */
export const makeNearbyRoutes = (
  deps: { upgradeDialog?: UpgradeDialogRenderer; addressInput?: AddressInputRenderer } = {},
): AppRoute[] => [
  {
    path: '/nearby',
    name: 'nearby',
    title: 'Nearby Properties',
    element: (
      <Suspense fallback={<LoadingBlock message="Loading nearby properties…" />}>
        <NearbyPage
          {...(deps.upgradeDialog ? { upgradeDialog: deps.upgradeDialog } : {})}
          {...(deps.addressInput ? { addressInput: deps.addressInput } : {})}
        />
      </Suspense>
    ),
  },
];

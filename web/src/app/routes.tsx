import { makeAccountRoutes } from '../features/accounts/routes';
import { MembershipBlock } from '../features/membership/components/membership-block';
import { membershipRoutes } from '../features/membership/routes';
import { MonitoringCard } from '../features/monitoring/components/monitoring-card';
import { monitoringRoutes } from '../features/monitoring/routes';
import { SavedNearbySearches } from '../features/nearby/components/saved-nearby-searches';
import { makeNearbyRoutes } from '../features/nearby/routes';
import { opsRoutes } from '../features/ops/routes';
import { PausedModal, UpgradeFlow } from '../features/reports/components/property-tools/upgrade-flow';
import { RecentReports } from '../features/reports/components/recent-reports';
import { makeReportRoutes } from '../features/reports/routes';
import { SavedPropertiesCard } from '../features/saved-properties/components/saved-properties-card';
import { makeSavedPropertiesRoutes } from '../features/saved-properties/routes';
import { AddressAutocomplete } from '../features/search/components/address-autocomplete';
import { makeSearchRoutes } from '../features/search/routes';
import { siteNotFoundRoute, siteRoutes } from '../features/site/routes';
import type { AppRoute } from '../lib/routing/app-route';

/** The property tools' upgrade or paused-account dialog, for the member-only pages of other features. */
const upgradeDialog = ({
  isPaused,
  onClose,
  onUpgraded,
}: {
  isPaused: boolean;
  onClose: () => void;
  onUpgraded: () => void;
}) => (isPaused ? <PausedModal onClose={onClose} /> : <UpgradeFlow onClose={onClose} onUpgraded={onUpgraded} />);

/**
 * The route table (decision 0001). Each feature exports its `xxxRoutes` array from
 * `web/src/features/<area>/routes.tsx`; add it here with one line, before the not-found route,
 * which must stay last (it matches every path).
 */
export const appRoutes: AppRoute[] = [
  ...siteRoutes,
  // The address results' save toggle: the same upgrade dialogs (a reload shows the new standing).
  ...makeSearchRoutes({
    upgradeDialog: ({ isPaused, onClose }) => upgradeDialog({ isPaused, onClose, onUpgraded: onClose }),
  }),
  // The account pages show blocks of other features; the app layer composes them (features never import each other).
  ...makeAccountRoutes({
    dashboard: (
      <>
        <RecentReports />
        <SavedPropertiesCard />
        <MonitoringCard />
      </>
    ),
    savedSearches: <SavedNearbySearches />,
    account: <MembershipBlock />,
  }),
  ...membershipRoutes,
  // With /nearby mounted, the address report links its 'Show all nearby properties instead >'.
  ...makeReportRoutes({ nearbyPageHref: (id) => `/nearby?propertyId=${id}` }),
  // A free or paused member on /saved-properties opens the property tools' upgrade or paused-account dialog.
  ...makeSavedPropertiesRoutes({ upgradeDialog }),
  // /nearby: the same upgrade dialogs, and the site's address box with suggestions.
  ...makeNearbyRoutes({ upgradeDialog, addressInput: (props) => <AddressAutocomplete {...props} small /> }),
  // /notifications and the dashboard's report-monitoring pages.
  ...monitoringRoutes,
  // /ops/flags and /ops/experiments: the operator pages.
  ...opsRoutes,
  // Features append their routes here, one line each (before the not-found route).
  siteNotFoundRoute,
];

import { type ReactNode, Suspense } from 'react';
import { registerPrivacyReverify } from '../features/accounts/api/session-expiry';
import { makeAccountRoutes } from '../features/accounts/routes';
import { addressFunnelRoutes } from '../features/address-funnel/routes';
import { makeDashboardOfferRoutes } from '../features/dashboard-offers/routes';
import { datingRoutes } from '../features/dating/routes';
import { makeIdentityMonitoringRoutes } from '../features/identity-monitoring/routes';
import { joinFunnelRoutes } from '../features/join-funnel/routes';
import { membershipRoutes } from '../features/membership/routes';
import { MonitoringSubnav } from '../features/monitoring/components/monitoring-subnav';
import { monitoringRoutes } from '../features/monitoring/routes';
import { makeNearbyRoutes } from '../features/nearby/routes';
import { opsRoutes } from '../features/ops/routes';
import { personFunnelRoutes } from '../features/person-funnel/routes';
import { phoneFunnelRoutes } from '../features/phone-funnel/routes';
import { makePrivacyRoutes } from '../features/privacy/routes';
import { UpgradeDialog } from '../features/reports/components/property-tools/upgrade-dialog';
import { makeReportRoutes } from '../features/reports/routes';
import { makeSavedPropertiesRoutes } from '../features/saved-properties/routes';
import { AddressAutocomplete } from '../features/search/components/address-autocomplete';
import { makeSearchRoutes } from '../features/search/routes';
import { siteNotFoundRoute, siteRoutes } from '../features/site/routes';
import { userFlowRoutes } from '../features/user-flow/routes';
import { useSiteFlag } from '../lib/feature-flags';
import type { AppRoute } from '../lib/routing/app-route';
import { lazyPage } from '../lib/routing/lazy-page';

// Blocks of other features that only member pages show load with those pages (code splitting).
const MembershipBlock = lazyPage(() => import('../features/membership/components/membership-block'), 'MembershipBlock');
const MonitoringCard = lazyPage(() => import('../features/monitoring/components/monitoring-card'), 'MonitoringCard');
const SavedNearbySearches = lazyPage(
  () => import('../features/nearby/components/saved-nearby-searches'),
  'SavedNearbySearches',
);
const PeopleYouMayKnowBlock = lazyPage(
  () => import('../features/people-you-may-know/components/people-you-may-know-block'),
  'PeopleYouMayKnowBlock',
);
const RecentReports = lazyPage(() => import('../features/reports/components/recent-reports'), 'RecentReports');
const SavedPropertiesCard = lazyPage(
  () => import('../features/saved-properties/components/saved-properties-card'),
  'SavedPropertiesCard',
);

/**
 * A member page's block of another feature, loading on its own: until its code is here, an empty
 * placeholder holds its place in the grid (accounts.css gives both the same least height), so blocks
 * arriving one by one do not push the cards below them down.
 */
const Block = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<div className="tw-block-placeholder" aria-hidden="true" />}>{children}</Suspense>
);

/** The property tools' upgrade or paused-account dialog, for the member-only pages of other features. */
const upgradeDialog = (props: { isPaused: boolean; onClose: () => void; onUpgraded: () => void }) => (
  <UpgradeDialog {...props} />
);

/**
 * The route table (decision 0001). Each feature exports its `xxxRoutes` array from
 * `web/src/features/<area>/routes.tsx`; add it here with one line, before the not-found route,
 * which must stay last (it matches every path).
 */
/** The People You May Know block follows its site flag (bit 64, 002 section 9; the server agrees). */
const PeopleYouMayKnowWhenOn = () => (useSiteFlag('peopleYouMayKnow') ? <PeopleYouMayKnowBlock /> : null);

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
        <Block>
          <RecentReports />
        </Block>
        <Block>
          <SavedPropertiesCard />
        </Block>
        {/* A full row of cards: after the first row of blocks, so the grid keeps no hole (at three columns). */}
        <Suspense fallback={null}>
          <PeopleYouMayKnowWhenOn />
        </Suspense>
        <Block>
          <MonitoringCard />
        </Block>
      </>
    ),
    savedSearches: (
      <Suspense fallback={null}>
        <SavedNearbySearches />
      </Suspense>
    ),
    account: (
      <Suspense fallback={null}>
        <MembershipBlock />
      </Suspense>
    ),
  }),
  ...membershipRoutes,
  ...joinFunnelRoutes,
  ...personFunnelRoutes,
  // With /nearby mounted, the address report links its 'Show all nearby properties instead >'.
  ...makeReportRoutes({ nearbyPageHref: (id) => `/nearby?propertyId=${id}` }),
  // A free or paused member on /saved-properties opens the property tools' upgrade or paused-account dialog.
  ...makeSavedPropertiesRoutes({ upgradeDialog }),
  // /nearby: the same upgrade dialogs, and the site's address box with suggestions.
  ...makeNearbyRoutes({ upgradeDialog, addressInput: (props) => <AddressAutocomplete {...props} small /> }),
  // /notifications and the dashboard's report-monitoring pages.
  ...monitoringRoutes,
  // /identity-monitoring (log-in and set-up) and its dashboard page, under the monitoring sub-nav.
  ...makeIdentityMonitoringRoutes({ dashboardSubnav: <MonitoringSubnav /> }),
  // /request-my-info: a 401 there re-verifies the privacy case (the accounts feature's session-expiry step 1).
  ...makePrivacyRoutes({ registerReverify: registerPrivacyReverify }),
  // /ops/flags and /ops/experiments: the operator pages.
  ...opsRoutes,
  // /phone ... and /dating ...: the phone funnel and the dating-safety search (docs/decisions/0078).
  ...phoneFunnelRoutes,
  ...datingRoutes,
  // /address/records ... /address/membership: the address funnel (docs/decisions/0080).
  ...addressFunnelRoutes,
  // Features append their routes here, one line each (before the not-found route).
  ...makeDashboardOfferRoutes({ notFound: siteNotFoundRoute.element }),
  ...userFlowRoutes,
  siteNotFoundRoute,
];

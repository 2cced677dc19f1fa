import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '../../components/site-footer';
import { LoadingBlock } from '../../components/spinner';
import { DashboardSideNav } from '../../lib/dashboard-nav/dashboard-side-nav';
import { sideNavShownOnPath } from '../../lib/dashboard-nav/side-navigation.rules';
import { useShownTitle } from '../../lib/page-title';
import type { AppRoute } from '../../lib/routing/app-route';
import { navFooterVisible, navResolveConfig } from '../../lib/routing/navigation.rules';
import { useSignedIn } from '../../lib/session/session-store';
import { useSyntheticData } from '../../lib/site-info';
import { Toaster } from '../../lib/toast/toaster';
import { ConsentBanner } from './consent-banner';
import { NavBar } from './nav-bar';
import { RouteErrorBoundary } from './route-error-page';
import { useShellEffects } from './use-shell-effects';

/**
 * The page shell around every route: skip link, the synthetic-data notice outside production, top navigation (per the route's nav rules), the
 * page, the footer (per the footer rules) and the cookie consent banner. `route` is the table entry
 * the location matched (undefined for none).
 */
export const AppShell = ({ route }: { route: AppRoute | undefined }) => {
  const location = useLocation();
  const signedIn = useSignedIn();
  const title = useShownTitle(location.pathname, route?.title ?? '');
  useShellEffects(route?.name ?? 'unknown', title, location);

  const synthetic = useSyntheticData();
  const nav = navResolveConfig(location.pathname, location.search, route?.nav);
  const showFooter = navFooterVisible(location.pathname, route?.footer);

  return (
    <div className="tw-app">
      <a className="tw-skip-link" href="#main">
        Skip to content
      </a>
      {synthetic && (
        <section className="tw-demo-strip" aria-label="Demo data notice" data-testid="synthetic-data-notice">
          Demo site: every record here is synthetic demo data and describes no real person.
        </section>
      )}
      {!nav.hidden && <NavBar config={nav} signedIn={signedIn} />}
      {sideNavShownOnPath(location.pathname) && <DashboardSideNav />}
      <main id="main" className="tw-main" tabIndex={-1}>
        {/* Pages load on demand (lib/routing/lazy-page): the loading block shows while a page's chunk arrives. */}
        <Suspense fallback={<LoadingBlock />}>
          <RouteErrorBoundary resetKey={location.key}>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </main>
      {showFooter && <SiteFooter />}
      <ConsentBanner />
      <Toaster />
    </div>
  );
};

import { useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import type { AppRoute, AppRouteHandle } from '../lib/routing/app-route';
import { AppShell } from './shell/app-shell';
import { RouteErrorBoundary } from './shell/route-error-page';

/**
 * Turns the route table into react-router route objects: one pathless layout route (the page
 * shell: nav, footer, consent banner, title/body class/scroll behaviour) whose children are the
 * table's routes. Each route keeps its table entry in `handle`.
 */
const toChildRoutes = (routes: readonly AppRoute[]): RouteObject[] =>
  routes.map((route) => ({ path: route.path, element: route.element, handle: { route } satisfies AppRouteHandle }));

/** The table entry of the deepest match, for the shell (title, body class, nav and footer rules). */
const matchedRoute = (children: RouteObject[], pathname: string): AppRoute | undefined => {
  const matches = matchRoutes(children, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as Partial<AppRouteHandle> | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
};

/**
 * The route table rendered inside a router (`BrowserRouter` in the app, `MemoryRouter` in tests).
 * Declarative routes, not a data router: the app loads no route data through react-router, and the
 * data router's code was about 17 kB gzip of the landing page's JavaScript (docs/performance.md "Web
 * delivery"). A page that fails to render shows the error page inside the shell (its error boundary,
 * app-shell.tsx); the shell failing shows it alone (the boundary here, as react-router's root one did).
 */
export const AppRoutes = ({ routes }: { routes: readonly AppRoute[] }) => {
  const children = useMemo(() => toChildRoutes(routes), [routes]);
  const location = useLocation();
  // Matching ranks the whole table: once per path, not on every render of the shell.
  const route = useMemo(() => matchedRoute(children, location.pathname), [children, location.pathname]);
  const element = useRoutes([{ element: <AppShell route={route} />, children }]);
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
};

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
export const toChildRoutes = (routes: readonly AppRoute[]): RouteObject[] =>
  routes.map((route) => ({ path: route.path, element: route.element, handle: { route } satisfies AppRouteHandle }));

/** True for a path with no parameter, splat or optional segment: it matches one URL path only. */
const isStaticPath = (path: string | undefined): path is string => path !== undefined && !/[:*?]/.test(path);

/**
 * A URL path as react-router compares it with a static route: each segment decoded (an escaped `/`
 * stays escaped, as in react-router's own decoding), any case, no trailing slash.
 */
const staticKey = (pathname: string): string => {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // a malformed escape: compared as it is
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
};

/**
 * The table's matcher. react-router's `matchRoutes` ranks every route and compiles a pattern per route
 * tried on every call: about 7 ms for our 120 routes in Node, four times that on the phone Lighthouse
 * emulates, and `useRoutes` matched again on every render. Here a static path (111 of 120) is one map
 * look-up; any other path is ranked among the 8 routes with parameters and the not-found route only.
 * A static route that matches a path always outranks a route with parameters that matches it too (a
 * static segment scores higher), so the result is react-router's own.
 */
export const tableMatcher = (children: RouteObject[]) => {
  const byPath = new Map<string, RouteObject>();
  for (const child of children) {
    if (isStaticPath(child.path) && !byPath.has(staticKey(child.path))) byPath.set(staticKey(child.path), child);
  }
  const others = children.filter((child) => !isStaticPath(child.path));
  return (pathname: string): RouteObject | undefined => {
    const hit = byPath.get(staticKey(pathname));
    // The static route is checked by react-router itself (one route: cheap); should it not match after
    // all, the whole table is ranked, so the page is always the one react-router would have chosen.
    if (hit && matchRoutes([hit], pathname)) return hit;
    return matchRoutes(hit ? children : others, pathname)?.at(-1)?.route;
  };
};

/**
 * The route table rendered inside a router (`BrowserRouter` in the app, `MemoryRouter` in tests).
 * Declarative routes, not a data router: the app loads no route data through react-router, and the
 * data router's code was about 17 kB gzip of the landing page's JavaScript (docs/performance.md "Web
 * delivery"). A page that fails to render shows the error page inside the shell (its error boundary,
 * app-shell.tsx); the shell failing shows it alone (the boundary here, as react-router's root one did).
 */
export const AppRoutes = ({ routes }: { routes: readonly AppRoute[] }) => {
  const match = useMemo(() => tableMatcher(toChildRoutes(routes)), [routes]);
  const location = useLocation();
  const matched = useMemo(() => match(location.pathname), [match, location.pathname]);
  const route = (matched?.handle as Partial<AppRouteHandle> | undefined)?.route;
  // react-router renders the matched route alone: its parameters, outlet and element as before, without
  // ranking the whole table again.
  const element = useRoutes([{ element: <AppShell route={route} />, children: matched ? [matched] : [] }]);
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
};

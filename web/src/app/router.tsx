import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { AppRoute, AppRouteHandle } from '../lib/routing/app-route';
import { AppShell } from './shell/app-shell';
import { RouteErrorPage } from './shell/route-error-page';

/**
 * Turns the route table into react-router route objects: one pathless layout route (the page
 * shell: nav, footer, consent banner, title/body class/scroll behaviour) whose children are the
 * table's routes. Each route keeps its table entry in `handle` for the shell.
 */
export const toRouteObjects = (routes: readonly AppRoute[]): RouteObject[] => [
  {
    element: <AppShell />,
    children: routes.map((route) => ({
      path: route.path,
      element: route.element,
      handle: { route } satisfies AppRouteHandle,
      errorElement: <RouteErrorPage />,
    })),
  },
];

/** The browser router with clean paths (000 section 2: no hash routing). */
export const createAppRouter = (routes: readonly AppRoute[]) => createBrowserRouter(toRouteObjects(routes));

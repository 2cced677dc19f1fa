import type { ReactNode } from 'react';
import type { NavConfig } from './navigation.rules';

/**
 * One entry of the route table (decision 0001, `web/src/app/routes.tsx`). Features export arrays of
 * them from their `routes.tsx`; the app layer concatenates them, so the type lives below both.
 * - `path`: a clean react-router path (`/help`, `/dashboard/reports/:reportId`, `*`);
 * - `name`: stable route name; the shell puts `route-<name>` on `<body>` (002 section 4);
 * - `title`: the page title, applied 9 ms after navigation as "<title> | Tracewell";
 * - `nav`: overrides of the navigation configuration, applied after the path rules of
 *   `web/src/lib/routing/navigation.rules.ts` (checkout pages, /login, ...);
 * - `footer`: show or hide the footer; when omitted the path rule decides (hidden on
 *   /notifications, /nearby, /saved-properties, identity monitoring);
 * - `element`: the screen.
 */
export type AppRoute = {
  path: string;
  name: string;
  title: string;
  nav?: Partial<NavConfig>;
  footer?: boolean;
  element: ReactNode;
};

/** What the route objects carry in `handle`: the table entry, which the shell uses (web/src/app/router.tsx). */
export type AppRouteHandle = { route: AppRoute };

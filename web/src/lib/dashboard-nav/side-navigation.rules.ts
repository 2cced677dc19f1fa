/**
 * The dashboard's side navigation (000 section 2 "Screens and routes"): which pages show it and what it
 * links to. Pure functions of the path and the report type, so the shell and the report page agree.
 */
import { navNormalizePath } from '../routing/navigation.rules';

/** One link of the side navigation: the route's path and its page title (000 section 2). */
export type SideNavItem = { readonly href: string; readonly label: string };

/**
 * The dashboard pages the side navigation links to, in the spec's order (000 section 2: summary, usage,
 * benefits-rewards, account, reports) with the page titles the spec names.
 */
export const SIDE_NAV_ITEMS: readonly SideNavItem[] = Object.freeze([
  Object.freeze({ href: '/dashboard', label: 'Dashboard' }),
  Object.freeze({ href: '/dashboard/reports', label: 'Your Reports' }),
  Object.freeze({ href: '/dashboard/usage', label: 'Membership Usage' }),
  Object.freeze({ href: '/dashboard/benefits-rewards', label: 'Benefits & Rewards' }),
  Object.freeze({ href: '/dashboard/account', label: 'Your Account' }),
]);

const SIDE_NAV_PATHS: ReadonlySet<string> = new Set(SIDE_NAV_ITEMS.map((i) => i.href));

/**
 * "The side navigation shows on dashboard summary, reports, benefits-rewards, usage and account"
 * (000 section 2): whether a page of the dashboard shows it, by path (any case, query or trailing slash).
 * Report pages decide by their type ({@link sideNavShownOnReport}).
 */
export const sideNavShownOnPath = (path: string): boolean => SIDE_NAV_PATHS.has(navNormalizePath(path));

/**
 * "... on address reports, on background reports, and on phone reports when the freemium phone feature
 * is enabled" (000 section 2): whether a report of this type shows the side navigation.
 */
export const sideNavShownOnReport = (reportType: string, freemiumPhoneEnabled = false): boolean => {
  const t = reportType.toLowerCase();
  return t === 'address' || t === 'background' || (t === 'phone' && freemiumPhoneEnabled);
};

/** The side-navigation item that is the current page (the longest href the path starts with), if any. */
export const sideNavCurrent = (path: string): string | null => {
  const p = navNormalizePath(path);
  let best: string | null = null;
  for (const { href } of SIDE_NAV_ITEMS) {
    if ((p === href || p.startsWith(`${href}/`)) && (best === null || href.length > best.length)) best = href;
  }
  return best;
};

/**
 * Page-shell navigation rules: which parts of the top navigation and the footer a page shows, how
 * the page title and body class are set, and where the page scrolls after a navigation.
 *
 * Spec: document 000 section 2 ("Screens and routes", "Navigation configuration") and document 002
 * sections 2.2, 2.3 ("Page shell defaults") and 4 (titles, body class, scroll). Pure functions of the
 * path and query, so the server (e.g. for pre-rendering) and other services can reuse them.
 */

/** The colour theme of the top navigation. The spec names only the default, blue. */
export type NavTheme = 'blue' | 'white';

/**
 * What the top navigation shows on a page (000 section 2 "Navigation configuration", 002 section 2.3).
 * `hidden` hides the whole bar; the `show*` flags hide single pieces.
 */
export type NavConfig = {
  /** The whole navigation bar is hidden (e.g. /reverse-phone with a non-empty `lp` query value). */
  readonly hidden: boolean;
  readonly theme: NavTheme;
  /** The logo links to the start page. When false the logo shows without a link. */
  readonly showLogoLink: boolean;
  readonly showSearch: boolean;
  readonly searchPlaceholder: string;
  readonly showLogin: boolean;
  readonly loginLabel: string;
  readonly loginHref: string;
  readonly showJoin: boolean;
  readonly joinLabel: string;
  readonly joinHref: string;
  /**
   * The phone checkout shows "a search or join button" in place of the hidden search and join
   * (002 section 2.2): a signed-in user gets a search button, a visitor a join button.
   */
  readonly showSearchOrJoin: boolean;
};

/** The navigation defaults (002 section 2.3): theme blue, the search placeholder, LOG IN and JOIN. */
export const NAV_DEFAULTS: NavConfig = Object.freeze({
  hidden: false,
  theme: 'blue',
  showLogoLink: true,
  showSearch: true,
  searchPlaceholder: 'Search by name, phone, email, address',
  showLogin: true,
  loginLabel: 'LOG IN',
  loginHref: '/login',
  showJoin: true,
  joinLabel: 'JOIN',
  joinHref: '/join',
  showSearchOrJoin: false,
});

/** The page title is applied this many milliseconds after a navigation (002 section 4). */
export const NAV_TITLE_DELAY_MS = 9;
/** The page scrolls to the top this many milliseconds after a navigation (000 section 2). */
export const NAV_SCROLL_DELAY_MS = 99;
/** The product name appended to every page title. */
export const NAV_SITE_NAME = 'Tracewell';

/** Customer-care phone hours (000 section 1, 002 section 9 "Support line"). */
export const NAV_SUPPORT_HOURS: readonly { readonly days: string; readonly hours: string }[] = Object.freeze([
  Object.freeze({ days: 'Monday to Friday', hours: '7 am to 6 pm PST' }),
  Object.freeze({ days: 'Saturday and Sunday', hours: '7 am to 3:30 pm PST' }),
]);

/** A query string (`?a=1&b=2`, with or without `?`) or already-parsed values. */
export type NavQuery = string | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Lower-cases a path, drops any query or hash and a trailing slash, so `/Login/` and `/login?x=1`
 * are the same page for the shell rules.
 */
export const navNormalizePath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
};

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** The first value of a query parameter, or undefined when absent. */
export const navQueryValue = (query: NavQuery | undefined, name: string): string | undefined => {
  if (query === undefined) return undefined;
  if (typeof query !== 'string') {
    const v = query[name];
    return Array.isArray(v) ? v[0] : (v as string | undefined);
  }
  const qs = query.startsWith('?') ? query.slice(1) : query;
  for (const part of qs.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    if (key === name) return eq === -1 ? '' : decode(part.slice(eq + 1));
  }
  return undefined;
};

/** True when `path` is `base` itself or a page below it (`/checkout` matches `/checkout/people`). */
const under = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * Checkout pages (000 section 2, 002 sections 2.2 and 2.5): everything under /checkout, and the
 * join, phone and address funnels' checkout steps.
 */
export const navIsCheckoutPath = (path: string): boolean => {
  const p = navNormalizePath(path);
  return ['/checkout', '/join/checkout', '/phone/checkout', '/address/checkout'].some((base) => under(p, base));
};

/**
 * Resolves the navigation configuration of a page from its path and query (000 section 2
 * "Navigation configuration", 002 sections 2.2 and 2.3):
 * - defaults: theme blue, placeholder "Search by name, phone, email, address", "LOG IN" to /login,
 *   "JOIN" to /join;
 * - checkout pages hide search, join and the logo link;
 * - /login hides search and the login button; /forgot-password hides search;
 * - /phone/checkout hides the logo link and shows a search or join button;
 * - /reverse-phone landing variants hide the nav when the `lp` query value is non-empty;
 * - identity-monitoring screens have a reduced nav (no search); their login screens show a join
 *   button and their signup screens a login button;
 * - /notifications, /nearby and /saved-properties have "little or no nav": no search box.
 *
 * `overrides` (a route's own `nav` entry) are applied last.
 */
export const navResolveConfig = (path: string, query?: NavQuery, overrides?: Partial<NavConfig>): NavConfig => {
  const p = navNormalizePath(path);
  const c: { -readonly [K in keyof NavConfig]: NavConfig[K] } = { ...NAV_DEFAULTS };

  if (navIsCheckoutPath(p)) {
    c.showSearch = false;
    c.showJoin = false;
    c.showLogoLink = false;
  }
  if (under(p, '/phone/checkout')) {
    c.showSearchOrJoin = true;
  }
  if (p === '/login') {
    c.showSearch = false;
    c.showLogin = false;
  }
  if (p === '/forgot-password') {
    c.showSearch = false;
  }
  if (under(p, '/reverse-phone') && (navQueryValue(query, 'lp') ?? '').trim() !== '') {
    c.hidden = true;
  }
  if (under(p, '/identity-monitoring')) {
    c.showSearch = false;
    const rest = p.slice('/identity-monitoring'.length);
    if (under(rest, '/login')) c.showLogin = false;
    if (under(rest, '/signup')) c.showJoin = false;
  }
  if (['/notifications', '/nearby', '/saved-properties'].some((base) => under(p, base))) {
    c.showSearch = false;
  }
  return overrides ? { ...c, ...overrides } : c;
};

/**
 * Whether the footer shows on a page. /notifications, /nearby and /saved-properties have no footer
 * (000 section 2), nor do the identity-monitoring screens. A route's own `footer` value, when given,
 * wins (e.g. /report shows it only once the report is ready).
 */
export const navFooterVisible = (path: string, routeFooter?: boolean): boolean => {
  if (routeFooter !== undefined) return routeFooter;
  const p = navNormalizePath(path);
  return !['/notifications', '/nearby', '/saved-properties', '/identity-monitoring'].some((base) => under(p, base));
};

/** What the shell does with the scroll position after a navigation. */
export type NavScrollAction =
  | { readonly kind: 'element'; readonly id: string }
  | { readonly kind: 'top' }
  | { readonly kind: 'none' };

/**
 * The scroll rule (000 section 2, 002 section 4): a URL hash or a `scrollTo` query value scrolls
 * to the element with that id (the hash wins when both are present; this applies under /dashboard
 * too, e.g. /dashboard#saved-searches); otherwise the page scrolls to the top, except under
 * /dashboard where the position is kept. The shell performs the action after
 * {@link NAV_SCROLL_DELAY_MS}.
 */
export const navScrollAction = (path: string, query?: NavQuery, hash?: string): NavScrollAction => {
  const fromHash = decode((hash ?? '').replace(/^#/, '')).trim();
  if (fromHash !== '') return { kind: 'element', id: fromHash };
  const fromQuery = (navQueryValue(query, 'scrollTo') ?? '').trim();
  if (fromQuery !== '') return { kind: 'element', id: fromQuery };
  return under(navNormalizePath(path), '/dashboard') ? { kind: 'none' } : { kind: 'top' };
};

/**
 * The body class of a route (002 section 4: "a body class per route name"): `route-` plus the
 * route name in kebab case, e.g. `home` -> `route-home`, `aboutTerms` -> `route-about-terms`.
 */
export const navBodyClass = (routeName: string): string => {
  const kebab = routeName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `route-${kebab === '' ? 'unnamed' : kebab}`;
};

/** The document title of a route: "Customer Care | Tracewell"; a title naming the site is kept as is. */
export const navDocumentTitle = (routeTitle: string): string => {
  const t = routeTitle.trim();
  if (t === '') return NAV_SITE_NAME;
  return t.includes(NAV_SITE_NAME) ? t : `${t} | ${NAV_SITE_NAME}`;
};

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAV_DEFAULTS,
  NAV_SCROLL_DELAY_MS,
  NAV_SUPPORT_HOURS,
  NAV_TITLE_DELAY_MS,
  navBodyClass,
  navDocumentTitle,
  navFooterVisible,
  navIsCheckoutPath,
  navNormalizePath,
  navQueryValue,
  navResolveConfig,
  navScrollAction,
} from '../../../web/src/lib/routing/navigation.rules';

describe('navigation defaults (002 section 2.3)', () => {
  it('uses the spec texts and the blue theme', () => {
    expect(NAV_DEFAULTS.theme).toBe('blue');
    expect(NAV_DEFAULTS.searchPlaceholder).toBe('Search by name, phone, email, address');
    expect([NAV_DEFAULTS.loginLabel, NAV_DEFAULTS.loginHref]).toEqual(['LOG IN', '/login']);
    expect([NAV_DEFAULTS.joinLabel, NAV_DEFAULTS.joinHref]).toEqual(['JOIN', '/join']);
  });

  it('applies the defaults on the start page and the help page', () => {
    expect(navResolveConfig('/')).toEqual(NAV_DEFAULTS);
    expect(navResolveConfig('/help', '?x=1')).toEqual(NAV_DEFAULTS);
  });

  it('has the spec timing constants', () => {
    expect(NAV_TITLE_DELAY_MS).toBe(9);
    expect(NAV_SCROLL_DELAY_MS).toBe(99);
  });

  it('has the customer-care hours', () => {
    expect(NAV_SUPPORT_HOURS).toEqual([
      { days: 'Monday to Friday', hours: '7 am to 6 pm PST' },
      { days: 'Saturday and Sunday', hours: '7 am to 3:30 pm PST' },
    ]);
  });
});

describe('navResolveConfig (000 section 2 "Navigation configuration")', () => {
  it.each([
    '/checkout/people',
    '/checkout/email',
    '/checkout/dating/person',
    '/checkout/phone',
    '/join/checkout',
    '/address/checkout',
    '/phone/checkout',
    '/Checkout/People/',
  ])('checkout page %s hides search, join and the logo link', (path) => {
    const c = navResolveConfig(path);
    expect(navIsCheckoutPath(path)).toBe(true);
    expect(c.showSearch).toBe(false);
    expect(c.showJoin).toBe(false);
    expect(c.showLogoLink).toBe(false);
    expect(c.showLogin).toBe(true);
    expect(c.hidden).toBe(false);
  });

  it.each(['/join', '/checkouts', '/address', '/phone', '/join/membership'])('%s is not a checkout page', (path) => {
    expect(navIsCheckoutPath(path)).toBe(false);
    expect(navResolveConfig(path).showSearch).toBe(true);
  });

  it('/phone/checkout hides the logo link and shows a search or join button', () => {
    const c = navResolveConfig('/phone/checkout');
    expect(c.showLogoLink).toBe(false);
    expect(c.showSearchOrJoin).toBe(true);
    expect(navResolveConfig('/checkout/people').showSearchOrJoin).toBe(false);
  });

  it('/login hides search and the login button but keeps join', () => {
    const c = navResolveConfig('/login');
    expect([c.showSearch, c.showLogin, c.showJoin, c.showLogoLink]).toEqual([false, false, true, true]);
  });

  it('/forgot-password hides only the search', () => {
    const c = navResolveConfig('/forgot-password');
    expect([c.showSearch, c.showLogin, c.showJoin]).toEqual([false, true, true]);
  });

  it('/reverse-phone hides the nav only with a non-empty lp query value', () => {
    expect(navResolveConfig('/reverse-phone', '?lp=landing-2').hidden).toBe(true);
    expect(navResolveConfig('/reverse-phone', { lp: 'a' }).hidden).toBe(true);
    expect(navResolveConfig('/reverse-phone', { lp: ['b'] }).hidden).toBe(true);
    expect(navResolveConfig('/reverse-phone', '?lp=').hidden).toBe(false);
    expect(navResolveConfig('/reverse-phone', '?lp=%20').hidden).toBe(false);
    expect(navResolveConfig('/reverse-phone', '?other=1').hidden).toBe(false);
    expect(navResolveConfig('/reverse-phone').hidden).toBe(false);
    expect(navResolveConfig('/name', '?lp=1').hidden).toBe(false);
  });

  it('identity-monitoring: no search; login shows join, signup shows login', () => {
    const login = navResolveConfig('/identity-monitoring/login/password');
    expect([login.showSearch, login.showLogin, login.showJoin]).toEqual([false, false, true]);
    const signup = navResolveConfig('/identity-monitoring/signup/verify-email');
    expect([signup.showSearch, signup.showLogin, signup.showJoin]).toEqual([false, true, false]);
  });

  it('/notifications, /nearby and /saved-properties have little nav: no search', () => {
    for (const p of ['/notifications', '/nearby', '/saved-properties'])
      expect(navResolveConfig(p).showSearch).toBe(false);
  });

  it('applies route overrides last', () => {
    const c = navResolveConfig('/login', '', { showSearch: true, theme: 'white' });
    expect(c.showSearch).toBe(true);
    expect(c.theme).toBe('white');
    expect(c.showLogin).toBe(false);
  });

  it('never mutates the defaults', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        navResolveConfig(path, query);
        expect(NAV_DEFAULTS.showSearch).toBe(true);
      }),
    );
  });
});

describe('navFooterVisible (000 section 2)', () => {
  it('hides the footer on /notifications, /nearby, /saved-properties and identity monitoring', () => {
    for (const p of [
      '/notifications',
      '/nearby',
      '/saved-properties/',
      '/nearby/search',
      '/identity-monitoring/login',
    ]) {
      expect(navFooterVisible(p)).toBe(false);
    }
  });

  it('shows it elsewhere', () => {
    for (const p of ['/', '/help', '/about/terms', '/nearbyish', '/dashboard']) expect(navFooterVisible(p)).toBe(true);
  });

  it('lets the route decide when it says so', () => {
    expect(navFooterVisible('/report', false)).toBe(false);
    expect(navFooterVisible('/nearby', true)).toBe(true);
  });
});

describe('navScrollAction (000 section 2, 002 section 4)', () => {
  it('scrolls to the top after navigation', () => {
    expect(navScrollAction('/help')).toEqual({ kind: 'top' });
  });

  it('keeps the position under /dashboard', () => {
    expect(navScrollAction('/dashboard')).toEqual({ kind: 'none' });
    expect(navScrollAction('/dashboard/reports')).toEqual({ kind: 'none' });
    expect(navScrollAction('/dashboardish')).toEqual({ kind: 'top' });
  });

  it('scrolls to the element named by the hash or the scrollTo query value', () => {
    expect(navScrollAction('/help', '', '#faq')).toEqual({ kind: 'element', id: 'faq' });
    expect(navScrollAction('/help', '?scrollTo=contact')).toEqual({ kind: 'element', id: 'contact' });
    expect(navScrollAction('/dashboard', '', '#saved-searches')).toEqual({ kind: 'element', id: 'saved-searches' });
    expect(navScrollAction('/help', '?scrollTo=contact', '#faq')).toEqual({ kind: 'element', id: 'faq' });
    expect(navScrollAction('/help', '?scrollTo=', '#')).toEqual({ kind: 'top' });
  });
});

describe('body class and title (002 section 4)', () => {
  it('derives route-<name>', () => {
    expect(navBodyClass('home')).toBe('route-home');
    expect(navBodyClass('aboutTerms')).toBe('route-about-terms');
    expect(navBodyClass('not found')).toBe('route-not-found');
    expect(navBodyClass('')).toBe('route-unnamed');
  });

  it('always yields a single valid class token', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(navBodyClass(name)).toMatch(/^route-[a-z0-9-]+$/);
      }),
    );
  });

  it('appends the site name', () => {
    expect(navDocumentTitle('Customer Care')).toBe('Customer Care | Tracewell');
    expect(navDocumentTitle('Tracewell: People Search')).toBe('Tracewell: People Search');
    expect(navDocumentTitle('  ')).toBe('Tracewell');
  });
});

describe('helpers', () => {
  it('normalises paths', () => {
    expect(navNormalizePath('/Login/?a=1#x')).toBe('/login');
    expect(navNormalizePath('help')).toBe('/help');
    expect(navNormalizePath('')).toBe('/');
    expect(navNormalizePath('/')).toBe('/');
  });

  it('reads query values', () => {
    expect(navQueryValue('?a=1&b=x%20y&c', 'b')).toBe('x y');
    expect(navQueryValue('a=1&c', 'c')).toBe('');
    expect(navQueryValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(navQueryValue('a=1', 'z')).toBeUndefined();
    expect(navQueryValue(undefined, 'z')).toBeUndefined();
  });
});

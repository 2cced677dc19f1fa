import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SIDE_NAV_ITEMS,
  sideNavCurrent,
  sideNavShownOnPath,
  sideNavShownOnReport,
} from '../../../web/src/lib/dashboard-nav/side-navigation.rules';

describe('side navigation (000 section 2)', () => {
  it('shows on dashboard summary, reports, benefits-rewards, usage and account', () => {
    for (const p of [
      '/dashboard',
      '/dashboard/reports',
      '/dashboard/benefits-rewards',
      '/dashboard/usage',
      '/dashboard/account',
    ])
      expect(sideNavShownOnPath(p)).toBe(true);
    expect(sideNavShownOnPath('/Dashboard/Account/?x=1')).toBe(true);
  });
  it('not on other pages', () => {
    for (const p of ['/', '/login', '/dashboard/account/delete', '/dashboard/use-cases', '/search', '/report'])
      expect(sideNavShownOnPath(p)).toBe(false);
  });
  it('on address and background reports; phone reports only with the freemium phone feature', () => {
    expect(sideNavShownOnReport('address')).toBe(true);
    expect(sideNavShownOnReport('background')).toBe(true);
    expect(sideNavShownOnReport('phone')).toBe(false);
    expect(sideNavShownOnReport('phone', true)).toBe(true);
    expect(sideNavShownOnReport('email', true)).toBe(false);
  });
  it('the current item is the longest matching href', () => {
    expect(sideNavCurrent('/dashboard')).toBe('/dashboard');
    expect(sideNavCurrent('/dashboard/reports/12')).toBe('/dashboard/reports');
    expect(sideNavCurrent('/login')).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(...SIDE_NAV_ITEMS.map((i) => i.href)), fc.webSegment(), (href, seg) => {
        expect(sideNavCurrent(`${href}/${seg}`)?.startsWith(href) ?? false).toBe(true);
      }),
    );
  });
});

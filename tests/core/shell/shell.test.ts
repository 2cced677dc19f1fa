import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIsoDates, isoDateAddMonths, isoMonthsBetween, parseIsoDate } from '../../../core/shared/date.rules.js';
import {
  DEFAULT_SITE_FLAG_RULES,
  hasSiteFlag,
  marketingOverrideCookie,
  resolveSiteFlags,
  SITE_FLAG_BITS,
  SITE_FLAGS,
  siteEnvironmentKind,
} from '../../../core/shell/flags.rules.js';
import {
  ADDRESS_FUNNEL_ORDERS,
  type AddressFunnelVersion,
  addressFunnelEntry,
  addressFunnelProgress,
  addressFunnelResume,
  addressFunnelVersion,
  nextAddressFunnelStep,
  previousAddressFunnelStep,
} from '../../../core/shell/funnel.rules.js';
import { calendarDateOf, formatRelativeTime, isoDateToMdy } from '../../../core/shell/time.rules.js';

describe('time (002 section 9)', () => {
  const now = new Date('2026-11-21T20:00:00Z');
  it('relative time with the 7-day cutoff', () => {
    const ago = (ms: number) => formatRelativeTime(new Date(now.getTime() - ms), now);
    expect(ago(-5000)).toBe('just now');
    expect(ago(59_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3600_000)).toBe('1 hour ago');
    expect(ago(23 * 3600_000)).toBe('23 hours ago');
    expect(ago(24 * 3600_000)).toBe('1 day ago');
    expect(ago(6 * 86_400_000 + 3600_000)).toBe('6 days ago');
    expect(ago(7 * 86_400_000)).toBe('11/14/2026');
    expect(formatRelativeTime(new Date('2026-01-01T03:00:00Z'), now)).toBe('12/31/2025');
    expect(formatRelativeTime(new Date('2026-01-01T03:00:00Z'), now, 'UTC')).toBe('01/01/2026');
  });
  it('ISO dates', () => {
    expect(calendarDateOf(new Date('2026-11-21T07:00:00Z'))).toBe('2026-11-20');
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('x')).toBeNull();
    expect(isoDateToMdy('2024-02-29')).toBe('02/29/2024');
    expect(isoDateToMdy('nope')).toBeNull();
    expect(isoDateAddMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(isoDateAddMonths('2024-01-15', -13)).toBe('2022-12-15');
    expect(isoDateAddMonths('bad', 1)).toBeNull();
    expect(isoMonthsBetween('2024-01-31', '2024-02-29')).toBe(0);
    expect(isoMonthsBetween('2024-01-15', '2026-01-15')).toBe(24);
    expect(isoMonthsBetween('2026-01-15', '2024-01-16')).toBe(-23);
    expect(isoMonthsBetween('x', '2024-01-16')).toBeNull();
    expect(compareIsoDates('2024-01-01', '2024-01-01T09:00')).toBe(0);
    expect(compareIsoDates('2024-01-02', '2024-01-01')).toBe(1);
  });
  it('adding months then their negative never moves forward', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -300, max: 300 }),
        (d, m) => {
          const iso = d.toISOString().slice(0, 10);
          const there = isoDateAddMonths(iso, m)!;
          expect(compareIsoDates(isoDateAddMonths(there, -m)!, iso)).toBeLessThanOrEqual(0);
          const between = isoMonthsBetween(iso, there)!;
          if (d.getUTCDate() <= 28) expect(between).toBe(m);
          else expect(Math.abs(between - m)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('address funnel (002 section 2.4)', () => {
  it('orders and version choice', () => {
    expect(ADDRESS_FUNNEL_ORDERS[2]).toEqual([
      'records',
      'ownership',
      'deeds',
      'sales',
      'comparables',
      'signup',
      'categories',
      'membership',
      'checkout',
    ]);
    expect(addressFunnelVersion(true, 3)).toBe(2);
    expect(addressFunnelVersion(false)).toBe(1);
    expect(addressFunnelVersion(false, 3)).toBe(3);
    expect(nextAddressFunnelStep(1, 'records')).toBe('signup');
    expect(nextAddressFunnelStep(3, 'checkout')).toBeNull();
    expect(nextAddressFunnelStep(3, 'signup')).toBeNull();
    expect(previousAddressFunnelStep(2, 'signup')).toBe('comparables');
    expect(previousAddressFunnelStep(2, 'records')).toBeNull();
  });
  it('progress is step N of 6 in every version', () => {
    for (const v of [1, 2, 3] as AddressFunnelVersion[]) {
      const steps = ADDRESS_FUNNEL_ORDERS[v].map((s) => addressFunnelProgress(v, s)).filter((p) => p !== null);
      expect(steps.map((p) => p.step)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(steps.every((p) => p.of === 6)).toBe(true);
    }
    expect(addressFunnelProgress(2, 'categories')).toEqual({ step: 6, of: 6 });
    expect(addressFunnelProgress(1, 'membership')).toBeNull();
  });
  it('entry and resume', () => {
    expect(addressFunnelEntry(true)).toEqual({ to: 'searchResults' });
    expect(addressFunnelEntry(false)).toEqual({ to: 'funnel', path: '/address/records' });
    const now = new Date('2026-11-21T12:00:00Z');
    const recent = new Date('2026-11-21T00:00:00Z');
    expect(addressFunnelResume(null, now)).toEqual({ action: 'create' });
    expect(addressFunnelResume({ completed: true, savedAddressUrl: '/report?x', updatedAt: recent }, now)).toEqual({
      action: 'redirect',
      url: '/report?x',
    });
    expect(addressFunnelResume({ completed: false, step: 'deeds', updatedAt: recent }, now)).toEqual({
      action: 'resume',
      step: 'deeds',
    });
    expect(addressFunnelResume({ completed: false, updatedAt: recent }, now)).toEqual({
      action: 'resume',
      step: 'records',
    });
    expect(addressFunnelResume({ completed: false, updatedAt: new Date('2026-11-20T11:59:59Z') }, now)).toEqual({
      action: 'create',
    });
  });
});

describe('site flags (002 section 9)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('bits', () => {
    expect(SITE_FLAG_BITS.socialLogin).toBe(1);
    expect(SITE_FLAG_BITS.comparables).toBe(1024);
    expect(SITE_FLAGS).toHaveLength(11);
    expect(hasSiteFlag(1024 | 1, 'comparables')).toBe(true);
    expect(hasSiteFlag(1, 'freemium')).toBe(false);
  });
  it('environments', () => {
    expect(['dev', 'QA1', 'qa10', 'qa11', 'stage', 'prod', 'weird'].map(siteEnvironmentKind)).toEqual([
      'dev',
      'review',
      'review',
      'prod',
      'stage',
      'prod',
      'prod',
    ]);
    const prod = resolveSiteFlags({ environment: 'prod', now }).mask;
    const dev = resolveSiteFlags({ environment: 'dev', now }).mask;
    expect(hasSiteFlag(prod, 'combinedCheckout')).toBe(false);
    expect(hasSiteFlag(dev, 'combinedCheckout')).toBe(true);
    expect(hasSiteFlag(prod, 'socialLogin')).toBe(true);
  });
  it('go-live turns a flag on at that instant', () => {
    const rules = { ...DEFAULT_SITE_FLAG_RULES, freemium: { environments: [], goLive: '2026-11-21T12:00:00Z' } };
    const before = resolveSiteFlags({ environment: 'prod', now: new Date(now.getTime() - 1), rules });
    const at = resolveSiteFlags({ environment: 'prod', now, rules });
    expect(hasSiteFlag(before.mask, 'freemium')).toBe(false);
    expect(before.sources.freemium).toBe('off');
    expect(hasSiteFlag(at.mask, 'freemium')).toBe(true);
    expect(at.sources.freemium).toBe('goLive');
  });
  it('override cookies: per flag outside prod, marketing everywhere', () => {
    const cookies = {
      tw_ff_socialLogin: 'off',
      tw_ff_freemium: '1',
      tw_ff_chargebee: 'maybe',
      tw_ff_marketing: 'combinedCheckout, bogus',
    };
    const qa = resolveSiteFlags({ environment: 'qa3', now, cookies });
    expect(hasSiteFlag(qa.mask, 'socialLogin')).toBe(false);
    expect(qa.sources.socialLogin).toBe('override');
    expect(hasSiteFlag(qa.mask, 'freemium')).toBe(true);
    expect(qa.sources.chargebee).toBe('environment');
    const prod = resolveSiteFlags({ environment: 'prod', now, cookies });
    expect(hasSiteFlag(prod.mask, 'socialLogin')).toBe(true);
    expect(hasSiteFlag(prod.mask, 'freemium')).toBe(false);
    expect(hasSiteFlag(prod.mask, 'combinedCheckout')).toBe(true);
    expect(prod.sources.combinedCheckout).toBe('marketing');
    expect(marketingOverrideCookie(['comparables', 'nope'], true)).toBe(
      'tw_ff_marketing=comparables; Max-Age=3600; Path=/; SameSite=Lax; Secure',
    );
    expect(marketingOverrideCookie([], false)).toBe('tw_ff_marketing=; Max-Age=3600; Path=/; SameSite=Lax');
  });
  it('a per-flag cookie never changes production', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITE_FLAGS), fc.constantFrom('on', 'off', '1', '0'), (flag, v) => {
        const base = resolveSiteFlags({ environment: 'prod', now }).mask;
        expect(resolveSiteFlags({ environment: 'prod', now, cookies: { [`tw_ff_${flag}`]: v } }).mask).toBe(base);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakpointOf,
  deviceClassOf,
  formatBadgeCount,
  isLongTooltip,
  isMobileWidth,
  isPaginationCentred,
  isToastExpired,
  isValidIconListColumns,
  isValidTooltipPosition,
  makeAlert,
  makeToast,
  peopleYouMayKnowCardCount,
  showSearchNowTeaser,
  TOAST_DEFAULT_DELAY_MS,
} from '../../../web/src/lib/layout.rules';

describe('layout (000 section 9)', () => {
  it('breakpoints', () => {
    expect([0, 575, 576, 727, 728, 991, 992, 1199, 1200].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
    ]);
    expect([deviceClassOf(727), deviceClassOf(728), deviceClassOf(1023), deviceClassOf(1024)]).toEqual([
      'mobile',
      'tablet',
      'tablet',
      'desktop',
    ]);
    expect(isPaginationCentred(900)).toBe(true);
    expect(isPaginationCentred(1000)).toBe(false);
  });
  it('mobile: xs or sm, the same as under 728', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (w) => {
        expect(isMobileWidth(w)).toBe(w < 728);
      }),
    );
  });
  it('tooltip, badge, icon columns', () => {
    expect(isLongTooltip('x'.repeat(30))).toBe(false);
    expect(isLongTooltip('x'.repeat(31))).toBe(true);
    expect(isValidTooltipPosition('top')).toBe(true);
    expect(isValidTooltipPosition('left')).toBe(false);
    expect([1, 5, 6].map(isValidIconListColumns)).toEqual([true, false, true]);
    expect([0, 7, 100, 101, 5000, Number.NaN].map(formatBadgeCount)).toEqual([null, '7', '100', '100+', '100+', null]);
  });
  it('people-you-may-know cards by width', () => {
    expect([800, 1029, 1030, 1079, 1080, 1299, 1300, 1529, 1530, 2000].map(peopleYouMayKnowCardCount)).toEqual([
      3, 3, 4, 4, 3, 3, 4, 4, 5, 5,
    ]);
  });
  it('toasts, alerts and the teaser bar', () => {
    expect(makeToast({ msg: 'Saved' })).toEqual({
      title: '',
      msg: 'Saved',
      type: 'info',
      position: 'top-right',
      delay: 2000,
    });
    expect(makeToast({ msg: 'x', delay: -1 }).delay).toBe(TOAST_DEFAULT_DELAY_MS);
    expect(makeToast({ msg: 'x', delay: 500, type: 'error', title: 'T', position: 'bottom' }).delay).toBe(500);
    expect(isToastExpired({ delay: 2000 }, 1000, 2999)).toBe(false);
    expect(isToastExpired({ delay: 2000 }, 1000, 3000)).toBe(true);
    expect(makeAlert({ content: 'c' })).toEqual({ title: 'Notification', content: 'c', type: 'info' });
    expect(showSearchNowTeaser({ path: '/reverse-phone/', windowWidth: 1200, scrollY: 601 })).toBe(true);
    expect(showSearchNowTeaser({ path: '/reverse-phone', windowWidth: 500, scrollY: 601 })).toBe(false);
    expect(showSearchNowTeaser({ path: '/reverse-phone', windowWidth: 1200, scrollY: 600 })).toBe(false);
  });
});

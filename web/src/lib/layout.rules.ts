/**
 * Page-shell layout rules: breakpoints, tooltips, badges, people-you-may-know cards, toasts and
 * alerts (000 sections 4 and 9; 001 sections 5 and 9; 002 sections 2, 3, 5 and 9).
 */

/** Breakpoints in px (000 section 9, 002 section 9): xs 0, sm 576, md 728, lg 992, xl 1200. */
export const BREAKPOINTS = Object.freeze({ xs: 0, sm: 576, md: 728, lg: 992, xl: 1200 } as const);
/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The breakpoint of a window width: the largest breakpoint whose minimum the width reaches. */
export const breakpointOf = (width: number): Breakpoint => {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
};

/**
 * "Mobile means xs or sm" (000 section 9); the other reading is "mobile under 728" (002 section 9,
 * 001 section 9). We define mobile as xs or sm; since sm ends where md starts (728) the two readings
 * give the same answer for every width, which the tests check.
 */
export const isMobileWidth = (width: number): boolean => {
  const bp = breakpointOf(width);
  return bp === 'xs' || bp === 'sm';
};

/** Device class (001 section 9): mobile under 728, tablet 728 to 1023, desktop from 1024. */
export const deviceClassOf = (width: number): 'mobile' | 'tablet' | 'desktop' =>
  isMobileWidth(width) ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';

/** "Pagination centred on xs, sm, md" (000 section 9). */
export const isPaginationCentred = (width: number): boolean => ['xs', 'sm', 'md'].includes(breakpointOf(width));

/** Tooltip is "long" above 30 characters (000 section 9). */
export const TOOLTIP_LONG_THRESHOLD = 30;
/** Whether a tooltip text is "long" (000 section 9): more than 30 characters. */
export const isLongTooltip = (text: string): boolean => text.length > TOOLTIP_LONG_THRESHOLD;
/** "Tooltip position must be top or bottom" (001 section 5, 002 section 5). */
export const isValidTooltipPosition = (position: string): position is 'top' | 'bottom' =>
  position === 'top' || position === 'bottom';
/** "Icon list columns must be 1, 2, 3, 4 or 6" (001 section 5). */
export const isValidIconListColumns = (columns: number): boolean => [1, 2, 3, 4, 6].includes(columns);

/** The updates badge cap (002 section 4): 100. */
export const BADGE_CAP = 100;
/**
 * The nav updates badge text (002 section 4, 000 section 9): the count, capped at "100+" (cap 100:
 * counts above 100 show "100+", 100 itself shows "100"); no badge (null) for 0 or less.
 */
export const formatBadgeCount = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
};

/**
 * People-you-may-know cards shown (000 section 4): "under 1030: 3; under 1080: 4; under 1300: 3;
 * under 1530: 4; otherwise 5" (the drop back to 3 at 1080 follows the layout gaining a side column).
 */
export const peopleYouMayKnowCardCount = (windowWidth: number): number => {
  if (windowWidth < 1030) return 3;
  if (windowWidth < 1080) return 4;
  if (windowWidth < 1300) return 3;
  if (windowWidth < 1530) return 4;
  return 5;
};

/** Toast default delay, 2000 ms (002 sections 4 and 9). */
export const TOAST_DEFAULT_DELAY_MS = 2000;
/** Toast types (002 section 3). */
export type ToastType = 'info' | 'success' | 'warning' | 'error';
/** A toast (002 section 3: title, msg, type, position, delay). */
export type Toast = {
  readonly title: string;
  readonly msg: string;
  readonly type: ToastType;
  readonly position: string;
  readonly delay: number;
};

/**
 * A toast with its defaults (002 sections 3 and 4): type info (ours), position top-right (ours),
 * delay 2000 ms; a delay that is not a positive number takes the default.
 */
export const makeToast = (t: {
  title?: string;
  msg: string;
  type?: ToastType;
  position?: string;
  delay?: number;
}): Toast => ({
  title: t.title ?? '',
  msg: t.msg,
  type: t.type ?? 'info',
  position: t.position ?? 'top-right',
  delay: t.delay !== undefined && Number.isFinite(t.delay) && t.delay > 0 ? t.delay : TOAST_DEFAULT_DELAY_MS,
});

/** "Toast: added, removed after its delay" (002 section 4): whether a toast added at `addedAtMs` is gone at `nowMs`. */
export const isToastExpired = (toast: Pick<Toast, 'delay'>, addedAtMs: number, nowMs: number): boolean =>
  nowMs - addedAtMs >= toast.delay;

/** An alert (002 section 3): title, content, type; default title "Notification", type info. */
export type Alert = { readonly title: string; readonly content: string; readonly type: ToastType };
/** An alert with its defaults (002 section 3): title "Notification", type info. */
export const makeAlert = (a: { title?: string; content: string; type?: ToastType }): Alert => ({
  title: a.title ?? 'Notification',
  content: a.content,
  type: a.type ?? 'info',
});

/** The Search Now teaser bar shows after 600 px of scroll (000 section 9, 002 section 2.2). */
export const SEARCH_NOW_TEASER_SCROLL_PX = 600;
/** "A Search Now teaser bar appears on /reverse-phone for non-mobile users after scrolling past 600 px" (002 section 2.2). */
export const showSearchNowTeaser = (o: { path: string; windowWidth: number; scrollY: number }): boolean =>
  o.path.replace(/\/+$/, '') === '/reverse-phone' &&
  !isMobileWidth(o.windowWidth) &&
  o.scrollY > SEARCH_NOW_TEASER_SCROLL_PX;

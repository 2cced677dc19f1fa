/**
 * Recent reports on the dashboard (000 section 2 "Dashboard blocks", section 9).
 */

/** Recent reports: 5 per page (000 section 9). */
export const RECENT_REPORTS_PER_PAGE = 5;
/** "See More" goes to page 2 (000 section 2). */
export const RECENT_REPORTS_SEE_MORE_PAGE = 2;
/** Pagination uses a window of 5 pages (000 section 2) ... */
const RECENT_REPORTS_WINDOW = 5;
/** ... when there are more than 10 pages (000 section 2). */
const RECENT_REPORTS_WINDOW_THRESHOLD = 10;
/** Empty state (000 section 2). */
export const RECENT_REPORTS_EMPTY_MESSAGE =
  'No recent reports. Use the search fields at the top of the page to search by name, email, or phone number.';
/** Paging failure (000 section 8). */
export const RECENT_REPORTS_PAGING_ERROR = 'The dashboard is temporarily unavailable. Please refresh the page.';

/** The number of pages for a total at 5 per page (at least 1, so an empty list still has page 1). */
export const recentReportsPageCount = (totalReports: number): number =>
  Math.max(1, Math.ceil(Math.max(0, totalReports) / RECENT_REPORTS_PER_PAGE));

/** Whether the summary block shows "See More" (000 section 2): when there is more than one page; it leads to page 2. */
export const recentReportsShowSeeMore = (totalReports: number): boolean => recentReportsPageCount(totalReports) > 1;

/**
 * The page numbers the pagination shows (000 section 2): every page when there are 10 or fewer;
 * with more than 10 pages a window of 5 consecutive pages around the current one (the current page
 * in the middle where possible, shifted at the ends). The current page is clamped into range.
 */
export const recentReportsPageWindow = (currentPage: number, totalPages: number): number[] => {
  const pages = Math.max(1, Math.floor(totalPages));
  const current = Math.min(pages, Math.max(1, Math.floor(currentPage)));
  if (pages <= RECENT_REPORTS_WINDOW_THRESHOLD) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = Math.floor(RECENT_REPORTS_WINDOW / 2);
  const start = Math.min(Math.max(1, current - half), pages - RECENT_REPORTS_WINDOW + 1);
  return Array.from({ length: RECENT_REPORTS_WINDOW }, (_, i) => start + i);
};

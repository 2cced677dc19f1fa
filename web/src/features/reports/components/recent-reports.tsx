import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  RECENT_REPORTS_EMPTY_MESSAGE,
  RECENT_REPORTS_PAGING_ERROR,
  RECENT_REPORTS_PER_PAGE,
  RECENT_REPORTS_SEE_MORE_PAGE,
  recentReportsPageWindow,
  recentReportsShowSeeMore,
} from '#core/reports/recent-reports.rules';
import { reportShortDate } from '#core/reports/report-view-format.rules';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { REPORT_LIST_FILTER, reportsApi } from '../api/reports-api';
import { FavoriteToggle } from './favorite-toggle';
import '../reports.css';

/** Line icons per report kind (inline SVG paths: no emoji font needed). */
const ICON_PATHS: Record<string, string> = {
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  phone: 'M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  home: 'M3 11l9-7 9 7v9H5v-9M10 20v-6h4v6',
  pdf: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h6M9 17h6',
};
const ReportIcon = ({ kind }: { kind: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={ICON_PATHS[kind] ?? ICON_PATHS.person} />
  </svg>
);

/**
 * The dashboard's "Recent reports" block (000 sections 2, 8, 9): 5 per page, "See More" goes to page
 * 2, then page numbers (a window of 5 when there are more than 10 pages); the empty text and the
 * paging-failure text are the spec's. Each report opens at /dashboard/reports/{id}.
 */
export const RecentReports = ({ perPage = RECENT_REPORTS_PER_PAGE }: { perPage?: number }) => {
  const [page, setPage] = useState(1);
  // 'With new updates': only the reports with unseen monitoring alerts (000 section 7 filter type 1).
  const [withUpdates, setWithUpdates] = useState(false);
  // 'Favourites only': the starred reports (000 section 7 filter type 2); one filter at a time.
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const filterType = withUpdates
    ? REPORT_LIST_FILTER.unseenAlerts
    : favoritesOnly
      ? REPORT_LIST_FILTER.favorites
      : undefined;
  // The current page stays on screen while the next one loads.
  const list = useRequest(
    `${page}/${perPage}/${filterType ?? 'all'}`,
    () => reportsApi.list(page, perPage, filterType),
    {
      keepPrevious: true,
    },
  );
  const data = list.data;
  const failed = list.error !== null;

  return (
    <Card title="Recent Reports" className="rep-recent" id="recent-reports">
      <label className="rep-recent__filter">
        <input
          type="checkbox"
          checked={withUpdates}
          onChange={(e) => {
            setWithUpdates(e.target.checked);
            setFavoritesOnly(false);
            setPage(1);
          }}
        />
        With new updates
      </label>
      <label className="rep-recent__filter">
        <input
          type="checkbox"
          checked={favoritesOnly}
          onChange={(e) => {
            setFavoritesOnly(e.target.checked);
            setWithUpdates(false);
            setPage(1);
          }}
        />
        Favourites only
      </label>
      {failed ? (
        <p className="rep-recent__error" role="alert">
          {RECENT_REPORTS_PAGING_ERROR}
        </p>
      ) : !data ? (
        <Spinner size="sm" label="Loading reports" />
      ) : data.totalReports === 0 ? (
        <p className="rep-recent__empty">
          {withUpdates
            ? 'None of your monitored reports has new updates.'
            : favoritesOnly
              ? 'You have no favourite reports yet. Press the star of a report to add it.'
              : RECENT_REPORTS_EMPTY_MESSAGE}
        </p>
      ) : (
        <>
          <ul className="rep-recent__list">
            {data.reports.map((r) => (
              <li key={r.id} className="rep-recent__item">
                <span className="rep-recent__icon">
                  <ReportIcon kind={r.icon} />
                </span>
                <Link to={r.url} className="rep-recent__title">
                  {r.title}
                </Link>
                <span className="rep-recent__sub">{r.subtitle}</span>
                <span className="rep-recent__date">
                  <FavoriteToggle
                    key={`${r.id}-${r.isFavorite}`}
                    historyId={r.id}
                    title={r.title}
                    initial={r.isFavorite}
                    onChange={() => favoritesOnly && list.reload()}
                  />
                  {r.isPDF && <span className="rep-recent__pdf">PDF</span>}
                  {reportShortDate(r.lastRun.slice(0, 10))}
                </span>
              </li>
            ))}
          </ul>
          {page === 1 && recentReportsShowSeeMore(data.totalReports) ? (
            <button
              type="button"
              className="rep-link rep-recent__more"
              onClick={() => setPage(RECENT_REPORTS_SEE_MORE_PAGE)}
            >
              See More
            </button>
          ) : data.totalPages > 1 ? (
            <nav className="rep-recent__pager" aria-label="Recent reports pages">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label="Previous page">
                ‹
              </button>
              {recentReportsPageWindow(page, data.totalPages).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={n === page ? 'is-current' : undefined}
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => setPage(n)}
                >
                  {n}
                </button>
              ))}
              <button
                type="button"
                disabled={page >= data.totalPages}
                onClick={() => setPage(page + 1)}
                aria-label="Next page"
              >
                ›
              </button>
            </nav>
          ) : null}
        </>
      )}
    </Card>
  );
};

import { useEffect, useState } from 'react';
import { REPORT_FAVORITE_FAILED, reportFavoriteToast } from '#core/reports/report-favorite.rules';
import { http } from '../../../lib/http/http';
import { logClient } from '../../../lib/http/logger';
import { showToast } from '../../../lib/toast/toast-store';
import './favorite-toggle.css';

/** PATCH reports/{id}/toggle-favorite (000 section 7): the new mark. */
export const toggleReportFavorite = (historyId: number) =>
  http.patch<{ id: number; isFavorite: boolean }>(
    `/dashboard/api/reports/${encodeURIComponent(String(historyId))}/toggle-favorite`,
  );

/** GET reports/{id}/favorite: the mark of one of the member's reports. */
export const getReportFavorite = (historyId: number) =>
  http.get<{ id: number; isFavorite: boolean }>(
    `/dashboard/api/reports/${encodeURIComponent(String(historyId))}/favorite`,
  );

/**
 * The star of a report (000 section 7 reports/{id}/toggle-favorite): pressed when the report is a
 * favourite; each press toggles it on the server and says so in a toast (002 section 3).
 */
export const FavoriteToggle = ({
  historyId,
  title,
  initial,
  onChange,
}: {
  historyId: number;
  title: string;
  initial: boolean;
  onChange?: (isFavorite: boolean) => void;
}) => {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    toggleReportFavorite(historyId)
      .then(
        (r) => {
          setOn(r.isFavorite);
          showToast(reportFavoriteToast(r.isFavorite, title));
          onChange?.(r.isFavorite);
        },
        (e: unknown) => {
          showToast({ msg: REPORT_FAVORITE_FAILED, type: 'error' });
          void logClient({
            level: 'warning',
            message: 'Report favourite toggle failed',
            details: { error: String(e) },
          });
        },
      )
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className={`rep-fav${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={`Favourite: ${title}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      disabled={busy}
      onClick={toggle}
      data-testid="favorite-toggle"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
};

/** The star on the report page: reads the mark first (the report view does not carry it). */
export const ReportFavoriteStar = ({ historyId, title }: { historyId: number; title: string }) => {
  const [initial, setInitial] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    getReportFavorite(historyId).then(
      (r) => live && setInitial(r.isFavorite),
      () => live && setInitial(false),
    );
    return () => {
      live = false;
    };
  }, [historyId]);
  return initial === null ? null : (
    <FavoriteToggle key={historyId} historyId={historyId} title={title} initial={initial} />
  );
};

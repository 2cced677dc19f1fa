/** The toast after the favourite toggle failed (our text; the spec names none). */
export const REPORT_FAVORITE_FAILED = 'We could not update your favourites. Please try again.';

/**
 * The toast after PATCH reports/{id}/toggle-favorite (000 section 7; toast shape 002 section 3): success,
 * saying which way the mark went and naming the report.
 */
export const reportFavoriteToast = (
  isFavorite: boolean,
  reportTitle: string,
): { title: string; msg: string; type: 'success' } => ({
  title: isFavorite ? 'Added to favourites' : 'Removed from favourites',
  msg: isFavorite
    ? `${reportTitle} is now one of your favourite reports.`
    : `${reportTitle} is no longer one of your favourite reports.`,
  type: 'success',
});

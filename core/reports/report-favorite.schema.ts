import { z } from 'zod';

/** The message of a report id in PATCH reports/{id}/toggle-favorite that is not a report-history id. */
export const REPORT_FAVORITE_ID_MESSAGE = 'Please choose one of your reports.';

/**
 * PATCH reports/{id}/toggle-favorite (000 section 7): `id` is the report-history id of a report list item
 * (000 section 3), a positive whole number.
 */
export const ToggleReportFavoriteInput = z.object({
  id: z.coerce
    .number({ error: REPORT_FAVORITE_ID_MESSAGE })
    .int(REPORT_FAVORITE_ID_MESSAGE)
    .min(1, REPORT_FAVORITE_ID_MESSAGE)
    .max(2 ** 53 - 1, REPORT_FAVORITE_ID_MESSAGE),
});

import { err, ok, type Result } from 'neverthrow';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { ToggleReportFavoriteInput } from './report-favorite.schema.js';
import type { ReportPorts } from './report-ports.port.js';

/**
 * Whether one of the member's own reports (by report-history id) is a favourite, for the star on the
 * report page (000 section 7 reports/{id}/toggle-favorite sets it). Another member's row is not found.
 */
export const makeGetReportFavorite = (p: Pick<ReportPorts, 'store'>) =>
  useCase(
    ToggleReportFavoriteInput,
    async ({ id }, userId: string): Promise<Result<{ id: number; isFavorite: boolean }, NotFoundError>> => {
      const row = await p.store.historyItem(userId, id);
      return row ? ok({ id, isFavorite: row.isFavorite }) : err(notFound('report'));
    },
  );

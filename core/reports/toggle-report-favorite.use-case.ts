import { err, ok, type Result } from 'neverthrow';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { ToggleReportFavoriteInput } from './report-favorite.schema.js';
import type { ReportPorts } from './report-ports.port.js';

/**
 * PATCH reports/{id}/toggle-favorite (000 section 7): flips the favourite mark of one of the member's own
 * report-history rows and answers the new mark. The reports list filters on it (filter type 2). A row of
 * another member, or an unknown id, is not found (404), so nobody learns which ids exist.
 */
export const makeToggleReportFavorite = (p: Pick<ReportPorts, 'store'>) =>
  useCase(
    ToggleReportFavoriteInput,
    async ({ id }, userId: string): Promise<Result<{ id: number; isFavorite: boolean }, NotFoundError>> => {
      const isFavorite = await p.store.toggleFavorite(userId, id);
      return isFavorite === null ? err(notFound('report')) : ok({ id, isFavorite });
    },
  );

import { ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import { gridPageCount } from './saved-properties.rules.js';
import { SavedPropertiesListInput, type SavedPropertiesPage, savedListFilterOf } from './saved-properties.schema.js';
import { requireSavedPropertiesMember } from './saved-properties.steps.js';

/**
 * POST /dashboard/api/saved-properties/list (001 sections 2, 4 and 7): one page of the member's grid,
 * `reportFilterType` 2 favorites (the default, newest saved first), 1 updates (saved properties with news
 * since they were saved and since the member last opened their report), 3 recently viewed (our number:
 * the address reports the member opened, newest first, saved or not). Column filters and the sort run on
 * the server; rows carry the values of the `columns` asked for (every column when absent).
 */
export const makeListSavedProperties = (deps: SavedPropertiesDeps) =>
  useCase(SavedPropertiesListInput, (input, userId: string | null) =>
    requireSavedPropertiesMember(deps, userId).andThen((memberId) =>
      ResultAsync.fromSafePromise(
        (async () => {
          const { page, limit } = input.pagination;
          const [list, metrics] = await Promise.all([
            deps.saved.list(memberId, {
              filter: savedListFilterOf(input.reportFilterType),
              gridFilters: input.filter,
              sort: input.sort,
              page: { page, limit },
              columns: input.columns ?? null,
            }),
            deps.saved.metrics(memberId),
          ]);
          const data: SavedPropertiesPage = {
            savedProperties: list.rows,
            pagination: { page, pages: gridPageCount({ limit, total: list.total }), limit, total: list.total },
            metrics,
          };
          return { data };
        })(),
      ),
    ),
  );

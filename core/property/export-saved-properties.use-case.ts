import { ResultAsync } from 'neverthrow';
import { utcIsoDate } from '../shared/date.rules.js';
import { useCase } from '../shared/use-case.js';
import { propertyColumn, visibleColumnsInOrder } from './columns.rules.js';
import type { SavedPropertiesDeps } from './saved-properties.port.js';
import {
  SavedPropertiesExportInput,
  type SavedPropertiesExportReply,
  savedListFilterOf,
} from './saved-properties.schema.js';
import { memberColumnSettings, requireSavedPropertiesMember } from './saved-properties.steps.js';
import type { SpreadsheetWriter } from './spreadsheet.port.js';

/** The export's file name: `saved-properties-YYYY-MM-DD.xlsx` (the UTC day of the export). */
export const savedPropertiesExportFileName = (now: Date): string => `saved-properties-${utcIsoDate(now)}.xlsx`;

/**
 * POST /dashboard/api/saved-properties/xlsx `{ savedIds, columns, filter, sort }` (001 sections 2, 5 and
 * 7): an Excel file of the selected rows, or of every row the filter keeps when none are selected, in the
 * list's order, with the `columns` asked for (the member's visible columns when absent) as real cell
 * types. Answers `{ content (base64), format: 'xlsx', fileName, rows }`.
 */
export const makeExportSavedProperties = (deps: SavedPropertiesDeps & { readonly spreadsheet: SpreadsheetWriter }) =>
  useCase(SavedPropertiesExportInput, (input, userId: string | null) =>
    requireSavedPropertiesMember(deps, userId, 'export').andThen((memberId) =>
      ResultAsync.fromSafePromise(
        (async () => {
          const names =
            input.columns ??
            visibleColumnsInOrder(await memberColumnSettings(deps, memberId).unwrapOr([])).map((s) => s.columnName);
          const columns = [...new Set(names)].flatMap((n) => {
            const c = propertyColumn(n);
            return c ? [c] : [];
          });
          const { rows } = await deps.saved.list(memberId, {
            filter: savedListFilterOf(input.reportFilterType),
            gridFilters: input.filter,
            sort: input.sort,
            page: null,
            columns: columns.map((c) => c.columnName),
            ...(input.savedIds.length > 0 || input.propertyIds.length > 0
              ? { savedIds: input.savedIds, propertyIds: input.propertyIds.map(String) }
              : {}),
          });
          const content = await deps.spreadsheet.xlsxBase64({
            name: 'Saved Properties',
            columns: columns.map((c) => ({
              header: c.displayName,
              type: c.type,
              digitGrouping: c.digitGrouping !== false,
            })),
            rows: rows.map((r) =>
              columns.map((c) => {
                const top = c.columnName as 'streetAddress' | 'city' | 'state' | 'zip';
                if (top === 'streetAddress' || top === 'city' || top === 'state' || top === 'zip') return r[top];
                return r.values[c.columnName] ?? null;
              }),
            ),
          });
          const data: SavedPropertiesExportReply = {
            content,
            format: 'xlsx',
            fileName: savedPropertiesExportFileName(deps.clock.now()),
            rows: rows.length,
          };
          return { data };
        })(),
      ),
    ),
  );

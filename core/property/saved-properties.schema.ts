import { z } from 'zod';
import { type ColumnSetting, type GridFilterOperator, gridFilterOperators, propertyColumn } from './columns.rules.js';
import { PropertyIdSchema } from './comparables.schema.js';
import { SAVED_PROPERTIES_PAGE_SIZE, SAVED_PROPERTY_CAPACITY } from './saved-properties.rules.js';

/**
 * The saved-properties calls on the wire (001 section 7 "Saved properties"; docs/decisions/0066):
 * save, remove, the list page, the column settings and the Excel export. The browser and the server
 * read every body with these schemas.
 */

/** Our text for a column name the catalogue does not hold. */
export const UNKNOWN_COLUMN_MESSAGE = 'Please choose a column from the list';
/** Our text for a filter operator the column's type does not offer (001 section 3 "Grid filter operators"). */
export const FILTER_OPERATOR_MESSAGE = 'This filter does not apply to the column';
/** Our text for a saved-property id that is not one. */
export const SAVED_ID_MESSAGE = 'Please choose a saved property';
/** Our text for an empty selection. */
export const NOTHING_SELECTED_MESSAGE = 'Please select at least one property';

/** The most column filters one list call may carry. */
export const SAVED_FILTERS_MAX = 20;
/** The longest filter value. */
export const FILTER_VALUE_MAX = 200;

/**
 * The table filter (001 section 2: recently viewed, favorites the default, updates). On the wire
 * `reportFilterType` is 1 updates and 2 favorites (001 section 7); 3 recently viewed is ours (the spec
 * names the filter but not its number).
 */
export const SAVED_LIST_FILTERS = Object.freeze(['recent', 'favorites', 'updates'] as const);
export type SavedListFilter = (typeof SAVED_LIST_FILTERS)[number];
export const REPORT_FILTER_TYPE: Readonly<Record<SavedListFilter, 1 | 2 | 3>> = Object.freeze({
  updates: 1,
  favorites: 2,
  recent: 3,
});
/** The table filter a `reportFilterType` names (favorites when absent). */
export const savedListFilterOf = (reportFilterType: 1 | 2 | 3 | undefined): SavedListFilter =>
  reportFilterType === 1 ? 'updates' : reportFilterType === 3 ? 'recent' : 'favorites';

/** A saved-property row id (a positive integer, sent as text or number). */
export const SavedIdSchema = z
  .union([z.string(), z.number()], { error: SAVED_ID_MESSAGE })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, SAVED_ID_MESSAGE));

const ColumnNameSchema = z
  .string({ error: UNKNOWN_COLUMN_MESSAGE })
  .refine((name) => propertyColumn(name) !== undefined, UNKNOWN_COLUMN_MESSAGE);

/** POST /dashboard/api/saved-properties: `{ Properties: [{ PropertyReachId }] }` (001 section 7). */
export const SavePropertiesInput = z.object({
  Properties: z
    .array(z.object({ PropertyReachId: PropertyIdSchema }), { error: NOTHING_SELECTED_MESSAGE })
    .min(1, NOTHING_SELECTED_MESSAGE)
    .max(SAVED_PROPERTY_CAPACITY, SAVED_ID_MESSAGE),
});

/**
 * DELETE /dashboard/api/saved-properties: `{ id }` (001 section 7) or `{ ids: [...] }` for several saved
 * rows; or `{ Properties: [{ PropertyReachId }] }`, the save call's body, to unsave properties by their
 * record id (a toggle that never saw the saved row's id, e.g. on a report opened already saved).
 */
export const RemoveSavedPropertiesInput = z.union(
  [
    z.object({ id: SavedIdSchema }).transform(({ id }): SavedRemoval => ({ ids: [id] })),
    z.object({
      ids: z
        .array(SavedIdSchema, { error: NOTHING_SELECTED_MESSAGE })
        .min(1, NOTHING_SELECTED_MESSAGE)
        .max(SAVED_PROPERTY_CAPACITY, NOTHING_SELECTED_MESSAGE),
    }),
    SavePropertiesInput.transform(
      ({ Properties }): SavedRemoval => ({ propertyIds: Properties.map((p) => String(p.PropertyReachId)) }),
    ),
  ],
  { error: NOTHING_SELECTED_MESSAGE },
);
/** What a removal names: saved rows by their ids, or the member's rows of some properties. */
export type SavedRemoval = { readonly ids: readonly string[] } | { readonly propertyIds: readonly string[] };

/** One column filter of the grid (001 section 3 "Grid filter operators"). */
export const GridFilterSchema = z
  .object({
    column: ColumnNameSchema,
    operator: z.enum(
      [
        'contains',
        'equals',
        'startsWith',
        'endsWith',
        'lessThan',
        'lessThanOrEqual',
        'greaterThan',
        'greaterThanOrEqual',
        'blank',
        'notBlank',
      ] satisfies GridFilterOperator[],
      { error: FILTER_OPERATOR_MESSAGE },
    ),
    value: z
      .union([z.string().max(FILTER_VALUE_MAX, FILTER_OPERATOR_MESSAGE), z.number(), z.boolean(), z.null()])
      .optional(),
  })
  .refine((f) => {
    const col = propertyColumn(f.column);
    return col === undefined || gridFilterOperators(col.type).includes(f.operator);
  }, FILTER_OPERATOR_MESSAGE);
export type GridFilter = z.output<typeof GridFilterSchema>;

/** The sort model (001 section 3: name, stringSortValue, desc); null keeps the list order (newest saved first). */
export const GridSortSchema = z
  .object({ name: ColumnNameSchema, desc: z.boolean().default(false), stringSortValue: z.string().optional() })
  .nullable()
  .default(null);
export type GridSort = z.output<typeof GridSortSchema>;

/**
 * POST /dashboard/api/saved-properties/list (001 section 7): `{ pagination: { page, limit }, columns (the
 * visible ones), filter, sort, reportFilterType? }`. The page size is 50 (001 section 9); pages are 1-based.
 */
export const SavedPropertiesListInput = z.object({
  pagination: z
    .object({
      page: z.coerce.number().int().min(1).max(1000).default(1),
      limit: z.coerce.number().int().min(1).max(SAVED_PROPERTY_CAPACITY).default(SAVED_PROPERTIES_PAGE_SIZE),
    })
    .default({ page: 1, limit: SAVED_PROPERTIES_PAGE_SIZE }),
  columns: z.array(ColumnNameSchema).max(200).optional(),
  filter: z.array(GridFilterSchema).max(SAVED_FILTERS_MAX).default([]),
  sort: GridSortSchema,
  reportFilterType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export type SavedPropertiesListQuery = z.output<typeof SavedPropertiesListInput>;

/**
 * POST /dashboard/api/saved-properties/xlsx (001 section 7): `{ savedIds, columns, filter, sort }`, and
 * `propertyIds` for selected rows that are not saved (Recently Viewed); no ids (or empty lists) exports
 * every row the filter keeps (001 section 5: "the export
 * count is the number of selected rows, or the total when none are selected").
 */
export const SavedPropertiesExportInput = z.object({
  savedIds: z.array(SavedIdSchema).max(SAVED_PROPERTY_CAPACITY).default([]),
  /** Selected rows that are not saved (Recently Viewed), by property record id. */
  propertyIds: z.array(PropertyIdSchema).max(SAVED_PROPERTY_CAPACITY).default([]),
  columns: z.array(ColumnNameSchema).min(1, UNKNOWN_COLUMN_MESSAGE).max(200).optional(),
  filter: z.array(GridFilterSchema).max(SAVED_FILTERS_MAX).default([]),
  sort: GridSortSchema,
  reportFilterType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});

/** POST /dashboard/api/saved-properties/user-columns (001 section 7): a list of `{ id, sortOrder }`. */
export const UserColumnsInput = z
  .array(
    z.object({
      id: z.number().int().min(1).max(10_000),
      sortOrder: z.number().int().min(1).max(10_000).nullable(),
    }),
  )
  .max(500);

/** A cell value on the wire: money in dollars, percent 0-100, yes/no as a boolean, dates 'YYYY-MM-DD'. */
export type SavedCellValue = string | number | boolean | null;

/**
 * One row of the list (001 section 3 "Saved property"): the saved row's id (null for a recently viewed
 * property that is not saved), the property, where the address cell links, the update mark and the
 * values of the columns asked for, by column name.
 */
export interface SavedPropertyRow {
  readonly id: string | null;
  readonly propertyReachId: string;
  readonly reportHistoryId: string | null;
  readonly streetAddress: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly isSaved: boolean;
  readonly hasUpdates: boolean;
  readonly savedAt: string | null;
  readonly lastViewed: string | null;
  readonly values: Readonly<Record<string, SavedCellValue>>;
}

/** The list metrics (001 section 3: "List metrics include spaceAvailable"). */
export interface SavedPropertyMetrics {
  readonly spaceAvailable: number;
  readonly used: number;
  readonly capacity: number;
  /** Saved properties with news since the member last opened them (the notification dot). */
  readonly updates: number;
}

/** The list page (001 section 3 "Pagination: page, pages, limit, total"). */
export interface SavedPropertiesPage {
  readonly savedProperties: readonly SavedPropertyRow[];
  readonly pagination: {
    readonly page: number;
    readonly pages: number;
    readonly limit: number;
    readonly total: number;
  };
  readonly metrics: SavedPropertyMetrics;
}

/** POST /dashboard/api/saved-properties answers `data.savedProperties` with ids (001 section 7). */
export interface SavePropertiesReply {
  readonly savedProperties: readonly { readonly id: string; readonly propertyReachId: string }[];
  readonly metrics: SavedPropertyMetrics;
}

/** DELETE /dashboard/api/saved-properties answers how many were removed. */
export interface RemoveSavedPropertiesReply {
  readonly removed: number;
  readonly metrics: SavedPropertyMetrics;
}

/** GET default-columns and user-columns answer the settings (001 section 3 "Column setting"). */
export type ColumnSettingsReply = readonly ColumnSetting[];

/** POST xlsx answers the file (001 section 7: data { content (base64), format, fileName }). */
export interface SavedPropertiesExportReply {
  readonly content: string;
  readonly format: 'xlsx';
  readonly fileName: string;
  readonly rows: number;
}

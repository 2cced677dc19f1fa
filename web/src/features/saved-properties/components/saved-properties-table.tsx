import {
  type ColumnFiltersState,
  type ColumnPinningState,
  columnFilteringFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnVisibilityFeature,
  createColumnHelper,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  type ColumnSetting,
  type ColumnType,
  formatColumnValue,
  isAddressColumnPinned,
  propertyColumn,
  visibleColumnsInOrder,
} from '#core/property/columns.rules';
import type { SavedPropertyRow } from '#core/property/saved-properties.schema';
import { ColumnFilter, type ColumnFilterValue } from './column-filter';

const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnFilteringFeature,
  rowSortingFeature,
  rowSelectionFeature,
});
const helper = createColumnHelper<typeof features, SavedPropertyRow>();

/** The selection column's id; it is always pinned first. */
const SELECT = 'select';

/** A column's type from the catalogue (a column the catalogue does not hold reads as text). */
export const columnTypeOf = (name: string): ColumnType => propertyColumn(name)?.type ?? 'text';

/** The row id the selection is keyed by: the saved id (a recently viewed row that is not saved has none). */
/** The selection key of a row that is not saved (Recently Viewed): this prefix and its property id. */
export const UNSAVED_ROW_PREFIX = 'property-';
const rowIdOf = (row: SavedPropertyRow): string => row.id ?? `${UNSAVED_ROW_PREFIX}${row.propertyReachId}`;

/** The report of a row's property (the address report of the property). */
export const addressReportHref = (propertyReachId: string) =>
  `/report?type=address&id=${encodeURIComponent(propertyReachId)}`;

const HeaderCheckbox = ({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all properties on this page"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
};

export type SavedPropertiesTableProps = {
  rows: readonly SavedPropertyRow[];
  settings: readonly ColumnSetting[];
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  filters: ColumnFiltersState;
  onFiltersChange: (next: ColumnFiltersState) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (next: RowSelectionState) => void;
  /** A request is in flight: the rows are marked busy. */
  busy: boolean;
};

const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/**
 * The saved-properties grid (001 section 2) on TanStack Table in manual mode: the server sorts, filters
 * and pages; the table keeps the sort (asc, desc, none), the column filters, the row selection (keyed by
 * saved id, so it survives paging), the column order and the pinning (the selection column always, the
 * address column unless it is the only visible one).
 */
export const SavedPropertiesTable = ({
  rows,
  settings,
  sorting,
  onSortingChange,
  filters,
  onFiltersChange,
  rowSelection,
  onRowSelectionChange,
  busy,
}: SavedPropertiesTableProps) => {
  const visible = useMemo(() => visibleColumnsInOrder(settings), [settings]);
  const addressPinned = isAddressColumnPinned(settings);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: SELECT,
          enableSorting: false,
          enableColumnFilter: false,
          header: ({ table }) => (
            <HeaderCheckbox
              checked={table.getIsAllPageRowsSelected()}
              indeterminate={table.getIsSomePageRowsSelected()}
              disabled={table.getRowModel().rows.length === 0}
              onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              aria-label={`Select ${row.original.streetAddress}`}
              checked={row.getIsSelected()}
              disabled={!row.getCanSelect()}
              onChange={row.getToggleSelectedHandler()}
            />
          ),
        }),
        ...visible.map((s) =>
          helper.accessor((row) => row.values[s.columnName] ?? null, {
            id: s.columnName,
            header: s.displayName,
            cell: ({ row, getValue }) => {
              if (s.columnName === 'streetAddress') {
                const r = row.original;
                return (
                  <Link className="sp-address" to={addressReportHref(r.propertyReachId)}>
                    <span className="sp-address__line1">{r.streetAddress}</span>
                    <span className="sp-address__line2">
                      {r.city}, {r.state} {r.zip}
                    </span>
                  </Link>
                );
              }
              const def = propertyColumn(s.columnName) ?? { type: 'text' as const };
              return formatColumnValue(def, getValue());
            },
          }),
        ),
      ]),
    [visible],
  );
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({ start: addressPinned ? [SELECT, 'streetAddress'] : [SELECT], end: [] }),
    [addressPinned],
  );
  const columnOrder = useMemo(() => [SELECT, ...visible.map((s) => s.columnName)], [visible]);

  const table = useTable({
    features,
    columns,
    data: rows as SavedPropertyRow[],
    getRowId: rowIdOf,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    enableRowSelection: (row) => row.original.id !== null,
    state: { sorting, columnFilters: filters, rowSelection, columnPinning, columnOrder },
    onSortingChange: (u) => onSortingChange(resolve(u, sorting)),
    onColumnFiltersChange: (u) => onFiltersChange(resolve(u, filters)),
    onRowSelectionChange: (u) => onRowSelectionChange(resolve(u, rowSelection)),
  });

  return (
    <div className="sp-table-wrap">
      <table className="sp-table" aria-label="Saved properties" aria-busy={busy || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const pinned = column.getIsPinned();
                const sorted = column.getIsSorted();
                const isSelect = column.id === SELECT;
                const label = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
                const filter = filters.find((f) => f.id === column.id)?.value as ColumnFilterValue | undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={[
                      isSelect ? 'sp-col-select' : `sp-col-${column.id}`,
                      pinned ? 'is-pinned' : '',
                      pinned && !isSelect ? 'is-pinned-second' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-sort={
                      isSelect ? undefined : sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                    }
                  >
                    {isSelect ? (
                      <table.FlexRender header={header} />
                    ) : (
                      <span className="sp-th">
                        <button
                          type="button"
                          className="sp-sort"
                          onClick={column.getToggleSortingHandler()}
                          aria-label={`Sort by ${label}`}
                        >
                          {label}
                          <span className={`sp-sort__icon is-${sorted || 'none'}`} aria-hidden="true" />
                        </button>
                        <ColumnFilter
                          column={column.id}
                          label={label}
                          type={columnTypeOf(column.id)}
                          value={filter}
                          onChange={(next) => column.setFilterValue(next)}
                        />
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'is-selected' : undefined}>
              {row.getVisibleCells().map((cell) => {
                const pinned = cell.column.getIsPinned();
                const isSelect = cell.column.id === SELECT;
                return (
                  <td
                    key={cell.id}
                    className={[
                      isSelect ? 'sp-col-select' : `sp-col-${cell.column.id}`,
                      pinned ? 'is-pinned' : '',
                      pinned && !isSelect ? 'is-pinned-second' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

import type { ColumnFiltersState, RowSelectionState, SortingState } from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type ColumnSetting, visibleColumnsInOrder } from '#core/property/columns.rules';
import { PROPERTY_UPGRADE_TITLE } from '#core/property/property-access.rules';
import {
  canExportSavedProperties,
  canRemoveSavedProperties,
  type GridPageMove,
  gridPageTarget,
  gridPaginationVisible,
  SAVED_PROPERTIES_PAGE_SIZE,
  SAVED_PROPERTY_CAPACITY,
  savedPropertiesCapacityLabel,
  savedPropertiesExportCount,
  savedPropertiesUsedPercent,
} from '#core/property/saved-properties.rules';
import {
  type SavedPropertiesPage as ListPage,
  REPORT_FILTER_TYPE,
  SAVED_LIST_FILTERS,
  type SavedListFilter,
} from '#core/property/saved-properties.schema';
import { Button, LinkButton } from '../../../components/button';
import { GridPager } from '../../../components/grid-pager';
import { LoadingBlock } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import {
  type SavedPropertiesListBody,
  savedPropertiesApi,
  savedPropertiesUpgradePromptIn,
} from '../../../lib/saved-properties-api';
import { wireFilters } from '../components/column-filter';
import { EditColumnsModal } from '../components/edit-columns-modal';
import { ExportModal } from '../components/export-modal';
import { RemoveModal } from '../components/remove-modal';
import { columnTypeOf, SavedPropertiesTable, UNSAVED_ROW_PREFIX } from '../components/saved-properties-table';
import { useColumnSettings } from '../hooks/use-column-settings';
import '../saved-properties.css';

/** The filter buttons' names (001 section 2), favorites the default. */
export const SAVED_FILTER_NAME: Readonly<Record<SavedListFilter, string>> = {
  recent: 'Recently Viewed',
  favorites: 'Favorites list',
  updates: 'Updated w/ new info',
};

/** The upgrade or paused-account dialog the app layer supplies (the reports feature owns it). */
export type UpgradeDialogRenderer = (props: {
  isPaused: boolean;
  onClose: () => void;
  onUpgraded: () => void;
}) => ReactNode;

const filterOf = (raw: string | null): SavedListFilter =>
  SAVED_LIST_FILTERS.includes(raw as SavedListFilter) ? (raw as SavedListFilter) : 'favorites';

/** The upgrade prompt a free or paused member sees (001 section 6), as the property tools show it. */
const UpgradePrompt = ({
  isPaused,
  upgradeDialog,
  onUpgraded,
}: {
  isPaused: boolean;
  upgradeDialog: UpgradeDialogRenderer | undefined;
  onUpgraded: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <section className="sp-gate" aria-labelledby="sp-gate-title" data-testid="saved-properties-gate">
      <h2 id="sp-gate-title" className="sp-gate__title">
        {PROPERTY_UPGRADE_TITLE}
      </h2>
      <p>
        {isPaused
          ? 'Your membership is paused. Resume it to keep and export your saved properties.'
          : 'Saved Properties, with their owner, sale, loan and value data, come with a membership.'}
      </p>
      {upgradeDialog ? (
        <Button onClick={() => setOpen(true)}>{isPaused ? 'Resume Membership' : 'Upgrade Now'}</Button>
      ) : (
        <LinkButton to="/dashboard/account">{isPaused ? 'Resume Membership' : 'Upgrade Now'}</LinkButton>
      )}
      {open && upgradeDialog?.({ isPaused, onClose: close, onUpgraded })}
    </section>
  );
};

/**
 * /saved-properties (001 sections 2, 4, 5 and 8): the member's saved properties in a server-side grid.
 * The `filter` query parameter picks Recently Viewed, Favorites list (the default) or Updated w/ new
 * info; `from` and `address` (set when the page is opened from a report) make the back link return to
 * that report. A failed load shows an empty list; a free or paused member sees the upgrade prompt.
 */
export const SavedPropertiesPage = ({ upgradeDialog }: { upgradeDialog?: UpgradeDialogRenderer }) => {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('filter'));
  const from = params.get('from');
  const address = params.get('address');
  const columns = useColumnSettings();
  const settings = columns.settings;

  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [modal, setModal] = useState<'columns' | 'remove' | 'export' | null>(null);
  /** Rows removed since the current page loaded: they leave the list at once (001 section 4). */
  const [removed, setRemoved] = useState<{ key: string; ids: ReadonlySet<string>; count: number } | null>(null);

  const visibleNames = useMemo(
    () => (settings ? visibleColumnsInOrder(settings).map((s) => s.columnName) : []),
    [settings],
  );
  const wire = useMemo(() => wireFilters(filters, columnTypeOf), [filters]);
  const sort = sorting[0] ? { name: sorting[0].id, desc: sorting[0].desc } : null;
  const body: SavedPropertiesListBody = {
    pagination: { page, limit: SAVED_PROPERTIES_PAGE_SIZE },
    columns: visibleNames,
    filter: wire,
    sort,
    reportFilterType: REPORT_FILTER_TYPE[filter],
  };
  const key = settings ? JSON.stringify(body) : null;
  const list = useRequest(key, (signal) => savedPropertiesApi.list(body, signal), { keepPrevious: true });
  const prompt = savedPropertiesUpgradePromptIn(columns.error) ?? savedPropertiesUpgradePromptIn(list.error);

  // A failed load shows an empty list (001 section 8).
  const data: ListPage | null = list.error ? null : list.data;
  const gone = removed && removed.key === key ? removed : null;
  const rows = useMemo(() => (data?.savedProperties ?? []).filter((r) => !(r.id && gone?.ids.has(r.id))), [data, gone]);
  const total = Math.max(0, (data?.pagination.total ?? 0) - (gone?.count ?? 0));
  const used = Math.max(0, (data?.metrics.used ?? 0) - (gone?.count ?? 0));
  const updates = data?.metrics.updates ?? 0;
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const loading = columns.loading || list.loading;
  const pagination = { page, limit: SAVED_PROPERTIES_PAGE_SIZE, total };

  const resetPage = () => setPage(1);
  const chooseFilter = (next: SavedListFilter) => {
    const p = new URLSearchParams(params);
    p.set('filter', next);
    setParams(p);
    setPage(1);
    setSelection({});
  };
  const onSortingChange = (next: SortingState) => {
    setSorting(next);
    resetPage();
  };
  const onFiltersChange = (next: ColumnFiltersState) => {
    setFilters(next);
    resetPage();
  };
  const go = (move: GridPageMove) => {
    const target = gridPageTarget(pagination, move, loading);
    if (target !== null) setPage(target);
  };
  const closeModal = useCallback(() => setModal(null), []);

  const remove = async () => {
    const ids = selectedIds;
    if (key !== null) setRemoved({ key, ids: new Set(ids), count: ids.length });
    setSelection({});
    try {
      await savedPropertiesApi.remove(ids);
    } catch (e) {
      setRemoved(null);
      setSelection(Object.fromEntries(ids.map((id) => [id, true])));
      throw e;
    }
  };
  const applyColumns = (next: ColumnSetting[], saveBody: { id: number; sortOrder: number | null }[] | null) => {
    columns.apply(next);
    setModal(null);
    list.reload();
    if (saveBody) void savedPropertiesApi.saveUserColumns(saveBody).catch(() => undefined);
  };

  const filterName = SAVED_FILTER_NAME[filter];
  const back = from ? (
    <Link className="sp-back" to={`/report?type=address&id=${encodeURIComponent(from)}`}>
      ‹ Return to {address || 'the report'}
    </Link>
  ) : (
    <Link className="sp-back" to="/dashboard">
      ‹ My Dashboard
    </Link>
  );

  return (
    <div className="sp-page" data-filter={filter}>
      <header className="sp-header">
        {back}
        <h1 className="sp-title">
          Properties <span className="sp-title__sep">/</span> {filterName}
        </h1>
        <p className="sp-nearby-link">
          <Link to="/nearby">Find nearby properties</Link>
        </p>
        <fieldset className="sp-filters">
          <legend className="tw-visually-hidden">Show</legend>
          {SAVED_LIST_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`sp-filters__btn${f === filter ? ' is-active' : ''}`}
              aria-pressed={f === filter}
              onClick={() => chooseFilter(f)}
            >
              {SAVED_FILTER_NAME[f]}
              {f === 'updates' && updates > 0 && (
                <span className="sp-dot" data-testid="updates-dot">
                  <span className="tw-visually-hidden"> (new updates)</span>
                </span>
              )}
            </button>
          ))}
        </fieldset>
      </header>

      {prompt ? (
        <UpgradePrompt isPaused={prompt.isPaused} upgradeDialog={upgradeDialog} onUpgraded={list.reload} />
      ) : !settings || (list.loading && !data && !list.error) ? (
        <LoadingBlock message="Loading saved properties…" />
      ) : (
        <>
          <div className="sp-toolbar">
            <div className="sp-count">
              <strong data-testid="saved-total">
                {total} {total === 1 ? 'Property' : 'Properties'}
              </strong>
              <span className="sp-capacity">
                <span
                  className="sp-capacity__bar"
                  role="progressbar"
                  aria-label="Saved properties used"
                  aria-valuemin={0}
                  aria-valuemax={SAVED_PROPERTY_CAPACITY}
                  aria-valuenow={used}
                  aria-valuetext={savedPropertiesCapacityLabel(used)}
                >
                  <span style={{ width: `${savedPropertiesUsedPercent(used)}%` }} />
                </span>
                <span className="sp-capacity__label">{savedPropertiesCapacityLabel(used)}</span>
              </span>
            </div>
            <div className="sp-actions">
              {filter === 'favorites' && (
                <>
                  <Button variant="secondary" size="sm" disabled={loading} onClick={() => setModal('columns')}>
                    Edit Columns
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!canRemoveSavedProperties(selectedIds.length)}
                    onClick={() => setModal('remove')}
                  >
                    Remove
                  </Button>
                </>
              )}
              <Button
                variant="secondary"
                size="sm"
                disabled={!canExportSavedProperties(total)}
                onClick={() => setModal('export')}
              >
                Export
              </Button>
            </div>
          </div>
          {selectedIds.length > 0 && (
            <p className="sp-selected" role="status">
              {selectedIds.length} selected
            </p>
          )}
          {rows.length === 0 && !list.loading ? (
            <p className="sp-empty">
              {wire.length > 0 ? 'No properties match these filters.' : 'No properties in this list yet.'}
            </p>
          ) : null}
          <SavedPropertiesTable
            rows={rows}
            settings={settings}
            sorting={sorting}
            onSortingChange={onSortingChange}
            filters={filters}
            onFiltersChange={onFiltersChange}
            rowSelection={selection}
            onRowSelectionChange={setSelection}
            busy={list.loading}
          />
          {gridPaginationVisible(pagination) && (
            <GridPager pagination={pagination} loading={loading} onMove={go} classPrefix="sp" />
          )}
        </>
      )}

      {modal === 'columns' && settings && (
        <EditColumnsModal applied={settings} onClose={closeModal} onApply={applyColumns} />
      )}
      {modal === 'remove' && <RemoveModal count={selectedIds.length} onConfirm={remove} onClose={closeModal} />}
      {modal === 'export' && (
        <ExportModal
          count={savedPropertiesExportCount(selectedIds.length, total)}
          body={{
            // A selected row that is not saved (Recently Viewed) has no saved id: it goes by its property.
            savedIds: selectedIds.filter((id) => !id.startsWith(UNSAVED_ROW_PREFIX)),
            propertyIds: selectedIds
              .filter((id) => id.startsWith(UNSAVED_ROW_PREFIX))
              .map((id) => id.slice(UNSAVED_ROW_PREFIX.length)),
            columns: visibleNames,
            filter: wire,
            sort,
            reportFilterType: REPORT_FILTER_TYPE[filter],
          }}
          onClose={closeModal}
        />
      )}
    </div>
  );
};

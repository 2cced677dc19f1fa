import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { countActiveNearbyFilters, type NearbyFilters, toWireNearbyFilters } from '#core/property/nearby-filters.rules';
import type { NearbySearchResponse, NearbyTarget } from '#core/property/nearby-search.schema';
import { PROPERTY_UPGRADE_TITLE } from '#core/property/property-access.rules';
import type { QuickFilterId } from '#core/property/quick-filters.rules';
import { type GridPageMove, gridPageTarget, NEARBY_PAGE_SIZE } from '#core/property/saved-properties.rules';
import { parseSavedSearchAddress, savedSearchCriteria } from '#core/property/saved-search.rules';
import { Button } from '../../../components/button';
import { GridPager } from '../../../components/grid-pager';
import { LoadingBlock } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { savedPropertiesUpgradePromptIn } from '../../../lib/saved-properties-api';
import { MAP_TILE_ATTRIBUTION, useMapTileUrl } from '../../../lib/site-info';
import {
  isRetryableSearchFailure,
  type NearbySearchBody,
  nearbySearchApi,
  type SaveNearbySearchBody,
} from '../api/nearby-search-api';
import { type AddressInputRenderer, AddressSearchBox } from '../components/address-search-box';
import { FilterBar } from '../components/filter-bar';
import { MoreFiltersPanel } from '../components/more-filters-panel';
import { NearbyResults } from '../components/nearby-results';
import { NearbyTutorial, type TutorialTarget } from '../components/nearby-tutorial';
import { QuickFilterChips } from '../components/quick-filter-chips';
import { SaveSearchButton } from '../components/save-search-button';
import { nearbyQueryFrom, pointTarget } from '../hooks/nearby-query';
import '../nearby.css';

// OpenLayers is in the map component's chunk only: pages without a map never load it (shared/STYLE.md section 6).
const NearbyMap = lazy(() => import('../components/nearby-map'));

/** The upgrade or paused-account dialog the app layer supplies (the reports feature owns it). */
export type UpgradeDialogRenderer = (props: {
  isPaused: boolean;
  onClose: () => void;
  onUpgraded: () => void;
}) => ReactNode;

type Layout = 'split' | 'list' | 'map';
const LAYOUTS: readonly { id: Layout; label: string }[] = [
  { id: 'list', label: 'List only' },
  { id: 'split', label: 'List and map' },
  { id: 'map', label: 'Map only' },
];

/**
 * The search that backs the list (001 sections 4 and 8): "A failed search retries the initial search
 * without the extra filters": when the server fails (5xx) or the network does, the same Target, sort
 * and page are asked again with only the quick filter and the distance.
 */
export const searchWithRetry = async (body: NearbySearchBody, filters: NearbyFilters, signal: AbortSignal) => {
  try {
    return await nearbySearchApi.search(body, signal);
  } catch (e) {
    if (!isRetryableSearchFailure(e) || signal.aborted) throw e;
    const basic: NearbyFilters = { ...(filters.quickFilter ? { quickFilter: filters.quickFilter } : {}) };
    if (filters.distanceFromSubject !== undefined) basic.distanceFromSubject = filters.distanceFromSubject;
    return nearbySearchApi.search({ ...body, Filter: toWireNearbyFilters(basic) }, signal);
  }
};

const UpgradeOverlay = ({
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
    <section className="nb-gate" aria-labelledby="nb-gate-title" data-testid="nearby-gate">
      <h2 id="nb-gate-title" className="nb-gate__title">
        {PROPERTY_UPGRADE_TITLE}
      </h2>
      <p>
        {isPaused
          ? 'Your membership is paused. Resume it to see the properties around this address.'
          : 'Owners, values, sales and listings of the properties around this address come with a membership.'}
      </p>
      <Button onClick={() => setOpen(true)}>{isPaused ? 'Resume Membership' : 'Unlock Now'}</Button>
      {open && upgradeDialog?.({ isPaused, onClose: close, onUpgraded })}
    </section>
  );
};

/**
 * /nearby (001 sections 2, 4, 5, 8 and 9): the properties around a subject property, a typed address,
 * the browser's location or a shape drawn on the map, with the filter bar, quick-filter chips, More
 * Filters, sort, grid or table, pagination, Save Search and the map.
 */
export const NearbyPage = ({
  upgradeDialog,
  addressInput,
}: {
  upgradeDialog?: UpgradeDialogRenderer;
  addressInput?: AddressInputRenderer;
}) => {
  const [params, setParams] = useSearchParams();
  // The URL is read once: later choices live in the page (the URL only loses filtersJson on Reset).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read on the first render only
  const initial = useMemo(() => nearbyQueryFrom(params), []);
  const [target, setTarget] = useState<NearbyTarget | null>(initial.target);
  const [typedAddress, setTypedAddress] = useState<string | null>(initial.fullAddress);
  const [beforeDrawing, setBeforeDrawing] = useState<NearbyTarget | null>(null);
  const [locating, setLocating] = useState(initial.target === null);
  const [filters, setFilters] = useState<NearbyFilters>(initial.filters);
  const [quickFilter, setQuickFilter] = useState<QuickFilterId>(initial.quickFilter);
  const [sort, setSort] = useState('newest');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'grid' | 'table'>('grid');
  const [layout, setLayout] = useState<Layout>('split');
  const [moreOpen, setMoreOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [highlight, setHighlight] = useState<TutorialTarget | null>(null);
  const tileUrl = useMapTileUrl();

  // No place in the URL: ask the browser where it is (001 section 2); a refusal only ends the loading.
  useEffect(() => {
    if (initial.target !== null) return;
    if (!navigator.geolocation) {
      setLocating(false);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setTarget(pointTarget(p.coords.longitude, p.coords.latitude));
        setLocating(false);
      },
      () => setLocating(false),
    );
  }, [initial.target]);

  const allFilters: NearbyFilters = useMemo(() => ({ ...filters, quickFilter }), [filters, quickFilter]);
  const body: NearbySearchBody | null = target
    ? {
        Target: target,
        Filter: toWireNearbyFilters(allFilters),
        Sort: sort,
        Pagination: { Page: page, Limit: NEARBY_PAGE_SIZE },
      }
    : null;
  const search = useRequest(
    body ? JSON.stringify(body) : null,
    (signal) => searchWithRetry(body as NearbySearchBody, allFilters, signal),
    { keepPrevious: true },
  );
  const countsBody = target ? { Target: target, Filter: toWireNearbyFilters(filters) } : null;
  const counts = useRequest(countsBody ? `counts:${JSON.stringify(countsBody)}` : null, (signal) =>
    nearbySearchApi.counts(countsBody as NonNullable<typeof countsBody>, signal),
  );

  const reply = search.error ? null : search.data;
  const response: NearbySearchResponse | null = reply?.response ?? null;
  const prompt = reply?.promptUpgrade ? { isPaused: false } : savedPropertiesUpgradePromptIn(search.error);
  const properties = response?.properties ?? [];
  const total = response?.pagination.total ?? 0;
  const pagination = { page, limit: NEARBY_PAGE_SIZE, total };
  const loading = locating || search.loading;

  const changeFilters = (next: NearbyFilters) => {
    setFilters(next);
    setPage(1);
  };
  const chooseChip = (id: QuickFilterId) => {
    setQuickFilter(id);
    setPage(1);
  };
  const chooseTarget = (next: NearbyTarget, address: string) => {
    setTarget(next);
    setTypedAddress(address);
    setBeforeDrawing(null);
    setSelectedId(null);
    setPage(1);
  };
  const onArea = useCallback(
    (next: NearbyTarget | null) => {
      setSelectedId(null);
      setPage(1);
      if (next) {
        setBeforeDrawing((b) => b ?? target);
        setTarget(next);
      } else if (beforeDrawing) {
        setTarget(beforeDrawing);
        setBeforeDrawing(null);
      }
    },
    [target, beforeDrawing],
  );
  const clearAll = () => {
    setFilters({});
    setQuickFilter('allProperties');
    setPage(1);
    const p = new URLSearchParams(params);
    p.delete('filtersJson');
    p.delete('quickFilter');
    setParams(p, { replace: true });
    search.reload();
  };
  const go = (move: GridPageMove) => {
    const next = gridPageTarget(pagination, move, loading);
    if (next === null) return;
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  const closeMore = useCallback(() => setMoreOpen(false), []);
  // The layout slider (001 section 2): the arrows at its ends step between all-list, 50/50 and all-map.
  const layoutIndex = LAYOUTS.findIndex((l) => l.id === layout);

  const subject = response?.area.subject ?? null;
  const showAllQuery = (() => {
    const p = new URLSearchParams(params);
    p.delete('filtersJson');
    p.delete('quickFilter');
    const q = p.toString();
    return q ? `/nearby?${q}` : '/nearby';
  })();

  const saveBody = (): SaveNearbySearchBody | null => {
    if (!target) return null;
    const typed =
      'City' in target || 'Zip' in target
        ? (target as { City?: string; State?: string; Zip?: string; Street?: string })
        : {};
    const parsed = parseSavedSearchAddress(typedAddress ?? response?.area.address ?? '');
    const address = parsed.isOk()
      ? parsed.value
      : {
          houseNumber: '',
          street: typed.Street ?? '',
          unit: '',
          city: typed.City ?? '',
          state: typed.State ?? '',
          zip: typed.Zip ?? '',
          propertyReachId: '',
        };
    const propertyId = 'SubjectPropertyId' in target ? String(target.SubjectPropertyId) : null;
    return {
      Filters: toWireNearbyFilters(allFilters),
      Criteria: {
        ...savedSearchCriteria(address, { reportHistoryId: initial.reportId, propertyId }),
        Target: target,
      },
    };
  };

  const reportHref = initial.propertyId
    ? `/report?type=address&id=${encodeURIComponent(initial.propertyId)}${
        initial.reportId ? `&order=1&reportid=${encodeURIComponent(initial.reportId)}` : ''
      }`
    : null;
  const activeCount = countActiveNearbyFilters(filters);
  const locked = prompt ? (prompt.isPaused ? 'paused' : 'free') : null;
  const renderUpgrade = upgradeDialog
    ? ({ isPaused, onClose }: { isPaused: boolean; onClose: () => void }) =>
        upgradeDialog({ isPaused, onClose, onUpgraded: search.reload })
    : undefined;

  return (
    <div className="nb-page" data-layout={layout}>
      <header className="nb-header">
        {reportHref ? (
          <Link className="nb-back" to={reportHref}>
            ‹ Return to {initial.fullAddress ?? subject?.streetAddress ?? 'the report'}
          </Link>
        ) : (
          <Link className="nb-back" to="/dashboard">
            ‹ My Dashboard
          </Link>
        )}
        <div className="nb-header__row">
          <h1 className="nb-title">Nearby Properties</h1>
          <nav className="nb-links" aria-label="Property tools">
            <Link to="/saved-properties">Saved Properties</Link>
            <Link to="/dashboard#saved-searches">Saved Searches</Link>
          </nav>
        </div>
        <div className="nb-searchrow">
          <AddressSearchBox onTarget={chooseTarget} addressInput={addressInput} highlighted={highlight === 'address'} />
          <div className={highlight === 'save' ? 'nb-highlight' : undefined}>
            <SaveSearchButton body={saveBody} disabled={!target || prompt !== null} />
          </div>
        </div>
        <div className="nb-toolbar">
          <FilterBar
            filters={filters}
            onChange={changeFilters}
            sort={sort}
            onSort={(s) => {
              setSort(s);
              setPage(1);
            }}
          />
          <Button variant="secondary" onClick={() => setMoreOpen(true)} aria-haspopup="dialog">
            More Filters
            {activeCount > 0 && (
              <span className="nb-badge" data-testid="more-filters-count">
                {activeCount}
              </span>
            )}
          </Button>
        </div>
        <div className={highlight === 'chips' ? 'nb-highlight' : undefined}>
          <QuickFilterChips active={quickFilter} counts={counts.error ? null : counts.data} onChoose={chooseChip} />
        </div>
      </header>

      <div className="nb-viewbar">
        <fieldset className="nb-seg">
          <legend className="tw-visually-hidden">Layout</legend>
          <button
            type="button"
            className="nb-seg__btn nb-seg__arrow"
            aria-label="Give the list more room"
            disabled={layoutIndex === 0}
            onClick={() => setLayout(LAYOUTS[layoutIndex - 1]?.id ?? layout)}
          >
            ‹
          </button>
          {LAYOUTS.map((l) => (
            <button
              key={l.id}
              type="button"
              className={`nb-seg__btn${layout === l.id ? ' is-active' : ''}`}
              aria-pressed={layout === l.id}
              onClick={() => setLayout(l.id)}
            >
              {l.label}
            </button>
          ))}
          <button
            type="button"
            className="nb-seg__btn nb-seg__arrow"
            aria-label="Give the map more room"
            disabled={layoutIndex === LAYOUTS.length - 1}
            onClick={() => setLayout(LAYOUTS[layoutIndex + 1]?.id ?? layout)}
          >
            ›
          </button>
        </fieldset>
        <fieldset className="nb-seg">
          <legend className="tw-visually-hidden">Show results as</legend>
          {(['grid', 'table'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`nb-seg__btn${view === v ? ' is-active' : ''}`}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'grid' ? 'Grid' : 'Table'}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="nb-body">
        <section className="nb-list" aria-label="Results" aria-busy={loading || undefined}>
          {prompt ? (
            <UpgradeOverlay isPaused={prompt.isPaused} upgradeDialog={upgradeDialog} onUpgraded={search.reload} />
          ) : loading && !response ? (
            <LoadingBlock message="Loading nearby properties…" />
          ) : !target ? (
            <p className="nb-empty">Search an address or draw an area on the map to see the properties there.</p>
          ) : properties.length === 0 && !search.loading ? (
            <div className="nb-empty">
              <p>No results found.</p>
              <Link to={showAllQuery} onClick={clearAll}>
                Show all nearby properties
              </Link>
            </div>
          ) : (
            <>
              <NearbyResults
                properties={properties}
                view={view}
                selectedId={selectedId}
                save={{ locked, ...(renderUpgrade ? { renderUpgrade } : {}) }}
              />
              <GridPager pagination={pagination} loading={loading} onMove={go} classPrefix="nb" />
            </>
          )}
        </section>
        <div className="nb-mapcol">
          <Suspense fallback={<p className="nb-map nb-map--loading">Loading map…</p>}>
            <NearbyMap
              properties={prompt ? [] : properties}
              area={response?.area ?? null}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onArea={onArea}
              tileUrl={tileUrl}
              attribution={MAP_TILE_ATTRIBUTION}
            />
          </Suspense>
        </div>
      </div>

      {moreOpen && (
        <MoreFiltersPanel
          filters={filters}
          onApply={(next) => {
            changeFilters(next);
            setMoreOpen(false);
          }}
          onReset={() => {
            setMoreOpen(false);
            clearAll();
          }}
          onClose={closeMore}
        />
      )}
      <NearbyTutorial ready={response !== null} onStep={setHighlight} />
    </div>
  );
};

import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatColumnValue, propertyColumn } from '#core/property/columns.rules';
import { homeSizeLine } from '#core/property/home-size.rules';
import { PROPERTY_UPGRADE_TITLE } from '#core/property/property-access.rules';
import { SAVED_PROPERTY_CAPACITY, savedPropertiesCapacityLabel } from '#core/property/saved-properties.rules';
import {
  REPORT_FILTER_TYPE,
  type SavedListFilter,
  type SavedPropertyRow,
} from '#core/property/saved-properties.schema';
import { formatDateMdy } from '#core/shell/time.rules';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { formatBadgeCount } from '../../../lib/layout.rules';
import { savedPropertiesApi, savedPropertiesUpgradePromptIn } from '../../../lib/saved-properties-api';
import '../dashboard-card.css';

/** The dashboard's property tabs (001 section 2 "Dashboard property area": Recent, Favorites, Updates). */
const TABS: readonly { readonly filter: SavedListFilter; readonly label: string }[] = [
  { filter: 'recent', label: 'Recent' },
  { filter: 'favorites', label: 'Favorites' },
  { filter: 'updates', label: 'Updates' },
];

/** How many properties a tab lists on the dashboard; the rest are on /saved-properties. */
export const DASHBOARD_PROPERTIES_SHOWN = 5;

const COLUMNS = ['streetAddress', 'estimatedValue', 'bedrooms', 'bathrooms', 'squareFeet'] as const;

const money = (v: unknown) => formatColumnValue(propertyColumn('estimatedValue') ?? { type: 'money' }, v);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

const whenLine = (row: SavedPropertyRow, filter: SavedListFilter): string | null => {
  const at = filter === 'recent' ? row.lastViewed : row.savedAt;
  if (!at) return null;
  return `${filter === 'recent' ? 'Viewed' : 'Saved'} ${formatDateMdy(new Date(at))}`;
};

/**
 * The dashboard's property block (001 section 2 "Dashboard tabs: Recent, Favorites, Updates"): the same
 * lists as /saved-properties (recently viewed address reports, the favorites, the favorites with new
 * information), the first few of each, the updates tab with its badge, and the way to the full list.
 * Without a membership it says what saving properties needs.
 */
export const SavedPropertiesCard = () => {
  const [filter, setFilter] = useState<SavedListFilter>('favorites');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRequest(
    `dashboard-properties:${filter}`,
    (signal) =>
      savedPropertiesApi.list(
        {
          pagination: { page: 1, limit: DASHBOARD_PROPERTIES_SHOWN },
          columns: [...COLUMNS],
          filter: [],
          sort: null,
          reportFilterType: REPORT_FILTER_TYPE[filter],
        },
        signal,
      ),
    { keepPrevious: true },
  );
  const locked = list.error ? savedPropertiesUpgradePromptIn(list.error) : null;
  const page = list.error ? null : list.data;
  const badge = page ? formatBadgeCount(page.metrics.updates) : null;

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setFilter((TABS[next] as (typeof TABS)[number]).filter);
    tabRefs.current[next]?.focus();
  };

  return (
    <Card title="Properties" className="sp-dash">
      {locked ? (
        <>
          <p className="acc-muted">
            {PROPERTY_UPGRADE_TITLE}: saving up to {SAVED_PROPERTY_CAPACITY} properties, their updates and the Excel
            export come with a membership.
          </p>
          <LinkButton to="/saved-properties" variant="secondary">
            View Saved Properties
          </LinkButton>
        </>
      ) : (
        <>
          <div className="sp-dash__tabs" role="tablist" aria-label="Properties">
            {TABS.map((t, i) => (
              <button
                key={t.filter}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`sp-dash-tab-${t.filter}`}
                aria-selected={filter === t.filter}
                aria-controls="sp-dash-panel"
                tabIndex={filter === t.filter ? 0 : -1}
                className="sp-dash__tab"
                onClick={() => setFilter(t.filter)}
                onKeyDown={(e) => onTabKey(e, i)}
              >
                {t.label}
                {t.filter === 'updates' && badge && (
                  <span className="sp-dash__badge">
                    {badge}
                    <span className="tw-visually-hidden"> with new information</span>
                  </span>
                )}
              </button>
            ))}
          </div>
          <div id="sp-dash-panel" role="tabpanel" aria-labelledby={`sp-dash-tab-${filter}`}>
            {!page ? (
              list.error ? (
                <p className="acc-muted">No properties to show.</p>
              ) : (
                <Spinner label="Loading..." />
              )
            ) : page.savedProperties.length === 0 ? (
              <p className="acc-muted">
                {filter === 'recent'
                  ? 'Address reports you open appear here.'
                  : filter === 'updates'
                    ? 'None of your saved properties has new information.'
                    : 'Save a property from its report to follow it here.'}
              </p>
            ) : (
              <ul className="sp-dash__list">
                {page.savedProperties.map((row) => {
                  const size = homeSizeLine({
                    bedrooms: num(row.values.bedrooms),
                    bathrooms: num(row.values.bathrooms),
                    squareFeet: num(row.values.squareFeet),
                  });
                  const value = money(row.values.estimatedValue);
                  const when = whenLine(row, filter);
                  return (
                    <li key={`${row.propertyReachId}`} className="sp-dash__item">
                      <Link to={`/report?type=address&id=${row.propertyReachId}`}>
                        {row.streetAddress}, {row.city}, {row.state} {row.zip}
                      </Link>
                      {row.hasUpdates && <span className="sp-dash__new">New info</span>}
                      <span className="acc-muted sp-dash__facts">
                        {[size, value ? `Est. value ${value}` : null, when].filter(Boolean).join(' · ')}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <p className="sp-dash__footer">
            {page && <span className="acc-muted">{savedPropertiesCapacityLabel(page.metrics.used)}</span>}
            <LinkButton to={`/saved-properties?filter=${filter}`} variant="secondary">
              View Saved Properties
            </LinkButton>
            <LinkButton to="/nearby" variant="ghost">
              Find nearby properties
            </LinkButton>
          </p>
        </>
      )}
    </Card>
  );
};

import { useEffect, useId, useState } from 'react';
import {
  checkLastSaleRange,
  DEFAULT_NEARBY_RADIUS_MILES,
  LAST_SALE_INTERVAL_OPTIONS,
  type NearbyFilters,
} from '#core/property/nearby-filters.rules';
import { NEARBY_MAX_SPAN_MILES } from '#core/property/nearby-search.schema';
import { LISTING_STATUS_OPTIONS } from '#core/property/property-enums.rules';
import type { FieldErrors } from '#core/shared/errors';
import { Button } from '../../../components/button';

/** How long the panel slides (001 section 4: "about 250 ms"). */
export const PANEL_ANIMATION_MS = 250;

const DISTANCES = [0.25, DEFAULT_NEARBY_RADIUS_MILES, 1, 2, 3, 5].filter((d) => d * 2 <= NEARBY_MAX_SPAN_MILES);

type NumberField =
  | 'yearBuiltMin'
  | 'yearBuiltMax'
  | 'squareFeetMin'
  | 'squareFeetMax'
  | 'lotSquareFeetMin'
  | 'lotSquareFeetMax'
  | 'storiesMin'
  | 'storiesMax';
const RANGES: readonly { label: string; min: NumberField; max: NumberField }[] = [
  { label: 'Year built', min: 'yearBuiltMin', max: 'yearBuiltMax' },
  { label: 'Square feet', min: 'squareFeetMin', max: 'squareFeetMax' },
  { label: 'Lot size (sq ft)', min: 'lotSquareFeetMin', max: 'lotSquareFeetMax' },
  { label: 'Stories', min: 'storiesMin', max: 'storiesMax' },
];
const FEATURES = [
  { key: 'pool', label: 'Pool' },
  { key: 'garage', label: 'Garage' },
  { key: 'basement', label: 'Basement' },
  { key: 'attic', label: 'Attic' },
] as const;

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The 'More Filters' side panel (001 sections 2, 4 and 5): distance, year built, square feet, lot,
 * stories, last sale (an interval, or a date range that cannot end in the future nor start after its
 * end), listing status and pool/garage/basement/attic. It slides in and out in about 250 ms and locks
 * the page's scrolling while open. Apply sends the filters; Reset clears them all.
 */
export const MoreFiltersPanel = ({
  filters,
  onApply,
  onReset,
  onClose,
}: {
  filters: NearbyFilters;
  onApply: (next: NearbyFilters) => void;
  onReset: () => void;
  onClose: () => void;
}) => {
  const id = useId();
  const [draft, setDraft] = useState<NearbyFilters>(filters);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const close = (then: () => void) => {
    setClosing(true);
    setTimeout(then, PANEL_ANIMATION_MS);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const set = <K extends keyof NearbyFilters>(key: K, value: NearbyFilters[K] | undefined) =>
    setDraft((d) => {
      const next = { ...d };
      if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) delete next[key];
      else next[key] = value;
      return next;
    });
  const numberOf = (v: string) => (v.trim() === '' ? undefined : Number(v));

  const apply = () => {
    const checked = checkLastSaleRange(
      { min: draft.lastSaleDateMin ?? null, max: draft.lastSaleDateMax ?? null },
      todayIso(),
    );
    if (checked.isErr()) {
      setErrors(checked.error);
      return;
    }
    setErrors({});
    close(() => onApply(draft));
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <div className={`nb-panel__backdrop${closing ? ' is-closing' : ''}`}>
      <div
        className={`nb-panel${closing ? ' is-closing' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={field('title')}
        style={{ ['--nb-panel-ms' as string]: `${PANEL_ANIMATION_MS}ms` }}
      >
        <div className="nb-panel__header">
          <h2 id={field('title')} className="nb-panel__title">
            More Filters
          </h2>
          <button type="button" className="nb-panel__close" aria-label="Close filters" onClick={() => close(onClose)}>
            ×
          </button>
        </div>
        <div className="nb-panel__body">
          <label className="nb-field" htmlFor={field('distance')}>
            <span className="nb-field__label">Distance</span>
            <select
              id={field('distance')}
              className="nb-field__select"
              value={draft.distanceFromSubject ?? DEFAULT_NEARBY_RADIUS_MILES}
              onChange={(e) => set('distanceFromSubject', Number(e.target.value))}
            >
              {DISTANCES.map((d) => (
                <option key={d} value={d}>
                  {d} {d === 1 ? 'mile' : 'miles'}
                </option>
              ))}
            </select>
          </label>
          {RANGES.map((r) => (
            <fieldset key={r.min} className="nb-range">
              <legend className="nb-field__label">{r.label}</legend>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                aria-label={`${r.label} minimum`}
                placeholder="Min"
                className="nb-field__input"
                value={draft[r.min] ?? ''}
                onChange={(e) => set(r.min, numberOf(e.target.value))}
              />
              <input
                type="number"
                inputMode="numeric"
                min={0}
                aria-label={`${r.label} maximum`}
                placeholder="Max"
                className="nb-field__input"
                value={draft[r.max] ?? ''}
                onChange={(e) => set(r.max, numberOf(e.target.value))}
              />
            </fieldset>
          ))}
          <fieldset className="nb-range">
            <legend className="nb-field__label">Last sale</legend>
            <select
              aria-label="Last sale within"
              className="nb-field__select"
              value={draft.lastSaleDateInterval ?? ''}
              onChange={(e) => set('lastSaleDateInterval', numberOf(e.target.value))}
            >
              <option value="">Any time</option>
              {LAST_SALE_INTERVAL_OPTIONS.map((m) => (
                <option key={m} value={m}>
                  Last {m} {m === 1 ? 'month' : 'months'}
                </option>
              ))}
            </select>
            <input
              type="date"
              aria-label="Last sale from"
              aria-invalid={errors.lastSaleDateMin ? true : undefined}
              className="nb-field__input"
              value={draft.lastSaleDateMin ?? ''}
              onChange={(e) => set('lastSaleDateMin', e.target.value || undefined)}
            />
            <input
              type="date"
              aria-label="Last sale to"
              aria-invalid={errors.lastSaleDateMax ? true : undefined}
              className="nb-field__input"
              value={draft.lastSaleDateMax ?? ''}
              onChange={(e) => set('lastSaleDateMax', e.target.value || undefined)}
            />
            {[...(errors.lastSaleDateMin ?? []), ...(errors.lastSaleDateMax ?? [])].map((m) => (
              <p key={m} className="tw-field__error" role="alert">
                {m}
              </p>
            ))}
          </fieldset>
          <label className="nb-field" htmlFor={field('status')}>
            <span className="nb-field__label">Listing status</span>
            <select
              id={field('status')}
              className="nb-field__select"
              value={draft.listingStatus ?? ''}
              onChange={(e) => set('listingStatus', e.target.value || undefined)}
            >
              <option value="">Any status</option>
              {LISTING_STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="nb-checks">
            <legend className="nb-field__label">Features</legend>
            {FEATURES.map((f) => (
              <label key={f.key} className="nb-check">
                <input
                  type="checkbox"
                  checked={draft[f.key] === true}
                  onChange={(e) => set(f.key, e.target.checked ? true : undefined)}
                />{' '}
                {f.label}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="nb-panel__actions">
          <Button variant="secondary" onClick={() => close(onReset)}>
            Reset
          </Button>
          <Button onClick={apply}>Apply</Button>
        </div>
      </div>
    </div>
  );
};

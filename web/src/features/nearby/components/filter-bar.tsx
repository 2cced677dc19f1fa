import { useId } from 'react';
import {
  BEDS_BATHS_OPTIONS,
  maxPriceOptions,
  minPriceOptions,
  type NearbyFilters,
  priceOptionLabel,
} from '#core/property/nearby-filters.rules';
import { LAND_USE_LABEL, NEARBY_SORT_OPTIONS } from '#core/property/property-enums.rules';
import { LAND_USE_CODES, LAND_USE_GROUPS, type LandUseGroup } from '#core/records/property-codes.rules';

/** The land-use group whose codes the filter holds ('' for any). */
export const landUseGroupOfFilter = (codes: readonly number[] | undefined): LandUseGroup | '' =>
  codes?.length
    ? (LAND_USE_GROUPS.find(
        (g) => LAND_USE_CODES[g].length === codes.length && LAND_USE_CODES[g].every((c) => codes.includes(c)),
      ) ?? '')
    : '';

const num = (v: string): number | undefined => (v === '' ? undefined : Number(v));

const Select = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) => {
  const id = useId();
  return (
    <span className="nb-field">
      <label htmlFor={id} className="nb-field__label">
        {label}
      </label>
      <select id={id} className="nb-field__select" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </span>
  );
};

/**
 * The filter bar (001 sections 2, 5 and 9): price min and max from the 41-option ladder (maximum
 * options above the chosen minimum, minimum options below the chosen maximum), beds and baths (Any,
 * 1+ to 5+), property type and sort. Every change is applied at once.
 */
export const FilterBar = ({
  filters,
  onChange,
  sort,
  onSort,
}: {
  filters: NearbyFilters;
  onChange: (next: NearbyFilters) => void;
  sort: string;
  onSort: (sort: string) => void;
}) => {
  const set = <K extends keyof NearbyFilters>(key: K, value: NearbyFilters[K] | undefined) => {
    const next = { ...filters };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <fieldset className="nb-filterbar">
      <legend className="tw-visually-hidden">Filters</legend>
      <Select
        label="Min price"
        value={filters.listingAmountMin ?? ''}
        onChange={(v) => set('listingAmountMin', num(v))}
      >
        <option value="">No min</option>
        {minPriceOptions(filters.listingAmountMax).map((p) => (
          <option key={p} value={p}>
            {priceOptionLabel(p)}
          </option>
        ))}
      </Select>
      <Select
        label="Max price"
        value={filters.listingAmountMax ?? ''}
        onChange={(v) => set('listingAmountMax', num(v))}
      >
        <option value="">No max</option>
        {maxPriceOptions(filters.listingAmountMin).map((p) => (
          <option key={p} value={p}>
            {priceOptionLabel(p)}
          </option>
        ))}
      </Select>
      <Select label="Beds" value={filters.bedroomsMin ?? 0} onChange={(v) => set('bedroomsMin', num(v) || undefined)}>
        {BEDS_BATHS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <Select
        label="Baths"
        value={filters.bathroomsMin ?? 0}
        onChange={(v) => set('bathroomsMin', num(v) || undefined)}
      >
        {BEDS_BATHS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <Select
        label="Property type"
        value={landUseGroupOfFilter(filters.landUseCode)}
        onChange={(v) => set('landUseCode', v === '' ? undefined : [...LAND_USE_CODES[v as LandUseGroup]])}
      >
        <option value="">Any type</option>
        {LAND_USE_GROUPS.map((g) => (
          <option key={g} value={g}>
            {LAND_USE_LABEL[g]}
          </option>
        ))}
      </Select>
      <Select label="Sort by" value={sort} onChange={onSort}>
        {NEARBY_SORT_OPTIONS.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </Select>
    </fieldset>
  );
};

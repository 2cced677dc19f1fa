import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { PROPERTY_CLASS_CODES, SALE_SITUATIONS } from '#core/property/comparables.rules';
import { COMPARABLES_MAX_DISTANCE_MILES } from '#core/property/comparables.schema';
import {
  BEDS_BATHS_OPTIONS,
  DEFAULT_NEARBY_RADIUS_MILES,
  LAST_SALE_INTERVAL_OPTIONS,
} from '#core/property/nearby-filters.rules';
import { LAND_USE_LABEL, LISTING_STATUS_OPTIONS } from '#core/property/property-enums.rules';
import { LAND_USE_GROUPS } from '#core/records/property-codes.rules';
import { utcIsoDate } from '#core/shared/date.rules';
import type { FieldErrors } from '#core/shared/errors';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/text-field';
import type { ComparablesFilter } from '../../api/property-api';
import { type ComparablesFormValues, checkComparablesForm, formFromFilter } from './comparables-filter';

/** Radius choices in miles: up from a tenth of a mile, through the default, to the largest the server accepts. */
const DISTANCES = [0.1, 0.25, DEFAULT_NEARBY_RADIUS_MILES, 1, 2, 3, 5, COMPARABLES_MAX_DISTANCE_MILES];

/** Today's date by the browser's clock, as the server reads it (its clock's UTC date). */
const today = (): string => utcIsoDate(new Date());

/** Our labels of the sale situations the server reads (comparables.rules SALE_SITUATIONS). */
const SALE_SITUATION_LABEL: Record<(typeof SALE_SITUATIONS)[number], string> = {
  armsLength: "Arm's length",
  nonArmsLength: "Non-arm's length",
  cash: 'Cash sale',
  foreclosure: 'Foreclosure sale',
};

const SelectField = ({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: readonly string[] | undefined;
  children: ReactNode;
}) => {
  const id = useId();
  const invalid = (error?.length ?? 0) > 0;
  return (
    <div className={`tw-field${invalid ? ' tw-field--invalid' : ''}`}>
      <label className="tw-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="tw-field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {invalid && (
        <p id={`${id}-error`} className="tw-field__error" role="alert">
          {error?.join(' ')}
        </p>
      )}
    </div>
  );
};

/**
 * The comparables filter (001 section 3): distance, land use, year built, square feet, beds, baths, lot
 * size, last sale (an interval of 12, 9, 6, 3 or 1 months, or dates), subdivision, listing status, sale
 * situation, property class and multi-parcel. Filled from the reply's resolved filter (the defaults of 001
 * section 9 the server applied, the default window ending at the data's as-of date); checked with the
 * server's schema at today's date before Apply, as the server checks it ("cannot end in the future").
 */
export const ComparablesFilterForm = ({
  resolved,
  busy,
  serverErrors,
  onApply,
  onReset,
}: {
  resolved: ComparablesFilter;
  busy: boolean;
  serverErrors: FieldErrors;
  onApply: (filter: ComparablesFilter) => void;
  onReset: () => void;
}) => {
  const [values, setValues] = useState<ComparablesFormValues>(() => formFromFilter(resolved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };
  const set = (field: Exclude<keyof ComparablesFormValues, 'landUseGroups'>) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const text = (field: Exclude<keyof ComparablesFormValues, 'landUseGroups'>, label: string, extra = {}) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={shown[field]}
      {...extra}
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkComparablesForm(values, today());
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onApply(checked.filter);
  };

  return (
    <form className="pt-filter" onSubmit={submit} noValidate aria-label="Comparables filter">
      <div className="pt-filter__grid">
        <SelectField
          label="Distance"
          value={values.distanceFromSubject}
          onChange={set('distanceFromSubject')}
          error={shown.distanceFromSubject}
        >
          {[...new Set([...DISTANCES.map(String), values.distanceFromSubject].filter(Boolean))]
            .sort((a, b) => Number(a) - Number(b))
            .map((d) => (
              <option key={d} value={d}>
                {d} {d === '1' ? 'mile' : 'miles'}
              </option>
            ))}
        </SelectField>
        <SelectField
          label="Listing status"
          value={values.listingStatus}
          onChange={set('listingStatus')}
          error={shown.listingStatus}
        >
          {LISTING_STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Last sale within"
          value={values.lastSaleDateInterval}
          onChange={set('lastSaleDateInterval')}
          error={shown.lastSaleDateInterval}
        >
          <option value="">The dates below</option>
          {LAST_SALE_INTERVAL_OPTIONS.map((m) => (
            <option key={m} value={String(m)}>
              {m === 1 ? 'Last month' : `Last ${m} months`}
            </option>
          ))}
        </SelectField>
        {values.lastSaleDateInterval === '' && (
          <>
            <TextField
              label="Last sale from"
              type="date"
              max={today()}
              value={values.lastSaleDateMin}
              onChange={(e) => set('lastSaleDateMin')(e.target.value)}
              error={shown.lastSaleDateMin}
            />
            <TextField
              label="Last sale to"
              type="date"
              max={today()}
              value={values.lastSaleDateMax}
              onChange={(e) => set('lastSaleDateMax')(e.target.value)}
              error={shown.lastSaleDateMax}
            />
          </>
        )}
        {text('squareFeetMin', 'Min sq ft')}
        {text('squareFeetMax', 'Max sq ft')}
        <SelectField
          label="Beds"
          value={values.bedroomsMin || '0'}
          onChange={set('bedroomsMin')}
          error={shown.bedroomsMin}
        >
          {BEDS_BATHS_OPTIONS.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </SelectField>
        {text('bedroomsMax', 'Max beds')}
        <SelectField
          label="Baths"
          value={values.bathroomsMin || '0'}
          onChange={set('bathroomsMin')}
          error={shown.bathroomsMin}
        >
          {BEDS_BATHS_OPTIONS.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </SelectField>
        {text('bathroomsMax', 'Max baths')}
        {text('yearBuiltMin', 'Built from (year)')}
        {text('yearBuiltMax', 'Built to (year)')}
        {text('lotSquareFeetMin', 'Min lot sq ft')}
        {text('lotSquareFeetMax', 'Max lot sq ft')}
        <TextField
          label="Subdivision"
          value={values.subdivision}
          onChange={(e) => set('subdivision')(e.target.value)}
          error={shown.subdivision}
        />
        <SelectField
          label="Sale situation"
          value={values.saleSituation}
          onChange={set('saleSituation')}
          error={shown.saleSituation}
        >
          <option value="">Any</option>
          {SALE_SITUATIONS.map((s) => (
            <option key={s} value={s}>
              {SALE_SITUATION_LABEL[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Property class"
          value={values.propertyClassCode}
          onChange={set('propertyClassCode')}
          error={shown.propertyClassCode}
        >
          <option value="">Any</option>
          {Object.entries(PROPERTY_CLASS_CODES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Multi-parcel sale"
          value={values.multiParcel}
          onChange={set('multiParcel')}
          error={shown.multiParcel}
        >
          <option value="">Any</option>
          <option value="true">Multi-parcel only</option>
          <option value="false">Single parcel only</option>
        </SelectField>
      </div>
      <fieldset className="pt-filter__land-use">
        <legend>Land use</legend>
        {LAND_USE_GROUPS.map((g) => (
          <label key={g} className="pt-check">
            <input
              type="checkbox"
              checked={values.landUseGroups.includes(g)}
              onChange={(e) =>
                setValues((v) => ({
                  ...v,
                  landUseGroups: e.target.checked ? [...v.landUseGroups, g] : v.landUseGroups.filter((x) => x !== g),
                }))
              }
            />{' '}
            {LAND_USE_LABEL[g]}
          </label>
        ))}
        {shown.landUseGroups && (
          <p className="tw-field__error" role="alert">
            {shown.landUseGroups.join(' ')}
          </p>
        )}
      </fieldset>
      <div className="pt-filter__actions">
        <Button type="submit" loading={busy}>
          Apply
        </Button>
        <Button variant="secondary" onClick={onReset} disabled={busy}>
          Reset
        </Button>
      </div>
    </form>
  );
};

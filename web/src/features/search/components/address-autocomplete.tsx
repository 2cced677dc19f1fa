import { useId, useState } from 'react';
import type { AddressSuggestion } from '#core/search/person-search.port';
import { fetchAddressSuggestions } from '../api/search-api';
import { useAutocomplete } from '../hooks/use-autocomplete';
// Its styles travel with it: the nearby page shows this box too (the app layer passes it in).
import '../search.css';

/**
 * Props of {@link AddressAutocomplete}: `onChoose` receives a complete address (one without units,
 * or a chosen unit); `small` omits the not-found hint (002 section 5).
 */
export type AddressAutocompleteProps = {
  value: string;
  onChange: (value: string) => void;
  onChoose: (s: AddressSuggestion) => void;
  label?: string;
  small?: boolean;
  error?: string | undefined;
};

const placeText = (s: AddressSuggestion) =>
  [s.city, [s.state, s.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * The address box with suggestions (002 sections 4 and 9; 001 section 9): zips, cities, streets and
 * addresses as you type; a building with several units and no unit chosen triggers a second look-up
 * (units=true) that lists only its units.
 */
export const AddressAutocomplete = ({
  value,
  onChange,
  onChoose,
  label = 'Address',
  small,
  error,
}: AddressAutocompleteProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [building, setBuilding] = useState<AddressSuggestion | null>(null);
  const unitInput = building ? `${building.addressLine1}, ${placeText(building)}` : '';
  const main = useAutocomplete(
    value,
    async (input, signal) => (await fetchAddressSuggestions(input, false, signal)).suggestions,
    {
      enabled: building === null,
      small: small ?? false,
    },
  );
  const units = useAutocomplete(
    unitInput,
    async (input, signal) => (await fetchAddressSuggestions(input, true, signal)).suggestions,
    {
      enabled: building !== null,
      small: small ?? false,
    },
  );
  const list = building ? units.items : main.items;
  const notice = building ? units.notice : main.notice;

  const choose = (s: AddressSuggestion) => {
    if (s.type === 'address' && s.totalUnits > 1 && s.unit === '') {
      setBuilding(s);
      onChange(`${s.addressLine1}, ${placeText(s)}`);
      setOpen(true);
      return;
    }
    if (s.type === 'address') {
      setBuilding(null);
      setOpen(false);
      onChange([s.addressLine1, s.addressLine2, placeText(s)].filter(Boolean).join(', '));
      onChoose(s);
      return;
    }
    onChange(
      s.type === 'zip'
        ? s.zipCode
        : s.type === 'city'
          ? `${s.city}, ${s.state}`
          : `${s.addressLine1}, ${s.city}, ${s.state}`,
    );
    setOpen(true);
  };

  return (
    <div className="srch-ac">
      <label className="tw-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="tw-field__input"
        type="text"
        autoComplete="off"
        role="combobox"
        aria-expanded={open && list.length > 0}
        aria-controls={`${id}-list`}
        aria-invalid={error ? true : undefined}
        placeholder="Street address, city, state or ZIP"
        value={value}
        onChange={(e) => {
          setBuilding(null);
          onChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {open && list.length > 0 && (
        <div id={`${id}-list`} className="srch-ac__list" role="listbox" aria-label={building ? 'Units' : 'Suggestions'}>
          {building && <p className="srch-ac__head">Choose a unit at {building.addressLine1}</p>}
          {list.map((s) => (
            <div
              key={`${s.type}-${s.fullAddress}-${s.unit}`}
              role="option"
              aria-selected={false}
              tabIndex={0}
              className="srch-ac__item"
              data-type={s.type}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(s);
                }
              }}
            >
              <span className="srch-ac__type">{s.type}</span>
              <span>{s.fullAddress}</span>
              {s.type === 'address' && s.totalUnits > 1 && s.unit === '' && (
                <span className="srch-ac__units">{s.totalUnits} units</span>
              )}
            </div>
          ))}
        </div>
      )}
      {open && list.length === 0 && notice && (
        <div className="srch-ac__notice" role="status">
          <strong>{notice.message}</strong>
          {notice.hint && <span>{notice.hint}</span>}
        </div>
      )}
      {error && (
        <p className="tw-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};

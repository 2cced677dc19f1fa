import { type KeyboardEvent, useId, useState } from 'react';
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
 *
 * An ARIA combobox (WAI-ARIA Authoring Practices, "list autocomplete"): the focus stays in the box;
 * Down and Up move through the suggestions (`aria-activedescendant`), Enter takes the active one (and
 * does not submit the form meanwhile), Escape closes the list, or clears the box when it is closed; a
 * status line tells screen readers how many suggestions there are.
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
  const [active, setActive] = useState(-1);
  const shown = open && list.length > 0;
  // A new list starts with no active suggestion. Reset while rendering the new list, not in an effect: an
  // effect runs after the list is on screen, and an arrow key pressed in between was undone by it.
  const [listShown, setListShown] = useState(list);
  if (listShown !== list) {
    setListShown(list);
    setActive(-1);
  }
  const optionId = (i: number) => `${id}-option-${i}`;

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

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (list.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const n = list.length;
      // Down from the box takes the first suggestion, Up the last; both wrap around.
      if (!shown) setActive(e.key === 'ArrowDown' ? 0 : n - 1);
      else if (e.key === 'ArrowDown') setActive((i) => (i + 1) % n);
      else setActive((i) => (i <= 0 ? n - 1 : i - 1));
      return;
    }
    if (e.key === 'Enter' && shown && active >= 0 && active < list.length) {
      e.preventDefault();
      const s = list[active];
      if (s) choose(s);
      return;
    }
    if (e.key === 'Escape') {
      if (shown) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value !== '') {
        e.preventDefault();
        setBuilding(null);
        onChange('');
      }
    }
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
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 && active < list.length ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        placeholder="Street address, city, state or ZIP"
        value={value}
        onChange={(e) => {
          setBuilding(null);
          onChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <span className="tw-visually-hidden" role="status" aria-live="polite">
        {shown
          ? `${list.length} ${list.length === 1 ? 'suggestion' : 'suggestions'}; use the up and down arrows to choose`
          : ''}
      </span>
      {shown && (
        <div id={`${id}-list`} className="srch-ac__list" role="listbox" aria-label={building ? 'Units' : 'Suggestions'}>
          {building && <p className="srch-ac__head">Choose a unit at {building.addressLine1}</p>}
          {list.map((s, i) => (
            // The options are chosen by pointer here and by keyboard from the box (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options
            <div
              key={`${s.type}-${s.fullAddress}-${s.unit}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              className={i === active ? 'srch-ac__item srch-ac__item--active' : 'srch-ac__item'}
              data-type={s.type}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(s)}
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

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { NearbyTarget } from '#core/property/nearby-search.schema';
import { parseSavedSearchAddress } from '#core/property/saved-search.rules';
import type { AddressSuggestion } from '#core/search/person-search.port';
import { ADDRESS_TEXT_MESSAGE } from '#core/search/search-criteria.rules';
import { Button } from '../../../components/button';

/** The site's address box with suggestions, as the app layer passes it in (the search feature owns it). */
export type AddressInputRenderer = (props: {
  value: string;
  onChange: (value: string) => void;
  onChoose: (s: AddressSuggestion) => void;
  label: string;
}) => ReactNode;

/** The Target of a chosen suggestion: its city, state, zip and street line. */
export const suggestionTarget = (s: AddressSuggestion): NearbyTarget => {
  const out: Record<string, string> = {};
  if (s.city) out.City = s.city;
  if (s.state) out.State = s.state;
  if (s.zipCode) out.Zip = s.zipCode;
  if (s.type === 'address' || s.type === 'street') out.Street = s.addressLine1;
  return out as NearbyTarget;
};

/**
 * The Target of a typed address (001 section 5: parsed as the saved search parses it, a semicolon
 * read as a comma), or null when the text names no house number, street, city and state.
 */
export const typedAddressTarget = (text: string): NearbyTarget | null => {
  const parsed = parseSavedSearchAddress(text);
  if (parsed.isErr()) return null;
  const a = parsed.value;
  return {
    City: a.city,
    State: a.state,
    ...(a.zip ? { Zip: a.zip } : {}),
    Street: `${a.houseNumber} ${a.street}${a.unit ? ` #${a.unit}` : ''}`,
  };
};

/** The address search box (001 section 2): a typed or suggested address becomes the search Target. */
export const AddressSearchBox = ({
  onTarget,
  addressInput,
  highlighted,
}: {
  onTarget: (target: NearbyTarget, address: string) => void;
  addressInput?: AddressInputRenderer | undefined;
  highlighted: boolean;
}) => {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const target = typedAddressTarget(text);
    if (!target) {
      setError(ADDRESS_TEXT_MESSAGE);
      return;
    }
    setError(null);
    onTarget(target, text.trim());
  };
  const choose = (s: AddressSuggestion) => {
    setError(null);
    onTarget(suggestionTarget(s), s.fullAddress);
  };
  return (
    <form
      className={`nb-address${highlighted ? ' nb-highlight' : ''}`}
      aria-label="Search an address"
      onSubmit={submit}
      noValidate
    >
      {addressInput ? (
        addressInput({ value: text, onChange: setText, onChoose: choose, label: 'Address' })
      ) : (
        <span className="nb-field nb-field--grow">
          <label htmlFor={id} className="nb-field__label">
            Address
          </label>
          <input
            id={id}
            className="tw-field__input"
            type="text"
            autoComplete="street-address"
            placeholder="Street address, city, state and ZIP"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </span>
      )}
      <Button type="submit">Search</Button>
      {error && (
        <p className="tw-field__error nb-address__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
};

import { type FormEvent, useId, useState } from 'react';
import { formatPhoneAsTyped, limitPhonePart, PHONE_INPUT_MAX_LENGTH } from '#core/search/phone-input.rules';
import {
  AddressSearchSchema,
  EmailSearchSchema,
  PersonSearchSchema,
  PhonePartsSchema,
  PhoneSearchSchema,
} from '#core/search/search.schema';
import { ADDRESS_SEARCH_MESSAGE, SEARCH_EMAIL_MAX_LENGTH } from '#core/search/search-criteria.rules';
import { parseAddressText } from '#core/search/search-kind.rules';
import {
  buildAddressSearchUrl,
  buildEmailSearchUrl,
  buildPersonSearchUrl,
  buildPhoneSearchUrl,
} from '#core/search/search-url.rules';
import { US_STATE_NAMES } from '#core/search/us-states.rules';
import type { FieldErrors } from '#core/shared/errors';
import { addressFunnelEntry } from '#core/shell/funnel.rules';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { useSignedIn } from '../../../lib/session/session-store';
import { fetchCities, fetchLastNames } from '../api/search-api';
import { useAutocomplete } from '../hooks/use-autocomplete';
import { AddressAutocomplete } from './address-autocomplete';

/** The general ('*') message of a form's errors, shown once above the submit button; field messages show under their fields. */
const FormError = ({ errors }: { errors: FieldErrors }) => {
  const all = errors['*'];
  if (!all || all.length === 0) return null;
  return (
    <p className="srch-form__error" role="alert" data-testid="search-form-error">
      {[...new Set(all)].join(' ')}
    </p>
  );
};

/** State picker (002 section 3: US state codes including DC and territories). */
export const StateSelect = ({
  value,
  onChange,
  id,
  label = 'State',
}: {
  value: string;
  onChange: (v: string) => void;
  id?: string;
  label?: string;
}) => {
  const auto = useId();
  const sid = id ?? auto;
  return (
    <div className="tw-field">
      <label className="tw-field__label" htmlFor={sid}>
        {label}
      </label>
      <select id={sid} className="tw-field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All states</option>
        {Object.entries(US_STATE_NAMES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
};

/** Name search (002 sections 3 and 5): first, middle, last name, city, state, age or age range. */
export const NameForm = ({ submitLabel = 'Search' }: { submitLabel?: string }) => {
  const navigate = useNavigate();
  const [f, setF] = useState({ firstName: '', middleName: '', lastName: '', city: '', state: '', age: '' });
  const { errors, validate } = useFormErrors();
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const cities = useAutocomplete(f.city, async (i, s) => (await fetchCities(i, s)).cities);
  const lastNames = useAutocomplete(f.lastName, async (i, s) => (await fetchLastNames(i, s)).lastNames);
  const listId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const age = f.age.trim();
    const raw = { ...f, age: /^\d+$/.test(age) ? age : '', ageRange: /^\d+$/.test(age) ? '' : age };
    const criteria = validate(PersonSearchSchema, raw);
    if (criteria) navigate(buildPersonSearchUrl(criteria, { currentUrl: window.location.href }));
  };
  const err = (k: string) => errors[k];
  // Name and city problems share one message (002 section 5), shown once above the button; the
  // fields are only marked invalid.
  const bad = (k: string) => (errors[k] ? true : undefined);
  return (
    <form className="srch-form srch-form--name" onSubmit={submit} noValidate aria-label="Name search">
      <div className="srch-form__row">
        <TextField
          label="First name"
          name="firstName"
          value={f.firstName}
          onChange={set('firstName')}
          aria-invalid={bad('firstName')}
          autoComplete="off"
        />
        <TextField
          label="Middle name"
          optional
          name="middleName"
          value={f.middleName}
          onChange={set('middleName')}
          autoComplete="off"
        />
        <TextField
          label="Last name"
          name="lastName"
          value={f.lastName}
          onChange={set('lastName')}
          aria-invalid={bad('lastName')}
          list={`${listId}-last`}
          autoComplete="off"
        />
      </div>
      <div className="srch-form__row">
        <TextField
          label="City"
          optional
          name="city"
          value={f.city}
          onChange={set('city')}
          aria-invalid={bad('city')}
          list={`${listId}-city`}
          autoComplete="off"
        />
        <StateSelect value={f.state} onChange={(v) => setF((s) => ({ ...s, state: v }))} />
        <TextField
          label="Age or age range"
          optional
          name="age"
          placeholder="e.g. 42 or 30-45"
          value={f.age}
          onChange={set('age')}
          error={err('age') ?? err('ageRange')}
        />
      </div>
      <datalist id={`${listId}-last`}>
        {lastNames.items.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <datalist id={`${listId}-city`}>
        {cities.items.map((c) => (
          <option key={`${c.city}-${c.stateAbbr}`} value={c.city}>{`${c.city}, ${c.stateAbbr}`}</option>
        ))}
      </datalist>
      <FormError errors={errors} />
      <Button type="submit" variant="accent" size="lg">
        {submitLabel}
      </Button>
    </form>
  );
};

/** Phone search (002 sections 3 and 5): area code, prefix and line number, or one formatted field. */
export const PhoneForm = () => {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'single' | 'parts'>('single');
  const [single, setSingle] = useState('');
  const [parts, setParts] = useState({ areaCode: '', prefix: '', lineNumber: '' });
  const { errors, validate } = useFormErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = mode === 'single' ? validate(PhoneSearchSchema, { phone: single }) : validate(PhonePartsSchema, parts);
    if (r) navigate(buildPhoneSearchUrl(r.phone, { currentUrl: window.location.href }));
  };
  const part = (k: keyof typeof parts) => (e: { target: { value: string } }) =>
    setParts((p) => ({ ...p, [k]: limitPhonePart(k, e.target.value) }));
  return (
    <form className="srch-form srch-form--phone" onSubmit={submit} noValidate aria-label="Phone search">
      {mode === 'single' ? (
        <TextField
          label="Phone number"
          name="phone"
          inputMode="tel"
          placeholder="(555) 555-5555"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={single}
          onChange={(e) => setSingle(formatPhoneAsTyped(e.target.value))}
        />
      ) : (
        <div className="srch-form__row srch-form__row--phone">
          <TextField
            label="Area code"
            name="areaCode"
            inputMode="numeric"
            maxLength={3}
            value={parts.areaCode}
            onChange={part('areaCode')}
          />
          <TextField
            label="Prefix"
            name="prefix"
            inputMode="numeric"
            maxLength={3}
            value={parts.prefix}
            onChange={part('prefix')}
          />
          <TextField
            label="Line number"
            name="lineNumber"
            inputMode="numeric"
            maxLength={4}
            value={parts.lineNumber}
            onChange={part('lineNumber')}
          />
        </div>
      )}
      <button
        type="button"
        className="srch-form__switch"
        onClick={() => setMode(mode === 'single' ? 'parts' : 'single')}
      >
        {mode === 'single' ? 'Enter area code, prefix and line number separately' : 'Enter the number in one field'}
      </button>
      <FormError errors={errors} />
      <Button type="submit" variant="accent" size="lg">
        Search Phone
      </Button>
    </form>
  );
};

/** E-mail search (002 section 5): required, no spaces (spaces are blocked), at most 255 characters. */
export const EmailForm = () => {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { errors, validate } = useFormErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validate(EmailSearchSchema, { email });
    if (r) navigate(buildEmailSearchUrl(r.email, { currentUrl: window.location.href }));
  };
  return (
    <form className="srch-form srch-form--email" onSubmit={submit} noValidate aria-label="Email search">
      <TextField
        label="Email address"
        name="email"
        type="email"
        placeholder="name@example.com"
        maxLength={SEARCH_EMAIL_MAX_LENGTH}
        value={email}
        onKeyDown={(e) => {
          if (e.key === ' ') e.preventDefault();
        }}
        onChange={(e) => setEmail(e.target.value.replace(/\s+/g, ''))}
      />
      <FormError errors={errors} />
      <Button type="submit" variant="accent" size="lg">
        Search Email
      </Button>
    </form>
  );
};

/**
 * Address search (002 sections 3 and 5) with autocomplete; a chosen suggestion searches at once. On the
 * address landing page (`funnel`), a visitor who is not signed in enters the address funnel at
 * /address/records with the same query; a signed-in member goes straight to the results (002 section
 * 2.2, `addressFunnelEntry`).
 */
export const AddressForm = ({ funnel = false }: { funnel?: boolean }) => {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [text, setText] = useState('');
  const { errors, validate, setErrors } = useFormErrors();
  const go = (raw: unknown) => {
    const address = validate(AddressSearchSchema, raw);
    if (!address) return;
    const results = buildAddressSearchUrl(address, { currentUrl: window.location.href });
    const entry = addressFunnelEntry(signedIn);
    navigate(funnel && entry.to === 'funnel' ? `${entry.path}${results.slice(results.indexOf('?'))}` : results);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAddressText(text);
    if (!parsed) {
      setErrors({ '*': [ADDRESS_SEARCH_MESSAGE] });
      return;
    }
    go(parsed);
  };
  return (
    <form className="srch-form srch-form--address" onSubmit={submit} noValidate aria-label="Address search">
      <AddressAutocomplete
        value={text}
        onChange={setText}
        onChoose={(s) => {
          const [houseNumber = '', ...street] = s.addressLine1.split(' ');
          go({ houseNumber, street: street.join(' '), unit: s.unit, city: s.city, state: s.state, zip: s.zipCode });
        }}
      />
      <FormError errors={errors} />
      <Button type="submit" variant="accent" size="lg">
        Search Address
      </Button>
    </form>
  );
};

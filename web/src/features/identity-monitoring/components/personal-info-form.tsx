import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type PersonalInformation,
  type PersonalInformationInput,
  personalInformationInput,
} from '#core/identity/identity-monitoring.schema';
import { US_STATE_NAMES } from '#core/search/us-states.rules';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useFormErrors } from '../../../lib/forms/use-form-errors';

type Fields = Omit<PersonalInformation, 'phone'>;
const EMPTY: Fields = {
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  street: '',
  city: '',
  state: '',
  zip: '',
};

/** Today in the browser's calendar, as an ISO date (the server checks the age again on its own clock). */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const STATES = Object.entries(US_STATE_NAMES).sort((a, b) => a[1].localeCompare(b[1]));

/** The state drop-down, labelled and tied to its error like a `TextField`. */
const StateSelect = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: readonly string[] | undefined;
}) => {
  const id = `st-${useId()}`;
  const invalid = (error?.length ?? 0) > 0;
  return (
    <div className={['tw-field', invalid && 'tw-field--invalid'].filter(Boolean).join(' ')}>
      <label className="tw-field__label" htmlFor={id}>
        State
      </label>
      <select
        id={id}
        name="state"
        className="tw-field__input"
        autoComplete="address-level1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      >
        <option value="">Choose a state</option>
        {STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
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
 * The personal information form (002 section 2.2 signup/personal-info; the dashboard's edit form),
 * validated with the contract's `personalInformationInput` on today's date, the same messages the
 * server answers with.
 */
export const PersonalInfoForm = ({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  today = localToday(),
}: {
  initial?: Partial<Fields>;
  submitLabel: string;
  onSubmit: (input: PersonalInformationInput) => Promise<unknown>;
  onCancel?: () => void;
  today?: string;
}) => {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<Fields>({ ...EMPTY, ...initial });
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, clear, failure } = useFormErrors();
  useFocusFirstError(formRef, errors);
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    clear(k);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(personalInformationInput(today), form);
    if (!input) return;
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (err) {
      fromError(err);
    }
    setBusy(false);
  };

  return (
    <form
      ref={formRef}
      className="im-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Personal information"
    >
      <ErrorSummary error={failure} fields={['*']} />
      <div className="im-form__pair">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Middle name"
          optional
          name="middleName"
          autoComplete="additional-name"
          value={form.middleName}
          onChange={set('middleName')}
          error={errors.middleName}
        />
      </div>
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={form.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
      />
      <TextField
        label="Date of birth"
        type="date"
        name="dateOfBirth"
        autoComplete="bday"
        max={today}
        value={form.dateOfBirth}
        onChange={set('dateOfBirth')}
        error={errors.dateOfBirth}
        hint="You must be 18 or older"
      />
      <TextField
        label="Street address"
        name="street"
        autoComplete="address-line1"
        value={form.street}
        onChange={set('street')}
        error={errors.street}
      />
      <div className="im-form__trio">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={form.city}
          onChange={set('city')}
          error={errors.city}
        />
        <StateSelect value={form.state} onChange={(v) => set('state')({ target: { value: v } })} error={errors.state} />
        <TextField
          label="ZIP code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={form.zip}
          onChange={set('zip')}
          error={errors.zip}
        />
      </div>
      <div className="im-form__actions">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
};

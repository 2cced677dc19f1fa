import { type FormEvent, useState } from 'react';
import { phoneFunnelUrl } from '#core/search/phone-funnel.rules';
import { formatPhoneAsTyped, PHONE_INPUT_MAX_LENGTH } from '#core/search/phone-input.rules';
import { PhoneSearchSchema } from '#core/search/search.schema';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';

/**
 * The phone funnel's number field (002 section 5: "single phone field stops at 14 characters and is
 * auto-formatted"), checked with the phone search's schema ("Sorry, that is not a valid phone
 * number") before the loading page searches it.
 */
export const PhoneFunnelForm = ({
  submitLabel = 'Search Phone',
  initial = '',
}: {
  submitLabel?: string;
  initial?: string;
}) => {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(formatPhoneAsTyped(initial));
  const { errors, validate, clear } = useFormErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validate(PhoneSearchSchema, { phone });
    if (r) navigate(phoneFunnelUrl('loading', r.phone));
  };
  return (
    <form className="pf-form" onSubmit={submit} noValidate aria-label="Phone lookup">
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="(555) 555-5555"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={phone}
        error={errors.phone}
        onChange={(e) => {
          setPhone(formatPhoneAsTyped(e.target.value));
          clear('phone');
        }}
      />
      <Button type="submit" size="lg">
        {submitLabel}
      </Button>
    </form>
  );
};

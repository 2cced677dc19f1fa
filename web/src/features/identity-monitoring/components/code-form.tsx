import { type FormEvent, useRef, useState } from 'react';
import { VerificationCodeInput } from '#core/identity/identity-monitoring.schema';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { isHttpError } from '../../../lib/http/http-error';

/**
 * A 6-digit code form (e-mail, SMS or new-device code), validated with the contract's
 * `VerificationCodeInput`. A refused code (wrong, expired) is shown under the input, so the message is
 * tied to it and the focus lands there.
 */
export const CodeForm = ({
  label = 'Verification code',
  submitLabel,
  onSubmit,
}: {
  label?: string;
  submitLabel: string;
  /** Resolves when the code is accepted; rejects with the server's error otherwise. */
  onSubmit: (code: string) => Promise<unknown>;
}) => {
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, validate, setErrors, fromError, clear } = useFormErrors();
  useFocusFirstError(formRef, errors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(VerificationCodeInput, { code });
    if (!input) return;
    setBusy(true);
    try {
      await onSubmit(input.code);
    } catch (err) {
      // The code is the only field: a general refusal belongs to it.
      if (isHttpError(err) && !err.alert && err.status !== 0) {
        setErrors({ code: err.errors.code ?? err.errors['*'] ?? [err.message] });
      } else fromError(err);
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="im-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="im-code"
        value={code}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, ''));
          clear('code');
        }}
        error={errors.code ?? errors['*']}
        hint="6 digits"
      />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
};

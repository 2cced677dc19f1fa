import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { PASSWORD_RULE_MESSAGE } from '#core/accounts/password.schema';
import { AccountSignUpSchema } from '#core/accounts/sign-up.schema';
import { useFormErrors } from '../lib/forms/use-form-errors';
import { TextField } from './text-field';

/** The sign-up form's values, as typed. */
export type SignUpFormValues = { firstName: string; lastName: string; email: string; password: string };

/**
 * The state of the site's one sign-up form (POST /api/account/signup), wherever it is shown: /signup, the
 * address funnel's sign-up step, identity monitoring's first step. The values are checked with the core
 * sign-up schema the server uses; `send` makes the call and moves on (a failure shows the server's errors).
 */
export const useSignUpForm = (send: (input: z.output<typeof AccountSignUpSchema>) => Promise<void>) => {
  const [form, setForm] = useState<SignUpFormValues>({ firstName: '', lastName: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const formErrors = useFormErrors();
  const { validate, fromError, clear } = formErrors;
  const set = (k: keyof SignUpFormValues) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    clear(k);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(AccountSignUpSchema, { ...form, email: form.email.trim() });
    if (!input) return;
    setBusy(true);
    try {
      await send(input);
    } catch (error) {
      fromError(error);
      setBusy(false);
    }
  };
  return { ...formErrors, form, set, busy, submit };
};

/** The sign-up form's four fields (first and last name side by side, e-mail, password with its rule). */
export const SignUpFields = ({
  form,
  set,
  errors,
  pairClassName,
}: Pick<ReturnType<typeof useSignUpForm>, 'form' | 'set' | 'errors'> & { pairClassName: string }) => (
  <>
    <div className={pairClassName}>
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        value={form.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={form.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
      />
    </div>
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      value={form.email}
      onChange={set('email')}
      error={errors.email}
    />
    <TextField
      label="Password"
      type="password"
      name="password"
      autoComplete="new-password"
      value={form.password}
      onChange={set('password')}
      error={errors.password}
      hint={errors.password ? undefined : PASSWORD_RULE_MESSAGE}
    />
  </>
);

import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_RULE_MESSAGE } from '#core/accounts/password.schema';
import { AccountSignUpSchema } from '#core/accounts/sign-up.schema';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { refreshSession } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';
import { AuthLayout } from '../components/auth-layout';
import { SocialButtons } from '../components/social-buttons';

/** /signup (000 section 2): a free account; the same schema as the server validates the form. */
export const SignUpPage = () => {
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, clear, general } = useFormErrors();
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    clear(k);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(AccountSignUpSchema, { ...form, email: form.email.trim() });
    if (!input) return;
    setBusy(true);
    try {
      const res = await accountsApi.signUp(input);
      await refreshSession();
      navigate(res.redirect);
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Create Your Account"
      lead="Search public records, save reports and manage everything in one place."
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {general && <Alert tone="error">{general.join(' ')}</Alert>}
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="acc-form__pair">
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
        <Button type="submit" block loading={busy}>
          Create Account
        </Button>
        <p className="acc-fine">
          By creating an account you agree to the <Link to="/about/terms">Terms of Use</Link> and the{' '}
          <Link to="/about/privacy">Privacy Policy</Link>.
        </p>
      </form>
      <SocialButtons redirect="/dashboard" />
    </AuthLayout>
  );
};

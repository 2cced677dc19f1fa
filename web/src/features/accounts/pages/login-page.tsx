import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LogInInputSchema } from '#core/accounts/password.schema';
import { safeRedirect } from '#core/accounts/redirect.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { resumeRequests } from '../../../lib/http/http';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { refreshSession } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';
import { AuthLayout } from '../components/auth-layout';
import { SocialButtons } from '../components/social-buttons';

/** /login (000 section 2): e-mail prefilled from `email`, back to `redirect` afterwards (002 section 8.1). */
export const LoginPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, clear, general } = useFormErrors();
  const notice = params.get('error');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(LogInInputSchema, { email: email.trim(), password });
    if (!input) return;
    setBusy(true);
    try {
      resumeRequests();
      const res = await accountsApi.logIn({ ...input, remember, redirect });
      if (res.deviceVerificationRequired) {
        navigate(res.redirect);
        return;
      }
      await refreshSession();
      navigate(safeRedirect(res.redirect));
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Log In"
      lead="Welcome back. Log in to see your reports and manage your membership."
      footer={
        <p>
          New to Tracewell? <Link to="/signup">Create an account</Link>
        </p>
      }
    >
      {notice && <Alert tone="error">{notice}</Alert>}
      {general && <Alert tone="error">{general.join(' ')}</Alert>}
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
          error={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            clear('password');
          }}
          error={errors.password}
          required
        />
        <div className="acc-form__row">
          <label className="acc-check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> Keep me logged
            in for 30 days
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" block loading={busy}>
          Log In
        </Button>
      </form>
      <SocialButtons redirect={redirect} />
    </AuthLayout>
  );
};

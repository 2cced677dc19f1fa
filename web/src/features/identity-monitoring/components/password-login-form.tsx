import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LogInInputSchema } from '#core/accounts/password.schema';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { accountAccessApi } from '../../../lib/account-access-api';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { resumeRequests } from '../../../lib/http/http';
import { isHttpError } from '../../../lib/http/http-error';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { useContinueSetup } from '../hooks/use-continue-setup';
import { IM_ROOT } from '../hooks/use-setup-status';
import { CodeForm } from './code-form';

/**
 * The password step of the identity-monitoring log-in, through the account log-in call
 * (docs/decisions/0020): a wrong password shows the one log-in failure message under the password; too
 * many failures (HTTP 429) lock the log-in for a while (login/account-locked); a browser the account has
 * not used asks for the e-mailed 6-digit code here. Then the set-up continues, or the
 * identity-monitoring page opens.
 */
export const PasswordLoginForm = ({ email, editable = false }: { email: string; editable?: boolean }) => {
  const navigate = useNavigate();
  const continueSetup = useContinueSetup();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email, password: '' });
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deviceCheck, setDeviceCheck] = useState(false);
  const { errors, validate, setErrors, fromError, clear, failure } = useFormErrors();
  useFocusFirstError(formRef, errors);
  const redirect = `${IM_ROOT}/login/welcome-back`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(LogInInputSchema, { email: values.email.trim(), password: values.password });
    if (!input) return;
    setBusy(true);
    try {
      resumeRequests();
      const res = await accountAccessApi.logIn({ ...input, remember, redirect });
      if (res.deviceVerificationRequired) {
        setDeviceCheck(true);
        setBusy(false);
        return;
      }
      await continueSetup();
    } catch (err) {
      setBusy(false);
      if (isHttpError(err) && err.status === 429) {
        navigate(`${IM_ROOT}/login/account-locked`, { state: { message: err.message } });
      } else if (isHttpError(err) && err.status === 400 && err.errors['*'] && !err.errors.email) {
        // The one answer to a failed log-in belongs to the password the member just typed.
        setErrors({ password: err.errors['*'] });
      } else fromError(err);
    }
  };

  if (deviceCheck) {
    return (
      <div className="im-device">
        <h3 className="im-card__subtitle">New device detected</h3>
        <p>
          For your security we sent a 6-digit verification code to the email address of your account. Enter it to finish
          logging in.
        </p>
        <CodeForm
          submitLabel="Verify and Log In"
          onSubmit={async (code) => {
            await accountAccessApi.verifyDevice({ code, redirect });
            await continueSetup();
          }}
        />
      </div>
    );
  }

  return (
    <form ref={formRef} className="im-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Log in">
      <ErrorSummary error={failure} fields={['*']} />
      {editable ? (
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={(e) => {
            setValues({ ...values, email: e.target.value });
            clear('email');
          }}
          error={errors.email}
        />
      ) : (
        <p className="im-email">
          Logging in as <strong>{email}</strong>{' '}
          <Link to={`${IM_ROOT}/login?email=${encodeURIComponent(email)}`}>Change</Link>
        </p>
      )}
      {!editable && <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />}
      {!editable && errors.email && <p className="tw-field__error">{errors.email.join(' ')}</p>}
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => {
          setValues({ ...values, password: e.target.value });
          clear('password');
        }}
        error={errors.password}
      />
      <div className="im-form__row">
        <label className="im-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> Keep me logged in
          for 30 days
        </label>
        <Link to={`${IM_ROOT}/login/forgot-password?email=${encodeURIComponent(values.email)}`}>Forgot password?</Link>
      </div>
      <Button type="submit" block loading={busy}>
        Log In
      </Button>
    </form>
  );
};

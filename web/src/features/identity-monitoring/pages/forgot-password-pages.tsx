import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AccountEmailSchema } from '#core/accounts/password.schema';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { accountAccessApi } from '../../../lib/account-access-api';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { ImLayout } from '../components/im-layout';
import { IM_LOGIN_PATH, IM_ROOT } from '../hooks/use-setup-status';

const EmailForm = z.object({ email: AccountEmailSchema });
const CHECK_EMAIL_PATH = `${IM_ROOT}/login/forgot-password/check-email`;

const BackToLogIn = () => (
  <p>
    Remembered it? <Link to={IM_LOGIN_PATH}>Back to log in</Link>
  </p>
);

/**
 * /identity-monitoring/login/forgot-password: the account's reset link by e-mail (the account
 * forgot-password call; always the same answer, whether or not the e-mail has an account).
 */
export const ImForgotPasswordPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, clear, failure } = useFormErrors();
  useFocusFirstError(formRef, errors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(EmailForm, { email: email.trim() });
    if (!input) return;
    setBusy(true);
    try {
      await accountAccessApi.forgotPassword(input.email);
      navigate(`${CHECK_EMAIL_PATH}?email=${encodeURIComponent(input.email)}`);
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };

  return (
    <ImLayout
      heading="Forgot your password?"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<BackToLogIn />}
    >
      <form ref={formRef} className="im-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Reset password">
        <ErrorSummary error={failure} fields={['*']} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
          error={errors.email}
        />
        <Button type="submit" block loading={busy}>
          Send Reset Link
        </Button>
      </form>
    </ImLayout>
  );
};

/** /identity-monitoring/login/forgot-password/check-email: where the link went, and how to get another. */
export const ImCheckEmailPage = () => {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <ImLayout heading="Check your email" footer={<BackToLogIn />}>
      <p>
        If an account exists for {email ? <strong>{email}</strong> : 'that address'}, we sent it a link to choose a new
        password. The link works for a limited time.
      </p>
      <p>
        Nothing there? Check your spam folder, or{' '}
        <Link to={`${IM_ROOT}/login/forgot-password?email=${encodeURIComponent(email)}`}>send another link</Link>.
      </p>
    </ImLayout>
  );
};

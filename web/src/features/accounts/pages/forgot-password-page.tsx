import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { AccountEmailSchema } from '#core/accounts/password.schema';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { accountsApi } from '../api/accounts-api';
import { AuthLayout } from '../components/auth-layout';

const EmailForm = z.object({ email: AccountEmailSchema });

/** /forgot-password: always the same answer, whether or not the e-mail has an account. */
export const ForgotPasswordPage = () => {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, general } = useFormErrors();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(EmailForm, { email: email.trim() });
    if (!input) return;
    setBusy(true);
    try {
      setSent((await accountsApi.forgotPassword(input.email)).message);
    } catch (err) {
      fromError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot Your Password?"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      {sent ? (
        <Alert tone="success" title="Check your email">
          <p>{sent}</p>
        </Alert>
      ) : (
        <>
          {general && <Alert tone="error">{general.join(' ')}</Alert>}
          <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
            />
            <Button type="submit" block loading={busy}>
              Send Reset Link
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
};

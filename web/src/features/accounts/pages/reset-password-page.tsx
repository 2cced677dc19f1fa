import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { makeChangePasswordSchema, PASSWORD_RULE_MESSAGE } from '#core/accounts/password.schema';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { accountsApi } from '../api/accounts-api';
import { AuthLayout } from '../components/auth-layout';

const NewPasswordForm = makeChangePasswordSchema({ systemGeneratedPassword: true });

/** /reset-password?token=...: the e-mailed link; the token works once, for one hour. */
export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, general } = useFormErrors();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate(NewPasswordForm, { password, confirmPassword })) return;
    setBusy(true);
    try {
      setDone((await accountsApi.resetPassword({ token, password, confirmPassword })).message);
    } catch (err) {
      fromError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Choose a New Password">
      {done ? (
        <Alert tone="success" title={done}>
          <p>
            You can now <Link to="/login">log in with your new password</Link>.
          </p>
        </Alert>
      ) : (
        <>
          {!token && (
            <Alert tone="error">This password reset link is invalid or has expired. Please request a new one.</Alert>
          )}
          {general && (
            <Alert tone="error">
              {general.join(' ')} <Link to="/forgot-password">Request a new link</Link>
            </Alert>
          )}
          <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label="New password"
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint={errors.password ? undefined : PASSWORD_RULE_MESSAGE}
            />
            <TextField
              label="Confirm new password"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirmPassword}
            />
            <Button type="submit" block loading={busy} disabled={!token}>
              Save New Password
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
};

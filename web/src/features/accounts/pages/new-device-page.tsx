import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { VerificationCodeSchema } from '#core/accounts/password.schema';
import { safeRedirect } from '#core/accounts/redirect.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { refreshSession } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';
import { AuthLayout } from '../components/auth-layout';

const CodeForm = z.object({ code: VerificationCodeSchema });

/** /login/new-device-detected: the 6-digit code e-mailed for a log-in from an unknown browser. */
export const NewDevicePage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, general } = useFormErrors();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(CodeForm, { code });
    if (!input) return;
    setBusy(true);
    try {
      const res = await accountsApi.verifyDevice({ code: input.code, redirect });
      await refreshSession();
      navigate(safeRedirect(res.redirect));
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="New Device Detected"
      lead="For your security we sent a 6-digit verification code to the email address of your account. Enter it below to finish logging in."
      footer={
        <p>
          Didn&apos;t get the code? <Link to={`/login?redirect=${encodeURIComponent(redirect)}`}>Log in again</Link> to
          get a new one.
        </p>
      }
    >
      {general && <Alert tone="error">{general.join(' ')}</Alert>}
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="acc-code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={errors.code}
        />
        <Button type="submit" block loading={busy}>
          Verify and Log In
        </Button>
      </form>
    </AuthLayout>
  );
};

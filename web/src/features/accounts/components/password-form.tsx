import { type FormEvent, useState } from 'react';
import {
  makeChangePasswordSchema,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_UPDATE_FAILED_MESSAGE,
} from '#core/accounts/password.schema';
import { hasSystemGeneratedPassword } from '#core/accounts/user-flags.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { isHttpError } from '../../../lib/http/http-error';
import { accountsApi, type DashboardUser } from '../api/accounts-api';

/**
 * Change password (000 sections 4, 5, 7): current, new and confirm to user/credentials. For a
 * system-generated password ("Set Up Password") no current password: the e-mail goes to the
 * password-hash call, then hashId + new + confirm to the reset call. Closing the success view reloads
 * the page.
 */
export const PasswordForm = ({ user, onCancel }: { user: DashboardUser; onCancel?: () => void }) => {
  const setUp = hasSystemGeneratedPassword(user.userFlags);
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { errors, validate, setErrors, clear, general } = useFormErrors();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (
      !validate(makeChangePasswordSchema({ systemGeneratedPassword: setUp }), {
        oldPassword,
        password,
        confirmPassword,
      })
    )
      return;
    setBusy(true);
    try {
      if (setUp) {
        const { hashId } = await accountsApi.passwordHash(user.email);
        await accountsApi.resetPassword({ hashId, newPassword: password, confirmNewPassword: confirmPassword });
      } else {
        await accountsApi.changePassword({ oldPassword, password, confirmPassword });
      }
      setDone(true);
    } catch (err) {
      // Field errors as the server sent them; anything else is the spec's one failure text.
      if (isHttpError(err) && err.status === 400 && !err.errors['*']) setErrors(err.errors);
      else if (isHttpError(err) && err.status === 429) setErrors(err.errors);
      else setErrors({ '*': [PASSWORD_UPDATE_FAILED_MESSAGE] });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="acc-password-done">
        <Alert tone="success" title="Your password has been updated.">
          <p>{setUp ? 'You can now log in with your email and password.' : 'Other devices have been logged out.'}</p>
        </Alert>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form
      className="acc-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={setUp ? 'Set Up Password' : 'Change Password'}
    >
      {general && <Alert tone="error">{general.join(' ')}</Alert>}
      {!setUp && (
        <TextField
          label="Current password"
          type="password"
          name="oldPassword"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => {
            setOld(e.target.value);
            clear('oldPassword');
          }}
          error={errors.oldPassword}
        />
      )}
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
        }}
        error={errors.password}
        hint={errors.password ? undefined : PASSWORD_RULE_MESSAGE}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => {
          setConfirm(e.target.value);
          clear('confirmPassword');
        }}
        error={errors.confirmPassword}
      />
      <div className="acc-form__actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {setUp ? 'Set Up Password' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
};

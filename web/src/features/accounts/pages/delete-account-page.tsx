import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { hasSystemGeneratedPassword } from '#core/accounts/user-flags.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useSessionStore } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';
import { useDashboardUser } from '../hooks/use-dashboard-user';
import '../accounts.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

/** /dashboard/account/delete: confirm with the password (or the e-mail for a system-generated one). */
export const DeleteAccountPage = () => {
  const { user, error } = useDashboardUser();
  const navigate = useNavigate();
  const [secret, setSecret] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { fromError, general, setErrors } = useFormErrors();

  if (!user) {
    return (
      <PageContainer title="Delete Account">
        {error ? <ErrorSummary error={error} /> : <Spinner label="Loading..." />}
      </PageContainer>
    );
  }
  const byEmail = hasSystemGeneratedPassword(user.userFlags);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!confirmed) {
      setErrors({ '*': ['Please confirm that you want to delete your account.'] });
      return;
    }
    setBusy(true);
    try {
      const res = await accountsApi.deleteAccount(byEmail ? { email: secret } : { password: secret });
      useSessionStore.getState().setSignedOut();
      navigate(res.redirect, { replace: true });
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };
  return (
    <PageContainer width="narrow" title="Delete Account" className="acc-dashboard">
      <Card>
        <Alert tone="warning" title="This cannot be undone">
          <p>
            Deleting your account ends every session, unlinks your social log-ins and removes your name, email, search
            history and recent reports. You will not be able to log in again.
          </p>
          <p>
            Any membership ends at once and is never renewed or charged again, and your saved cards are removed. The
            time left in the current period is not refunded. Records of past payments (amount, date, what was bought)
            are kept for seven years because tax and accounting law require it.
          </p>
        </Alert>
        {general && <Alert tone="error">{general.join(' ')}</Alert>}
        <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={byEmail ? 'Type the email address of your account' : 'Your password'}
            type={byEmail ? 'email' : 'password'}
            name={byEmail ? 'email' : 'password'}
            autoComplete={byEmail ? 'off' : 'current-password'}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
          <label className="acc-check">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> I understand
            that my account will be permanently deleted.
          </label>
          <div className="acc-form__actions">
            <Link to="/dashboard/account">Keep my account</Link>
            <Button type="submit" variant="danger" loading={busy}>
              Delete My Account
            </Button>
          </div>
        </form>
      </Card>
    </PageContainer>
  );
};

/** /dashboard/account/delete-confirmed/{confirmationId}. */
export const DeleteConfirmedPage = () => {
  const { confirmationId } = useParams();
  return (
    <PageContainer width="narrow" title="Your Account Has Been Deleted" className="acc-dashboard">
      <Card>
        <p>We have deleted your account and ended every session. Thank you for using Tracewell.</p>
        <p className="acc-muted">
          Confirmation number: <strong data-testid="confirmation-id">{confirmationId}</strong>
        </p>
        <Link to="/">Back to the start page</Link>
      </Card>
    </PageContainer>
  );
};

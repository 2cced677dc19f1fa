import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { passwordButtonLabel } from '#core/accounts/password-modal.rules';
import { userFlags } from '#core/accounts/user-flags.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useSessionStore } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';
import { markLoggingOut } from '../api/session-expiry';
import { LinkedAccounts } from '../components/linked-accounts';
import { PasswordForm } from '../components/password-form';
import { PasswordModal } from '../components/password-modal';
import { useDashboardUser } from '../hooks/use-dashboard-user';
import '../accounts.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

/**
 * /dashboard/account, "Your Account": name, e-mail, password, linked accounts, log out, delete, plus the
 * blocks other features contribute (memberships: subscriptions, cards, cancel/upgrade/resume), passed in
 * by the app layer so features never import each other.
 */
export const AccountPage = ({ blocks }: { blocks?: ReactNode }) => {
  const { user, error } = useDashboardUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [verifyNote, setVerifyNote] = useState<string | null>(null);
  const nav = (location.state ?? {}) as { notice?: string; error?: string };

  if (!user) {
    return (
      <PageContainer title="Your Account">
        {error ? <ErrorSummary error={error} /> : <Spinner label="Loading your account..." />}
      </PageContainer>
    );
  }
  const verified = userFlags.has(user.userFlags, 'verifiedEmail');
  const logOut = async () => {
    markLoggingOut();
    await accountsApi.logOut().catch(() => undefined);
    useSessionStore.getState().setSignedOut();
    navigate('/login');
  };

  return (
    <PageContainer title="Your Account" className="acc-dashboard">
      <PasswordModal user={user} />
      {blocks}
      <div className="acc-grid">
        <Card title="Account Details" data-testid="account-details">
          <dl className="acc-details">
            <dt>Name</dt>
            <dd>{user.name.fullName || '—'}</dd>
            <dt>Email</dt>
            <dd>
              {user.email}{' '}
              {verified ? (
                <span className="acc-pill acc-pill--ok">Verified</span>
              ) : (
                <span className="acc-pill">Not verified</span>
              )}
            </dd>
            <dt>Member since</dt>
            <dd>
              {new Date(user.created).toLocaleDateString('en-US', {
                month: 'short',
                day: 'numeric',
                year: 'numeric',
                timeZone: 'America/Los_Angeles',
              })}
            </dd>
            <dt>Account number</dt>
            <dd>{user.accountId}</dd>
          </dl>
          {!verified && (
            <p className="acc-muted">
              {verifyNote ?? 'Please verify your email address with the link we sent you.'}{' '}
              {!verifyNote && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    void accountsApi.resendVerification().then(
                      (r) => setVerifyNote(r.message),
                      (e: Error) => setVerifyNote(e.message),
                    )
                  }
                >
                  Send the link again
                </Button>
              )}
            </p>
          )}
          <div className="acc-form__actions acc-form__actions--start">
            <Button variant="secondary" onClick={() => void logOut()}>
              Log Out
            </Button>
          </div>
        </Card>

        <Card title="Password" data-testid="password-card">
          {editing ? (
            <PasswordForm user={user} onCancel={() => setEditing(false)} />
          ) : (
            <>
              <p className="acc-muted">
                {userFlags.has(user.userFlags, 'systemGeneratedPassword')
                  ? 'You signed up with a social account and have no password yet.'
                  : 'Changing your password logs you out on every other device.'}
              </p>
              <Button onClick={() => setEditing(true)}>{passwordButtonLabel(user.userFlags)}</Button>
            </>
          )}
        </Card>

        <LinkedAccounts
          user={user}
          initialNotice={
            nav.notice ? { tone: 'success', text: nav.notice } : nav.error ? { tone: 'error', text: nav.error } : null
          }
        />

        <Card title="Delete Account" className="acc-danger-card">
          <p className="acc-muted">Permanently delete your account and the personal data we keep for it.</p>
          <Link className="acc-danger-link" to="/dashboard/account/delete">
            Delete my account
          </Link>
        </Card>
      </div>
      {nav.error && !nav.notice && (
        <Alert tone="error" className="acc-sr-only">
          {nav.error}
        </Alert>
      )}
    </PageContainer>
  );
};

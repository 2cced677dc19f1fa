import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { isHttpError } from '../../../lib/http/http-error';
import { useRequest } from '../../../lib/http/use-request';
import { accountsApi, type DashboardUser, type SocialLoginRow, type SocialProvider } from '../api/accounts-api';
import { rememberSocialIntent } from '../stores/social-intent';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The linked-accounts block (000 sections 2, 4, 5, 8): one row per provider with Link or Unlink; the
 * list is refreshed after each change. Unlink is refused while the password is system generated.
 */
export const LinkedAccounts = ({ user, initialNotice }: { user: DashboardUser; initialNotice: Notice }) => {
  const [ownNotice, setNotice] = useState<Notice>(initialNotice);
  const [busy, setBusy] = useState<number | null>(null);
  const linked = useRequest(
    'linked-accounts',
    async () => {
      const [p, l] = await Promise.all([accountsApi.providers(), accountsApi.socialLogins()]);
      return { providers: p.providers, logins: l.logins.Data.filter((x) => x.IsActive) };
    },
    { keepPrevious: true },
  );
  const providers = linked.data?.providers ?? [];
  const logins = linked.data?.logins ?? [];
  const notice: Notice = linked.error ? { tone: 'error', text: 'Linked accounts could not be loaded.' } : ownNotice;

  const failText = (e: unknown, fallback: string) => (isHttpError(e) ? (e.errors['*']?.[0] ?? fallback) : fallback);

  const link = async (p: SocialProvider) => {
    setBusy(p.authSourceEnumId);
    try {
      const r = await accountsApi.link({
        email: user.email,
        userId: user.userId,
        isActive: true,
        accountAuthType: p.authSourceEnumId,
      });
      rememberSocialIntent('link');
      window.location.assign(r.redirectUrl);
    } catch (e) {
      setNotice({
        tone: 'error',
        text: failText(e, `We're sorry. We were unable to link your ${p.name} account to your account.`),
      });
      setBusy(null);
    }
  };
  const unlink = async (p: SocialProvider, row: SocialLoginRow) => {
    setBusy(p.authSourceEnumId);
    try {
      const r = await accountsApi.unlink({
        email: user.email,
        userId: user.userId,
        isActive: false,
        externalLoginId: row.Id,
        accountAuthType: row.AuthSourceEnumId,
      });
      setNotice({ tone: 'success', text: r.message });
      linked.reload();
    } catch (e) {
      setNotice({ tone: 'error', text: failText(e, `We're sorry. We were unable to unlink your ${p.name} account.`) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Linked Accounts" titleAs="h2" className="acc-linked" data-testid="linked-accounts">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {providers.length === 0 && <p className="acc-muted">No social log-in providers are available.</p>}
      <ul className="acc-linked__list">
        {providers.map((p) => {
          const row = logins.find((l) => l.AuthSourceEnumId === p.authSourceEnumId);
          return (
            <li key={p.authSourceEnumId} className="acc-linked__row">
              <span className={`acc-linked__badge acc-linked__badge--${p.name.toLowerCase()}`} aria-hidden="true">
                {p.name[0]}
              </span>
              <span className="acc-linked__name">
                {p.name}
                <small>
                  {row
                    ? `Linked since ${new Date(row.InsertDate).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`
                    : 'Not linked'}
                </small>
              </span>
              {row ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === p.authSourceEnumId}
                  onClick={() => void unlink(p, row)}
                >
                  Unlink {p.name}
                </Button>
              ) : (
                <Button size="sm" loading={busy === p.authSourceEnumId} onClick={() => void link(p)}>
                  Link {p.name}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
};

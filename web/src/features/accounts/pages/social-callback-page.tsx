import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { resumeRequests } from '../../../lib/http/http';
import { isHttpError } from '../../../lib/http/http-error';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { lastKnownUser, refreshSession } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';
import { loginUrlFor } from '../api/session-expiry';
import { AuthLayout } from '../components/auth-layout';
import { takeSocialIntent } from '../stores/social-intent';

/**
 * /login/social/callback: the provider sends the browser here with `code` and `state` (or `error`).
 * The server finishes the log-in or the link; a link goes back to Your Account with the spec's text.
 */
export const SocialCallbackPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const state = params.get('state') ?? '';
    const code = params.get('code') ?? undefined;
    const providerError = params.get('error') ?? undefined;
    const { intent, returnTo: silentReturn } = takeSocialIntent();
    void (async () => {
      try {
        resumeRequests();
        const res = await accountsApi.socialCallback({
          state,
          ...(code ? { code } : {}),
          ...(providerError ? { error: providerError } : {}),
        });
        await refreshSession();
        if (res.intent === 'link') navigate('/dashboard/account', { replace: true, state: { notice: res.message } });
        else navigate(res.redirect, { replace: true });
      } catch (e) {
        const message = isHttpError(e) ? (e.errors['*']?.[0] ?? e.message) : 'Sorry, an error occurred';
        if (intent === 'link') {
          navigate('/dashboard/account', { replace: true, state: { error: message } });
        } else if (intent === 'silent' || providerError === 'login_required') {
          // A silent re-login after a session expiry failed: log in normally (002 section 8.1 case 2).
          window.location.replace(loginUrlFor(silentReturn ?? '/dashboard', lastKnownUser()?.email));
        } else {
          setError(message);
        }
      }
    })();
  }, [params, navigate]);

  return (
    <AuthLayout title="Logging You In">
      {error ? (
        <Alert tone="error" title={error}>
          <p>
            <a href="/login">Back to log in</a>
          </p>
        </Alert>
      ) : (
        <Spinner label="Finishing log-in..." />
      )}
    </AuthLayout>
  );
};

import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useSiteFlag } from '../../../lib/feature-flags';
import { useRequest } from '../../../lib/http/use-request';
import { accountsApi, type SocialProvider } from '../api/accounts-api';
import { rememberSocialIntent } from '../stores/social-intent';

/** "Continue with Facebook / Google" (000 section 3: two social providers), while the socialLogin site flag (bit 1) is on. */
export const SocialButtons = ({ redirect }: { redirect: string }) => {
  const socialLogin = useSiteFlag('socialLogin');
  const providers = useRequest('social-providers', () => accountsApi.providers()).data?.providers ?? [];
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0 || socialLogin !== true) return null;
  const start = async (p: SocialProvider) => {
    setBusy(p.authSourceEnumId);
    setError(null);
    try {
      const r = await accountsApi.socialStart({ authSourceEnumId: p.authSourceEnumId, redirect });
      rememberSocialIntent('login');
      window.location.assign(r.redirectUrl);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sorry, an error occurred');
      setBusy(null);
    }
  };
  return (
    <div className="acc-social">
      <div className="acc-divider">
        <span>or</span>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {providers.map((p) => (
        <Button
          key={p.authSourceEnumId}
          variant="secondary"
          block
          className={`acc-social__btn acc-social__btn--${p.name.toLowerCase()}`}
          loading={busy === p.authSourceEnumId}
          onClick={() => void start(p)}
        >
          Continue with {p.name}
        </Button>
      ))}
    </div>
  );
};

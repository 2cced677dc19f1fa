import { onUnauthorized } from '../../../lib/http/http';
import { lastKnownUser, useSessionStore } from '../../../lib/session/session-store';
import { rememberSocialIntent } from '../stores/social-intent';
import { accountsApi } from './accounts-api';

/**
 * The session-expiry (HTTP 401) flow of 002 section 8.1, registered with the request layer:
 * 1. a consumer-privacy case re-verifies and retries (the privacy feature registers that step with
 *    {@link registerPrivacyReverify}; until then this step is skipped). TODO(privacy issue): register it.
 * 2. social-login accounts try a silent log-in at their provider (prompt=none) and come back to the
 *    same page; if that fails the callback page sends them to /login?redirect=;
 * 3. other accounts: pending requests are cancelled and the browser goes to
 *    /login?redirect={current path}&email={e-mail when known};
 * 4. after that the request layer rejects new requests with "All requests cancelled".
 */
let privacyReverify: (() => Promise<boolean>) | null = null;

/** For the privacy feature: re-verify the open case; `true` retries the failed request. */
export const registerPrivacyReverify = (fn: () => Promise<boolean>): (() => void) => {
  privacyReverify = fn;
  return () => {
    if (privacyReverify === fn) privacyReverify = null;
  };
};

const SILENT_TRIED = 'tw.silentRelogin';
/** A silent provider log-in is tried at most once a minute per tab, so a failing provider cannot loop. */
const silentAllowed = (): boolean => {
  try {
    const at = Number(sessionStorage.getItem(SILENT_TRIED) ?? 0);
    return Date.now() - at > 60_000;
  } catch {
    return false;
  }
};

/** The /login address for the current page (002 section 8.1 case 3). */
export const loginUrlFor = (path: string, email: string | null | undefined): string => {
  const q = new URLSearchParams({ redirect: path });
  if (email) q.set('email', email);
  return `/login?${q.toString()}`;
};

/**
 * Set by a deliberate log-out until the next sign-in: a request under way when the session ends then
 * answers 401, and the flow must not send the browser to /login?redirect=... after the log-out has sent
 * it to /login (which of the two came last was a race).
 */
let loggingOut = false;
export const markLoggingOut = (): void => {
  loggingOut = true;
};

let installed = false;
let go = (url: string) => window.location.assign(url);

/** Tests replace the full-page navigation. */
export const configureSessionExpiry = (opts: { go: (url: string) => void }): void => {
  go = opts.go;
};

export const installSessionExpiryHandling = (): void => {
  if (installed) return;
  installed = true;
  useSessionStore.subscribe((s) => {
    if (s.status === 'signedIn') loggingOut = false;
  });
  onUnauthorized(async () => {
    if (loggingOut) return 'fail';
    if (privacyReverify) {
      if (await privacyReverify().catch(() => false)) return 'retry';
      go('/request-my-info');
      return 'cancel';
    }
    const here = `${window.location.pathname}${window.location.search}`;
    const last = lastKnownUser();
    useSessionStore.getState().setSignedOut();
    const flags = last?.userFlags ?? 0;
    const source = flags & 64 ? 1 : flags & 128 ? 2 : null;
    if (source !== null && silentAllowed()) {
      try {
        sessionStorage.setItem(SILENT_TRIED, String(Date.now()));
        const started = await accountsApi.socialStart({ authSourceEnumId: source, redirect: here, silent: true });
        rememberSocialIntent('silent', here);
        go(started.redirectUrl);
        return 'cancel';
      } catch {
        /* fall through to the log-in page */
      }
    }
    go(loginUrlFor(here, last?.email));
    return 'cancel';
  });
};

import { create } from 'zustand';
import { useShellStore } from '../../../app/shell/shell-store';
import type { SessionUser } from '../api/accounts-api';

/**
 * Who is signed in, as far as the browser knows (the server's session is the truth). The last known
 * e-mail and flags survive a session expiry so the 401 flow can prefill /login and pick the
 * social re-login (002 section 8.1).
 */
type SessionState = {
  status: 'unknown' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  setSignedIn: (user: SessionUser) => void;
  setSignedOut: () => void;
};

const LAST_USER_KEY = 'tw.lastUser';

/** The last signed-in user's e-mail and flags (sessionStorage: this tab only). */
export const lastKnownUser = (): Pick<SessionUser, 'email' | 'userFlags'> | null => {
  try {
    const raw = sessionStorage.getItem(LAST_USER_KEY);
    return raw ? (JSON.parse(raw) as Pick<SessionUser, 'email' | 'userFlags'>) : null;
  } catch {
    return null;
  }
};

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  setSignedIn: (user) => {
    try {
      sessionStorage.setItem(LAST_USER_KEY, JSON.stringify({ email: user.email, userFlags: user.userFlags }));
    } catch {
      /* storage unavailable: the 401 flow then has no e-mail to prefill */
    }
    useShellStore.getState().setSignedIn(true);
    set({ status: 'signedIn', user });
  },
  setSignedOut: () => {
    useShellStore.getState().setSignedIn(false);
    set({ status: 'signedOut', user: null });
  },
}));

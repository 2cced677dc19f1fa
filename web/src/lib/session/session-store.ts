import { create } from 'zustand';
import { http } from '../http/http';

/** The signed-in user as GET /api/account/session answers it (a part of 000 section 3 "User"). */
export type SessionUser = { userId: string; email: string; firstName: string; lastName: string; userFlags: number };

/**
 * Who is signed in, as far as the browser knows (the server's session is the truth). The one place
 * the UI keeps "signed in": the nav (LOG IN / JOIN or MY ACCOUNT, 000 section 2), the checkout (sign-up
 * inside the checkout or not) and the report page (monitoring, PDFs) all read it. `unknown` until the
 * first answer. The last known e-mail and flags survive a session expiry so the 401 flow can prefill
 * /login and pick the social re-login (002 section 8.1).
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
    const { userId, email, firstName, lastName, userFlags } = user;
    set({ status: 'signedIn', user: { userId, email, firstName, lastName, userFlags } });
  },
  setSignedOut: () => set({ status: 'signedOut', user: null }),
}));

/** True while the browser knows a signed-in user. */
export const useSignedIn = (): boolean => useSessionStore((s) => s.status === 'signedIn');

/** Asks the server who is signed in and updates the store (GET /api/account/session). */
export const refreshSession = async (): Promise<void> => {
  try {
    const s = await http.get<{ success: true; signedIn: boolean; user?: SessionUser }>('/api/account/session');
    if (s.signedIn && s.user) useSessionStore.getState().setSignedIn(s.user);
    else useSessionStore.getState().setSignedOut();
  } catch {
    useSessionStore.getState().setSignedOut();
  }
};

import { useRequest } from '../../../lib/http/use-request';
import { useSessionStore } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';

/**
 * The signed-in user from GET /dashboard/api/user; the session store learns who is signed in from it.
 * Without a session the request layer's 401 flow takes the browser to /login?redirect=... (002 section 8.1).
 */
export const useDashboardUser = () => {
  const { data: user, error } = useRequest('dashboard-user', async () => {
    const res = await accountsApi.user();
    useSessionStore.getState().setSignedIn(res.user);
    return res.user;
  });
  return { user, error };
};

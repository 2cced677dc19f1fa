import { useCallback, useEffect, useState } from 'react';
import { accountsApi, type DashboardUser } from '../api/accounts-api';
import { useSessionStore } from '../stores/session-store';

/**
 * The signed-in user from GET /dashboard/api/user. Without a session the request layer's 401 flow
 * takes the browser to /login?redirect=... (002 section 8.1).
 */
export const useDashboardUser = () => {
  const [user, setUser] = useState<DashboardUser | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(async () => {
    try {
      const res = await accountsApi.user();
      setUser(res.user);
      useSessionStore.getState().setSignedIn(res.user);
    } catch (e) {
      setError(e);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { user, error, reload: load };
};

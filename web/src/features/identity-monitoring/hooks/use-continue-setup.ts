import { useCallback } from 'react';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { refreshSession } from '../../../lib/session/session-store';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { IM_DASHBOARD_PATH, nextSetupPath } from './use-setup-status';

/**
 * After a log-in: the session store learns the member, then the set-up continues at its next step,
 * or the identity-monitoring page opens when monitoring is already active.
 */
export const useContinueSetup = () => {
  const navigate = useNavigate();
  return useCallback(async () => {
    await refreshSession();
    const status = await identityMonitoringApi.status().catch(() => null);
    navigate(status ? nextSetupPath(status) : IM_DASHBOARD_PATH, { replace: true });
  }, [navigate]);
};

import { useEffect } from 'react';
import type { IdentityMonitoringStatus, IdentitySetupStep } from '#core/identity/identity-monitoring.schema';
import { isHttpError } from '../../../lib/http/http-error';
import { useRequest } from '../../../lib/http/use-request';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { lastKnownUser, useSessionStore } from '../../../lib/session/session-store';
import { identityMonitoringApi } from '../api/identity-monitoring-api';

export const IM_ROOT = '/identity-monitoring';
/** The member's identity-monitoring page once monitoring is active (000 section 2 "Under monitoring"). */
export const IM_DASHBOARD_PATH = '/dashboard/monitoring/identity-monitoring';
export const IM_LOGIN_PATH = `${IM_ROOT}/login`;
export const IM_SESSION_EXPIRED_PATH = `${IM_ROOT}/login/session-expired`;

/** The screen of each set-up step of the contract (`IdentitySetupStep`). */
export const SETUP_STEP_PATHS: Readonly<Record<IdentitySetupStep, string>> = {
  'verify-email': `${IM_ROOT}/signup/verify-email`,
  'personal-info': `${IM_ROOT}/signup/personal-info`,
  'verify-phone': `${IM_ROOT}/signup/verify-phone`,
  'select-identity': `${IM_ROOT}/signup/select-identity`,
};

/** Where the member goes next: the first step not done, or the identity-monitoring page once active. */
export const nextSetupPath = (status: Pick<IdentityMonitoringStatus, 'nextStep'>): string =>
  status.nextStep === null ? IM_DASHBOARD_PATH : SETUP_STEP_PATHS[status.nextStep];

/** A set-up screen: a step, the e-mail confirmation after its step, or account creation before them. */
export type SetupScreen = IdentitySetupStep | 'verify-email-confirm' | 'create-account';

/**
 * Where a set-up screen sends the member instead of showing itself, or null to show it: a step screen
 * shows only while it is the next step (skipped ahead or already done: on to `nextStep`), but for the
 * phone, which may be verified again until a record is chosen; the e-mail
 * confirmation once the e-mail is verified; account creation never for a signed-in member.
 */
export const setupRedirect = (screen: SetupScreen, status: IdentityMonitoringStatus): string | null => {
  if (screen === 'create-account') return nextSetupPath(status);
  if (screen === 'verify-email-confirm') return status.emailVerified ? null : nextSetupPath(status);
  // Before choosing a record, another phone may be verified: only records holding a verified contact are offered.
  if (screen === 'verify-phone' && status.nextStep === 'select-identity') return null;
  return status.nextStep === screen ? null : nextSetupPath(status);
};

/** Where a signed-out visitor of a set-up screen goes: session expired when this tab knew a member. */
export const signedOutPath = (): string => (lastKnownUser() ? IM_SESSION_EXPIRED_PATH : IM_LOGIN_PATH);

/**
 * The set-up status for a set-up screen, with its redirects applied: a signed-out visitor goes to the
 * log-in (or session-expired) screen, unless `allowSignedOut` (account creation); a member who skipped
 * ahead goes to the next step. `status` is set only when the screen may show.
 */
export const useSetupStatus = (screen: SetupScreen, options: { allowSignedOut?: boolean } = {}) => {
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.status);
  const skip = options.allowSignedOut === true && session !== 'signedIn';
  const req = useRequest(skip ? null : 'identity-monitoring-status', (signal) => identityMonitoringApi.status(signal));
  const unauthorized = isHttpError(req.error) && req.error.status === 401;
  const redirect = req.data ? setupRedirect(screen, req.data) : null;

  useEffect(() => {
    if (unauthorized && !options.allowSignedOut) navigate(signedOutPath(), { replace: true });
    else if (redirect) navigate(redirect, { replace: true });
  }, [unauthorized, redirect, navigate, options.allowSignedOut]);

  return {
    status: req.data && !redirect ? req.data : null,
    error: unauthorized ? null : req.error,
    loading: !skip && !req.data && !req.error,
    reload: req.reload,
  };
};

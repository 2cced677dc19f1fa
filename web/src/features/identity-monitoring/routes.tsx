import type { ReactNode } from 'react';
import type { AppRoute } from '../../lib/routing/app-route';
import { ImCheckEmailPage, ImForgotPasswordPage } from './pages/forgot-password-pages';
import { IdentityDashboardPage } from './pages/identity-dashboard-page';
import {
  ImAccountLockedPage,
  ImLoginPage,
  ImLoginPasswordPage,
  ImSessionExpiredPage,
  ImWelcomeBackPage,
} from './pages/login-pages';
import { ImPersonalInfoPage } from './pages/personal-info-page';
import { ImSelectIdentityPage } from './pages/select-identity-page';
import { ImCreateAccountPage, ImSignupPage } from './pages/signup-pages';
import { ImVerifyEmailConfirmPage, ImVerifyEmailPage } from './pages/verify-email-pages';
import { ImVerifyPhonePage } from './pages/verify-phone-page';

const TITLE = 'Identity Monitoring';
// The path rules give these screens a reduced nav and no footer (core/shell/navigation.rules.ts); the
// login screens' join button and the signup screens' login button stay inside identity monitoring.
const LOGIN_NAV = { joinHref: '/identity-monitoring/signup' };
const SIGNUP_NAV = { loginHref: '/identity-monitoring/login' };

const screen = (path: string, name: string, element: ReactNode, nav: AppRoute['nav']): AppRoute => ({
  path: `/identity-monitoring/${path}`,
  name,
  title: TITLE,
  nav,
  element,
});

/**
 * Identity monitoring (000 section 2; 002 section 2.2; core/identity/identity-monitoring.schema.ts):
 * the log-in and set-up screens under /identity-monitoring, every one titled "Identity Monitoring",
 * and the member's page under the dashboard's monitoring pages. `dashboardSubnav` is the monitoring
 * navigation the app composes in (features never import each other).
 */
export const makeIdentityMonitoringRoutes = (opts: { dashboardSubnav?: ReactNode } = {}): AppRoute[] => [
  {
    path: '/identity-monitoring',
    name: 'identity-monitoring',
    title: TITLE,
    nav: SIGNUP_NAV,
    element: <ImSignupPage />,
  },
  screen('login', 'identity-monitoring-login', <ImLoginPage />, LOGIN_NAV),
  screen('login/password', 'identity-monitoring-login-password', <ImLoginPasswordPage />, LOGIN_NAV),
  screen('login/account-locked', 'identity-monitoring-account-locked', <ImAccountLockedPage />, LOGIN_NAV),
  screen('login/forgot-password', 'identity-monitoring-forgot-password', <ImForgotPasswordPage />, LOGIN_NAV),
  screen('login/forgot-password/check-email', 'identity-monitoring-check-email', <ImCheckEmailPage />, LOGIN_NAV),
  screen('login/session-expired', 'identity-monitoring-session-expired', <ImSessionExpiredPage />, LOGIN_NAV),
  screen('login/welcome-back', 'identity-monitoring-welcome-back', <ImWelcomeBackPage />, LOGIN_NAV),
  screen('signup', 'identity-monitoring-signup', <ImSignupPage />, SIGNUP_NAV),
  screen('signup/create-account', 'identity-monitoring-create-account', <ImCreateAccountPage />, SIGNUP_NAV),
  screen('signup/verify-email', 'identity-monitoring-verify-email', <ImVerifyEmailPage />, SIGNUP_NAV),
  screen('signup/verify-email/confirm', 'identity-monitoring-email-verified', <ImVerifyEmailConfirmPage />, SIGNUP_NAV),
  screen('signup/personal-info', 'identity-monitoring-personal-info', <ImPersonalInfoPage />, SIGNUP_NAV),
  screen('signup/verify-phone', 'identity-monitoring-verify-phone', <ImVerifyPhonePage />, SIGNUP_NAV),
  screen('signup/select-identity', 'identity-monitoring-select-identity', <ImSelectIdentityPage />, SIGNUP_NAV),
  {
    path: '/dashboard/monitoring/identity-monitoring',
    name: 'identity-monitoring-dashboard',
    title: TITLE,
    element: <IdentityDashboardPage subnav={opts.dashboardSubnav} />,
  },
];

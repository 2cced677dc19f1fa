import type { ReactNode } from 'react';
import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

// Pages load on demand (route-level code splitting).
const ImCheckEmailPage = lazyPage(() => import('./pages/forgot-password-pages'), 'ImCheckEmailPage');
const ImForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-pages'), 'ImForgotPasswordPage');
const IdentityDashboardPage = lazyPage(() => import('./pages/identity-dashboard-page'), 'IdentityDashboardPage');
const ImAccountLockedPage = lazyPage(() => import('./pages/login-pages'), 'ImAccountLockedPage');
const ImLoginPage = lazyPage(() => import('./pages/login-pages'), 'ImLoginPage');
const ImLoginPasswordPage = lazyPage(() => import('./pages/login-pages'), 'ImLoginPasswordPage');
const ImSessionExpiredPage = lazyPage(() => import('./pages/login-pages'), 'ImSessionExpiredPage');
const ImWelcomeBackPage = lazyPage(() => import('./pages/login-pages'), 'ImWelcomeBackPage');
const ImPersonalInfoPage = lazyPage(() => import('./pages/personal-info-page'), 'ImPersonalInfoPage');
const ImSelectIdentityPage = lazyPage(() => import('./pages/select-identity-page'), 'ImSelectIdentityPage');
const ImCreateAccountPage = lazyPage(() => import('./pages/signup-pages'), 'ImCreateAccountPage');
const ImSignupPage = lazyPage(() => import('./pages/signup-pages'), 'ImSignupPage');
const ImVerifyEmailConfirmPage = lazyPage(() => import('./pages/verify-email-pages'), 'ImVerifyEmailConfirmPage');
const ImVerifyEmailPage = lazyPage(() => import('./pages/verify-email-pages'), 'ImVerifyEmailPage');
const ImVerifyPhonePage = lazyPage(() => import('./pages/verify-phone-page'), 'ImVerifyPhonePage');

const TITLE = 'Identity Monitoring';
// The path rules give these screens a reduced nav and no footer (web/src/lib/routing/navigation.rules.ts); the
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

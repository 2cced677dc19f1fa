import type { ReactNode } from 'react';
import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';
import { refreshSession } from '../../lib/session/session-store';
import { installSessionExpiryHandling } from './api/session-expiry';

// Pages load on demand (route-level code splitting).
const AccountPage = lazyPage(() => import('./pages/account-page'), 'AccountPage');
const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');
const DeleteAccountPage = lazyPage(() => import('./pages/delete-account-page'), 'DeleteAccountPage');
const DeleteConfirmedPage = lazyPage(() => import('./pages/delete-account-page'), 'DeleteConfirmedPage');
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage');
const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
const NewDevicePage = lazyPage(() => import('./pages/new-device-page'), 'NewDevicePage');
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
const SignUpPage = lazyPage(() => import('./pages/signup-page'), 'SignUpPage');
const SocialCallbackPage = lazyPage(() => import('./pages/social-callback-page'), 'SocialCallbackPage');
const VerifyEmailPage = lazyPage(() => import('./pages/verify-email-page'), 'VerifyEmailPage');

// The 401 flow (002 section 8.1) and the signed-in state of the nav are app-wide: set up once, when
// the route table loads.
installSessionExpiryHandling();
void refreshSession();

/** Blocks other features contribute to the account pages; the app layer composes them. */
export interface AccountPageBlocks {
  /** Shown on /dashboard after the account card (e.g. Recent reports). */
  dashboard?: ReactNode;
  /** Shown on /dashboard under the search history, inside the #saved-searches anchor (e.g. saved nearby searches). */
  savedSearches?: ReactNode;
  /** Shown at the top of /dashboard/account (e.g. the membership block). */
  account?: ReactNode;
}

/** Account access and the signed-in account area (docs/decisions/0020; 000 section 2). */
export const makeAccountRoutes = (blocks: AccountPageBlocks = {}): AppRoute[] => [
  { path: '/login', name: 'login', title: 'Log In', element: <LoginPage /> },
  {
    path: '/login/new-device-detected',
    name: 'new-device-detected',
    title: 'New Device Detected',
    element: <NewDevicePage />,
  },
  { path: '/login/social/callback', name: 'social-callback', title: 'Logging You In', element: <SocialCallbackPage /> },
  { path: '/signup', name: 'signup', title: 'Create Your Account', element: <SignUpPage /> },
  { path: '/forgot-password', name: 'forgot-password', title: 'Forgot Password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', name: 'reset-password', title: 'Choose a New Password', element: <ResetPasswordPage /> },
  { path: '/verify-email', name: 'verify-email', title: 'Verify Your Email', element: <VerifyEmailPage /> },
  {
    path: '/dashboard',
    name: 'dashboard',
    title: 'Dashboard',
    element: <DashboardPage blocks={blocks.dashboard} savedSearches={blocks.savedSearches} />,
  },
  {
    path: '/dashboard/account',
    name: 'account',
    title: 'Your Account',
    element: <AccountPage blocks={blocks.account} />,
  },
  {
    path: '/dashboard/account/delete',
    name: 'account-delete',
    title: 'Delete Account',
    element: <DeleteAccountPage />,
  },
  {
    path: '/dashboard/account/delete-confirmed/:confirmationId',
    name: 'account-delete-confirmed',
    title: 'Account Deleted',
    element: <DeleteConfirmedPage />,
  },
];

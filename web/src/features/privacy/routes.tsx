import { type ReactNode, useEffect } from 'react';
import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';
import { reverifyPrivacyCase } from './api/privacy-api';
import './privacy.css';

// Pages load on demand (route-level code splitting).
const RequestConfirmedPage = lazyPage(() => import('./pages/finish-pages'), 'RequestConfirmedPage');
const SomethingWentWrongPage = lazyPage(() => import('./pages/finish-pages'), 'SomethingWentWrongPage');
const UnableToVerifyPage = lazyPage(() => import('./pages/finish-pages'), 'UnableToVerifyPage');
const WhereToSendPage = lazyPage(() => import('./pages/finish-pages'), 'WhereToSendPage');
const YourReportPage = lazyPage(() => import('./pages/finish-pages'), 'YourReportPage');
const OptOutPage = lazyPage(() => import('./pages/opt-out-page'), 'OptOutPage');
const AuthSelectionPage = lazyPage(() => import('./pages/start-pages'), 'AuthSelectionPage');
const LandingPage = lazyPage(() => import('./pages/start-pages'), 'LandingPage');
const SelectValidationTypePage = lazyPage(() => import('./pages/start-pages'), 'SelectValidationTypePage');
const AddressVerificationPage = lazyPage(() => import('./pages/verify-pages'), 'AddressVerificationPage');
const ConfirmIdentityPage = lazyPage(() => import('./pages/verify-pages'), 'ConfirmIdentityPage');
const SearchResultsPage = lazyPage(() => import('./pages/verify-pages'), 'SearchResultsPage');

type Register = (fn: () => Promise<boolean>) => () => void;

/** While a page of the flow is shown, a 401 re-verifies its case first (002 section 8.1 step 1). */
const Reverify = ({ register, children }: { register: Register; children: ReactNode }) => {
  useEffect(() => register(reverifyPrivacyCase), [register]);
  return <>{children}</>;
};

/**
 * The consumer privacy request flow (002 sections 2.2 and 4.1; docs/decisions/0074) under
 * /request-my-info. `registerReverify`: the session-expiry step the app composes in (the accounts
 * feature's handler), so a stale case restarts the flow instead of sending the visitor to /login.
 */
export const makePrivacyRoutes = ({ registerReverify }: { registerReverify: Register }): AppRoute[] => {
  const page = (path: string, name: string, title: string, element: ReactNode): AppRoute => ({
    path: `/request-my-info${path}`,
    name: `request-my-info-${name}`,
    title,
    element: <Reverify register={registerReverify}>{element}</Reverify>,
  });
  return [
    page('', 'landing', 'Request my information', <LandingPage />),
    page('/landing', 'landing', 'Request my information', <LandingPage />),
    page('/auth-selection', 'auth-selection', 'Verify who you are', <AuthSelectionPage />),
    page('/select-validation-type', 'select-validation-type', 'Where to send your code', <SelectValidationTypePage />),
    page('/search-results', 'search-results', 'Find your record', <SearchResultsPage />),
    page('/address-verification', 'address-verification', 'Verify your address history', <AddressVerificationPage />),
    page('/confirm-your-identity', 'confirm-your-identity', 'Confirm your identity', <ConfirmIdentityPage />),
    page('/where-to-send-your-report', 'where-to-send-your-report', 'Where to send your report', <WhereToSendPage />),
    page('/request-confirmed', 'request-confirmed', 'Request confirmed', <RequestConfirmedPage />),
    page('/email-validated', 'request-confirmed', 'Request confirmed', <RequestConfirmedPage />),
    page('/phone-validated', 'request-confirmed', 'Request confirmed', <RequestConfirmedPage />),
    page('/your-report', 'your-report', 'Your report', <YourReportPage />),
    page('/something-went-wrong', 'something-went-wrong', 'Something went wrong', <SomethingWentWrongPage />),
    page(
      '/unable-to-verify-identity',
      'unable-to-verify-identity',
      'Unable to verify identity',
      <UnableToVerifyPage />,
    ),
    // /opt-out: what opting out does, the way into the flow; clears the funnel state (002 section 2.2).
    { path: '/opt-out', name: 'opt-out', title: 'Opt Out', element: <OptOutPage /> },
  ];
};

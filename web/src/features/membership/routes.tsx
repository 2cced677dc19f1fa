import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

// Pages load on demand (route-level code splitting).
const CheckoutPage = lazyPage(() => import('./pages/checkout-pages'), 'CheckoutPage');
const JoinPage = lazyPage(() => import('./pages/checkout-pages'), 'JoinPage');
const UsagePage = lazyPage(() => import('./pages/usage-page'), 'UsagePage');
const ExitSurveyPage = lazyPage(() => import('./pages/exit-survey-page'), 'ExitSurveyPage');

/** Join, checkout and membership pages (docs/decisions/0031; 000 section 2, 002 sections 2.2 and 2.5). */
export const membershipRoutes: AppRoute[] = [
  { path: '/join', name: 'join', title: 'Join Tracewell', element: <JoinPage /> },
  { path: '/join/membership', name: 'join-membership', title: 'Choose Your Membership', element: <JoinPage /> },
  { path: '/join/checkout', name: 'join-checkout', title: 'Checkout', element: <CheckoutPage family="join" /> },
  {
    path: '/checkout/people',
    name: 'checkout-people',
    title: 'Checkout',
    element: <CheckoutPage family="checkout" checkoutType="people" />,
  },
  {
    path: '/checkout/email',
    name: 'checkout-email',
    title: 'Checkout',
    element: <CheckoutPage family="checkout" checkoutType="email" />,
  },
  {
    path: '/checkout/address',
    name: 'checkout-address',
    title: 'Checkout',
    element: <CheckoutPage family="checkout" checkoutType="property" />,
  },
  {
    path: '/checkout/background-check',
    name: 'checkout-background-check',
    title: 'Checkout',
    element: <CheckoutPage family="checkout" checkoutType="background" />,
  },
  {
    path: '/checkout/criminal-records',
    name: 'checkout-criminal-records',
    title: 'Checkout',
    element: <CheckoutPage family="checkout" checkoutType="criminal-records" />,
  },
  { path: '/checkout/phone', name: 'checkout-phone', title: 'Checkout', element: <CheckoutPage family="phone" /> },
  {
    path: '/checkout/dating/person',
    name: 'checkout-dating-person',
    title: 'Checkout',
    element: <CheckoutPage family="dating" />,
  },
  {
    path: '/checkout/dating/phone',
    name: 'checkout-dating-phone',
    title: 'Checkout',
    element: <CheckoutPage family="dating" />,
  },
  { path: '/phone/checkout', name: 'phone-checkout', title: 'Checkout', element: <CheckoutPage family="phone" /> },
  {
    path: '/address/checkout',
    name: 'address-checkout',
    title: 'Checkout',
    element: <CheckoutPage family="address" />,
  },
  { path: '/dashboard/usage', name: 'usage', title: 'Membership Usage', element: <UsagePage /> },
  // The sandbox retention provider's exit survey (000 section 4; docs/decisions/0082).
  { path: '/retention/exit-survey', name: 'exit-survey', title: 'Before You Go', element: <ExitSurveyPage /> },
];

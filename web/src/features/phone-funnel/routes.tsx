import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

// Pages load on demand (route-level code splitting).
const PhoneLandingPage = lazyPage(() => import('./pages/phone-funnel-pages'), 'PhoneLandingPage');
const PhoneLoadingPage = lazyPage(() => import('./pages/phone-funnel-pages'), 'PhoneLoadingPage');
const PhoneNotFoundPage = lazyPage(() => import('./pages/phone-funnel-pages'), 'PhoneNotFoundPage');
const PhoneProductsPage = lazyPage(() => import('./pages/phone-funnel-pages'), 'PhoneProductsPage');

/**
 * The phone funnel (002 section 2.2: "/phone with children loading, not-found, products, checkout";
 * docs/decisions/0078). /phone/checkout and /checkout/phone are the membership feature's checkout.
 */
export const phoneFunnelRoutes: AppRoute[] = [
  { path: '/phone', name: 'phone', title: 'Phone Lookup', element: <PhoneLandingPage /> },
  { path: '/phone/loading', name: 'phone-loading', title: 'Searching Phone Records', element: <PhoneLoadingPage /> },
  { path: '/phone/not-found', name: 'phone-not-found', title: 'No Results Found', element: <PhoneNotFoundPage /> },
  { path: '/phone/products', name: 'phone-products', title: 'Phone Report', element: <PhoneProductsPage /> },
];

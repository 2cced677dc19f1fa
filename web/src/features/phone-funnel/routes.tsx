import type { AppRoute } from '../../lib/routing/app-route';
import { PhoneLandingPage, PhoneLoadingPage, PhoneNotFoundPage, PhoneProductsPage } from './pages/phone-funnel-pages';

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

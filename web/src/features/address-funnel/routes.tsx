import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';
import './address-funnel.css';

// Pages load on demand (route-level code splitting).
const CategoriesPage = lazyPage(() => import('./pages/categories-page'), 'CategoriesPage');
const ContentStepPage = lazyPage(() => import('./pages/content-step-page'), 'ContentStepPage');
const MembershipPage = lazyPage(() => import('./pages/membership-page'), 'MembershipPage');
const RecordsPage = lazyPage(() => import('./pages/records-page'), 'RecordsPage');
const SignUpPage = lazyPage(() => import('./pages/signup-page'), 'SignUpPage');

/**
 * The address funnel's steps (002 sections 2.2 and 2.4; docs/decisions/0080). /address (the landing) and
 * /address/checkout (the property checkout) belong to the search and membership features.
 */
export const addressFunnelRoutes: AppRoute[] = [
  { path: '/address/records', name: 'address-records', title: 'Property Records', element: <RecordsPage /> },
  { path: '/address/signup', name: 'address-signup', title: 'Create Your Account', element: <SignUpPage /> },
  {
    path: '/address/categories',
    name: 'address-categories',
    title: 'What Brings You Here?',
    element: <CategoriesPage />,
  },
  {
    path: '/address/ownership',
    name: 'address-ownership',
    title: 'Ownership',
    element: <ContentStepPage step="ownership" />,
  },
  { path: '/address/deeds', name: 'address-deeds', title: 'Deeds', element: <ContentStepPage step="deeds" /> },
  { path: '/address/sales', name: 'address-sales', title: 'Sales History', element: <ContentStepPage step="sales" /> },
  {
    path: '/address/comparables',
    name: 'address-comparables',
    title: 'Comparable Properties',
    element: <ContentStepPage step="comparables" />,
  },
  { path: '/address/membership', name: 'address-membership', title: 'Choose Your Plan', element: <MembershipPage /> },
];

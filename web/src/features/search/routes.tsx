import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { SaveUpgradeRenderer } from './pages/contact-results-pages';

// Pages load on demand (route-level code splitting).
const AddressResultsPage = lazyPage(() => import('./pages/contact-results-pages'), 'AddressResultsPage');
const EmailResultsPage = lazyPage(() => import('./pages/contact-results-pages'), 'EmailResultsPage');
const PhoneResultsPage = lazyPage(() => import('./pages/contact-results-pages'), 'PhoneResultsPage');
const SearchLandingPage = lazyPage(() => import('./pages/landing-page'), 'SearchLandingPage');
const PeopleResultsPage = lazyPage(() => import('./pages/people-results-page'), 'PeopleResultsPage');
const PropertyLinkPage = lazyPage(() => import('./pages/property-link-page'), 'PropertyLinkPage');

/**
 * Search landing pages and search results (000 section 2; 002 sections 2.1 and 2.2). The address results'
 * save toggle opens `upgradeDialog` for a visitor without a membership (the app layer supplies it).
 */
export const makeSearchRoutes = ({ upgradeDialog }: { upgradeDialog?: SaveUpgradeRenderer } = {}): AppRoute[] => [
  { path: '/name', name: 'search-name', title: 'Search by Name', element: <SearchLandingPage kind="name" /> },
  { path: '/find-people', name: 'find-people', title: 'Find People', element: <SearchLandingPage kind="people" /> },
  {
    path: '/background-check',
    name: 'background-check',
    title: 'Background Check',
    element: <SearchLandingPage kind="background" />,
  },
  {
    path: '/reverse-phone',
    name: 'reverse-phone',
    title: 'Reverse Phone Lookup',
    element: <SearchLandingPage kind="phone" />,
  },
  { path: '/email-lookup', name: 'email-lookup', title: 'Email Lookup', element: <SearchLandingPage kind="email" /> },
  { path: '/address', name: 'search-address', title: 'Address Search', element: <SearchLandingPage kind="address" /> },
  {
    path: '/people/search/loading',
    name: 'email-search-loading',
    title: 'Email Lookup',
    element: <EmailResultsPage />,
  },
  { path: '/people/search/email', name: 'email-search', title: 'Email Lookup', element: <EmailResultsPage /> },
  { path: '/people/:name', name: 'people-search', title: 'People Search Results', element: <PeopleResultsPage /> },
  {
    path: '/people/:name/:state',
    name: 'people-search',
    title: 'People Search Results',
    element: <PeopleResultsPage />,
  },
  {
    path: '/people/:name/:state/:city',
    name: 'people-search',
    title: 'People Search Results',
    element: <PeopleResultsPage />,
  },
  { path: '/phone/search', name: 'phone-search', title: 'Reverse Phone Lookup', element: <PhoneResultsPage /> },
  // A property report link (002 section 2.1): the address search of the address it names.
  {
    path: '/property/:state/:city/:street',
    name: 'property-link',
    title: 'Property Search',
    element: <PropertyLinkPage />,
  },
  {
    path: '/address/search',
    name: 'address-search',
    title: 'Address Search',
    element: <AddressResultsPage {...(upgradeDialog ? { renderUpgrade: upgradeDialog } : {})} />,
  },
];

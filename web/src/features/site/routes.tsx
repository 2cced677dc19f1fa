import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

// Pages load on demand (route-level code splitting).
const ContactPage = lazyPage(() => import('./pages/contact-page'), 'ContactPage');
const HelpPage = lazyPage(() => import('./pages/help-page'), 'HelpPage');
const PrivacyPage = lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./pages/terms-page'), 'TermsPage');

/** The public site pages: start, customer care and the legal pages (000 section 2 route table). */
export const siteRoutes: AppRoute[] = [
  {
    path: '/',
    name: 'home',
    title: 'Tracewell: People Search, Phone Lookup & Property Records',
    // The start page has its own large search box, so the nav does not repeat it.
    nav: { showSearch: false },
    element: <HomePage />,
  },
  { path: '/help', name: 'help', title: 'Customer Care', element: <HelpPage /> },
  { path: '/contact', name: 'contact', title: 'Contact Customer Care', element: <ContactPage /> },
  { path: '/about/terms', name: 'about-terms', title: 'Terms of Use', element: <TermsPage /> },
  { path: '/about/privacy', name: 'about-privacy', title: 'Privacy Policy', element: <PrivacyPage /> },
];

/** The catch-all page; the route table keeps it last. */
export const siteNotFoundRoute: AppRoute = {
  path: '*',
  name: 'not-found',
  title: 'Page Not Found',
  element: <NotFoundPage />,
};

import { PERSON_FUNNEL_BASE } from '#core/funnels/person-funnel.rules';
import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

const load = () => import('./pages/person-funnel-pages');
const StepPage = lazyPage(load, 'PersonFunnelStepPage');
const GatherPage = lazyPage(load, 'PersonFunnelGatherPage');
const ResultsPage = lazyPage(load, 'PersonFunnelResultsPage');
const SaveResultsPage = lazyPage(load, 'SaveResultsPage');
const NameProductsPage = lazyPage(load, 'NameProductsPage');

/**
 * The person funnel (002 section 2.2; base path /people-search, docs/decisions/0079): name, location,
 * additional, email, interests, gather-data and the results at the base path; /save-results and /products/name.
 */
export const personFunnelRoutes: AppRoute[] = [
  {
    path: `${PERSON_FUNNEL_BASE}/name`,
    name: 'person-funnel-name',
    title: 'People Search',
    element: <StepPage step="name" />,
  },
  {
    path: `${PERSON_FUNNEL_BASE}/location`,
    name: 'person-funnel-location',
    title: 'People Search',
    element: <StepPage step="location" />,
  },
  {
    path: `${PERSON_FUNNEL_BASE}/additional`,
    name: 'person-funnel-additional',
    title: 'People Search',
    element: <StepPage step="additional" />,
  },
  {
    path: `${PERSON_FUNNEL_BASE}/email`,
    name: 'person-funnel-email',
    title: 'People Search',
    element: <StepPage step="email" />,
  },
  {
    path: `${PERSON_FUNNEL_BASE}/interests`,
    name: 'person-funnel-interests',
    title: 'People Search',
    element: <StepPage step="interests" />,
  },
  {
    path: `${PERSON_FUNNEL_BASE}/gather-data`,
    name: 'person-funnel-gather-data',
    title: 'Searching',
    element: <GatherPage />,
  },
  { path: PERSON_FUNNEL_BASE, name: 'person-funnel-results', title: 'People Search Results', element: <ResultsPage /> },
  { path: '/save-results', name: 'save-results', title: 'Saving Your Search', element: <SaveResultsPage /> },
  { path: '/products/name', name: 'products-name', title: 'Reports', element: <NameProductsPage /> },
];

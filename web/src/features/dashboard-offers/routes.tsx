import type { ReactNode } from 'react';
import type { AppRoute } from '../../lib/routing/app-route';
import { lazyPage } from '../../lib/routing/lazy-page';

const BenefitsRewardsPage = lazyPage(() => import('./pages/benefits-rewards-page'), 'BenefitsRewardsPage');
const UseCasesPage = lazyPage(() => import('./pages/use-cases-page'), 'UseCasesPage');
const CrossSellPage = lazyPage(() => import('./pages/cross-sell-page'), 'CrossSellPage');

/**
 * The dashboard's benefits, use-case and cross-sell pages (000 section 2; docs/decisions/0081). An unknown
 * cross-sell type shows `notFound` (the site's not-found page, passed in by the app layer).
 */
export const makeDashboardOfferRoutes = ({ notFound }: { notFound: ReactNode }): AppRoute[] => [
  {
    path: '/dashboard/benefits-rewards',
    name: 'benefits-rewards',
    title: 'Benefits & Rewards',
    element: <BenefitsRewardsPage />,
  },
  { path: '/dashboard/use-cases', name: 'use-cases', title: 'Use Cases', element: <UseCasesPage /> },
  {
    path: '/dashboard/cross-sell/:crossSellType',
    name: 'cross-sell',
    title: 'Offer',
    element: <CrossSellPage notFound={notFound} />,
  },
];

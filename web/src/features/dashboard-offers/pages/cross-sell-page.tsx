import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { crossSellOffer } from '#core/membership/offers/cross-sell.rules';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';
import { usePageTitle } from '../../../lib/page-title';
import '../dashboard-offers.css';

/**
 * /dashboard/cross-sell/{crossSellType} (000 section 2): the offer page of a report type we sell, leading
 * to its search and its checkout; any other type shows the not-found page.
 */
export const CrossSellPage = ({ notFound }: { notFound: ReactNode }) => {
  const { crossSellType = '' } = useParams();
  const offer = crossSellOffer(crossSellType);
  usePageTitle(offer?.title ?? 'Page Not Found');
  if (!offer) return <>{notFound}</>;
  return (
    <PageContainer title={offer.title} width="narrow" className="dof-page">
      <Card data-testid="cross-sell-offer">
        <p>{offer.description}</p>
        <p>
          Search first, then open the report from the results. <Link to={offer.searchHref}>{offer.searchLabel}</Link>
        </p>
        <LinkButton to={offer.checkoutHref}>Go to checkout</LinkButton>
      </Card>
    </PageContainer>
  );
};

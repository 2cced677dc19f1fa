import { benefitsRewardsView } from '#core/membership/subscriptions/benefits-rewards.rules';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { dashboardOffersApi } from '../api/dashboard-offers-api';
import '../dashboard-offers.css';

/**
 * /dashboard/benefits-rewards, "Benefits & Rewards" (000 sections 2 and 6): a Rewards member sees what
 * the membership includes; anyone else sees the Rewards offer and how to get it. Only what the catalog
 * sells is said (core/membership/subscriptions/benefits-rewards.rules.ts).
 */
export const BenefitsRewardsPage = () => {
  const req = useRequest('benefits', async (signal) => {
    const [subscriptions, rewardsSkus] = await Promise.all([
      dashboardOffersApi.subscriptions(signal),
      dashboardOffersApi.upgradeSkus(signal).catch(() => []),
    ]);
    return benefitsRewardsView({ subscriptions, rewardsSkus });
  });
  const view = req.data;
  return (
    <PageContainer title="Benefits & Rewards" className="dof-page">
      {req.error ? (
        <ErrorSummary error={req.error} />
      ) : !view ? (
        <Spinner label="Loading your benefits..." />
      ) : view.kind === 'member' ? (
        <Card title={`Your ${view.membershipName}`} data-testid="rewards-member">
          <p>Your membership includes:</p>
          <ul className="dof-list">
            {view.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <LinkButton to="/dashboard/usage" variant="secondary">
            See your usage
          </LinkButton>
        </Card>
      ) : (
        <Card title="Rewards Membership" data-testid="rewards-offer">
          {view.offer ? (
            <>
              <p>With the {view.offer.name} you get:</p>
              <ul className="dof-list">
                {view.offer.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
              {view.offer.terms && <p className="dof-muted">{view.offer.terms}</p>}
            </>
          ) : (
            <p>The Rewards Membership is not on sale at the moment.</p>
          )}
          <p>{view.howTo}</p>
          <LinkButton to={view.howToHref}>Go to Your Account</LinkButton>
        </Card>
      )}
    </PageContainer>
  );
};

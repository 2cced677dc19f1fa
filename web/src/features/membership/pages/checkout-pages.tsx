import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import { MONTHLY_TERM_HOURS, OfferType } from '#core/membership/catalog/membership-catalog.rules';
import { MEMBERSHIP_MENUS } from '#core/membership/catalog/membership-menus.rules';
import {
  ABANDONMENT_MESSAGE,
  abandonmentOfferUrl,
  FAILED_TO_LOAD_OFFERS,
  JOIN_SPECIAL_OFFER_DELAY_MS,
} from '#core/membership/offers/abandonment.rules';
import { type JoinPlan, joinPlans, lifetimeBannerSettingFor } from '#core/membership/offers/join-plans.rules';
import { shownOffers } from '#core/membership/offers/shown-offers.rules';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { JOIN_HEADLINE_EXPERIMENT, useExperiment } from '../../../lib/experiments';
import { useRequest } from '../../../lib/http/use-request';
import { membershipApi } from '../api/membership-api';
import { Checkout } from '../components/checkout';
import { CHECKOUT_CONFIGS, type CheckoutConfig, type CheckoutFamily } from '../components/checkout-config';
import { offerLine } from '../components/offer-card';
import '../membership.css';

/** A checkout page of one route family (002 section 2.5). */
export const CheckoutPage = ({ family, checkoutType }: { family: CheckoutFamily; checkoutType?: string }) => {
  const base = CHECKOUT_CONFIGS[family];
  const config: CheckoutConfig = checkoutType ? { ...base, checkoutType } : base;
  return (
    <PageContainer title={config.heading} className="ms-page">
      <Checkout config={config} />
    </PageContainer>
  );
};

const PLAN_FEATURES: Record<number, string[]> = {
  [OfferType.premium]: [
    'Up to 100 full background reports a month',
    'Phone, email and address lookups',
    'Criminal and court records',
  ],
  [OfferType.basic]: ['Up to 150 standard reports a month', 'Phone and address lookups', 'Contact information'],
};

/**
 * /join and /join/membership: the plan picker (?plan=premium highlights Premium). After the join
 * special-offer delay (120 s, 002 section 4) without a choice, the limited-time offer is offered.
 */
export const JoinPage = () => {
  const [params] = useSearchParams();
  const plans = useRequest(MEMBERSHIP_MENUS.people, () => membershipApi.skus(MEMBERSHIP_MENUS.people));
  const offers = plans.data ? shownOffers(plans.data.offers) : null;
  const error = plans.error ? FAILED_TO_LOAD_OFFERS : null;
  const [showSpecial, setShowSpecial] = useState(false);
  const plan = params.get('plan');
  // The join page headline experiment (002 section 2.5: experiments apply on /join).
  const headline = useExperiment(JOIN_HEADLINE_EXPERIMENT);
  useEffect(() => {
    const t = window.setTimeout(() => setShowSpecial(true), JOIN_SPECIAL_OFFER_DELAY_MS);
    return () => window.clearTimeout(t);
  }, []);
  return (
    <PageContainer
      title={headline?.content ?? 'Choose Your Membership'}
      lead="Every plan shows what you pay today and what it renews at. Cancel online any time, in a few clicks."
      className="ms-page"
    >
      {showSpecial && (
        <Alert tone="warning" title="Special limited time offer">
          {ABANDONMENT_MESSAGE} <Link to={abandonmentOfferUrl('/join/checkout')}>See the offer</Link>
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <p>
        <Link to={`/join/categories${params.get('id') ? `?id=${encodeURIComponent(params.get('id') ?? '')}` : ''}`}>
          Not sure which plan fits? Tell us what you are looking for
        </Link>
      </p>
      {!offers && !error && <Spinner label="Loading plans" />}
      <div className="ms-plans">
        {offers?.map((o) => {
          const highlighted =
            plan === 'premium'
              ? o.offerType === OfferType.premium && o.productSkus.some((s) => s.skuName === 'trial')
              : o.offerJson.bestValue === true;
          const buy = o.productSkus.find((s) => s.skuName === 'trial' || s.skuName === 'standard');
          return (
            <article
              key={o.id}
              className={['ms-plan', highlighted && 'ms-plan--highlight'].filter(Boolean).join(' ')}
              data-testid={`plan-${o.id}`}
            >
              {o.offerJson.bestValue === true && <span className="ms-badge ms-badge--accent">Best Value</span>}
              <h2 className="ms-plan__name">
                {typeof o.offerJson.offerNameSubText === 'string' ? o.offerJson.offerNameSubText : o.offerName}
              </h2>
              <p className="ms-plan__price">{buy ? formatCentsAsDollars(buy.price) : ''}</p>
              <p className="ms-plan__terms" data-testid="offer-price-line">
                {offerLine(o)}
              </p>
              <ul className="ms-plan__features">
                {(PLAN_FEATURES[o.offerType] ?? []).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <LinkButton
                to={`/join/checkout?offer=${encodeURIComponent(o.id)}`}
                variant={highlighted ? 'primary' : 'secondary'}
                block
              >
                Choose {o.offerType === OfferType.premium ? 'Premium' : 'Standard'}
                {buy && buy.skuName === 'standard' && buy.termHours && buy.termHours > MONTHLY_TERM_HOURS
                  ? ' 3 Months'
                  : ''}
              </LinkButton>
            </article>
          );
        })}
      </div>
      <MembershipTiers />
    </PageContainer>
  );
};

/** One tier card of /join: price, billing period, report limit, what it gives, and its checkout. */
const TierCard = ({ plan }: { plan: JoinPlan }) => {
  const headingId = `tier-${plan.skuId}`;
  return (
    <article className="ms-plan" data-testid={`tier-${plan.skuId}`} aria-labelledby={headingId}>
      <h3 className="ms-plan__name" id={headingId}>
        {plan.name}
      </h3>
      <p className="ms-plan__price">
        {plan.priceCents === 0 ? 'Free' : formatCentsAsDollars(plan.priceCents)}
        {plan.priceCents > 0 && <span className="ms-plan__period"> {plan.period}</span>}
      </p>
      <p className="ms-plan__limit" data-testid="tier-report-limit">
        <strong>{plan.reportLimitText}</strong>
      </p>
      <p className="ms-plan__terms">{plan.priceLine}</p>
      <ul className="ms-plan__features">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <LinkButton to={plan.checkoutUrl} variant="secondary" block>
        Choose {plan.name}
      </LinkButton>
    </article>
  );
};

/**
 * Every tier the catalog sells (000 section 1: Explorer, ID+, Connect+, All Access, Enterprise 500 and
 * 2500) and the All Access Lifetime offer under the lifetime banner setting, each with its price, billing
 * period and report limit (core `joinPlans`), each bought through the one checkout.
 */
const MembershipTiers = () => {
  const { pathname } = useLocation();
  const tiers = useRequest(MEMBERSHIP_MENUS.tiers, () => membershipApi.skus(MEMBERSHIP_MENUS.tiers));
  const setting = lifetimeBannerSettingFor(pathname);
  const lifetime = useRequest(MEMBERSHIP_MENUS.lifetime, () => membershipApi.skus(MEMBERSHIP_MENUS.lifetime));
  if (tiers.error) return <Alert tone="error">{FAILED_TO_LOAD_OFFERS}</Alert>;
  if (!tiers.data) return <Spinner label="Loading membership tiers" />;
  const plans = joinPlans({
    tiers: { menuName: MEMBERSHIP_MENUS.tiers, offers: tiers.data.offers },
    lifetime: lifetime.data ? { menuName: MEMBERSHIP_MENUS.lifetime, offers: lifetime.data.offers } : null,
    lifetimeBannerSetting: setting,
  });
  const lifetimePlan = plans.find((p) => p.menuName === MEMBERSHIP_MENUS.lifetime) ?? null;
  return (
    <section className="ms-tiers" aria-labelledby="ms-tiers-h">
      {lifetimePlan && (
        <Alert tone="info" title="All Access Lifetime">
          Pay {formatCentsAsDollars(lifetimePlan.priceCents)} once, never renews. {lifetimePlan.reportLimitText}.{' '}
          <Link to={lifetimePlan.checkoutUrl}>Get lifetime access</Link>
        </Alert>
      )}
      <h2 id="ms-tiers-h" className="ms-tiers__h">
        All membership tiers
      </h2>
      <div className="ms-plans" data-testid="membership-tiers">
        {plans.map((p) => (
          <TierCard key={p.key} plan={p} />
        ))}
      </div>
      <p className="ms-muted">
        Professional and service accounts are set up with Customer Care. <Link to="/contact">Contact us</Link>.
      </p>
    </section>
  );
};

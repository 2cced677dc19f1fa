import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ADDRESS_FUNNEL_PLANS,
  type AddressFunnelPlanKey,
  addressFunnelCheckoutUrl,
  addressFunnelPlanKey,
} from '#core/address-funnel/address-funnel-plans.rules';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import type { MembershipMenuName } from '#core/membership/catalog/membership-menus.rules';
import { offerPriceLine } from '#core/membership/catalog/offer-price.rules';
import { pickCheckoutSkus } from '#core/membership/checkout/checkout-skus.rules';
import { offerChoice } from '#core/membership/offers/shown-offers.rules';
import type { AddressFunnelVersion } from '#core/shell/funnel.rules';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { LoadingBlock } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { addressFunnelApi, type FunnelData, type FunnelMenu, type FunnelOffer } from '../api/address-funnel-api';
import { FunnelFrame } from '../components/funnel-frame';
import { FunnelGate } from '../components/funnel-gate';

const PLAN_COPY: Record<AddressFunnelPlanKey, { label: string; points: string[] }> = {
  property: {
    label: 'For this property',
    points: ['The full property report of this address', 'Owners, deeds, sales and liens on record'],
  },
  professional: {
    label: 'For professionals',
    points: ['Lookups, profiles and every report type', 'For teams and businesses'],
  },
};

type Plan = {
  key: AddressFunnelPlanKey;
  menuName: MembershipMenuName;
  offer: FunnelOffer;
  skuId: string;
  price: number;
  line: string;
};

/**
 * The offer of a plan in its menu (core offerChoice: the regular offer of the plan's type, else the menu's
 * default), with the SKU bought and the price line shown beside it.
 */
const planOf = (key: AddressFunnelPlanKey, menu: FunnelMenu): Plan | null => {
  const def = ADDRESS_FUNNEL_PLANS.find((p) => p.key === key);
  if (!def) return null;
  const offer = offerChoice(
    { offers: menu.offers, defaultOfferId: menu.offerId },
    { offerType: def.offerType },
  ).selected;
  if (!offer) return null;
  const picked = pickCheckoutSkus(
    offer.productSkus,
    (s) => s.skuName,
    (s) => s.id,
  );
  if (!picked) return null;
  return {
    key,
    menuName: def.menuName,
    offer,
    skuId: picked.buy.id,
    price: picked.buy.price,
    line: offerPriceLine(picked.buy, picked.renewal),
  };
};

/** The membership step: the property plan, or (with ?plan=professional preselected) the business tier. */
const MembershipStep = ({ version, funnel }: { version: AddressFunnelVersion; funnel: FunnelData }) => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<AddressFunnelPlanKey>(addressFunnelPlanKey(params.get('plan')));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const menus = ADDRESS_FUNNEL_PLANS.map((p) => p.menuName).join(',');
  const skus = useRequest(`address-funnel-plans:${menus}`, async (signal) => {
    const replies = await Promise.all(ADDRESS_FUNNEL_PLANS.map((p) => addressFunnelApi.skus(p.menuName, signal)));
    return replies.map((r, i) => planOf(ADDRESS_FUNNEL_PLANS[i]!.key, r)).filter((p): p is Plan => p !== null);
  });
  const plans = skus.data ?? [];
  const selected = plans.find((p) => p.key === chosen) ?? plans[0];
  const toCheckout = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      // The funnel is complete once it hands over to checkout: a later visit goes to the address report.
      await addressFunnelApi.update({ step: 'checkout', completed: true });
      // The order experiment's conversion is the sale that follows, recorded by the server (docs/decisions/0094).
      navigate(addressFunnelCheckoutUrl(selected.menuName, selected.offer.id, selected.skuId));
    } catch (e) {
      setFailure(e);
      setBusy(false);
    }
  };
  return (
    <FunnelFrame
      version={version}
      step="membership"
      criteria={funnel.searchCriteria}
      next={false}
      lead="Choose how to unlock the full records of this address. Every price shows what you pay today and what it renews at."
    >
      {skus.error !== null && <ErrorSummary error={skus.error} />}
      {failure !== null && <ErrorSummary error={failure} />}
      {!skus.data && !skus.error && <LoadingBlock message="Loading plans…" />}
      <fieldset className="af-plans">
        <legend className="af-choices__legend">Plans</legend>
        {plans.map((p) => (
          <label
            key={p.key}
            className={['af-plan tw-card', selected?.key === p.key && 'af-plan--selected'].filter(Boolean).join(' ')}
            data-testid={`plan-${p.key}`}
          >
            <input
              type="radio"
              name="plan"
              value={p.key}
              checked={selected?.key === p.key}
              onChange={() => setChosen(p.key)}
            />
            <span className="af-plan__body">
              <span className="af-plan__label">{PLAN_COPY[p.key].label}</span>
              <strong className="af-plan__name">{p.offer.offerJson?.offerNameSubText || p.offer.offerName}</strong>
              <span className="af-plan__price">{formatCentsAsDollars(p.price)}</span>
              <span className="af-plan__line" data-testid="plan-price-line">
                {p.line}
              </span>
              <span className="af-plan__points">{PLAN_COPY[p.key].points.join(' · ')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {selected && (
        <Button type="button" variant="accent" size="lg" block loading={busy} onClick={() => void toCheckout()}>
          Continue to Checkout
        </Button>
      )}
    </FunnelFrame>
  );
};

/** /address/membership (002 section 2.2: accepts ?plan=professional). */
export const MembershipPage = () => <FunnelGate step="membership">{(ctx) => <MembershipStep {...ctx} />}</FunnelGate>;

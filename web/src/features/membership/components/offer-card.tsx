import { formatCentsAsDollars } from '#core/billing/money.rules';
import { offerPriceLine, offerSavingsPercent } from '#core/membership/catalog/offer-price.rules';
import { pickCheckoutSkus } from '#core/membership/checkout/checkout-skus.rules';
import type { ProductOfferView, ProductSkuView } from '#core/membership/subscriptions/product-offer-view.schema';

/**
 * What a checkout of the offer sells, as the server picks it (`pickCheckoutSkus`): the SKU the link asked
 * for when the offer has it (All Access monthly or quarterly), else the offer's default.
 */
const checkoutSkus = (offer: ProductOfferView, skuId?: string | null) => {
  const chosen = skuId && offer.productSkus.some((s) => s.id === skuId) ? skuId : null;
  return pickCheckoutSkus(
    offer.productSkus,
    (s) => s.skuName,
    (s) => s.id,
    chosen,
  );
};

/** The SKU a buyer pays for today: the one asked for, else the trial, else the standard or lifetime plan. */
export const buySkuOf = (offer: ProductOfferView, skuId?: string | null): ProductSkuView | undefined =>
  checkoutSkus(offer, skuId)?.buy;

/** The price line beside an offer: today's price, the access period and the renewal price and term. */
export const offerLine = (offer: ProductOfferView, skuId?: string | null): string => {
  const skus = checkoutSkus(offer, skuId);
  return skus ? offerPriceLine(skus.buy, skus.renewal) : '';
};

/** The offer's display name: its sub-text when the catalog gives one, else its name. */
export const offerTitle = (o: ProductOfferView): string =>
  typeof o.offerJson.offerNameSubText === 'string' && o.offerJson.offerNameSubText
    ? o.offerJson.offerNameSubText
    : o.offerName;

/** One offer with its price and, right beside it, the renewal price and term. */
export const OfferCard = ({
  offer,
  skuId,
  selected,
  onSelect,
  savings,
  monthlyCents,
  bestValue,
}: {
  offer: ProductOfferView;
  skuId?: string | null;
  selected: boolean;
  onSelect: () => void;
  savings: boolean;
  monthlyCents: number | null;
  bestValue: boolean;
}) => {
  const buy = buySkuOf(offer, skuId);
  if (!buy) return null;
  const previous = typeof offer.offerJson.previousPrice === 'number' ? offer.offerJson.previousPrice : null;
  const saving =
    savings || previous !== null
      ? offerSavingsPercent({
          priceCents: buy.price,
          termHours: buy.termHours,
          previousPriceCents: previous,
          monthlyPriceCents: monthlyCents,
        })
      : null;
  return (
    <label
      className={['ms-offer', selected && 'ms-offer--selected'].filter(Boolean).join(' ')}
      data-testid={`offer-${offer.id}`}
    >
      <input type="radio" name="offer" checked={selected} onChange={onSelect} className="ms-offer__radio" />
      <span className="ms-offer__body">
        <span className="ms-offer__head">
          <strong className="ms-offer__name">{offerTitle(offer)}</strong>
          {bestValue && <span className="ms-badge ms-badge--accent">Best Value</span>}
          {saving !== null && <span className="ms-badge ms-badge--success">Save {saving}%</span>}
        </span>
        <span className="ms-offer__price">
          {previous !== null && <s className="ms-offer__previous">{formatCentsAsDollars(previous)}</s>}{' '}
          {formatCentsAsDollars(buy.price)}
        </span>
        <span className="ms-offer__terms" data-testid="offer-price-line">
          {offerLine(offer, skuId)}
        </span>
      </span>
    </label>
  );
};

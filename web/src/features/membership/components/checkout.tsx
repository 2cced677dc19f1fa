import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import {
  ABANDONMENT_MESSAGE,
  FAILED_TO_LOAD_OFFERS,
  FAILED_TO_LOAD_SKUS,
  isAbandonmentSpecialOffer,
  parseAbandonmentFlags,
} from '#core/membership/abandonment.rules';
import { checkCheckoutSkus } from '#core/membership/checkout-skus.rules';
import type { ProductOfferView, ProductSkuView } from '#core/membership/membership-views.rules';
import { offerPriceLine, offerSavingsPercent } from '#core/membership/offer-price.rules';
import { useShellStore } from '../../../app/shell/shell-store';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { logClient } from '../../../lib/http/logger';
import { membershipApi, type SkusReply } from '../api/membership-api';
import { type PaymentMethod, useCheckoutStore } from '../stores/checkout-store';

/** The checkout route families (002 section 2.5) and what each offers. */
export type CheckoutFamily = 'join' | 'checkout' | 'dating' | 'phone' | 'address';

export interface CheckoutConfig {
  family: CheckoutFamily;
  /** POST /api/checkout/{checkoutType}. */
  checkoutType: string;
  menuName: string;
  heading: string;
  /** Wallets this family may offer; shown only when the gateway is also configured for them. */
  wallets: { paypal: boolean; applePay: boolean; googlePay: boolean };
  savings: boolean;
  cardHolderName: boolean;
  /** The combined checkout: FAQ, testimonials, benefits, best-value label, swapped order (002 section 2.5). */
  combined: boolean;
}

/** 002 section 2.5 per route family. */
export const CHECKOUT_CONFIGS: Record<string, CheckoutConfig> = {
  join: {
    family: 'join',
    checkoutType: 'membership',
    menuName: 'search-name-background',
    heading: 'Start Your Membership',
    wallets: { paypal: true, applePay: false, googlePay: true },
    savings: false,
    cardHolderName: false,
    combined: false,
  },
  checkout: {
    family: 'checkout',
    checkoutType: 'people',
    menuName: 'search-name-background',
    heading: 'Unlock Your Report',
    wallets: { paypal: true, applePay: false, googlePay: false },
    savings: false,
    cardHolderName: false,
    combined: false,
  },
  dating: {
    family: 'dating',
    checkoutType: 'dating',
    menuName: 'dating',
    heading: 'Date Safely: Know Who You Are Meeting',
    wallets: { paypal: true, applePay: false, googlePay: false },
    savings: false,
    cardHolderName: false,
    combined: true,
  },
  phone: {
    family: 'phone',
    checkoutType: 'phone',
    menuName: 'search-phone',
    heading: 'Unlock the Phone Report',
    wallets: { paypal: true, applePay: true, googlePay: true },
    savings: true,
    cardHolderName: true,
    combined: false,
  },
  address: {
    family: 'address',
    checkoutType: 'property',
    menuName: 'property-report',
    heading: 'Unlock the Property Report',
    wallets: { paypal: true, applePay: false, googlePay: false },
    savings: false,
    cardHolderName: false,
    combined: false,
  },
};

const renewalSkuOf = (offer: ProductOfferView): ProductSkuView | null =>
  offer.productSkus.find((s) => s.skuName === 'renewal') ??
  offer.productSkus.find((s) => s.skuName === 'standard') ??
  null;
const buySkuOf = (offer: ProductOfferView): ProductSkuView | undefined =>
  offer.productSkus.find((s) => s.skuName === 'trial') ??
  offer.productSkus.find((s) => s.skuName === 'standard' || s.skuName === 'lifetime');

/** The price line beside an offer: today's price, the access period and the renewal price and term. */
export const offerLine = (offer: ProductOfferView): string => {
  const buy = buySkuOf(offer);
  if (!buy) return '';
  const renewal = buy.skuName === 'lifetime' ? null : (renewalSkuOf(offer) ?? buy);
  return offerPriceLine(buy, renewal);
};

const offerTitle = (o: ProductOfferView): string =>
  typeof o.offerJson.offerNameSubText === 'string' && o.offerJson.offerNameSubText
    ? o.offerJson.offerNameSubText
    : o.offerName;

/** One offer with its price and, right beside it, the renewal price and term. */
export const OfferCard = ({
  offer,
  selected,
  onSelect,
  savings,
  monthlyCents,
  bestValue,
}: {
  offer: ProductOfferView;
  selected: boolean;
  onSelect: () => void;
  savings: boolean;
  monthlyCents: number | null;
  bestValue: boolean;
}) => {
  const buy = buySkuOf(offer);
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
          {offerLine(offer)}
        </span>
      </span>
    </label>
  );
};

const FAQ = [
  ['What do I get?', 'Unlimited people searches and up to 100 full reports a month with Premium (150 with Standard).'],
  ['How do I cancel?', 'Online, in a few clicks: Your Account > Cancel Membership. No phone call needed.'],
  [
    'When am I charged again?',
    'Only after your trial ends, at the renewal price shown next to the offer. We e-mail a receipt for every charge.',
  ],
] as const;
const TESTIMONIALS = [
  ['“I checked my date before meeting him. Peace of mind for $1.”', 'Maria, Austin TX'],
  ['“Clear prices and I cancelled online in under a minute when I was done.”', 'Derek, Columbus OH'],
] as const;
const BENEFITS = [
  'Verify identities and photos',
  'Criminal and court records',
  'Contact info and social profiles',
  'Cancel online any time',
];

const digitsOnly = (v: string) => v.replace(/\D+/g, '');

/**
 * The one checkout, configured per route family (002 sections 2.5, 3, 4): offers with the renewal price
 * beside each, card payment (wallets only when configured), sign-up for anonymous buyers, the abandonment
 * special offer, and one idempotency key per attempt.
 */
export const Checkout = ({ config }: { config: CheckoutConfig }) => {
  const [params] = useSearchParams();
  const flags = useMemo(() => parseAbandonmentFlags(params), [params]);
  const special = isAbandonmentSpecialOffer(flags);
  const menuName = special && flags.productMenuName ? flags.productMenuName : config.menuName;
  const store = useCheckoutStore();
  const [skus, setSkus] = useState<SkusReply | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [wallets, setWallets] = useState({ paypal: false, applePay: false, googlePay: false });
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    creditCardNo: '',
    expirationMonth: '',
    expirationYear: '',
    securityCode: '',
    zip: '',
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  useEffect(() => {
    const criteria = {
      firstName: params.get('fn') ?? '',
      middleName: params.get('mn') ?? '',
      lastName: params.get('ln') ?? '',
    };
    useCheckoutStore.getState().start({ cartCheckoutType: config.checkoutType, criteria, paymentMethod: 'card' });
    membershipApi
      .skus(menuName)
      .then((r) => {
        setSkus(r);
        const wanted = params.get('offer');
        const plan = params.get('plan');
        const visible = r.offers.filter((o) => o.abandonmentOffer === special);
        const pick =
          (wanted && visible.find((o) => o.id === wanted)) ||
          (plan && visible.find((o) => o.offerType === (plan === 'premium' ? 4 : plan === 'basic' ? 3 : -1))) ||
          visible.find((o) => o.id === r.offerId) ||
          visible[0];
        if (pick) useCheckoutStore.getState().selectOffer(pick.id);
        for (const o of r.offers) {
          const check = checkCheckoutSkus(
            o.productSkus
              .filter((s) => s.skuName !== 'standard' && s.skuName !== 'lifetime')
              .map((s) => ({ kind: s.skuName as 'trial' })),
          );
          if (check.level === 'critical' && check.message)
            void logClient({ level: 'critical', message: check.message });
        }
      })
      .catch(() => setLoadError(FAILED_TO_LOAD_OFFERS));
    membershipApi
      .checkoutConfig()
      .then((c) => setWallets(c.paymentMethods))
      .catch(() => undefined);
    membershipApi
      .session()
      .then((s) => setSignedIn(s.signedIn))
      .catch(() => setSignedIn(false));
  }, [config.checkoutType, menuName, params, special]);

  const offers = useMemo(() => {
    const list = (skus?.offers ?? []).filter((o) => o.abandonmentOffer === special);
    return config.combined ? [...list].reverse() : list;
  }, [skus, special, config.combined]);
  const selected = offers.find((o) => o.id === store.selectedOfferId) ?? null;
  const monthly =
    skus?.offers.flatMap((o) => o.productSkus).find((s) => s.skuName === 'renewal' && s.termHours === 720)?.price ??
    null;
  const shownWallets = (['paypal', 'applePay', 'googlePay'] as const).filter((w) => config.wallets[w] && wallets[w]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!selected || store.processing) return;
    const buy = buySkuOf(selected);
    if (!buy) {
      setError(FAILED_TO_LOAD_SKUS);
      return;
    }
    store.submitStarted();
    setError(null);
    const criteria: Record<string, string> = {};
    for (const k of ['id', 'fn', 'mn', 'ln', 'city', 'state', 'phone', 'email', 'address']) {
      const v = params.get(k);
      if (v) criteria[k] = v;
    }
    const redirect = params.get('redirect') ?? undefined;
    try {
      const res = await membershipApi.checkout(config.checkoutType, {
        idempotencyKey: useCheckoutStore.getState().attemptKey,
        productMenuName: menuName,
        productOfferId: selected.id,
        productSkuId: buy.id,
        card: {
          creditCardNo: digitsOnly(form.creditCardNo),
          expirationMonth: form.expirationMonth,
          expirationYear: form.expirationYear,
          securityCode: digitsOnly(form.securityCode),
          zip: digitsOnly(form.zip),
          firstName: form.firstName,
          lastName: form.lastName,
        },
        ...(signedIn
          ? {}
          : {
              account: {
                email: form.email,
                password: form.password,
                firstName: form.firstName,
                lastName: form.lastName,
              },
            }),
        ...(Object.keys(criteria).length ? { criteria } : {}),
        ...(redirect ? { redirect } : {}),
      });
      store.submitSucceeded();
      window.location.assign(res.redirectUrl);
    } catch (err) {
      store.submitFailed();
      setError(err);
      // A sign-up inside the checkout may have succeeded before the card was declined.
      membershipApi
        .session()
        .then((s) => {
          setSignedIn(s.signedIn);
          if (s.signedIn) useShellStore.getState().setSignedIn(true);
        })
        .catch(() => undefined);
    }
  };

  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!skus) return <Spinner label="Loading offers" />;
  const fieldErrors = (key: string) =>
    error && typeof error === 'object' && 'errors' in (error as object)
      ? ((error as { errors: Record<string, string[]> }).errors[key] ?? undefined)
      : undefined;

  return (
    <div
      className={['ms-checkout', config.combined && 'ms-checkout--combined'].filter(Boolean).join(' ')}
      data-family={config.family}
    >
      {special && (
        <Alert tone="warning" title="Special limited time offer">
          {ABANDONMENT_MESSAGE}
        </Alert>
      )}
      <form className="ms-checkout__form" onSubmit={(e) => void submit(e)} noValidate>
        <section className="ms-checkout__section" aria-labelledby="ms-choose">
          <h2 id="ms-choose" className="ms-checkout__h2">
            1. Choose your plan
          </h2>
          <div className="ms-offers" role="radiogroup">
            {offers.map((o) => (
              <OfferCard
                key={o.id}
                offer={o}
                selected={o.id === store.selectedOfferId}
                onSelect={() => store.selectOffer(o.id)}
                savings={config.savings}
                monthlyCents={monthly}
                bestValue={o.offerJson.bestValue === true && offers.length > 1}
              />
            ))}
          </div>
        </section>

        {signedIn === false && (
          <section className="ms-checkout__section" aria-labelledby="ms-account">
            <h2 id="ms-account" className="ms-checkout__h2">
              2. Create your account
            </h2>
            <p className="ms-muted">
              Already a member?{' '}
              <a href={`/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`}>
                Log in
              </a>
            </p>
            {!config.cardHolderName && (
              <div className="ms-grid-2">
                <TextField
                  label="First name"
                  autoComplete="given-name"
                  value={form.firstName}
                  onChange={set('firstName')}
                  error={fieldErrors('firstName')}
                  required
                />
                <TextField
                  label="Last name"
                  autoComplete="family-name"
                  value={form.lastName}
                  onChange={set('lastName')}
                  error={fieldErrors('lastName')}
                  required
                />
              </div>
            )}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
              error={fieldErrors('email')}
              required
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
              error={fieldErrors('password')}
              hint="5 to 32 characters."
              required
            />
          </section>
        )}

        <section className="ms-checkout__section" aria-labelledby="ms-pay">
          <h2 id="ms-pay" className="ms-checkout__h2">
            {signedIn === false ? '3' : '2'}. Payment
          </h2>
          {shownWallets.length > 0 && (
            <div className="ms-wallets">
              {shownWallets.map((w) => (
                <Button key={w} variant="secondary" onClick={() => store.selectPaymentMethod(w as PaymentMethod)}>
                  {w === 'paypal' ? 'PayPal' : w === 'applePay' ? 'Apple Pay' : 'Google Pay'}
                </Button>
              ))}
            </div>
          )}
          {config.cardHolderName && (
            <div className="ms-grid-2">
              <TextField
                label="Card-holder first name"
                autoComplete="cc-given-name"
                value={form.firstName}
                onChange={set('firstName')}
                error={fieldErrors('firstName')}
              />
              <TextField
                label="Card-holder last name"
                autoComplete="cc-family-name"
                value={form.lastName}
                onChange={set('lastName')}
                error={fieldErrors('lastName')}
              />
            </div>
          )}
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={form.creditCardNo}
            onChange={set('creditCardNo')}
            error={fieldErrors('card.creditCardNo')}
            required
          />
          <div className="ms-grid-4">
            <TextField
              label="Exp. month"
              inputMode="numeric"
              placeholder="MM"
              autoComplete="cc-exp-month"
              value={form.expirationMonth}
              onChange={set('expirationMonth')}
              error={fieldErrors('card.expirationMonth')}
            />
            <TextField
              label="Exp. year"
              inputMode="numeric"
              placeholder="YYYY"
              autoComplete="cc-exp-year"
              value={form.expirationYear}
              onChange={set('expirationYear')}
              error={fieldErrors('card.expirationYear')}
            />
            <TextField
              label="Security code"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={form.securityCode}
              onChange={set('securityCode')}
              error={fieldErrors('card.securityCode')}
            />
            <TextField
              label="Billing zip"
              inputMode="numeric"
              autoComplete="postal-code"
              value={form.zip}
              onChange={set('zip')}
              error={fieldErrors('card.zip')}
            />
          </div>
        </section>

        {selected && (
          <section className="ms-summary" aria-label="Order summary" data-testid="order-summary">
            <p className="ms-summary__line">
              <strong>{offerTitle(selected)}</strong>: {offerLine(selected)}
            </p>
            <p className="ms-summary__terms">{selected.terms.standard}</p>
          </section>
        )}
        <ErrorSummary error={error} fields={['*']} />
        <Button type="submit" size="lg" block loading={store.processing} disabled={!selected}>
          {selected ? `Pay ${formatCentsAsDollars(buySkuOf(selected)?.price ?? 0)} and Continue` : 'Choose a plan'}
        </Button>
        <p className="ms-secure">
          Secure payment. Your card number is sent to our payment processor and never stored by Tracewell.
        </p>
      </form>

      {config.combined && (
        <aside className="ms-combined">
          <section>
            <h2 className="ms-checkout__h2">Membership benefits</h2>
            <ul className="ms-benefits">
              {BENEFITS.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="ms-checkout__h2">What members say</h2>
            {TESTIMONIALS.map(([q, who]) => (
              <blockquote key={who} className="ms-quote">
                <p>{q}</p>
                <cite>{who}</cite>
              </blockquote>
            ))}
          </section>
          <section>
            <h2 className="ms-checkout__h2">FAQ</h2>
            <dl className="ms-faq">
              {FAQ.map(([q, a]) => (
                <div key={q}>
                  <dt>{q}</dt>
                  <dd>{a}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      )}
    </div>
  );
};

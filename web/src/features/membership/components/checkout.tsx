import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stripToDigits } from '#core/billing/card.rules';
import { makeCheckoutCardSchema } from '#core/billing/checkout-card.schema';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import { MONTHLY_TERM_HOURS } from '#core/membership/catalog/membership-catalog.rules';
import { isCheckoutMenu } from '#core/membership/catalog/membership-menus.rules';
import { checkCheckoutSkus } from '#core/membership/checkout/checkout-skus.rules';
import {
  ABANDONMENT_MESSAGE,
  FAILED_TO_LOAD_OFFERS,
  FAILED_TO_LOAD_SKUS,
  isAbandonmentSpecialOffer,
  parseAbandonmentFlags,
} from '#core/membership/offers/abandonment.rules';
import { offerChoice } from '#core/membership/offers/shown-offers.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CardFields } from '../../../components/card-fields';
import { ErrorSummary } from '../../../components/error-summary';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { logClient } from '../../../lib/http/logger';
import { useRequest } from '../../../lib/http/use-request';
import { refreshSession, useSessionStore } from '../../../lib/session/session-store';
import { membershipApi } from '../api/membership-api';
import { type PaymentMethod, useCheckoutStore } from '../stores/checkout-store';
import type { CheckoutConfig } from './checkout-config';
import { CombinedCheckoutAside } from './combined-checkout-aside';
import { buySkuOf, OfferCard, offerLine, offerTitle } from './offer-card';

const NO_WALLETS = { paypal: false, applePay: false, googlePay: false };

/**
 * The one checkout, configured per route family (002 sections 2.5, 3, 4): offers with the renewal price
 * beside each, card payment (wallets only when configured), sign-up for anonymous buyers, the abandonment
 * special offer, and one idempotency key per attempt. The card is checked with the core checkout-card
 * schema (the server's) before anything is sent.
 */
export const Checkout = ({ config }: { config: CheckoutConfig }) => {
  const [params] = useSearchParams();
  const flags = useMemo(() => parseAbandonmentFlags(params), [params]);
  const special = isAbandonmentSpecialOffer(flags);
  // /join plans link to any checkout menu (`?menu=membership-tiers&offer=...&sku=...`); other menus are ignored.
  const asked = params.get('menu');
  const menuName =
    special && flags.productMenuName ? flags.productMenuName : asked && isCheckoutMenu(asked) ? asked : config.menuName;
  const askedSku = params.get('sku');
  const store = useCheckoutStore();
  const skusRequest = useRequest(menuName, () => membershipApi.skus(menuName));
  const skus = skusRequest.data;
  const wallets =
    useRequest('checkout-config', () => membershipApi.checkoutConfig()).data?.paymentMethods ?? NO_WALLETS;
  const session = useSessionStore((s) => s.status);
  const signedIn = session === 'unknown' ? null : session === 'signedIn';
  const { errors, failure, validate, fromError, setErrors } = useFormErrors();
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
  const setField = (k: keyof typeof form, value: string) => setForm((f) => ({ ...f, [k]: value }));
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setField(k, e.target.value);

  useEffect(() => {
    const criteria = {
      firstName: params.get('fn') ?? '',
      middleName: params.get('mn') ?? '',
      lastName: params.get('ln') ?? '',
    };
    useCheckoutStore.getState().start({ cartCheckoutType: config.checkoutType, criteria, paymentMethod: 'card' });
    // Whether the buyer must sign up here: the session store asks the server.
    void refreshSession();
  }, [config.checkoutType, params]);

  // The offers shown (regular, or the abandonment special ones) and the one shown selected: the one the link
  // asks for, else the menu's default (core offerChoice).
  const choice = useMemo(
    () =>
      skus
        ? offerChoice(
            { offers: skus.offers, defaultOfferId: skus.offerId },
            { special, offerId: params.get('offer'), plan: params.get('plan') },
          )
        : null,
    [skus, special, params],
  );
  useEffect(() => {
    if (choice?.selected) useCheckoutStore.getState().selectOffer(choice.selected.id);
  }, [choice]);

  // 002 sections 4 and 5: a menu whose SKUs break the one-renewal, one-cancellation, one-trial rule is logged.
  useEffect(() => {
    for (const o of skus?.offers ?? []) {
      const check = checkCheckoutSkus(
        o.productSkus
          .filter((s) => s.skuName !== 'standard' && s.skuName !== 'lifetime')
          .map((s) => ({ kind: s.skuName as 'trial' })),
      );
      if (check.level === 'critical' && check.message) void logClient({ level: 'critical', message: check.message });
    }
  }, [skus]);

  const offers = useMemo(() => {
    const list = choice?.offers ?? [];
    return config.combined ? [...list].reverse() : list;
  }, [choice, config.combined]);
  const selected = offers.find((o) => o.id === store.selectedOfferId) ?? null;
  const monthly =
    skus?.offers
      .flatMap((o) => o.productSkus)
      .find((s) => s.skuName === 'renewal' && s.termHours === MONTHLY_TERM_HOURS)?.price ?? null;
  const shownWallets = (['paypal', 'applePay', 'googlePay'] as const).filter((w) => config.wallets[w] && wallets[w]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!selected || store.processing) return;
    const buy = buySkuOf(selected, askedSku);
    if (!buy) {
      setErrors({ '*': [FAILED_TO_LOAD_SKUS] });
      return;
    }
    const card = {
      creditCardNo: stripToDigits(form.creditCardNo),
      expirationMonth: form.expirationMonth,
      expirationYear: form.expirationYear,
      securityCode: stripToDigits(form.securityCode),
      zip: stripToDigits(form.zip),
      firstName: form.firstName,
      lastName: form.lastName,
    };
    // The server's own card schema, with its messages under the same `card.` keys the server uses.
    if (!validate(makeCheckoutCardSchema(new Date()), card, { prefix: 'card.' })) return;
    store.submitStarted();
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
        card,
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
      // The sale is the visitor's experiment conversion: the server records it (docs/decisions/0094).
      window.location.assign(res.redirectUrl);
    } catch (err) {
      store.submitFailed();
      fromError(err);
      // A sign-up inside the checkout may have succeeded before the card was declined.
      void refreshSession();
    }
  };

  if (skusRequest.error) return <Alert tone="error">{FAILED_TO_LOAD_OFFERS}</Alert>;
  if (!skus) return <Spinner label="Loading offers" />;

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
                skuId={askedSku}
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
                  error={errors.firstName}
                  required
                />
                <TextField
                  label="Last name"
                  autoComplete="family-name"
                  value={form.lastName}
                  onChange={set('lastName')}
                  error={errors.lastName}
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
              error={errors.email}
              required
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
              error={errors.password}
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
                error={errors.firstName ?? errors['card.firstName']}
              />
              <TextField
                label="Card-holder last name"
                autoComplete="cc-family-name"
                value={form.lastName}
                onChange={set('lastName')}
                error={errors.lastName ?? errors['card.lastName']}
              />
            </div>
          )}
          <CardFields values={form} onChange={setField} errorOf={(k) => errors[`card.${k}`]}>
            <TextField
              label="Billing zip"
              inputMode="numeric"
              autoComplete="postal-code"
              value={form.zip}
              onChange={set('zip')}
              error={errors['card.zip']}
            />
          </CardFields>
        </section>

        {selected && (
          <section className="ms-summary" aria-label="Order summary" data-testid="order-summary">
            <p className="ms-summary__line">
              <strong>{offerTitle(selected)}</strong>: {offerLine(selected, askedSku)}
            </p>
            <p className="ms-summary__terms">{selected.terms.standard}</p>
          </section>
        )}
        <ErrorSummary error={failure} fields={['*']} />
        <Button type="submit" size="lg" block loading={store.processing} disabled={!selected}>
          {selected
            ? `Pay ${formatCentsAsDollars(buySkuOf(selected, askedSku)?.price ?? 0)} and Continue`
            : 'Choose a plan'}
        </Button>
        <p className="ms-secure">
          Secure payment. Your card number is sent to our payment processor and never stored by Tracewell.
        </p>
      </form>

      {config.combined && <CombinedCheckoutAside />}
    </div>
  );
};

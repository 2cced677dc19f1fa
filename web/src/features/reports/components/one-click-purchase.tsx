import { useEffect, useMemo, useState } from 'react';
import { hasUsableCard } from '#core/billing/card.rules';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import { offerPriceLine } from '#core/membership/catalog/offer-price.rules';
import { pickCheckoutSkus } from '#core/membership/checkout/checkout-skus.rules';
import { REPORT_CHECKOUT_TYPES, SILENT_CHECKOUT_MENUS } from '#core/membership/checkout/silent-checkout.rules';
import { offerChoice } from '#core/membership/offers/shown-offers.rules';
import type { WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import { hasTerms, purchaseReadiness } from '#core/membership/upgrades/confirm-upgrade.rules';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { isHttpError } from '../../../lib/http/http-error';
import { logClient } from '../../../lib/http/logger';
import { newPurchaseKey, silentCheckoutApi } from '../../../lib/silent-checkout-api';
import { walletApi } from '../../../lib/wallet-api';
import { CardPurchaseConfirm } from './card-purchase-confirm';

type ReportType = keyof typeof REPORT_CHECKOUT_TYPES;

/**
 * The one-click purchase of a report with the card on file (issue 18 part 5; 000 section 5 purchase
 * readiness; 002 sections 7 and 8): a confirmation showing what is bought, its price, the card (last 4)
 * and the terms checkbox ("Please accept the terms to continue"), then POST checkout/silent with
 * `checkoutType`, `hasVoucher` and the report criteria, and on to the report (which unlocks with the
 * voucher the purchase grants). Without a usable card on file the buyer is sent to the checkout page.
 */
export const OneClickPurchase = ({
  type,
  subjectId,
  checkoutUrl,
  onClose,
  onNeedsCheckout,
}: {
  type: string;
  subjectId: string;
  checkoutUrl: string;
  onClose: () => void;
  onNeedsCheckout: () => void;
}) => {
  const checkoutType = REPORT_CHECKOUT_TYPES[(type in REPORT_CHECKOUT_TYPES ? type : 'background') as ReportType];
  const menuName = SILENT_CHECKOUT_MENUS[checkoutType];
  const [card, setCard] = useState<WalletCardView | null | undefined>(undefined);
  const [menu, setMenu] = useState<Awaited<ReturnType<typeof silentCheckoutApi.skus>> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double click is charged once; after a failure the next attempt is a new one.
  const [key, setKey] = useState(newPurchaseKey);

  useEffect(() => {
    let live = true;
    Promise.all([walletApi.cards(), silentCheckoutApi.skus(menuName)]).then(
      ([cards, skus]) => {
        if (!live) return;
        const chosen = cards.cards.find((c) => c.isDefaultCard) ?? cards.cards[0] ?? null;
        if (!chosen || !hasUsableCard(chosen, new Date())) {
          onNeedsCheckout();
          return;
        }
        setCard(chosen);
        setMenu(skus);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [menuName, onNeedsCheckout]);

  const offer = useMemo(
    () => (menu ? offerChoice({ offers: menu.offers, defaultOfferId: menu.offerId }).selected : undefined),
    [menu],
  );
  const skus = offer
    ? pickCheckoutSkus(
        offer.productSkus,
        (s) => s.skuName,
        (s) => s.id,
      )
    : null;
  const terms = offer?.terms.standard ?? '';

  const confirm = async () => {
    if (!offer || !skus || busy) return;
    const ready = purchaseReadiness({ hasOffer: true, card, terms, termsAccepted: accepted, now: new Date() });
    if (!ready.ready) {
      if (ready.blocker === 'noCard' || ready.blocker === 'cardExpired') onNeedsCheckout();
      setMessage(ready.message);
      return;
    }
    setMessage(null);
    setBusy(true);
    const redirect = new URL(checkoutUrl, window.location.origin).searchParams.get('redirect') ?? undefined;
    try {
      const res = await silentCheckoutApi.submit({
        idempotencyKey: key,
        checkoutType,
        productMenuName: menuName,
        productOfferId: offer.id,
        productSkuId: skus.buy.id,
        hasVoucher: false,
        termsAccepted: accepted || !hasTerms(terms),
        criteria: { id: subjectId, type },
        ...(redirect ? { redirect } : {}),
      });
      window.location.assign(res.redirectUrl);
    } catch (e) {
      setBusy(false);
      setKey(newPurchaseKey());
      setMessage(isHttpError(e) ? e.message : 'Sorry, an error occurred');
      void logClient({
        level: 'error',
        message: 'Unsuccessful purchase: one-click report purchase failed',
        details: { status: isHttpError(e) ? e.status : 0 },
      });
    }
  };

  return (
    <Modal title="Unlock the Full Report" onClose={onClose} testId="one-click-purchase">
      {loadFailed && <Alert tone="error">Failed to load offers</Alert>}
      {!loadFailed && (!card || !offer || !skus) && <Spinner label="Loading your payment options" />}
      {card && offer && skus && (
        <>
          <p className="rep-one-click__price" data-testid="one-click-price">
            {formatCentsAsDollars(skus.buy.price)}
          </p>
          <p>
            <strong>{skus.buy.productDisplayName}</strong>: {offerPriceLine(skus.buy, skus.renewal)}
          </p>
          <CardPurchaseConfirm
            card={card}
            changeCard={
              <a className="rep-link" href={checkoutUrl}>
                Use a different card
              </a>
            }
            terms={terms}
            accepted={accepted}
            onAccept={(v) => {
              setAccepted(v);
              if (v) setMessage(null);
            }}
            message={message}
            payLabel={`Pay ${formatCentsAsDollars(skus.buy.price)} and Unlock`}
            busy={busy}
            onPay={() => void confirm()}
            onCancel={onClose}
            testId="one-click"
          />
        </>
      )}
    </Modal>
  );
};

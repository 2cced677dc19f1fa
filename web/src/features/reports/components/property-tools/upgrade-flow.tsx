import { useCallback, useId, useState } from 'react';
import { hasUsableCard } from '#core/billing/card.rules';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import { renewalPriceLabel } from '#core/membership/catalog/renewal-label.rules';
import { PAYMENT_DECLINED_MESSAGE } from '#core/membership/membership.errors';
import type { WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import {
  ACCEPT_TERMS_MESSAGE,
  hasTerms,
  purchaseReadiness,
  UPGRADE_SKU_MISSING_MESSAGE,
} from '#core/membership/upgrades/confirm-upgrade.rules';
import {
  type UpgradeProduct,
  upgradeProducts,
  upgradeThankYouLine,
} from '#core/membership/upgrades/upgrade-products.rules';
import { Alert } from '../../../../components/alert';
import { AnchorButton, Button, LinkButton } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { LoadingBlock } from '../../../../components/spinner';
import { isHttpError } from '../../../../lib/http/http-error';
import { logClient } from '../../../../lib/http/logger';
import { useRequest } from '../../../../lib/http/use-request';
import { SUPPORT_CONTACT } from '../../../../lib/support-contact';
import { upgradeApi } from '../../api/property-api';
import { AddCardModal } from './add-card-modal';

/** The card an upgrade charges: the default card, else the first (the server charges the default). */
const chargedCard = (cards: readonly WalletCardView[]): WalletCardView | null =>
  cards.find((c) => c.isDefaultCard) ?? cards[0] ?? null;

/** The message of a failed upgrade: the server's own, else the payment text of 001 section 8. */
const upgradeFailureMessage = (e: unknown): string => {
  const general = isHttpError(e) ? e.errors['*']?.[0] : undefined;
  return general ?? PAYMENT_DECLINED_MESSAGE;
};

/** "With no offered products a contact-care modal appears instead" (001 section 4). */
const ContactCareModal = ({ onClose }: { onClose: () => void }) => (
  <Modal title="Contact Customer Care" onClose={onClose} testId="contact-care-modal">
    <p>
      We cannot offer a membership upgrade online for your account right now. Please contact Customer Care, who can help
      you with your needs.
    </p>
    <p>
      Call <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phoneDisplay}</a> or e-mail{' '}
      <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>. {SUPPORT_CONTACT.emailReply}
    </p>
    <ul className="pt-muted">
      {SUPPORT_CONTACT.hours.map((h) => (
        <li key={h.days}>
          {h.days}: {h.hours}
        </li>
      ))}
    </ul>
    <div className="pt-modal-actions">
      <AnchorButton href={SUPPORT_CONTACT.phoneHref}>Call Customer Care</AnchorButton>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  </Modal>
);

/** The paused-account modal (001 section 6: "Paused users (isPaused) get a paused-account modal"). */
export const PausedModal = ({ onClose }: { onClose: () => void }) => (
  <Modal title="Your Membership Is Paused" onClose={onClose} testId="paused-modal">
    <p>
      Your membership is paused, so comparables, market data and the neighbourhood are not available. Resume your
      membership from your dashboard to use them again.
    </p>
    <div className="pt-modal-actions">
      <LinkButton to="/dashboard">Resume on My Dashboard</LinkButton>
      <Button variant="secondary" onClick={onClose}>
        Not Now
      </Button>
    </div>
  </Modal>
);

const ThankYouModal = ({ product, onClose }: { product: UpgradeProduct; onClose: () => void }) => (
  <Modal title="Thank you" onClose={onClose} testId="thank-you-modal">
    <p>
      Your <strong>{product.productDisplayName}</strong> is active.
      {product.reportLimit != null && ` ${upgradeThankYouLine(product.reportLimit)}`}
    </p>
    <p>Comparables, market data and the neighbourhood are open to you now.</p>
    <div className="pt-modal-actions">
      <Button onClick={onClose}>Close</Button>
    </div>
  </Modal>
);

/**
 * The upgrade modal flow (001 sections 4, 5 and 8): choose a product of the dashboard upgrade menu, accept
 * its terms, pay with the card on file (POST subscription/update charges the default card and starts the
 * membership), then 'Thank you'; closing it calls `onUpgraded` (the page reloads the report). The terms and
 * the pay button show only with a card that is not expired, else 'Add payment option' opens the wallet
 * modal; the pay button stays disabled until the terms are checked and while paying. No products: the
 * contact-care modal. Failures show the server's message or 'We cannot process your payment. Please use a
 * different card.' and are logged as an unsuccessful purchase.
 */
export const UpgradeFlow = ({ onClose, onUpgraded }: { onClose: () => void; onUpgraded: () => void }) => {
  const [cardsVersion, setCardsVersion] = useState(0);
  const menu = useRequest('upgrade-products', (signal) => upgradeApi.products(signal));
  const cards = useRequest(`upgrade-cards:${cardsVersion}`, (signal) => upgradeApi.cards(signal), {
    keepPrevious: true,
  });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<UpgradeProduct | null>(null);
  const [wallet, setWallet] = useState(false);
  const termsId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  const finish = useCallback(() => {
    onClose();
    onUpgraded();
  }, [onClose, onUpgraded]);
  const closeWallet = useCallback(() => setWallet(false), []);

  if (paid) return <ThankYouModal product={paid} onClose={finish} />;
  if (wallet) {
    return (
      <AddCardModal
        onClose={closeWallet}
        onAdded={() => {
          setWallet(false);
          setCardsVersion((v) => v + 1);
        }}
      />
    );
  }
  const products = menu.data ? upgradeProducts(menu.data.menuId, menu.data.offers) : null;
  if (products && products.length === 0) return <ContactCareModal onClose={close} />;

  const product = products?.find((p) => p.productSkuId === chosenId) ?? products?.[0] ?? null;
  const card = cards.data ? chargedCard(cards.data.cards) : null;
  const now = new Date();
  const cardOnFile = card ? { expirationMonth: card.expirationMonth, expirationYear: card.expirationYear } : null;
  const usable = hasUsableCard(cardOnFile, now);
  const terms = product?.terms ?? null;
  const needsTerms = hasTerms(terms) && !accepted;

  const pay = () => {
    const ready = purchaseReadiness({
      hasOffer: product !== null,
      card: cardOnFile,
      terms,
      termsAccepted: accepted,
      now,
    });
    if (!ready.ready) {
      if (ready.blocker === 'noOffer') setMessage(UPGRADE_SKU_MISSING_MESSAGE);
      else if (ready.message) setMessage(ready.message);
      return;
    }
    if (!product || paying) return;
    setMessage(null);
    setPaying(true);
    upgradeApi
      .upgrade({
        productMenuId: product.productMenuId,
        productOfferId: product.productOfferId,
        productSkuId: product.productSkuId,
        couponId: product.couponId,
      })
      .then(
        () => setPaid(product),
        (e: unknown) => {
          setMessage(upgradeFailureMessage(e));
          void logClient({
            level: 'error',
            message: 'Unsuccessful purchase: property tools upgrade failed',
            details: { status: isHttpError(e) ? e.status : 0, productSkuId: product.productSkuId },
          });
        },
      )
      .finally(() => setPaying(false));
  };

  return (
    <Modal title="Upgrade Your Membership" onClose={close} testId="upgrade-modal">
      {menu.error ? (
        <Alert tone="error">{UPGRADE_SKU_MISSING_MESSAGE}</Alert>
      ) : !products || (!cards.data && !cards.error) ? (
        <LoadingBlock message="Loading memberships…" />
      ) : (
        <>
          <p>Comparables, market trends and demand, and the neighbourhood come with a membership.</p>
          <fieldset className="pt-products">
            <legend>Choose your membership</legend>
            {products.map((p) => (
              <label key={p.productSkuId} className="pt-product">
                <input
                  type="radio"
                  name="upgrade-product"
                  value={p.productSkuId}
                  checked={product?.productSkuId === p.productSkuId}
                  onChange={() => {
                    setChosenId(p.productSkuId);
                    setAccepted(false);
                    setMessage(null);
                  }}
                />
                <span>
                  <strong>{p.productDisplayName}</strong> {renewalPriceLabel(p.price, p.termHours)}
                  {p.reportLimit != null && <span className="pt-muted">Up to {p.reportLimit} reports each month</span>}
                </span>
              </label>
            ))}
          </fieldset>
          {card && usable ? (
            <>
              <p className="pt-muted">
                Charged to <span className="pt-card-brand">{card.brand}</span> {card.creditCardNo}, expires{' '}
                {card.expiration}.{' '}
                <button type="button" className="pt-link" onClick={() => setWallet(true)}>
                  Use another card
                </button>
              </p>
              {hasTerms(terms) && (
                <label className="pt-check pt-terms">
                  <input
                    type="checkbox"
                    checked={accepted}
                    aria-describedby={termsId}
                    onChange={(e) => {
                      setAccepted(e.target.checked);
                      if (e.target.checked) setMessage(null);
                    }}
                  />{' '}
                  <span id={termsId}>{terms}</span>
                </label>
              )}
            </>
          ) : (
            <Alert tone="warning">
              {card ? 'Your card has expired.' : 'There is no card on file.'}{' '}
              <Button size="sm" variant="secondary" onClick={() => setWallet(true)}>
                Add payment option
              </Button>
            </Alert>
          )}
          {message && <Alert tone="error">{message}</Alert>}
          <div className="pt-modal-actions">
            {card && usable && product && (
              <Button
                onClick={pay}
                loading={paying}
                aria-disabled={needsTerms || undefined}
                title={needsTerms ? ACCEPT_TERMS_MESSAGE : undefined}
              >
                Pay {formatCentsAsDollars(product.price)} and Upgrade
              </Button>
            )}
            <Button variant="secondary" onClick={close}>
              Not Now
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
};

/** The paused-account modal for a paused member, else the upgrade flow: the one choice of which dialog a locked member gets. */
export type UpgradeOrPausedProps = { isPaused: boolean; onClose: () => void; onUpgraded: () => void };

export const UpgradeOrPausedModal = ({ isPaused, onClose, onUpgraded }: UpgradeOrPausedProps) =>
  isPaused ? <PausedModal onClose={onClose} /> : <UpgradeFlow onClose={onClose} onUpgraded={onUpgraded} />;

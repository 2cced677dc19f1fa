import { useState } from 'react';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import { reactivationTermsText, renewalPriceLabel } from '#core/membership/catalog/renewal-label.rules';
import type { SubscriptionView, WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import { formatMembershipDate } from '#core/membership/subscriptions/subscription-display.rules';
import {
  type ConfirmUpgradePanel,
  confirmUpgradeButtonLabel,
  hasTerms,
  isConfirmUpgradeDisabled,
  purchaseReadiness,
} from '#core/membership/upgrades/confirm-upgrade.rules';
import type { AccountUpgradeOfferView } from '#core/membership/upgrades/upgrades.schema';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { Modal } from '../../../components/modal';
import { isHttpError } from '../../../lib/http/http-error';
import { logClient } from '../../../lib/http/logger';
import { membershipApi } from '../api/membership-api';

/**
 * The confirm-upgrade modal (000 section 4): panels confirmUpgrade and membershipDetails; "Yes, Upgrade Now"
 * for another offer type, "Re-activate my Membership" otherwise; disabled without a card or with an expired
 * card; the terms checkbox must be checked ("Please accept the terms to continue").
 */
export const UpgradeModal = ({
  subscription,
  upgrade,
  card,
  onClose,
  onDone,
  onAddCard,
}: {
  /** Null for the account-level offer: a new membership, bought with the card on file. */
  subscription: SubscriptionView | null;
  upgrade: AccountUpgradeOfferView;
  card: WalletCardView | null;
  onClose: () => void;
  onDone: () => void;
  onAddCard: () => void;
}) => {
  const [panel, setPanel] = useState<ConfirmUpgradePanel>('confirmUpgrade');
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const now = new Date();
  const cardOnFile = card ? { expirationMonth: card.expirationMonth, expirationYear: card.expirationYear } : null;
  const label = subscription
    ? confirmUpgradeButtonLabel(subscription.role.offerType, upgrade.offerType)
    : 'Yes, Upgrade Now';
  const disabled = isConfirmUpgradeDisabled(cardOnFile, now) || loading;
  // A cancelled membership with paid time left re-activates without a charge (the server decides the same).
  const freeReactivation =
    subscription !== null &&
    label === 'Re-activate my Membership' &&
    subscription.role.isActive &&
    !subscription.role.willRenew &&
    !subscription.isPaymentPending &&
    subscription.role.expirationDate !== null &&
    Date.parse(subscription.role.expirationDate) > now.getTime();

  // The terms the member accepts: the offer's standard terms, or, for a free re-activation, what happens next.
  const terms =
    freeReactivation && subscription
      ? reactivationTermsText({
          name: subscription.role.name,
          renewsOn: subscription.role.expirationDate,
          renewalPriceCents: subscription.role.renewalPrice,
          renewalTermHours: subscription.role.renewalTermHours,
        })
      : upgrade.terms;

  const confirm = async () => {
    const ready = purchaseReadiness({ hasOffer: true, card: cardOnFile, terms, termsAccepted: accepted, now });
    if (!ready.ready) {
      setMessage(ready.message);
      return;
    }
    setMessage(null);
    setLoading(true);
    try {
      await membershipApi.update({
        ...(subscription ? { currentMembershipId: subscription.subscriptionId } : {}),
        upgradeSkuId: upgrade.productSkuId,
      });
      onDone();
      onClose();
    } catch (e) {
      setError(e);
      void logClient({
        level: 'error',
        message: 'Unsuccessful purchase: upgrade failed',
        details: { status: isHttpError(e) ? e.status : 0 },
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal
      title={label === 'Yes, Upgrade Now' ? 'Upgrade Your Membership' : 'Re-activate Your Membership'}
      onClose={onClose}
      testId="upgrade-modal"
    >
      {panel === 'confirmUpgrade' ? (
        <>
          {freeReactivation && subscription ? (
            <p>
              <strong>{subscription.role.name}</strong>: no charge today. Your membership renews on{' '}
              {formatMembershipDate(subscription.role.expirationDate)} at{' '}
              {renewalPriceLabel(subscription.role.renewalPrice ?? 0, subscription.role.renewalTermHours)}. Cancel
              online any time.
            </p>
          ) : (
            <p>
              <strong>{upgrade.productDisplayName}</strong>: {formatCentsAsDollars(upgrade.price)} today, then{' '}
              {renewalPriceLabel(upgrade.price, upgrade.termHours)}. Cancel online any time.
            </p>
          )}
          <button type="button" className="ms-link" onClick={() => setPanel('membershipDetails')}>
            Membership details
          </button>
          {card && !isConfirmUpgradeDisabled(cardOnFile, now) ? (
            <>
              <p className="ms-muted">
                {freeReactivation ? 'Renewals are charged to' : 'Charged to'}{' '}
                <span className="ms-card-brand">{card.brand}</span> {card.creditCardNo}, expires {card.expiration}.
              </p>
              {hasTerms(terms) && (
                <label className="ms-check">
                  <input
                    type="checkbox"
                    checked={accepted}
                    onChange={(e) => {
                      setAccepted(e.target.checked);
                      if (e.target.checked) setMessage(null);
                    }}
                  />{' '}
                  {terms}
                </label>
              )}
            </>
          ) : (
            <Alert tone="warning">
              {card ? 'Your card has expired.' : 'There is no card on file.'}{' '}
              <button type="button" className="ms-link" onClick={onAddCard}>
                Add payment option
              </button>
            </Alert>
          )}
          {message && <Alert tone="error">{message}</Alert>}
          <ErrorSummary error={error} />
          <div className="ms-actions">
            <Button onClick={() => void confirm()} disabled={disabled} loading={loading}>
              {label}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Not Now
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{terms}</p>
          <ul className="ms-plan__features">
            <li>
              Report limit follows the plan: {upgrade.reportLimit > 0 ? upgrade.reportLimit : 'see plan'} reports a
              month
            </li>
            <li>Renews at {renewalPriceLabel(upgrade.price, upgrade.termHours)} until you cancel</li>
          </ul>
          <Button variant="secondary" onClick={() => setPanel('confirmUpgrade')}>
            Back
          </Button>
        </>
      )}
    </Modal>
  );
};

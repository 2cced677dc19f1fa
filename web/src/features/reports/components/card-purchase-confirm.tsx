import type { ReactNode } from 'react';
import type { WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import { hasTerms } from '#core/membership/upgrades/confirm-upgrade.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';

/**
 * The confirmation of a purchase on the card on file (000 section 5 purchase readiness), shared by the
 * report's one-click purchase and the additional-cost unlock: the card charged (brand, last 4, expiry) with
 * the way to another card, the terms checkbox when the offer has terms, the error, and "Pay ... and Unlock".
 */
export const CardPurchaseConfirm = ({
  card,
  changeCard,
  terms,
  accepted,
  onAccept,
  message,
  payLabel,
  busy,
  onPay,
  onCancel,
  testId,
}: {
  card: WalletCardView;
  /** The link to pay with another card. */
  changeCard: ReactNode;
  terms: string;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  message: string | null;
  payLabel: string;
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
  testId: string;
}) => (
  <>
    <p data-testid={`${testId}-card`}>
      Charged to <span className="rep-one-click__brand">{card.brand}</span> ending in {card.last4}, expires{' '}
      {card.expiration}. {changeCard}
    </p>
    {hasTerms(terms) && (
      <label className="rep-one-click__check">
        <input type="checkbox" checked={accepted} onChange={(e) => onAccept(e.target.checked)} /> {terms}
      </label>
    )}
    {message && <Alert tone="error">{message}</Alert>}
    <div className="rep-one-click__actions">
      <Button onClick={onPay} loading={busy}>
        {payLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Not Now
      </Button>
    </div>
  </>
);

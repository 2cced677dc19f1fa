import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { hasUsableCard } from '#core/billing/card.rules';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import type { WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import { hasTerms, purchaseReadiness } from '#core/membership/upgrades/confirm-upgrade.rules';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { isHttpError } from '../../../lib/http/http-error';
import { walletApi } from '../../../lib/wallet-api';
import { reportsApi } from '../api/reports-api';
import { CardPurchaseConfirm } from './card-purchase-confirm';

/**
 * The additional-cost unlock at the month's report limit (000 section 6; the comprehensive-report special
 * offer of the member's plan, docs/decisions/0083): the price, the card on file (last 4), the terms checkbox
 * ("Please accept the terms to continue"), then one charge and the report in full. Without a usable card the
 * member is sent to add one on Your Account, as the PDF add-on does.
 */
export const AdditionalReportPurchase = ({
  type,
  subjectId,
  priceCents,
  terms,
  onClose,
  onUnlocked,
}: {
  type: string;
  subjectId: string;
  priceCents: number;
  terms: string;
  onClose: () => void;
  onUnlocked: () => void;
}) => {
  const [card, setCard] = useState<WalletCardView | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const price = formatCentsAsDollars(priceCents);

  useEffect(() => {
    const aborter = new AbortController();
    walletApi.cards(aborter.signal).then(
      ({ cards }) => {
        const chosen = cards.find((c) => c.isDefaultCard) ?? cards[0] ?? null;
        setCard(chosen && hasUsableCard(chosen, new Date()) ? chosen : null);
      },
      () => !aborter.signal.aborted && setLoadFailed(true),
    );
    return () => aborter.abort();
  }, []);

  const confirm = () => {
    if (busy) return;
    const ready = purchaseReadiness({ hasOffer: true, card, terms, termsAccepted: accepted, now: new Date() });
    if (!ready.ready) {
      setMessage(ready.message);
      return;
    }
    setMessage(null);
    setBusy(true);
    reportsApi.unlockAdditional(type, subjectId, accepted || !hasTerms(terms)).then(onUnlocked, (e: unknown) => {
      setBusy(false);
      setMessage(isHttpError(e) ? e.message : 'Sorry, an error occurred');
    });
  };

  return (
    <Modal title="Unlock This Report" onClose={onClose} testId="additional-report-purchase">
      {loadFailed && <Alert tone="error">Sorry, we could not load your payment options.</Alert>}
      {!loadFailed && card === undefined && <Spinner label="Loading your payment options" />}
      {card === null && (
        <>
          <p>Please add a card to your wallet to unlock this report for {price}.</p>
          <Link className="tw-btn tw-btn--primary" to="/dashboard/account">
            Add a card
          </Link>
        </>
      )}
      {card && (
        <>
          <p className="rep-one-click__price" data-testid="additional-report-price">
            {price}
          </p>
          <p>
            <strong>Comprehensive Report</strong>: this report in full, charged once. It does not use your membership's
            monthly reports.
          </p>
          <CardPurchaseConfirm
            card={card}
            changeCard={
              <Link className="rep-link" to="/dashboard/account">
                Use a different card
              </Link>
            }
            terms={terms}
            accepted={accepted}
            onAccept={(v) => {
              setAccepted(v);
              if (v) setMessage(null);
            }}
            message={message}
            payLabel={`Pay ${price} and Unlock`}
            busy={busy}
            onPay={confirm}
            onCancel={onClose}
            testId="additional-report"
          />
        </>
      )}
    </Modal>
  );
};

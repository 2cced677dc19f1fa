import { useReducer } from 'react';
import { savingsPercent } from '#core/membership/cancel-flow.rules';
import {
  CANCEL_MODAL_ERROR,
  type CancelModalContext,
  cancelModalReducer,
  initialCancelModalState,
} from '#core/membership/cancel-modal.machine';
import { renewalPriceLabel } from '#core/membership/checkout-skus.rules';
import type { SubscriptionView } from '#core/membership/membership-views.rules';
import { formatMembershipDate } from '#core/membership/subscription-display.rules';
import { Button } from '../../../components/button';
import { logClient } from '../../../lib/http/logger';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import { membershipApi, type SpecialOffer } from '../api/membership-api';
import { Modal } from './modal';

/** Cross-tab flags (000 section 4): set while cancelling; other tabs refresh when the success flag appears. */
export const CANCEL_PROCESSING_KEY = 'tw.membership.cancelProcessing';
export const CANCEL_SUCCESS_KEY = 'tw.membership.cancelSuccess';
const setFlag = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: other tabs refresh on their next load */
  }
};

/** The cancel-membership modal: the panels of 000 section 4, driven by the core reducer. */
export const CancelModal = ({
  subscription,
  context,
  special,
  onClose,
  onDone,
}: {
  subscription: SubscriptionView;
  context: CancelModalContext;
  special: SpecialOffer | null;
  onClose: () => void;
  onDone: () => void;
}) => {
  const [state, dispatch] = useReducer(cancelModalReducer, context, initialCancelModalState);
  const expires = formatMembershipDate(subscription.role.expirationDate) ?? 'the end of your billing period';

  const confirmCancel = async () => {
    dispatch({ type: 'CONFIRM_CANCEL' });
    setFlag(CANCEL_PROCESSING_KEY, String(Date.now()));
    try {
      await membershipApi.cancel([{ key: subscription.subscriptionId, value: subscription.role.name }]);
      dispatch({ type: 'CANCEL_SUCCEEDED' });
      setFlag(CANCEL_SUCCESS_KEY, String(Date.now()));
      onDone();
    } catch (e) {
      dispatch({ type: 'CANCEL_FAILED' });
      void logClient({ level: 'critical', message: 'Cancel membership failed', details: { error: String(e) } });
    } finally {
      setFlag(CANCEL_PROCESSING_KEY, null);
    }
  };
  const acceptDiscount = async () => {
    if (!special) return;
    dispatch({ type: 'ACCEPT_DISCOUNT' });
    try {
      await membershipApi.update({
        productMenuId: special.productMenuId,
        productOfferId: special.productOfferId,
        productSkuId: special.productSkuId,
        originatingSubscriptionId: subscription.subscriptionId,
      });
      dispatch({ type: 'DISCOUNT_SUCCEEDED' });
      onDone();
    } catch (e) {
      dispatch({ type: 'DISCOUNT_FAILED' });
      void logClient({ level: 'critical', message: 'Cancellation discount failed', details: { error: String(e) } });
    }
  };
  const busy = state.pending !== null;
  const renewal = subscription.role.renewalPrice ?? 0;

  return (
    <Modal title="Cancel Membership" onClose={onClose} testId="cancel-modal">
      <div data-panel={state.panel}>
        {state.panel === 'cancelSubscription' && (
          <>
            <p>Before you go: can we help you find what you were looking for? Our search specialists can help.</p>
            <div className="ms-actions">
              <Button variant="secondary" onClick={() => dispatch({ type: 'SHOW_SEARCH_HELP' })}>
                Get Search Help
              </Button>
              <Button variant="danger" onClick={() => dispatch({ type: 'CHOOSE_CANCEL' })}>
                Continue to Cancel
              </Button>
            </div>
          </>
        )}
        {state.panel === 'searchHelp' && (
          <>
            <p>
              Call us at <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phoneDisplay}</a>, e-mail us at{' '}
              <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>, visit the{' '}
              <a href="/help">help center</a>, or <a href="/dashboard">view your membership benefits</a>.
            </p>
            <div className="ms-actions">
              <Button variant="secondary" onClick={() => dispatch({ type: 'BACK_FROM_SEARCH_HELP' })}>
                Back
              </Button>
            </div>
          </>
        )}
        {state.panel === 'discountOffer' && special && (
          <>
            <p className="ms-offer-pitch">
              Stay with us for <strong>{renewalPriceLabel(special.price, special.termHours)}</strong> instead of{' '}
              {renewalPriceLabel(renewal, subscription.role.renewalTermHours)}: save{' '}
              {savingsPercent(renewal, special.price)}% from your next renewal.
            </p>
            <p className="ms-muted">{special.terms}</p>
            <div className="ms-actions">
              <Button onClick={() => void acceptDiscount()} loading={state.pending === 'discount'} disabled={busy}>
                Accept Offer
              </Button>
              <Button
                variant="ghost"
                onClick={() => void confirmCancel()}
                loading={state.pending === 'cancel'}
                disabled={busy}
              >
                No thanks, cancel my membership
              </Button>
            </div>
          </>
        )}
        {(state.panel === 'directCancel' ||
          state.panel === 'rewardsAreYouSure' ||
          (state.panel === 'discountOffer' && !special)) && (
          <>
            <p>
              {state.panel === 'rewardsAreYouSure'
                ? 'Are you sure? You will lose your $1 reports and member discounts.'
                : 'Are you sure you want to cancel your membership?'}{' '}
              {subscription.isPaymentPending ? 'Your membership ends now.' : `You keep access until ${expires}.`}
            </p>
            <div className="ms-actions">
              <Button variant="danger" onClick={() => void confirmCancel()} loading={busy} disabled={busy}>
                Cancel Membership
              </Button>
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Keep Membership
              </Button>
            </div>
          </>
        )}
        {(state.panel === 'membershipCancelled' || state.panel === 'rewardsMembershipCancelled') && (
          <>
            <p role="status">
              Your membership has been cancelled.{' '}
              {subscription.isPaymentPending ? '' : `You keep access until ${expires}.`} You will not be charged again.
            </p>
            <Button onClick={onClose}>Close</Button>
          </>
        )}
        {state.panel === 'discountApplied' && special && (
          <>
            <p role="status">
              Discount applied! Your membership now renews at {renewalPriceLabel(special.price, special.termHours)}.
            </p>
            <Button onClick={onClose}>Close</Button>
          </>
        )}
        {state.panel === 'error' && (
          <>
            <p role="alert">
              <strong>{CANCEL_MODAL_ERROR.title}</strong> {CANCEL_MODAL_ERROR.message}
            </p>
            <Button variant="secondary" onClick={() => dispatch({ type: 'GO_BACK' })}>
              {CANCEL_MODAL_ERROR.action}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
};

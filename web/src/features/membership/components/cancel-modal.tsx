import { useReducer } from 'react';
import {
  type CancelModalContext,
  cancelModalReducer,
  initialCancelModalState,
} from '#core/membership/cancellation/cancel-modal.machine';
import {
  CANCEL_MODAL_COPY as COPY,
  cancelAccessEnd,
  cancelConfirmText,
  discountAppliedText,
  discountOfferPitch,
  membershipCancelledText,
} from '#core/membership/cancellation/cancel-modal-copy.rules';
import type { SubscriptionView } from '#core/membership/subscriptions/membership-views.rules';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { logClient } from '../../../lib/http/logger';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';
import { membershipApi, type SpecialOffer } from '../api/membership-api';

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
  const accessEnd = cancelAccessEnd(subscription.role.expirationDate);

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
  const pitch = special
    ? discountOfferPitch({
        special: { priceCents: special.price, termHours: special.termHours },
        renewal: { priceCents: subscription.role.renewalPrice ?? 0, termHours: subscription.role.renewalTermHours },
      })
    : null;

  return (
    <Modal title={COPY.title} onClose={onClose} testId="cancel-modal">
      <div data-panel={state.panel}>
        {state.panel === 'cancelSubscription' && (
          <>
            <p>{COPY.cancelSubscription.text}</p>
            <div className="ms-actions">
              <Button variant="secondary" onClick={() => dispatch({ type: 'SHOW_SEARCH_HELP' })}>
                {COPY.cancelSubscription.searchHelp}
              </Button>
              <Button variant="danger" onClick={() => dispatch({ type: 'CHOOSE_CANCEL' })}>
                {COPY.cancelSubscription.continueToCancel}
              </Button>
            </div>
          </>
        )}
        {state.panel === 'searchHelp' && (
          <>
            <p>
              {COPY.searchHelp.callUs} <a href={SUPPORT_CONTACT.phoneHref}>{SUPPORT_CONTACT.phoneDisplay}</a>,{' '}
              {COPY.searchHelp.emailUs} <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>,{' '}
              {COPY.searchHelp.visitThe} <a href="/help">{COPY.searchHelp.helpCenter}</a>, or{' '}
              <a href="/dashboard">{COPY.searchHelp.benefits}</a>.
            </p>
            <div className="ms-actions">
              <Button variant="secondary" onClick={() => dispatch({ type: 'BACK_FROM_SEARCH_HELP' })}>
                {COPY.searchHelp.back}
              </Button>
            </div>
          </>
        )}
        {state.panel === 'discountOffer' && special && pitch && (
          <>
            <p className="ms-offer-pitch">
              {pitch.lead} <strong>{pitch.price}</strong> {pitch.rest}
            </p>
            <p className="ms-muted">{special.terms}</p>
            <div className="ms-actions">
              <Button onClick={() => void acceptDiscount()} loading={state.pending === 'discount'} disabled={busy}>
                {COPY.discountOffer.accept}
              </Button>
              <Button
                variant="ghost"
                onClick={() => void confirmCancel()}
                loading={state.pending === 'cancel'}
                disabled={busy}
              >
                {COPY.discountOffer.decline}
              </Button>
            </div>
          </>
        )}
        {(state.panel === 'directCancel' ||
          state.panel === 'rewardsAreYouSure' ||
          (state.panel === 'discountOffer' && !special)) && (
          <>
            <p>
              {cancelConfirmText({
                rewards: state.panel === 'rewardsAreYouSure',
                isPaymentPending: subscription.isPaymentPending,
                accessEnd,
              })}
            </p>
            <div className="ms-actions">
              <Button variant="danger" onClick={() => void confirmCancel()} loading={busy} disabled={busy}>
                {COPY.confirm.cancel}
              </Button>
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {COPY.confirm.keep}
              </Button>
            </div>
          </>
        )}
        {(state.panel === 'membershipCancelled' || state.panel === 'rewardsMembershipCancelled') && (
          <>
            <p role="status">
              {membershipCancelledText({ isPaymentPending: subscription.isPaymentPending, accessEnd })}
            </p>
            <Button onClick={onClose}>{COPY.close}</Button>
          </>
        )}
        {state.panel === 'discountApplied' && special && (
          <>
            <p role="status">{discountAppliedText({ priceCents: special.price, termHours: special.termHours })}</p>
            <Button onClick={onClose}>{COPY.close}</Button>
          </>
        )}
        {state.panel === 'error' && (
          <>
            <p role="alert">
              <strong>{COPY.error.title}</strong> {COPY.error.message}
            </p>
            <Button variant="secondary" onClick={() => dispatch({ type: 'GO_BACK' })}>
              {COPY.error.action}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
};

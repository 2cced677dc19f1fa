/**
 * The cancel-membership modal as a pure reducer (Spec 000 §4 Cancel-membership modal panels).
 *
 * Panels: cancelSubscription (offer of search help) -> searchHelp (call, e-mail, or view benefits) or the
 * cancel choice. The cancel choice -> directCancel if payment is pending, rewardsAreYouSure for a Rewards
 * membership, otherwise discountOffer. A successful cancel call -> membershipCancelled
 * (rewardsMembershipCancelled for Rewards); failure -> error, whose Go Back returns to the previous panel.
 * Accepting the discount -> discountApplied; failure -> error.
 *
 * Readings chosen:
 * - "otherwise discountOffer" applies only when the discount offer may be shown (`isDiscountOfferShown`);
 *   without one the plain directCancel panel asks for confirmation.
 * - searchHelp has a Back to cancelSubscription (the spec gives it no exit but closing the modal).
 * - The server calls are asynchronous: confirming sets `pending` and only the matching
 *   `*_SUCCEEDED`/`*_FAILED` event moves on, so a result never lands on a panel that did not ask for it
 *   and a double click cannot send two calls.
 * - membershipCancelled, rewardsMembershipCancelled and discountApplied are final.
 * Any event that does not apply returns the same state object.
 */
export type CancelModalPanel =
  | 'cancelSubscription'
  | 'searchHelp'
  | 'directCancel'
  | 'rewardsAreYouSure'
  | 'discountOffer'
  | 'discountApplied'
  | 'membershipCancelled'
  | 'rewardsMembershipCancelled'
  | 'error';

/** What the modal knows about the subscription being cancelled. */
export interface CancelModalContext {
  isPaymentPending: boolean;
  isRewards: boolean;
  /** From `isDiscountOfferShown` (Spec 000 §4). */
  discountOfferShown: boolean;
}

export interface CancelModalState {
  readonly panel: CancelModalPanel;
  /** The panel shown before this one; the error panel's Go Back returns to it. */
  readonly previous: CancelModalPanel | null;
  /** A cancel or discount call in flight. */
  readonly pending: 'cancel' | 'discount' | null;
  readonly context: CancelModalContext;
}

export type CancelModalEvent =
  | { type: 'SHOW_SEARCH_HELP' }
  | { type: 'BACK_FROM_SEARCH_HELP' }
  | { type: 'CHOOSE_CANCEL' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'CANCEL_SUCCEEDED' }
  | { type: 'CANCEL_FAILED' }
  | { type: 'ACCEPT_DISCOUNT' }
  | { type: 'DISCOUNT_SUCCEEDED' }
  | { type: 'DISCOUNT_FAILED' }
  | { type: 'GO_BACK' };

/** Spec 000 §8 cancel-modal error texts (logged as critical). */
export const CANCEL_MODAL_ERROR = {
  title: 'Oops, something went wrong',
  message: 'Sorry, we were unable to process your request.',
  action: 'Go Back',
} as const;

/** The panels that end the modal's flow. */
export const CANCEL_MODAL_FINAL_PANELS: readonly CancelModalPanel[] = [
  'membershipCancelled',
  'rewardsMembershipCancelled',
  'discountApplied',
];

/** The panels from which the member confirms the cancellation (the cancel call is made from these). */
const CANCEL_CONFIRM_PANELS: readonly CancelModalPanel[] = ['directCancel', 'rewardsAreYouSure', 'discountOffer'];

/** The modal opens on cancelSubscription. */
export const initialCancelModalState = (context: CancelModalContext): CancelModalState => ({
  panel: 'cancelSubscription',
  previous: null,
  pending: null,
  context,
});

/** Spec 000 §4: where the cancel choice leads. */
export const cancelChoicePanel = (c: CancelModalContext): CancelModalPanel =>
  c.isPaymentPending
    ? 'directCancel'
    : c.isRewards
      ? 'rewardsAreYouSure'
      : c.discountOfferShown
        ? 'discountOffer'
        : 'directCancel';

const go = (s: CancelModalState, panel: CancelModalPanel): CancelModalState => ({
  ...s,
  panel,
  previous: s.panel,
  pending: null,
});

/** The reducer: (state, event) -> state (Spec 000 §4 Cancel-membership modal panels). */
export const cancelModalReducer = (s: CancelModalState, e: CancelModalEvent): CancelModalState => {
  if (s.pending !== null) {
    if (s.pending === 'cancel' && e.type === 'CANCEL_SUCCEEDED') {
      return go(s, s.context.isRewards ? 'rewardsMembershipCancelled' : 'membershipCancelled');
    }
    if (s.pending === 'cancel' && e.type === 'CANCEL_FAILED') return go(s, 'error');
    if (s.pending === 'discount' && e.type === 'DISCOUNT_SUCCEEDED') return go(s, 'discountApplied');
    if (s.pending === 'discount' && e.type === 'DISCOUNT_FAILED') return go(s, 'error');
    return s;
  }
  switch (e.type) {
    case 'SHOW_SEARCH_HELP':
      return s.panel === 'cancelSubscription' ? go(s, 'searchHelp') : s;
    case 'BACK_FROM_SEARCH_HELP':
      return s.panel === 'searchHelp' ? go(s, 'cancelSubscription') : s;
    case 'CHOOSE_CANCEL':
      return s.panel === 'cancelSubscription' ? go(s, cancelChoicePanel(s.context)) : s;
    case 'CONFIRM_CANCEL':
      return CANCEL_CONFIRM_PANELS.includes(s.panel) ? { ...s, pending: 'cancel' } : s;
    case 'ACCEPT_DISCOUNT':
      return s.panel === 'discountOffer' ? { ...s, pending: 'discount' } : s;
    case 'GO_BACK':
      return s.panel === 'error' && s.previous !== null ? go(s, s.previous) : s;
    default:
      return s;
  }
};

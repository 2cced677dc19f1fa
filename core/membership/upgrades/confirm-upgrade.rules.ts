import { type CardOnFile, hasUsableCard } from '../../billing/card.rules.js';

/** Spec 000 §4 Confirm-upgrade modal panels. */
export type ConfirmUpgradePanel = 'confirmUpgrade' | 'membershipDetails';
/** Spec 000 §4: the modal's two panels. */
export const CONFIRM_UPGRADE_PANELS: readonly ConfirmUpgradePanel[] = ['confirmUpgrade', 'membershipDetails'];

/** Spec 000 §5 / §8 (and 001 §5): the terms checkbox message. */
export const ACCEPT_TERMS_MESSAGE = 'Please accept the terms to continue';
/** Spec 000 §8: upgrade data missing. */
export const UPGRADE_SKU_MISSING_MESSAGE = 'Unable to find background report upgrade sku';

/**
 * Spec 000 §4 Confirm-upgrade modal: the button reads "Yes, Upgrade Now" when upgrading to a different offer
 * type and "Re-activate my Membership" otherwise.
 */
export const confirmUpgradeButtonLabel = (
  currentOfferType: number,
  targetOfferType: number,
): 'Yes, Upgrade Now' | 'Re-activate my Membership' =>
  currentOfferType !== targetOfferType ? 'Yes, Upgrade Now' : 'Re-activate my Membership';

/** Spec 000 §4: the confirm button is disabled with no card or an expired card. */
export const isConfirmUpgradeDisabled = (card: CardOnFile | null | undefined, now: Date): boolean =>
  !hasUsableCard(card, now);

/** Why a purchase (upgrade or unlock) is not ready (Spec 000 §5 Purchase readiness). */
export type PurchaseBlocker = 'noOffer' | 'noCard' | 'cardExpired' | 'termsNotAccepted';

/**
 * Spec 000 §5 Purchase readiness (upgrade or unlock): an offer exists, a card exists and is not expired, and
 * terms are accepted when terms exist (terms come from the SKU offer's standard terms). Checked in that
 * order; the first failure is returned, with "Please accept the terms to continue" for the terms.
 */
export const purchaseReadiness = (input: {
  hasOffer: boolean;
  card: CardOnFile | null | undefined;
  terms: string | null | undefined;
  termsAccepted: boolean;
  now: Date;
}): { ready: true } | { ready: false; blocker: PurchaseBlocker; message: string | null } => {
  if (!input.hasOffer) return { ready: false, blocker: 'noOffer', message: null };
  if (input.card == null) return { ready: false, blocker: 'noCard', message: null };
  if (!hasUsableCard(input.card, input.now)) return { ready: false, blocker: 'cardExpired', message: null };
  if (hasTerms(input.terms) && !input.termsAccepted) {
    return { ready: false, blocker: 'termsNotAccepted', message: ACCEPT_TERMS_MESSAGE };
  }
  return { ready: true };
};

/** Terms "exist" when the SKU offer's standard terms text is non-blank (Spec 000 §5). */
export const hasTerms = (terms: string | null | undefined): boolean => (terms ?? '').trim() !== '';

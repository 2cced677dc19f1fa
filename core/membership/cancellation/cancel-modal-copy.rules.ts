import { renewalPriceLabel } from '../catalog/renewal-label.rules.js';
import { formatMembershipDate } from '../subscriptions/subscription-display.rules.js';
import { savingsPercent } from './cancel-flow.rules.js';
import { CANCEL_MODAL_ERROR } from './cancel-modal.machine.js';

/**
 * The words of the cancel-membership modal (000 section 4 panels; the machine is cancel-modal.machine.ts),
 * beside its machine so that a panel and its text change together. The spec names the panels and the
 * error texts (000 section 8, `CANCEL_MODAL_ERROR`); the other sentences are ours. The UI renders these
 * and adds only links and markup.
 */
export const CANCEL_MODAL_COPY = {
  title: 'Cancel Membership',
  cancelSubscription: {
    text: 'Before you go: can we help you find what you were looking for? Our search specialists can help.',
    searchHelp: 'Get Search Help',
    continueToCancel: 'Continue to Cancel',
  },
  /** "Call us at {phone}, e-mail us at {email}, visit the {help center}, or {view your membership benefits}." */
  searchHelp: {
    callUs: 'Call us at',
    emailUs: 'e-mail us at',
    visitThe: 'visit the',
    helpCenter: 'help center',
    benefits: 'view your membership benefits',
    back: 'Back',
  },
  discountOffer: {
    accept: 'Accept Offer',
    decline: 'No thanks, cancel my membership',
  },
  confirm: {
    cancel: 'Cancel Membership',
    keep: 'Keep Membership',
  },
  close: 'Close',
  error: CANCEL_MODAL_ERROR,
} as const;

/** Until when a cancelled membership keeps access: its expiration date (MMM D, YYYY), else the period's end. */
export const cancelAccessEnd = (expirationDate: string | Date | null | undefined): string =>
  formatMembershipDate(expirationDate) ?? 'the end of your billing period';

/** The discount panel's pitch: "Stay with us for {special} instead of {renewal}: save N% from your next renewal." */
export const discountOfferPitch = (input: {
  special: { priceCents: number; termHours: number | null };
  renewal: { priceCents: number; termHours: number | null };
}): { lead: string; price: string; rest: string } => ({
  lead: 'Stay with us for',
  price: renewalPriceLabel(input.special.priceCents, input.special.termHours),
  rest:
    `instead of ${renewalPriceLabel(input.renewal.priceCents, input.renewal.termHours)}: ` +
    `save ${savingsPercent(input.renewal.priceCents, input.special.priceCents)}% from your next renewal.`,
});

/** The confirm panels (directCancel, rewardsAreYouSure): the question and what happens to access. */
export const cancelConfirmText = (input: { rewards: boolean; isPaymentPending: boolean; accessEnd: string }): string =>
  `${
    input.rewards
      ? 'Are you sure? You will lose your $1 reports and member discounts.'
      : 'Are you sure you want to cancel your membership?'
  } ${input.isPaymentPending ? 'Your membership ends now.' : `You keep access until ${input.accessEnd}.`}`;

/** The membershipCancelled and rewardsMembershipCancelled panels. */
export const membershipCancelledText = (input: { isPaymentPending: boolean; accessEnd: string }): string =>
  `Your membership has been cancelled. ${input.isPaymentPending ? '' : `You keep access until ${input.accessEnd}.`} You will not be charged again.`;

/** The discountApplied panel. */
export const discountAppliedText = (special: { priceCents: number; termHours: number | null }): string =>
  `Discount applied! Your membership now renews at ${renewalPriceLabel(special.priceCents, special.termHours)}.`;

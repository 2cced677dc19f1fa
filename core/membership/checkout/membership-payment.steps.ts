import type { PaymentDelivery } from '../../billing/payment-saga.steps.js';
import { recordSaleConversions } from '../../experiments/experiment.steps.js';
import { type ConflictError, conflict } from '../../shared/errors.js';
import { ACCOUNT_CLOSED_MESSAGE, MEMBERSHIP_CHANGED_MESSAGE } from '../membership.errors.js';
import type { MembershipPorts } from '../membership-ports.port.js';
import type { MembershipPaymentCommit } from '../membership-store.port.js';
import { ALREADY_MEMBER_MESSAGE } from './one-membership-per-kind.rules.js';
import { receiptMail } from './receipt.rules.js';

/**
 * Steps shared by the membership payments (checkout, plan change, add-on, renewal): how the saga reads a
 * membership commit, the receipt, and the sale's experiment conversions.
 */

/** A membership payment's commit as the saga reads it (docs/decisions/0032-payment-saga.md). */
export const deliveryOf = <V>(written: MembershipPaymentCommit, value: V): PaymentDelivery<V, ConflictError> =>
  written.status === 'committed'
    ? { status: 'delivered', value }
    : written.status === 'orderSettled'
      ? { status: 'lost' }
      : { status: 'refused', error: conflict(REFUSAL_MESSAGE[written.status]) };

/** Why a commit wrote nothing, in the buyer's words (the saga refunds the charge). */
const REFUSAL_MESSAGE = {
  alreadyMember: ALREADY_MEMBER_MESSAGE,
  conflict: MEMBERSHIP_CHANGED_MESSAGE,
  accountClosed: ACCOUNT_CLOSED_MESSAGE,
} as const;

/** Sends the receipt of a charge; a mail failure never undoes a payment. */
export const sendReceipt = async (
  deps: Pick<MembershipPorts, 'store' | 'mailer' | 'siteUrl'>,
  userId: string,
  input: { description: string; amountCents: number; cardLabel: string; renewal: string | null },
): Promise<void> => {
  const contact = await deps.store.userContact(userId);
  if (!contact?.email) return;
  try {
    await deps.mailer.send(
      receiptMail({ ...input, to: contact.email, firstName: contact.firstName, siteUrl: deps.siteUrl }),
    );
  } catch {
    // The receipt stays in the sales history; mail delivery problems are the mailer's to report.
  }
};

/**
 * A completed sale is the buyer's conversion in the experiments their visitor cookie was exposed to
 * (docs/decisions/0094; core/experiments/experiment.steps.ts). Without the cookie there is nothing to
 * count; a failure to record never undoes a payment (the experiment report misses one conversion).
 */
export const recordSaleConversion = async (
  deps: Pick<MembershipPorts, 'experiments'>,
  visitorId: string | null,
  at: Date,
): Promise<void> => {
  if (!visitorId) return;
  try {
    await recordSaleConversions(deps.experiments, visitorId, at);
  } catch {
    // The sale stands; the experiment report is a guide.
  }
};

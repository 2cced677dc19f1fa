import { formatCentsAsDollars } from '../../billing/money.rules.js';
import { utcIsoDate } from '../../shared/date.rules.js';
import { renewalPriceLabel } from '../catalog/renewal-label.rules.js';
import type { SubscriptionRecord } from '../membership-store.port.js';

/** The receipt e-mailed for every charge. */
export const receiptMail = (input: {
  to: string;
  firstName: string | null;
  description: string;
  amountCents: number;
  cardLabel: string;
  renewal: string | null;
  siteUrl: string;
}) => {
  const lines = [
    `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
    '',
    `Thank you for your payment. This is your receipt.`,
    '',
    `${input.description}: ${formatCentsAsDollars(input.amountCents)}`,
    `Paid with ${input.cardLabel}`,
    ...(input.renewal ? ['', input.renewal] : []),
    '',
    `You can cancel online any time at ${input.siteUrl}/dashboard/account.`,
  ];
  return {
    to: input.to,
    subject: `Your Tracewell receipt: ${formatCentsAsDollars(input.amountCents)}`,
    text: lines.join('\n'),
  };
};

/** "Renews at $4.95/mo on {date}. Cancel online any time." for receipts; null when it does not renew. */
export const renewalText = (s: SubscriptionRecord): string | null =>
  s.willRenew && s.renewalPriceCents !== null && s.expirationDate
    ? `Your ${s.name} renews at ${renewalPriceLabel(s.renewalPriceCents, s.renewalTermHours)} on ${utcIsoDate(s.expirationDate)} unless you cancel before then.`
    : null;

/** How a receipt names the card paid with: "visa ending in 4242". */
export const receiptCardLabel = (card: { brand: string; last4: string }): string =>
  `${card.brand} ending in ${card.last4}`;

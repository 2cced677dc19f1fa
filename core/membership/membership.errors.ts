/** Spec 002 section 8: the text a buyer sees when a payment fails. */
export const PAYMENT_DECLINED_MESSAGE = 'We cannot process your payment. Please use a different card.';

/** A card payment was refused (HTTP 402). `code` is the gateway's reason, never shown as is. */
export type PaymentDeclinedError = {
  readonly type: 'PaymentDeclined';
  readonly code: string;
  readonly message: string;
};
export const paymentDeclined = (code: string): PaymentDeclinedError => ({
  type: 'PaymentDeclined',
  code,
  message: PAYMENT_DECLINED_MESSAGE,
});

/** The monthly report limit is used up (Spec 000 section 6); `message` is the all-access text when it applies. */
export type ReportLimitReachedError = {
  readonly type: 'ReportLimitReached';
  readonly limit: number;
  readonly used: number;
  readonly message: string;
};
export const reportLimitReached = (limit: number, used: number, message: string): ReportLimitReachedError => ({
  type: 'ReportLimitReached',
  limit,
  used,
  message,
});

/** Two changes of one membership met (the version it read was no longer current): HTTP 409, try again. */
export const MEMBERSHIP_CHANGED_MESSAGE = 'This membership was changed at the same time. Please try again.';
/** The account was deleted while its payment ran: nothing is delivered and the charge is refunded (0021). */
export const ACCOUNT_CLOSED_MESSAGE = 'This account has been deleted. Nothing was bought and any charge is refunded.';

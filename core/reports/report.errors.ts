/**
 * Outcomes of unlocking a report that the caller acts on (docs/decisions/0050). `limitReached`: the
 * member used this month's reports (000 section 6: the all-access-limit message and offer);
 * `checkoutRequired`: no membership allowance and no voucher, so the report is bought at checkout.
 */
export type ReportUnlockUnavailableError = {
  readonly type: 'ReportUnlockUnavailable';
  readonly reason: 'limitReached' | 'checkoutRequired';
  readonly message: string;
  readonly checkoutUrl: string;
};

export const reportUnlockUnavailable = (
  reason: ReportUnlockUnavailableError['reason'],
  message: string,
  checkoutUrl: string,
): ReportUnlockUnavailableError => ({ type: 'ReportUnlockUnavailable', reason, message, checkoutUrl });

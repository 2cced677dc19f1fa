/** What one account deletion did, counted (for the confirmation log and the tests). */
export interface AccountErasureReport {
  /** Memberships that were live or renewing and are now cancelled with no renewal. */
  readonly subscriptionsCancelled: number;
  readonly cardsRemoved: number;
  readonly sessionsEnded: number;
  /** Reset links, e-mail verification links and new-device codes. */
  readonly tokensRemoved: number;
  readonly socialLoginsRemoved: number;
}

/**
 * Account deletion as docs/decisions/0021 sets it out, in ONE transaction (all of it or nothing):
 * - the user row gets the deleted flag (2) and loses e-mail, names, phone, address and password hash;
 * - every subscription ends at once: not renewing, no payment pending, nothing left for the renewal
 *   job, with an audit row `subscription.cancelled` (reason `account_deleted`) for each one that was live;
 * - wallet cards are deleted, the gateway's card tokens are wiped from the charge rows, and the card
 *   brand and last 4 from the sales rows (the sales rows themselves stay: amounts, dates, products);
 * - every session, reset/verification/device token, known browser and social log-in is removed, and so
 *   are search and report history, report grants, monitoring, identity monitoring (set-up, codes, breach
 *   statuses, alerts and the kept texts to the member's phones), vouchers, usage, outbox mail to the
 *   address and the rate-limit counters keyed by the address or the user.
 * Answers `null`, writing nothing, when the account is unknown or already deleted.
 */
export interface AccountErasure {
  erase(userId: string, at: Date): Promise<AccountErasureReport | null>;
}

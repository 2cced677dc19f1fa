/**
 * What the reports area needs from memberships, vouchers and payments (docs/decisions/0050; the memberships area, docs/decisions/0031, owns
 * the tables). Adapter: PgReportAllowance reads `subscriptions`, `report_usage`, `vouchers` and
 * `wallet_cards` of migration 0030.
 */

/** The member's active membership and this period's report usage (000 section 3 backgroundReportCount/Limit). */
export interface ReportMembership {
  readonly subscriptionId: string;
  readonly name: string;
  readonly offerType: number;
  /** The role's report limit, or null when the store has none (the caller applies the spec's table). */
  readonly reportLimit: number | null;
  readonly used: number;
  readonly periodStart: Date;
}

/** An unclaimed report voucher (000 section 3 Voucher). */
export interface ReportVoucher {
  readonly id: string;
  readonly voucherType: 'phone' | 'address' | 'background' | 'other';
}

/** The card on file used for add-ons (000 section 6: "Printing or e-mailing a report PDF needs a card on file"). */
export interface ReportCardOnFile {
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export interface ReportEntitlements {
  /** The user's active membership (status active, not past its expiration), newest first; null when none. */
  membership(userId: string, at: Date): Promise<ReportMembership | null>;
  /**
   * Counts one unlock against the membership's period, atomically: `consumed` when counted now,
   * `alreadyCounted` when this report was already counted this period, `limitReached` when
   * `used >= limit` (nothing written).
   */
  consume(input: {
    userId: string;
    subscriptionId: string;
    reportId: string;
    periodStart: Date;
    limit: number;
    at: Date;
  }): Promise<'consumed' | 'alreadyCounted' | 'limitReached'>;
  /** An unclaimed voucher of that type, oldest first. */
  voucher(userId: string, voucherType: ReportVoucher['voucherType']): Promise<ReportVoucher | null>;
  /** Claims a voucher for a report; false when it was claimed meanwhile. */
  claimVoucher(userId: string, voucherId: string, reportId: string, at: Date): Promise<boolean>;
  /** The default (else newest) card in the wallet, or null. */
  cardOnFile(userId: string): Promise<ReportCardOnFile | null>;
  /**
   * The additional-cost unlock a member at the month's limit is offered (000 section 6; the comprehensive-
   * report special offers, docs/decisions/0083): the add-on SKU and its price; null when the catalog sells none.
   */
  additionalReportOffer(membership: Pick<ReportMembership, 'offerType' | 'name'>): Promise<ReportAddOnOffer | null>;
}

/** A one-off add-on for sale: its SKU, price in cents and the terms the buyer accepts. */
export interface ReportAddOnOffer {
  readonly skuId: string;
  readonly priceCents: number;
  readonly terms: string;
}

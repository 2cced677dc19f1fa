/** The membership part of the user; filled by the membership area (empty defaults until then). */
export interface AccountMembershipView {
  readonly subscriptions: readonly unknown[];
  readonly activeRoleId: number | null;
  readonly membershipOffers: readonly unknown[];
}

/**
 * Where the membership area plugs in the membership part of the user (subscriptions, active role,
 * offers, paused/cancelled). Without it the spec's empty defaults are answered.
 */
export interface AccountMembershipSource {
  forUser(userId: string): Promise<{
    readonly membership: AccountMembershipView;
    readonly isPaused: boolean;
    readonly isCancelled: boolean;
    readonly isDemoAccount?: boolean;
  }>;
}

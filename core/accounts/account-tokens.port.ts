/** What a one-time token proves. */
export type AccountTokenKind = 'reset' | 'verify_email' | 'device' | 'oidc';

/**
 * A single-use secret sent to the user (reset link, e-mail verification link, new-device challenge) or
 * kept for a social sign-in round trip. Only the digest of the token is stored.
 */
export interface AccountToken {
  readonly idHash: string;
  readonly kind: AccountTokenKind;
  readonly userId: string | null;
  /** For the device challenge: the digest of the e-mailed code. */
  readonly codeHash: string | null;
  readonly attempts: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface AccountTokenStore {
  create(token: Omit<AccountToken, 'attempts'>): Promise<void>;
  /** The unused, unexpired token. */
  find(kind: AccountTokenKind, idHash: string, now: Date): Promise<AccountToken | null>;
  /** Marks the token used; `null` unless it was unused and unexpired (single use even under races). */
  consume(kind: AccountTokenKind, idHash: string, now: Date): Promise<AccountToken | null>;
  /**
   * Counts one try against the unused, unexpired token, in one atomic step, when it has had fewer than
   * `maxTries`; answers the token with the try counted, or `null` when it is used, expired, unknown or
   * out of tries. N parallel claims on a fresh token succeed exactly `min(N, maxTries)` times.
   */
  claimAttempt(kind: AccountTokenKind, idHash: string, maxTries: number, now: Date): Promise<AccountToken | null>;
  deleteForUser(userId: string, kind?: AccountTokenKind): Promise<void>;
}

/** Browsers a user has signed in from (a long-lived `tw_device` cookie, stored as a digest). */
export interface KnownDevices {
  isKnown(userId: string, deviceHash: string): Promise<boolean>;
  countForUser(userId: string): Promise<number>;
  remember(userId: string, deviceHash: string, now: Date): Promise<void>;
}

/** A social log-in linked to an account (000 section 3 "Social login"). */
export interface SocialLogin {
  readonly id: number;
  readonly userId: string;
  readonly authSourceEnumId: number;
  readonly subject: string;
  readonly email: string | null;
  readonly isActive: boolean;
  readonly insertDate: Date;
  readonly authPayload: Readonly<Record<string, unknown>>;
}

export interface SocialLogins {
  /** The active link for the provider's subject, whoever owns it. */
  findActive(authSourceEnumId: number, subject: string): Promise<SocialLogin | null>;
  listForUser(userId: string): Promise<SocialLogin[]>;
  link(
    entry: Omit<SocialLogin, 'id' | 'isActive' | 'insertDate'> & { readonly insertDate: Date },
  ): Promise<SocialLogin>;
  /** Deactivates the user's link; false when it is not theirs or already inactive. */
  unlink(userId: string, id: number): Promise<boolean>;
}

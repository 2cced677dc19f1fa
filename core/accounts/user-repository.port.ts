/**
 * A stored account (000 section 3 "User"). Deleted accounts keep only id, account id, flags and dates
 * (deletion: `AccountErasure`, docs/decisions/0021).
 */
export interface AccountUser {
  readonly id: string;
  readonly accountId: number;
  /** As typed at sign-up; `null` once the account is deleted (personal data scrubbed). */
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
  readonly address: string | null;
  /** An argon2id PHC string, `null` once deleted. */
  readonly passwordHash: string | null;
  /** The spec's user flag bit set (000 section 3): deleted 2, facebook 64, google 128, ... */
  readonly userFlags: number;
  /** The spec's staff role bit set (000 section 3): customer care 16, ... */
  readonly staffFlags: number;
  readonly createdAt: Date;
  readonly passwordChangedAt: Date;
}

export interface NewAccountUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
  readonly userFlags: number;
  readonly createdAt: Date;
}

/** Accounts by id and by e-mail (case-insensitive). */
export interface UserRepository {
  /** Inserts the account; `null` when a live account already uses the e-mail (any letter case). */
  create(user: NewAccountUser): Promise<AccountUser | null>;
  findById(id: string): Promise<AccountUser | null>;
  /** The live (not deleted) account with this e-mail, compared case-insensitively. */
  findByEmail(email: string): Promise<AccountUser | null>;
  /** Stores a new password hash and the new flag set (e.g. without systemGeneratedPassword). */
  updatePassword(id: string, passwordHash: string, userFlags: number, changedAt: Date): Promise<void>;
  setUserFlags(id: string, userFlags: number): Promise<void>;
  count(): Promise<number>;
}

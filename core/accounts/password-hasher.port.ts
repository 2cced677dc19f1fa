/** Hashes passwords with argon2id (OWASP parameters). No other algorithm is accepted. */
export interface PasswordHasher {
  /** A PHC string starting `$argon2id$`. */
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that is not argon2id. */
  verify(hash: string, password: string): Promise<boolean>;
}

/** Secrets that arrive from outside (session ids, reset tokens, codes) are stored only as digests. */
export interface TokenDigest {
  /** Hex SHA-256 of the UTF-8 value. */
  sha256(value: string): string;
}

/** Short numeric codes for e-mail verification of a new device. */
export interface VerificationCodes {
  /** Six decimal digits from a cryptographic random source. */
  sixDigits(): string;
}
